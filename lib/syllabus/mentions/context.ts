// Dates that head a block rather than sit on the item's own line: a calendar that prints the
// day on a line of its own and the work due that day on the lines below ("Thu Sep 3, 2026" /
// "Assignment  Problem Set 1 … due by 11:59pm"; "Oct 14" / ": PS 3 due"), and a week or
// session heading that gives its day ("### Week 7 — Tuesday, March 3" above "Problem set 4 due").
// Each line gets the date of the block it sits in, or null.
import { findDates, yearFor, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import {
  ENGLISH_MONTHS,
  WEEKDAY_ABBREVIATIONS,
  weekdayLed,
  weekdayNumber,
  weekdayOfDate,
} from '../vocabulary/calendar.js';
import { NOT_DUE_THAT_DAY } from '../vocabulary/timewords.js';
import { ONE_SITTING_ALONE } from '../vocabulary/kinds.js';

// What a heading or a date line may hold besides its date: the week or session it names ("Session-6"), weekdays.
const PERIOD =
  /\b(?:week|wk|session|class|lecture|lesson|day|module|unit|semana|sesi[oó]n|clase|semaine|s[eé]ance|woche|sitzung|aula)\s*[#-]?\s*\d{1,2}(?:\.\d{1,2})?\b/giu;
const WEEKDAY = /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?\b\.?/gi;
// A date stamped on the document ("Syllabus (updated Jan 5, 2026)") dates nothing under it.
const STAMP =
  /\b(?:updated?|posted|revised|version|edition|as of|last|published|created|modified|printed|announced|announcement|effective|since|from|until|through|no class|holiday|break)\b/i;
// A cheap look before chrono runs: a day/month pair or a month's name (English, Spanish, French, Portuguese, German).
const CALENDARISH =
  /\d{1,2}\s?[/.-]\s?\d{1,2}|\b(?:jan|feb|f[eé]v|mar|m[aä]r|apr|avr|abr|may|mai|jun|juin|jul|juil|aug|ago|ao[uû]|sep|set|oct|okt|out|nov|dec|d[eé]c|dic|dez|ene)/i;
const MONTH_WORDS =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|de|of|the|le)\b/giu;
const CLOCK = /\d\s?(?:a\.?m\b|p\.?m\b)|\d:\d\d|\dh\d\d|\b\d{1,2}\s?h\b/i;
/** Lines a date line can head before its block is taken to have ended. */
const LINE_SCOPE = 8;
const HEADING_SCOPE = 30;

interface Block {
  due: LocalDue | null;
  heading: boolean;
  left: number;
  /** It has dated a line: a blank line after that ends a date line's block. */
  covered: boolean;
}

const residue = (text: string) => text.replace(PERIOD, ' ').replace(WEEKDAY, ' ');
const wordsIn = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;

/**
 * How a line heads a block, if it does: a line that is only a date (with its weekday, the week it
 * names, a time of day) heads the lines under it; a heading that names a week or session and its
 * day (a topic of a few words allowed) heads its section. A span of days ("Week 3: Jan 26–30")
 * heads a block without a single date (null).
 */
function headOf(line: Line, term: Term): { due: LocalDue | null; heading: boolean } | null {
  if (line.type !== 'text' && line.type !== 'heading' && line.type !== 'bullet') return null;
  const text = line.text;
  if (text.length > 90 || !CALENDARISH.test(text)) return null;
  // Before chrono: a line with more words than a date, its weekday and its week can hold is no head.
  const plain = residue(text).replace(MONTH_WORDS, ' ').replace(/\d+/g, ' ');
  if (wordsIn(plain) > (line.type === 'heading' ? 5 : 0) + 2) return null;
  const dates = findDates(text, term).dates;
  if (dates.length !== 1) return null;
  const d = dates[0]!;
  const around = text.slice(0, d.index) + ' ' + text.slice(d.end);
  if (STAMP.test(around)) return null;
  const period = PERIOD.test(around);
  PERIOD.lastIndex = 0;
  // A time of day may stand beside the date; another day number ("23, 25 September") may not.
  // A heading's note in brackets ("Friday, September 18 (no lecture)") says nothing against its day.
  const kept = line.type === 'heading' ? around.replace(/\([^()]{0,40}\)/g, ' ') : around;
  const words = wordsIn(residue(kept).replace(/\b\d{1,2}(?::\d\d\s*(?:[ap]\.?m\.?)?|\s*[ap]\.?m\.?)/gi, ' '));
  const heading = line.type === 'heading' && (words === 0 || (period && words <= 5));
  if (!heading && words > 0) return null;
  return { due: d.range ? null : d.due, heading };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
// A month's name alone on a line ("FEBRUARY") heads the day-numbered lines of a calendar under it.
const MONTH_HEAD = new RegExp(`^(?:${ENGLISH_MONTHS})$`, 'i');
// "21 Th   Whitman …", " 4 Thu  Review": a day of the month and its weekday open the day's entry.
const DAY_LEAD = /^(\d{1,2}) {1,4}(?:mo|tu|we|th|fr|sa|su)[a-z]{0,7}\.?(?= |$)/i;
/** Lines under a day's entry that still belong to it. */
const DAY_SCOPE = 4;

/**
 * Dates from a calendar printed by month ("JANUARY" / "21 Th  Whitman …" / "RR 1 due"): each line under
 * a day's entry, up to a blank line or the next day, is on that day.
 */
function monthCalendar(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let month = 0;
  let day: LocalDue | null = null;
  let left = 0;
  for (const line of lines) {
    const text = line.text.trim();
    if (line.type === 'blank' || line.type === 'rule') {
      day = null;
      continue;
    }
    if (MONTH_HEAD.test(text)) {
      month = MONTHS.indexOf(text.toLowerCase()) + 1;
      day = null;
      continue;
    }
    if (!month) continue;
    const lead = DAY_LEAD.exec(text);
    if (lead) {
      const d = Number(lead[1]);
      day =
        d >= 1 && d <= 31
          ? {
              date: `${yearFor(month, term)}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
              time: null,
            }
          : null;
      left = DAY_SCOPE;
      continue;
    }
    if (line.type === 'heading') {
      month = 0;
      day = null;
      continue;
    }
    if (day && left-- > 0) out[line.index] = day;
  }
  return out;
}

/** The date of a line that is only a date ("AUGUST 13 9:00am – noon" under "FINAL EXAM:"), if it is one. */
export function dateLine(line: Line, term: Term): LocalDue | null {
  const head = headOf(line, term);
  return head && !head.heading ? head.due : null;
}

/** For each line index, the date of the block that line sits in (null when none). */
export function blockDates(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let block: Block | null = null;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule') {
      // A blank line ends a date line's block once it has dated something (a date line standing alone as a
      // paragraph, as pages converted from HTML print them, heads the paragraph under it); a heading's block
      // runs to the next heading.
      if (block && !block.heading && block.covered) block = null;
      continue;
    }
    const head = headOf(line, term);
    if (head) {
      block = {
        due: head.due,
        heading: head.heading,
        left: head.heading ? HEADING_SCOPE : LINE_SCOPE,
        covered: false,
      };
      continue;
    }
    // (sitting-under-its-day) "Feb. 8" / "FIRST EXAM", "**Tuesday, March 5**" / "**Midterm Exam**": a short line, plain
    // or bold, that only names one sitting, or work as due ("**ASSIGNMENT 2 DUE**"), is that day's entry, not a label
    // or a heading that starts another block. A line read as a heading for its capitals ("Tuesday, December 5" / "" /
    // "**PAPER DUE**") is the day's entry only right under the day.
    if (
      block &&
      // Under a dated heading, only right under it: further down, a bold line may be another day's.
      (!block.heading || !block.covered) &&
      (line.type === 'text' || (line.type === 'heading' && (line.level === 6 || !block.covered))) &&
      (ONE_SITTING_ALONE.test(line.text) || dueAlone(line.text, ENTRY_ITEM_WORDS - 1))
    ) {
      out[line.index] = block.due;
      block.covered = true;
      if (--block.left <= 0) block = null;
      continue;
    }
    if (line.type === 'heading') {
      block = null;
      continue;
    }
    if (!block) continue;
    // A short label on a line of its own ("Undated", "Notes") starts another block.
    if (
      !block.heading &&
      line.type === 'text' &&
      !line.gaps &&
      wordsIn(line.text) <= 2 &&
      !/\d/.test(line.text) &&
      !/^[:\-–—]/.test(line.text)
    ) {
      block = null;
      continue;
    }
    // A line naming another week ("Week 13", "Final week") starts that week's block.
    if (
      !block.heading &&
      (PERIOD.test(line.text) || /\b(?:final|finals|exam|reading|study)\s+week\b/i.test(line.text))
    ) {
      PERIOD.lastIndex = 0;
      block = null;
      continue;
    }
    PERIOD.lastIndex = 0;
    // A line with a date of its own is an entry of a dated list, not a line of this block.
    if (!block.heading && CALENDARISH.test(line.text) && findDates(line.text, term).dates.length) {
      block = null;
      continue;
    }
    out[line.index] = block.due;
    block.covered = true;
    if (--block.left <= 0) block = null;
  }
  const calendar = monthCalendar(lines, term);
  return out.map((d, i) => d ?? calendar[i] ?? null);
}

/**
 * For each line, the time of day stated once in the line that introduces its list
 * ("Exámenes parciales (en el horario de clase, 7:00 h):" above "Primer parcial … jueves 17 de
 * septiembre"): a line ending in a colon, with a clock time and no date, gives its time to the
 * dated lines under it, up to a blank line.
 */
export function introTimes(lines: Line[], term: Term): (string | null)[] {
  const out: (string | null)[] = lines.map(() => null);
  let time: string | null = null;
  let left = 0;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule' || line.type === 'heading' || --left < 0) time = null;
    if (line.type === 'blank' || line.type === 'rule') continue;
    if (/:\s*$/.test(line.text) && CLOCK.test(line.text) && line.text.length <= 160) {
      const found = findDates(line.text, term);
      if (!found.dates.length && found.times.length === 1) {
        time = found.times[0]!.time;
        left = 12;
        continue;
      }
    }
    if (time) out[line.index] = time;
  }
  return out;
}

// A weekday before an entry's date ("T 9/5", "Thurs., Oct 12", "**Tu 2/3"), and nothing else.
const ENTRY_LEAD =
  /^[\s*_>#|-]{0,6}(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|[mtwrf]|th|tu)[a-z]{0,6}\.?,?\s{0,3})?$/i;
// A cheap look for a date at a line's start, before chrono runs: a day/month pair or a month's name.
const LEAD_DATE =
  /^[\s*_>#|-]{0,6}(?:[a-z]{1,9}\.?,?\s{0,3})?(?:\d{1,2}\s?\/\s?\d{1,2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{1,3}\d{1,2}\b)/i;
// A date elsewhere on a line ("due 10/5", "on March 3"): the line is an entry of its own.
const ANY_DATE =
  /\b\d{1,2}\/\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{1,3}\d{1,2}\b/i;
// A short bold line that names work as due ("**Paper 2 due**"), not a section's heading. (work-due-with-a-note) A
// note may follow: where it is handed in or its length ("**Map Project Due in Class.**", "**PAPER 2 DUE (2 p.)**").
// The verb before "due" is no word of the name ("***Long Range Plans are due**").
const DUE_ALONE =
  /^([^\n]{1,60}?)\s{1,3}(?:(?:is|are)\s{1,3})?due\b(?:\s{1,3}(?:in\s{1,3}(?:class|section|sections|lecture)|today))?[\s!.:*_]{0,6}(?:\([^()\n]{0,24}\)[\s!.:*_]{0,4})?$/i;
/** Whether a short line only names work as due (at most `most` words before "due"). */
const dueAlone = (text: string, most: number) => {
  const named = DUE_ALONE.exec(text);
  return named !== null && wordsIn(named[1]!) <= most;
};
/** Lines under a date-led entry that may still list its work. */
const ENTRY_SCOPE = 4;
/** At most this many words on a line of the entry that names its work and nothing else ("Reading Quiz #1"). */
const ENTRY_ITEM_WORDS = 4;

/**
 * For each line, the date of the schedule entry it is listed under: an entry led by its day and going on with
 * its topic ("T 9/5 Studying Religion in America" / "Reading: Corbett, Ch 1" / "Reading Quiz #1"), the work
 * named on a short line of its own within a few lines under it, blank lines between allowed, up to a heading,
 * a week's name or another dated line. Null elsewhere. Linear: chrono reads only lines that open on a date.
 */
export function entryDates(lines: Line[], term: Term, rowDays: readonly (LocalDue | null)[] = []): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let due: LocalDue | null = null;
  let left = 0;
  // The entry is a heading of its own ("**T 9/5 Studying Religion**"): its lines are headings too.
  let headed = false;
  for (const line of lines) {
    if (line.type === 'blank') continue;
    // (bold-entries-read-as-headings) "**T 9/5 Studying Religion**" / "**Reading: Corbett, Ch 1**" / "**Reading Quiz
    // #1**": a schedule printed all in bold, each line read as a heading. A heading led by its day and going on with
    // its topic is an entry, and a short heading under it, up to the next entry, names its work.
    if (line.type === 'heading' && LEAD_DATE.test(line.text)) {
      const first = findDates(line.text, term).dates[0];
      const topic = first ? (line.text.slice(first.end).match(/\p{L}{2,}/gu) ?? []) : [];
      if (first && !first.range && ENTRY_LEAD.test(line.text.slice(0, first.index)) && topic.length >= 2) {
        due = first.due;
        left = ENTRY_SCOPE;
        headed = true;
        continue;
      }
    }
    if (due && headed && line.type === 'heading' && !ANY_DATE.test(line.text)) {
      if (wordsIn(line.text) <= ENTRY_ITEM_WORDS) out[line.index] = due;
      if (--left <= 0) due = null;
      continue;
    }
    // (bold-due-under-entry) "**First Paper Due**" in bold under the entry is its work, not a heading that ends it.
    if (due && line.type === 'heading' && dueAlone(line.text, ENTRY_ITEM_WORDS - 1)) {
      out[line.index] = due;
      if (--left <= 0) due = null;
      continue;
    }
    if (line.type === 'rule' || line.type === 'heading' || line.type === 'row') {
      due = null;
      continue;
    }
    headed = false;
    // (due-under-a-day-row) A row dated by the month above it ("M 22 The Mahabharata", mentions/monthheading.ts)
    // opens an entry as a row led by its whole date does: "PAPER #1 DUE" on a line of its own under it is on its day.
    const row = rowDays[line.index];
    if (row) {
      const led = weekdayLed(line.text);
      const topic = (led ? led.rest : line.text.replace(/^\s*\d{1,2}/, '')).match(/\p{L}{2,}/gu) ?? [];
      due = topic.length >= 2 ? row : null;
      left = ENTRY_SCOPE;
      continue;
    }
    if (LEAD_DATE.test(line.text)) {
      const first = findDates(line.text, term).dates[0];
      const topic = first ? (line.text.slice(first.end).match(/\p{L}{2,}/gu) ?? []) : [];
      due =
        first && !first.range && ENTRY_LEAD.test(line.text.slice(0, first.index)) && topic.length >= 2
          ? first.due
          : null;
      left = ENTRY_SCOPE;
      continue;
    }
    if (!due) continue;
    if (ANY_DATE.test(line.text) || PERIOD.test(line.text)) {
      PERIOD.lastIndex = 0;
      due = null;
      continue;
    }
    PERIOD.lastIndex = 0;
    if (wordsIn(line.text) <= ENTRY_ITEM_WORDS || dueAlone(line.text, ENTRY_ITEM_WORDS - 1)) out[line.index] = due;
    if (--left <= 0) due = null;
  }
  return out;
}

// English weekdays, written out or shortened ("Tues.", "Thurs"; "Th" is left out: it leads too many other words).
const WEEKDAY_WORD = String.raw`(${WEEKDAY_ABBREVIATIONS})(?:day|s|r|rs|sday|nesday|rsday|urday)?\b`;
const NAMED_WEEKDAY = new RegExp(String.raw`\b${WEEKDAY_WORD}`, 'i');
const WEEKDAY_LEAD = new RegExp(String.raw`^[\s*_>#|•-]{0,6}${WEEKDAY_WORD}`, 'i');

/** Non-blank lines under the line that opens a day's block that may still be that day's. */
const DAY_BLOCK_SCOPE = 8;

/** Whether a line opens on a day and goes on with its topic ("F 9/4 Beginnings II: Prometheus"), and its day. */
function entryLead(line: Line, term: Term): { due: LocalDue | null } | null {
  if (!LEAD_DATE.test(line.text)) return null;
  const first = findDates(line.text, term).dates[0];
  if (!first || !ENTRY_LEAD.test(line.text.slice(0, first.index))) return null;
  const topic = line.text.slice(first.end).match(/\p{L}{2,}/gu) ?? [];
  return topic.length >= 2 ? { due: first.range ? null : first.due } : null;
}

/**
 * (day-of-the-block) For each line, the day of the schedule block it sits in, whichever way the block opens: a line
 * that is only a date ("March 8 |", "Sept. 28"), an entry led by its day and going on with its topic ("F 9/4
 * Beginnings II: Prometheus and Pandora", "Tues., Oct. 3 – The Cold War"), or a day row under a month heading ("M 22
 * The Mahabharata", `rowDays`). The block runs over the readings and notes under it, blank lines between, up to the
 * next line with a date of its own, a week's name, a table row or a heading that names no work, and at most
 * DAY_BLOCK_SCOPE lines. Only a line that names work and little else gets the day: a short line ("QUIZ 1",
 * "EXAMINATION I.", a bold "**Paper #2 due**" read as a heading) or work said to be due. blockDates and entryDates
 * read the same blocks with narrower scopes (a short label or a wrapped word ends the first, four lines the second);
 * this reads past them, so it is asked only where they gave nothing. The block's longer lines, which get no day
 * here, are given it in `within` (numbered-sitting-in-its-block, mentions/schedule.ts).
 */
export function blockDays(
  lines: Line[],
  term: Term,
  rowDays: readonly (LocalDue | null)[] = [],
  within: (LocalDue | null)[] = [],
): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let due: LocalDue | null = null;
  let left = 0;
  for (const line of lines) {
    if (line.type === 'blank') continue;
    if (line.type === 'rule' || line.type === 'row') {
      due = null;
      continue;
    }
    const row = rowDays[line.index];
    const head = row ? null : headOf(line, term);
    const lead = row || head ? null : entryLead(line, term);
    if (row || head || lead) {
      due = row ?? head?.due ?? lead?.due ?? null;
      left = DAY_BLOCK_SCOPE;
      continue;
    }
    if (!due) continue;
    const member = wordsIn(line.text) <= ENTRY_ITEM_WORDS || dueAlone(line.text, ENTRY_ITEM_WORDS - 1);
    // A line with a date of its own, or naming another week, starts an entry of its own.
    if (
      ANY_DATE.test(line.text) ||
      PERIOD.test(line.text) ||
      (CALENDARISH.test(line.text) && findDates(line.text, term).dates.length)
    ) {
      PERIOD.lastIndex = 0;
      due = null;
      continue;
    }
    PERIOD.lastIndex = 0;
    // A line led by another weekday ("Tuesday Carnap, …" under a week printed by its Thursday) is another day's.
    const led = WEEKDAY_LEAD.exec(line.text);
    if ((line.type === 'heading' && !member) || (led && weekdayNumber(led[1]!) !== weekdayOfDate(due.date))) {
      due = null;
      continue;
    }
    if (member) out[line.index] = due;
    else within[line.index] = due;
    if (--left <= 0) due = null;
  }
  return out;
}

/** Whether work named on a line under a day's block falls on that day: no other time, no other weekday named. */
export function onTheBlockDay(text: string, due: LocalDue): boolean {
  if (NOT_DUE_THAT_DAY.test(text)) return false;
  const named = NAMED_WEEKDAY.exec(text);
  return !named || weekdayNumber(named[1]!) === weekdayOfDate(due.date);
}
