// "Feb 15-March 8", "April 15-April 29": a span between two named months. chrono reads "15-March" as the 15th of March and
// drops "Feb" (and "29" after a month as a year), so the span is read here and blanked for chrono (offsets kept).
import type { LocalDue } from '../types.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SPAN = new RegExp(
  `\\b${MONTH}\\.? (\\d{1,2})-${MONTH}\\.? (\\d{1,2})\\b(?![/:\\d])(?:,? ((?:19|20)\\d{2})\\b)?`,
  'gi',
);

export interface MonthSpan {
  index: number;
  end: number;
  year: number | null;
  first: { month: number; day: number };
  last: { month: number; day: number };
}

export function monthSpans(text: string): MonthSpan[] {
  if (!/\d-[A-Za-z]/.test(text)) return [];
  const out: MonthSpan[] = [];
  for (const m of text.matchAll(SPAN)) {
    const a = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    const b = MONTHS.indexOf(m[3]!.slice(0, 3).toLowerCase()) + 1;
    const [d1, d2] = [Number(m[2]), Number(m[4])];
    if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31 || (a === b && d2 <= d1)) continue;
    out.push({
      index: m.index,
      end: m.index + m[0].length,
      year: m[5] ? Number(m[5]) : null,
      first: { month: a, day: d1 },
      last: { month: b, day: d2 },
    });
  }
  return out;
}

export const dayOn = (year: number, month: number, day: number): LocalDue | null => {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return null;
  return { date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, time: null };
};

// "9/29-10/3", "10/6-10/10": a span of days written with slashes. chrono reads "10/6-10" as a day with a year and
// keeps only the last day, so the span is read here too.
const SLASHED = /(?<![\d/.])(\d{1,2})\/(\d{1,2}) ?- ?(\d{1,2})\/(\d{1,2})(?![\d/])/g;

/** Slashed spans of at most two weeks (a week of a schedule), month first unless `dayFirst`. */
export function slashedSpans(text: string, dayFirst = false): MonthSpan[] {
  if (!/\d\/\d{1,2} ?- ?\d/.test(text)) return [];
  const out: MonthSpan[] = [];
  for (const m of text.matchAll(SLASHED)) {
    const [a, b, c, d] = [1, 2, 3, 4].map((k) => Number(m[k]));
    const first = dayFirst ? { month: b!, day: a! } : { month: a!, day: b! };
    const last = dayFirst ? { month: d!, day: c! } : { month: c!, day: d! };
    if (first.month < 1 || first.month > 12 || last.month < 1 || last.month > 12) continue;
    // Days of one year (a span over New Year wraps): the last within two weeks after the first.
    const from = Date.UTC(2001, first.month - 1, first.day);
    let to = Date.UTC(2001, last.month - 1, last.day);
    if (to < from) to = Date.UTC(2002, last.month - 1, last.day);
    if (!dayOn(2001, first.month, first.day) || !dayOn(2004, last.month, last.day)) continue;
    if (to <= from || to - from > 14 * 86400000) continue;
    out.push({ index: m.index, end: m.index + m[0].length, year: null, first, last });
  }
  return out;
}
