// University of Waterloo: live sections from the public Schedule of Classes (HTML, no key),
// the catalogue from Open Data API v3 (`x-api-key`). Page layout and quirks:
// tests/fixtures/waterloo/PROVENANCE.md.
import { WATERLOO_IDENTITY } from './waterloo-identity.js';
import { env } from '../env.js';
import { notConfigured } from '../errors.js';
import { z } from '../zod.js';
import { count, dateRange, meeting, mergeDrafts, text, type SectionDraft, type Weekday } from './format.js';
import { attr, byTag, cellsOf, cleanText, findAll, parseHtml, rowsOf, textOf, type Element } from './html.js';
import { fetchJson, fetchText, upstreamError } from './http.js';
import type { CatalogEntry, CourseRef, DirectoryProvider, ReserveGroup, Term } from './types.js';

const NAME = WATERLOO_IDENTITY.name;

interface Config {
  scheduleBase: string;
  apiBase: string;
  apiKey: string | undefined;
  timeoutMs: number;
  syncTimeoutMs: number;
}

function config(): Config {
  const e = env();
  return {
    scheduleBase: e.DIRECTORY_BASE_URL ?? e.WATERLOO_SCHEDULE_URL!,
    apiBase: e.WATERLOO_API_BASE_URL!,
    apiKey: e.WATERLOO_API_KEY,
    timeoutMs: e.DIRECTORY_TIMEOUT_MS,
    syncTimeoutMs: e.DIRECTORY_SYNC_TIMEOUT_MS,
  };
}

const unreadable = (what: string) => upstreamError(`${NAME}'s Schedule of Classes sent ${what}.`);

// ---------------------------------------------------------------------------------------
// Terms: the options of the `sess` select on the Schedule of Classes form.

export function parseTermsPage(html: string): Term[] {
  const select = findAll(parseHtml(html), (el) => el.tagName === 'select' && attr(el, 'name') === 'sess')[0];
  if (!select) throw unreadable('a form page without its term list');
  const terms = findAll(select, byTag('option'))
    .map((o) => ({ code: (attr(o, 'value') ?? cleanText(o)).trim(), name: cleanText(o) }))
    .filter((t) => /^\d{4}$/.test(t.code))
    .map((t) => ({ code: t.code, name: t.name || t.code }));
  if (!terms.length) throw unreadable('a term list without terms');
  return [...new Map(terms.map((t) => [t.code, t])).values()].sort((a, b) => Number(b.code) - Number(a.code));
}

// ---------------------------------------------------------------------------------------
// Sections: the salook.pl result page. Columns are matched by position (header spellings
// drift): Class, Comp Sec, Camp Loc, Assoc. Class, Rel 1, Rel 2, Enrl Cap, Enrl Tot,
// Wait Cap, Wait Tot, Time Days/Date, Bldg Room, Instructor.
const COL = {
  cls: 0,
  compSec: 1,
  campLoc: 2,
  enrlCap: 6,
  enrlTot: 7,
  waitCap: 8,
  waitTot: 9,
  time: 10,
  bldgRoom: 11,
} as const;

const COMPONENT_LABELS: Record<string, string> = {
  LEC: 'Lecture',
  TUT: 'Tutorial',
  LAB: 'Laboratory',
  TST: 'Test',
  SEM: 'Seminar',
  PRJ: 'Project',
  CLN: 'Clinic',
  DIS: 'Discussion',
  ENS: 'Ensemble',
  ESS: 'Essay',
  FLD: 'Field Studies',
  OLN: 'Online',
  PRA: 'Practicum',
  RDG: 'Reading',
  STU: 'Studio',
  WRK: 'Work Term',
  WSP: 'Workshop',
};

const DAY_CODES: Array<[string, Weekday]> = [
  ['Th', 'Thu'],
  ['Su', 'Sun'],
  ['M', 'Mon'],
  ['T', 'Tue'],
  ['W', 'Wed'],
  ['F', 'Fri'],
  ['S', 'Sat'],
];

function parseDays(codes: string): Weekday[] | null {
  const days: Weekday[] = [];
  let rest = codes;
  while (rest) {
    const hit = DAY_CODES.find(([code]) => rest.startsWith(code));
    if (!hit) return null;
    days.push(hit[1]);
    rest = rest.slice(hit[0].length);
  }
  return days;
}

/**
 * The page prints 12-hour times without AM/PM. Classes run from 08:00 to the evening, so a
 * start hour of 8–11 is morning, 12 is noon and 1–7 is afternoon or evening; the end is the
 * first reading after the start ("12:30-01:20" is 12:30–13:20, "07:00-08:50" is 19:00–20:50).
 * A class starting at 8 pm or later would be misread as morning; none is scheduled that late.
 */
export function resolveTimes(sh: number, sm: number, eh: number, em: number): [number, number] {
  const start = ((sh >= 1 && sh <= 7 ? sh + 12 : sh) % 24) * 60 + sm;
  let end = (eh % 12) * 60 + em;
  while (end <= start) end += 12 * 60;
  return [start, end];
}

