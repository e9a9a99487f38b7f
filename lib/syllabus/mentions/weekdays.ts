// A schedule that dates its weeks by a span ("Week 5" / "11/3 - 11/7" / "Midterm (Monday in person)"):
// an item under the span that names one weekday is on that day of the span. Each line gets the day, or null.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { WEEKDAY_ABBREVIATIONS, weekdayNumber } from '../vocabulary/calendar.js';

const WEEKDAY = new RegExp(
  String.raw`\b(${WEEKDAY_ABBREVIATIONS})(?:s|day|nesday|sday|rsday|urday|\.)?(?=[\s,;:)]|$)`,
  'gi',
);
/** Lines a span heads, up to a blank line or another dated line. */
const SCOPE = 6;

/** The span of days a line holds and nothing else but a week's name ("11/3 - 11/7", "Week 5: Oct 6-10"). */
function spanOf(line: Line, term: Term): { first: string; last: string } | null {
  if ((line.type !== 'text' && line.type !== 'heading') || line.text.length > 60) return null;
  const dates = findDates(line.text, term).dates;
  const d = dates[0];
  if (dates.length !== 1 || !d || !d.range || !d.last) return null;
  const rest = (line.text.slice(0, d.index) + ' ' + line.text.slice(d.end)).replace(
    /\bweeks?\s*\d{1,2}(?:\s*[-–]\s*\d{1,2})?\b/gi,
    ' ',
  );
  if (/\p{L}/u.test(rest)) return null;
  return { first: d.due.date, last: d.last.date };
}

/** The one weekday a line names, within a span; else null. */
function dayWithin(text: string, span: { first: string; last: string }): LocalDue | null {
  const named = [...text.matchAll(WEEKDAY)].map((m) => weekdayNumber(m[1]!));
  if (named.length !== 1) return null;
  const start = new Date(`${span.first}T00:00:00Z`);
  const end = new Date(`${span.last}T00:00:00Z`);
  for (let t = start.getTime(), n = 0; t <= end.getTime() && n < 14; t += 86400000, n++) {
    if (new Date(t).getUTCDay() === named[0]) return { date: new Date(t).toISOString().slice(0, 10), time: null };
  }
  return null;
}

/** For each line, the day it names within the span of days heading its block (null when none). */
export function spanWeekdays(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let span: { first: string; last: string } | null = null;
  let left = 0;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule') {
      span = null;
      continue;
    }
    const own = spanOf(line, term);
    if (own) {
      span = own;
      left = SCOPE;
      continue;
    }
    if (!span || left-- <= 0) {
      span = null;
      continue;
    }
    if (/\d/.test(line.text) && findDates(line.text, term).dates.length) {
      span = null;
      continue;
    }
    out[line.index] = dayWithin(line.text, span);
  }
  return out;
}
