// A schedule whose date column prints the month once and then only days ("Feb 14 Axonal transport" /
// "Feb 21 Review" / "22 Midterm in Class"): a line that opens with a bare day number, later in the month
// than the dated line above it, is on that day of the same month. Each line gets its day, or null.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { MONTH_ABBREVIATIONS } from '../vocabulary/calendar.js';

const MONTH_LEAD = new RegExp(String.raw`^(?:${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}\b`, 'i');
const DAY_LEAD = /^(\d{1,2})\s+(?=\p{L})(?!(?:%|points?|pts|percent|weeks?|days?|hours?|min)\b)/iu;
/** Lines without a leading date (a topic wrapped over two lines) that may stand between two rows. */
const GAP = 3;

export function carriedDays(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let last: LocalDue | null = null;
  let gap = 0;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule' || line.type === 'heading') {
      last = null;
      continue;
    }
    const text = line.text.trimStart();
    if (MONTH_LEAD.test(text)) {
      const d = findDates(text.slice(0, 24), term).dates[0];
      last = d && d.index === 0 && !d.range ? d.due : null;
      gap = 0;
      continue;
    }
    if (!last) continue;
    const lead = DAY_LEAD.exec(text);
    if (!lead) {
      if (++gap > GAP) last = null;
      continue;
    }
    const day = Number(lead[1]);
    const [y, m, d0] = last.date.split('-').map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, day));
    if (day <= d0 || check.getUTCMonth() !== m - 1) {
      last = null;
      continue;
    }
    last = { date: check.toISOString().slice(0, 10), time: null };
    out[line.index] = last;
    gap = 0;
  }
  return out;
}
