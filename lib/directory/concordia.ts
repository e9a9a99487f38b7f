// Concordia University Open Data API (https://opendata.concordia.ca/API/v1/, HTTP Basic with
// an application's user id and key, 10,000 calls per application per day). Field mapping and
// quirks: tests/fixtures/concordia/PROVENANCE.md.
import { instructionModeOf } from './instruction-mode.js';
import { EASTERN, startOfDay } from './time-zone.js';
import { env } from '../env.js';
import { notConfigured } from '../errors.js';
import { z } from '../zod.js';
import { count, meeting, mergeDrafts, text, type SectionDraft, type Weekday } from './format.js';
import { fetchJson, upstreamError } from './http.js';
import type { CatalogEntry, CatalogueFetch, DirectoryProvider, Term } from './types.js';

const NAME = 'Concordia University';

// Upstream sends every number as a string; accept either, keep text.
const str = z.union([z.string(), z.number()]).transform(String);
const opt = str.nullish();

const ScheduleRow = z.object({
  termCode: str,
  classNumber: str,
  section: str,
  courseTitle: opt,
  componentCode: opt,
  componentDescription: opt,
  classStatus: opt,
  locationCode: opt,
  instructionModeDescription: opt,
  meetingPatternNumber: opt,
  buildingCode: opt,
  room: opt,
  classStartTime: opt,
  classEndTime: opt,
  // The API spells Monday "modays"; its documentation says "mondays". Either is read.
  modays: opt,
  mondays: opt,
  tuesdays: opt,
  wednesdays: opt,
  thursdays: opt,
  fridays: opt,
  saturdays: opt,
  sundays: opt,
  enrollmentCapacity: opt,
  currentEnrollment: opt,
  waitlistCapacity: opt,
  currentWaitlistTotal: opt,
  hasSeatReserved: opt,
});
type ScheduleRow = z.infer<typeof ScheduleRow>;

const SessionRow = z.object({ termCode: str, termDescription: opt, sessionEndDate: str });
const CatalogRow = z.object({
  ID: opt,
  title: opt,
  subject: opt,
  catalog: opt,
  career: opt,
  classUnit: opt,
  prerequisites: opt,
});
const DescriptionRow = z.object({ ID: str, description: opt });

interface Config {
  base: string;
  authorization: string;
  timeoutMs: number;
  syncTimeoutMs: number;
}

function config(): Config {
  const e = env();
  if (!e.CONCORDIA_API_USER || !e.CONCORDIA_API_KEY)
    throw notConfigured('CONCORDIA_API_USER and CONCORDIA_API_KEY (Concordia Open Data credentials)');
  return {
    base: e.DIRECTORY_BASE_URL ?? e.CONCORDIA_API_BASE_URL!,
    authorization: `Basic ${Buffer.from(`${e.CONCORDIA_API_USER}:${e.CONCORDIA_API_KEY}`).toString('base64')}`,
    timeoutMs: e.DIRECTORY_TIMEOUT_MS,
    syncTimeoutMs: e.DIRECTORY_SYNC_TIMEOUT_MS,
  };
}

/** Path segments are URL-encoded; `*` is the API's wildcard and stays as it is. */
function get<S extends z.ZodType>(c: Config, segments: string[], schema: S, timeoutMs = c.timeoutMs) {
  const path = segments.map((s) => (s === '*' ? s : encodeURIComponent(s))).join('/');
  return fetchJson(
    { who: NAME, url: new URL(`${c.base}/${path}`), headers: { authorization: c.authorization }, timeoutMs },
    schema,
  );
}

/** "19/08/2014" → the first instant after that day in Montreal, or null when it is not a date. */
function dayAfter(ddmmyyyy: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCMonth() !== mo - 1) return null;
  return startOfDay(y, mo, d + 1, concordia.timeZone);
}

