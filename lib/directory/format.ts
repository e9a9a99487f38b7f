// Shared shaping of sections: readable meeting times, integer counts, merging of duplicate
// rows, and the one sort order (newest term, then component, then section).
import type { Section } from './types.js';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes after midnight → "08:30". */
export function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * "Tue Thu 08:30–09:50". Days in week order; without known days the time stands alone
 * (Concordia publishes `thursdays` as null in every row, so some patterns have no day left).
 */
export function meeting(days: Weekday[], start: number, end: number, suffix = ''): string {
  const ordered = WEEKDAYS.filter((d) => days.includes(d));
  const time = `${clock(start)}–${clock(end)}`;
  return `${ordered.length ? `${ordered.join(' ')} ` : ''}${time}${suffix}`;
}

/** Several meeting patterns of one class, without repeats, in the order first seen. */
export function joinMeetings(patterns: Array<string | null>): string | null {
  const distinct = [...new Set(patterns.filter((p): p is string => !!p))];
  return distinct.length ? distinct.join('; ') : null;
}

/**
 * A count from upstream text: blank → null; anything that is not a whole number is
 * reported to the caller, who decides whether the page is unreadable.
 */
export function count(raw: string | null | undefined): number | null | 'invalid' {
  const text = (raw ?? '').replace(/\u00a0/g, ' ').trim();
  if (text === '') return null;
  if (!/^\d{1,7}$/.test(text)) return 'invalid';
  return Number(text);
}

/** Trimmed text, or undefined when blank (optional Section strings are left out, not sent empty). */
export function text(raw: string | null | undefined): string | undefined {
  const t = (raw ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t === '' ? undefined : t;
}

// Lectures first, then the pieces attached to them; anything else after, alphabetically.
const COMPONENT_ORDER = ['LEC', 'SEM', 'TUT', 'LAB', 'TST'];
function componentRank(component: string | undefined): number {
  const i = COMPONENT_ORDER.indexOf(component ?? '');
  return i === -1 ? COMPONENT_ORDER.length : i;
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Newest term first, then component (LEC, SEM, TUT, LAB, TST, others A–Z), then section, then class number. */
export function compareSections(a: Section, b: Section): number {
  return (
    Number(b.termCode) - Number(a.termCode) ||
    b.termCode.localeCompare(a.termCode) ||
    componentRank(a.component) - componentRank(b.component) ||
    natural.compare(a.component ?? '', b.component ?? '') ||
    natural.compare(a.section, b.section) ||
    natural.compare(a.classNumber, b.classNumber)
  );
}

/** A section before merging: the meeting patterns of one upstream row (or class block). */
export type SectionDraft = Omit<Section, 'meetingTimes'> & { meetings: Array<string | null> };

/**
 * Upstream data repeats rows (exact duplicates, or one row per meeting pattern): one section
 * per term and class number, meeting patterns joined without repeats, a reservation on any row kept.
 */
export function mergeDrafts(drafts: SectionDraft[]): Section[] {
  const byKey = new Map<string, SectionDraft>();
  for (const d of drafts) {
    const key = `${d.termCode}\u0000${d.classNumber}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...d, meetings: [...d.meetings] });
      continue;
    }
    seen.meetings.push(...d.meetings);
    seen.hasReserved ||= d.hasReserved;
    // A repeated row repeats its reserve rows: the first copy's groups stand.
    if (!seen.reserves && d.reserves) seen.reserves = [...d.reserves];
  }
  return [...byKey.values()].map(({ meetings, ...section }) => ({ ...section, meetingTimes: joinMeetings(meetings) }));
}

/** Month/day pairs of one-off dates ("10/28-10/28") as "Oct 28" or "Sep 4–Oct 16". */
export function dateRange(startMonth: number, startDay: number, endMonth: number, endDay: number): string {
  const name = (m: number, d: number) => `${MONTHS[m - 1] ?? '?'} ${d}`;
  return startMonth === endMonth && startDay === endDay
    ? name(startMonth, startDay)
    : `${name(startMonth, startDay)}–${name(endMonth, endDay)}`;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
