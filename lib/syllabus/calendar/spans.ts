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