/** The lines of a Time Days/Date cell → a readable meeting, null when nothing is scheduled. */
export function meetingOfCell(lines: string[]): string | null {
  const [first, ...rest] = lines;
  if (!first || /^TBA$/i.test(first)) return null;
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*([A-Za-z]*)$/.exec(first);
  const days = m ? parseDays(m[5]!) : null;
  // A layout this parser does not know is passed on as printed rather than guessed at.
  if (!m || !days) return lines.join(' ');
  const [start, end] = resolveTimes(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]));
  const dates = rest
    .map((line) => /^(\d{1,2})\/(\d{1,2})\s*-\s*(\d{1,2})\/(\d{1,2})$/.exec(line))
    .filter((d): d is RegExpExecArray => d !== null)
    .map((d) => dateRange(Number(d[1]), Number(d[2]), Number(d[3]), Number(d[4])));
  return meeting(days, start, end, dates.length ? ` (${dates.join(', ')})` : '');
}

const lines = (cell: Element | undefined) =>
  cell
    ? textOf(cell)
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
    : [];

function integerAt(cells: Element[], col: number): number | null {
  const n = count(cells[col] ? cleanText(cells[col]) : '');
  if (n === 'invalid') throw unreadable(`a non-numeric count ("${cleanText(cells[col]!)}")`);
  return n;
}

type Draft = SectionDraft & { cancelled: boolean };

function classRow(cells: Element[], termCode: string, courseTitle: string | undefined): Draft {
  const at = (col: number) => (cells[col] ? cleanText(cells[col]) : '');
  const [component, section] = at(COL.compSec).split(' ');
  const [campus, place] = at(COL.campLoc).split(' ');
  const where = at(COL.bldgRoom);
  const [building, ...room] = where && !/^TBA$/i.test(where) ? where.split(' ') : [];
  const optional = {
    courseTitle,
    component: text(component),
    componentLabel: component ? COMPONENT_LABELS[component] : undefined,
    location: text(campus),
    // The campus code is the only hint the page gives: ONLN (location ONLINE) is online.
    instructionMode: campus ? (campus === 'ONLN' || place === 'ONLINE' ? 'Online' : 'In Person') : undefined,
    building: text(building),
    room: text(room.join(' ')),
  };
  if (!component || !section) throw unreadable(`a class row without a component and section ("${at(COL.compSec)}")`);
  return {
    classNumber: at(COL.cls),
    termCode,
    section,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    meetings: [meetingOfCell(lines(cells[COL.time]))],
    enrolled: integerAt(cells, COL.enrlTot),
    capacity: integerAt(cells, COL.enrlCap),
    waitlisted: integerAt(cells, COL.waitTot),
    waitlistCap: integerAt(cells, COL.waitCap),
    hasReserved: false,
    cancelled: false,
  };
}

/**
 * A "Reserve: Year 1 students" row: the label cell spans the first six columns, and the
 * reserve's own cap and total sit in the Enrl Cap and Enrl Tot columns. A row without both
 * counts is left out of the detail (hasReserved still says the section holds reserved seats).
 */
function reserveOf(cells: Element[]): ReserveGroup | null {
  const label = cleanText(cells[0]!)
    .replace(/^Reserve\s*:?\s*/i, '')
    .trim();
  const at = (col: number) => {
    const cell = cells[col];
    return cell ? cleanText(cell) : '';
  };
  const capacity = count(at(COL.enrlCap));
  const enrolled = count(at(COL.enrlTot));
  if (typeof capacity !== 'number' || typeof enrolled !== 'number') return null;
  return { label: label || 'Reserved', capacity, enrolled };
}

function sectionsTable(table: Element, termCode: string, courseTitle: string | undefined): Draft[] {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  for (const row of rowsOf(table)) {
    const cells = cellsOf(row);
    if (!cells.length || cells.some(byTag('th'))) continue;
    const texts = cells.map(cleanText);
    const first = texts[0] ?? '';
    const cancelled = texts.some((t) => /^Cancelled Section$/i.test(t));
    if (/^\d+$/.test(first)) {
      current = classRow(cells, termCode, courseTitle);
      current.cancelled = cancelled;
      drafts.push(current);
      continue;
    }
    // Rows after a class row belong to it: "Reserve: …" rows (seats held for some
    // programmes), "Cancelled Section" markers, and extra meeting rows with empty leading cells.
    if (!current) continue;
    if (/^Reserve\b/i.test(first)) {
      current.hasReserved = true;
      const group = reserveOf(cells);
      if (group) (current.reserves ??= []).push(group);
    }
    if (cancelled) current.cancelled = true;
    if (cancelled || /^Reserve\b/i.test(first)) continue;
    if (first === '' && texts[COL.time]) {
      current.meetings.push(meetingOfCell(lines(cells[COL.time])));
      if (!current.building) {
        const where = texts[COL.bldgRoom];
        if (where && !/^TBA$/i.test(where)) {
          const [building, ...room] = where.split(' ');
          current.building = building;
          if (room.length) current.room = room.join(' ');
        }
      }
    }
    // Anything else (topic titles, "Held With" notes, instructor-only rows) carries no section data.
  }
  return drafts;
}