/** "13.30.00" → minutes after midnight; blank → null; "00.00.00" means no scheduled time. */
function minutes(raw: string | null | undefined): number | null | 'invalid' {
  const t = (raw ?? '').trim();
  if (t === '') return null;
  const m = /^(\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?$/.exec(t);
  if (!m) return 'invalid';
  const value = Number(m[1]) * 60 + Number(m[2]);
  return value < 24 * 60 ? value : 'invalid';
}

const DAY_FLAGS: Array<[Weekday, (r: ScheduleRow) => string | null | undefined]> = [
  ['Mon', (r) => r.modays ?? r.mondays],
  ['Tue', (r) => r.tuesdays],
  ['Wed', (r) => r.wednesdays],
  ['Thu', (r) => r.thursdays],
  ['Fri', (r) => r.fridays],
  ['Sat', (r) => r.saturdays],
  ['Sun', (r) => r.sundays],
];

function meetingOf(row: ScheduleRow): string | null {
  const start = minutes(row.classStartTime);
  const end = minutes(row.classEndTime);
  if (start === 'invalid' || end === 'invalid')
    throw upstreamError(
      `${NAME}'s directory sent an unreadable class time (${row.classStartTime}–${row.classEndTime}).`,
    );
  if (start === null || end === null || (start === 0 && end === 0)) return null;
  const days = DAY_FLAGS.filter(([, flag]) => flag(row)?.trim().toUpperCase() === 'Y').map(([day]) => day);
  return meeting(days, start, end);
}

function integer(row: ScheduleRow, field: keyof ScheduleRow): number | null {
  const n = count(row[field]);
  if (n === 'invalid') throw upstreamError(`${NAME}'s directory sent a non-numeric ${field} (${row[field]}).`);
  return n;
}

/** One schedule row → a section draft, or null for a cancelled class (left out of answers). */
export function draftOf(row: ScheduleRow): SectionDraft | null {
  if (/cancel/i.test(row.classStatus ?? '')) return null;
  const optional = {
    courseTitle: text(row.courseTitle),
    component: text(row.componentCode),
    componentLabel: text(row.componentDescription),
    location: text(row.locationCode),
    instructionMode: instructionModeOf(row.instructionModeDescription),
    building: text(row.buildingCode),
    room: text(row.room),
  };
  return {
    classNumber: row.classNumber.trim(),
    termCode: row.termCode.trim(),
    section: row.section.trim(),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    meetings: [meetingOf(row)],
    enrolled: integer(row, 'currentEnrollment'),
    capacity: integer(row, 'enrollmentCapacity'),
    waitlisted: integer(row, 'currentWaitlistTotal'),
    waitlistCap: integer(row, 'waitlistCapacity'),
    hasReserved: row.hasSeatReserved?.trim().toUpperCase() === 'Y',
  };
}

const blank = (v: string | null | undefined) => {
  const t = (v ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

function entryOf(row: z.infer<typeof CatalogRow>, descriptions: Map<string, string>): CatalogEntry | null {
  const subject = blank(row.subject)?.toUpperCase();
  const catalog = blank(row.catalog)?.toUpperCase();
  if (!subject || !catalog) return null;
  const units = row.classUnit != null && /^\s*\d+(\.\d+)?\s*$/.test(row.classUnit) ? Number(row.classUnit) : null;
  const id = blank(row.ID);
  return {
    subject,
    catalog,
    title: blank(row.title) ?? '',
    units,
    career: blank(row.career),
    description: (id && descriptions.get(id)) || null,
    prerequisites: blank(row.prerequisites),
    courseId: id,
  };
}

export const concordia: DirectoryProvider = {
  id: 'concordia',
  name: NAME,
  // The schedule's hasSeatReserved is a bare Y; no endpoint publishes how many seats or for whom.
  reserveDetail: 'flag',
  // Montreal: its session end dates are Montreal calendar days.
  timeZone: EASTERN,

  // Current terms: those with a session that has not ended yet (any career).
  async currentTerms(now) {
    const c = config();
    const sessions = await get(c, ['course', 'session', 'filter', '*', '*', '*'], z.array(SessionRow));
    const terms = new Map<string, Term>();
    for (const s of sessions) {
      const end = dayAfter(s.sessionEndDate);
      if (end === null)
        throw upstreamError(`${NAME}'s directory sent an unreadable session end date (${s.sessionEndDate}).`);
      const code = s.termCode.trim();
      if (end > now.getTime() && !terms.has(code)) terms.set(code, { code, name: blank(s.termDescription) ?? code });
    }
    return [...terms.values()];
  },

  async sections(course, terms) {
    const c = config();
    const rows = await get(
      c,
      ['course', 'schedule', 'filter', '*', course.subject, course.catalog],
      z.array(ScheduleRow),
    );
    const listed = new Set(terms.map((t) => t.code));
    // The filter matches the catalog number exactly; the term filter keeps what is listed now.
    const drafts = rows.filter((r) => listed.has(r.termCode.trim())).map(draftOf);
    return mergeDrafts(drafts.filter((d): d is SectionDraft => d !== null));
  },

  async catalogue() {
    const c = config();
    const [catalog, descriptions] = await Promise.all([
      get(c, ['course', 'catalog', 'filter', '*', '*', '*'], z.array(CatalogRow), c.syncTimeoutMs),
      get(c, ['course', 'description', 'filter', '*'], z.array(DescriptionRow), c.syncTimeoutMs),
    ]);
    const byId = new Map<string, string>();
    for (const d of descriptions) {
      const description = d.description?.trim();
      if (description) byId.set(d.ID.trim(), description);
    }
    const entries = catalog.map((row) => entryOf(row, byId)).filter((e): e is CatalogEntry => e !== null);
    return { fetched: catalog.length, entries } satisfies CatalogueFetch;
  },
};