/** The sections of one course on a salook.pl page; [] when the page says there is no match. */
export function parseSchedulePage(html: string, course: CourseRef, termCode: string): SectionDraft[] {
  const root = parseHtml(html);
  for (const table of findAll(root, byTag('table'))) {
    const rows = rowsOf(table);
    const at = rows.findIndex((row) => {
      const t = cellsOf(row).map(cleanText);
      return t.length >= 4 && t[0]?.toUpperCase() === course.subject && t[1]?.toUpperCase() === course.catalog;
    });
    if (at === -1) continue;
    const title = text(cleanText(cellsOf(rows[at]!)[3]!));
    for (const row of rows.slice(at + 1)) {
      const inner = findAll(row, byTag('table'))[0];
      if (inner)
        return sectionsTable(inner, termCode, title)
          .filter((d) => !d.cancelled)
          .map(({ cancelled: _, ...d }) => d);
      const t = cellsOf(row).map(cleanText);
      if (t.length >= 4 && /^[A-Z]{2,}$/.test(t[0] ?? '') && /^\d/.test(t[1] ?? '')) break; // the next course
    }
    return [];
  }
  const page = cleanText(root);
  if (/your query had no matches/i.test(page)) return [];
  throw unreadable(
    /Schedule of Classes/i.test(page)
      ? 'a page without the requested course or a no-match notice'
      : 'a page that is not a Schedule of Classes result',
  );
}

// ---------------------------------------------------------------------------------------
// Catalogue: Open Data API v3 `Courses/{term}` for every listed term.

const nullableText = z.string().nullish();
const CourseRow = z.object({
  courseId: nullableText,
  termCode: nullableText,
  subjectCode: nullableText,
  catalogNumber: nullableText,
  title: nullableText,
  description: nullableText,
  associatedAcademicCareer: nullableText,
  requirementsDescription: nullableText,
});

const blank = (v: string | null | undefined) => {
  const t = (v ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

function entryOf(row: z.infer<typeof CourseRow>): CatalogEntry | null {
  const subject = blank(row.subjectCode)?.toUpperCase();
  const catalog = blank(row.catalogNumber)?.toUpperCase();
  if (!subject || !catalog) return null;
  return {
    subject,
    catalog,
    title: blank(row.title) ?? '',
    // Courses/{term} publishes no units (the Schedule of Classes page does, per class).
    units: null,
    career: blank(row.associatedAcademicCareer),
    description: row.description?.trim() || null,
    prerequisites: blank(row.requirementsDescription),
    courseId: blank(row.courseId),
  };
}

/** Undergraduate catalog numbers run below 600; graduate courses are listed on the grad form. */
function level(catalog: string): 'under' | 'grad' {
  return Number.parseInt(catalog, 10) >= 600 ? 'grad' : 'under';
}

export const waterloo: DirectoryProvider = {
  ...WATERLOO_IDENTITY,

  async currentTerms() {
    const c = config();
    return parseTermsPage(
      await fetchText({ who: NAME, url: new URL(`${c.scheduleBase}/under.html`), timeoutMs: c.timeoutMs }),
    );
  },

  async sections(course, terms) {
    const c = config();
    const pages = await Promise.all(
      terms.map(async (term) => {
        const url = new URL(`${c.scheduleBase}/cgi-bin/cgiwrap/infocour/salook.pl`);
        url.search = new URLSearchParams({
          level: level(course.catalog),
          sess: term.code,
          subject: course.subject,
          cournum: course.catalog,
        }).toString();
        return parseSchedulePage(await fetchText({ who: NAME, url, timeoutMs: c.timeoutMs }), course, term.code);
      }),
    );
    return mergeDrafts(pages.flat());
  },

  async catalogue(terms) {
    const c = config();
    if (!c.apiKey) throw notConfigured('WATERLOO_API_KEY (University of Waterloo Open Data API key)');
    // Newest term first, so its record of a course is the one the mirror keeps.
    const ordered = [...(await terms())].sort((a, b) => Number(b.code) - Number(a.code));
    const lists = await Promise.all(
      ordered.map((term) =>
        fetchJson(
          {
            who: NAME,
            url: new URL(`${c.apiBase}/Courses/${encodeURIComponent(term.code)}`),
            headers: { 'x-api-key': c.apiKey! },
            timeoutMs: c.syncTimeoutMs,
          },
          z.array(CourseRow),
        ),
      ),
    );
    const rows = lists.flat();
    return { fetched: rows.length, entries: rows.map(entryOf).filter((e): e is CatalogEntry => e !== null) };
  },
};
