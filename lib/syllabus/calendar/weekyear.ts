import { MONTH_ABBREVIATIONS } from '../vocabulary/calendar.js';
import { wordTable } from '../vocabulary/table.js';
// An outline that prints no year anywhere still prints weekdays beside its dates ("Friday, July 27",
// "Th 3/6"). The calendar repeats, so they do not name one year, but they rule most years out: the year
// they agree with, nearest to the fallback (today's), is the year the outline was written for. Used only
// when the outline prints no year at all, and only when at least two dates agree (or the one date printed with
// its weekday fits) and the fallback year fits fewer of them. Linear: one pass of each line with a regex without nested quantifiers.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAY = '(mon|tues?|wed|thu|thur|thurs|fri|sat|sun|mo|tu|we|th|fr|sa|su)(?:day|nesday|sday|rsday|urday)?\\.?,?';
const NAMED = new RegExp(`\\b${WEEKDAY}\\s+(${MONTH_ABBREVIATIONS})[a-z]*\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'gi');
const SLASHED = new RegExp(`\\b${WEEKDAY}\\s+(\\d{1,2})/(\\d{1,2})\\b(?!/)`, 'gi');
// The weekday in brackets after its date: "Oct. 3 (Thu)", "9/12 (Tues.)". Only in brackets: in a flattened row
// "Tue Mar 3 Thu Mar 5" a bare weekday after a date belongs to the next date.
const NAMED_THEN_DAY = new RegExp(
  `\\b(${MONTH_ABBREVIATIONS})[a-z]*\\.?\\s{1,2}(\\d{1,2})(?:st|nd|rd|th)?,?[ \\t]{0,2}\\(${WEEKDAY}\\)`,
  'gi',
);
const SLASHED_THEN_DAY = new RegExp(`\\b(\\d{1,2})/(\\d{1,2})\\b(?!/),?[ \\t]{0,2}\\(${WEEKDAY}\\)`, 'gi');
// The day before its month: "Thursday 27-Aug-98", "Tue 1 September".
const DAY_THEN_MONTH = new RegExp(
  `\\b${WEEKDAY}\\s{1,2}(\\d{1,2})(?:st|nd|rd|th)?[ \\t-]{1,2}(${MONTH_ABBREVIATIONS})[a-z]*\\b`,
  'gi',
);
// A schedule's one-letter weekday column before the date, capitals only: "T  1/18", "| F | 2/4 |" (M T W R F,
// R for Thursday as in "TR").
const LETTER = '([MTWRF])';
// (letter-comma-weekdays) "M, 3/2", "W, Sep 2": the letter and a comma before the date, slashed or with its month
// (any three letters there, kept only when they name a month: the letter is a capital, the flags hold no `i`).
const LETTER_SLASHED = new RegExp(`(?:^|[\\s|*_])${LETTER}[.,]?[ \\t|*_]{1,6}(\\d{1,2})/(\\d{1,2})\\b(?!/)`, 'gm');
// (letter-weekday-rows) "M Jan 17", "W 19 Jan": a schedule's weekday letter before its date without the comma, the
// month named before or after the day (Roanoke's "M 17 Jan: Introduction", "T Sept 12 Quiz").
const LETTER_NAMED = new RegExp(
  `(?:^|[\\s|*_])${LETTER},?[ \\t]{1,2}([A-Za-z]{3})[a-z]{0,6}\\.?[ \\t]{1,2}(\\d{1,2})(?:st|nd|rd|th)?\\b`,
  'gm',
);
const LETTER_DAY_NAMED = new RegExp(
  `(?:^|[\\s|*_])${LETTER}[.,]?[ \\t]{1,2}(\\d{1,2})(?:st|nd|rd|th)?[ \\t-]{1,2}([A-Za-z]{3})`,
  'gm',
);
const LETTER_INDEX: Readonly<Record<string, number>> = wordTable({ M: 1, T: 2, W: 3, R: 4, F: 5 });
const DAY_INDEX: Readonly<Record<string, number>> = wordTable({ su: 0, mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6 });
/** How far back from the fallback year the outline may have been written. */
const YEARS_BACK = 35;

interface Printed {
  month: number;
  day: number;
  weekday: number;
}

function printedDays(text: string): Printed[] {
  const out: Printed[] = [];
  const add = (w: string, month: number, day: number) => {
    const weekday = DAY_INDEX[w.slice(0, 2).toLowerCase()];
    if (weekday !== undefined && month >= 1 && month <= 12 && day >= 1 && day <= 31) out.push({ month, day, weekday });
  };
  for (const m of text.matchAll(NAMED)) add(m[1]!, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[3]));
  for (const m of text.matchAll(SLASHED)) add(m[1]!, Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(NAMED_THEN_DAY))
    add(m[3]!, MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  for (const m of text.matchAll(SLASHED_THEN_DAY)) add(m[3]!, Number(m[1]), Number(m[2]));
  for (const m of text.matchAll(DAY_THEN_MONTH))
    add(m[1]!, MONTHS.indexOf(m[3]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  const addLetter = (l: string, month: number, day: number) => {
    const weekday = LETTER_INDEX[l]!;
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) out.push({ month, day, weekday });
  };
  for (const m of text.matchAll(LETTER_SLASHED)) addLetter(m[1]!, Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(LETTER_NAMED))
    addLetter(m[1]!, MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[3]));
  for (const m of text.matchAll(LETTER_DAY_NAMED))
    addLetter(m[1]!, MONTHS.indexOf(m[3]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  return out;
}

const fits = (year: number, p: Printed) => {
  const d = new Date(Date.UTC(year, p.month - 1, p.day));
  return d.getUTCMonth() === p.month - 1 && d.getUTCDay() === p.weekday;
};

/** Whether a year fits at least half the weekdays the outline prints beside its dates (or it prints none). */
export function fitsPrintedWeekdays(text: string): (year: number) => boolean {
  const printed = printedDays(text);
  return (year) => printed.filter((p) => fits(year, p)).length * 2 >= printed.length;
}

/** The year the printed weekdays agree with (nearest the fallback), or null when they do not settle one. */
export function yearFromWeekdays(text: string, fallbackYear: number): number | null {
  const printed = printedDays(text);
  if (printed.length === 0) return null;
  const score = (y: number) => printed.filter((p) => fits(y, p)).length;
  let best = fallbackYear;
  let bestScore = score(fallbackYear);
  for (let back = 1; back <= YEARS_BACK; back++) {
    for (const y of [fallbackYear + 1, fallbackYear - back]) {
      const s = score(y);
      if (s > bestScore) {
        best = y;
        bestScore = s;
      }
    }
  }
  // One pair alone still rules out six years in seven: nearer the truth than today's year, which it would
  // fit if the outline were this year's.
  return best !== fallbackYear && bestScore >= Math.min(2, printed.length) && bestScore * 2 > printed.length
    ? best
    : null;
}

/**
 * How many of the dates printed with their weekday fit each of `years` (`yearOf(month, year)`: the year a month falls
 * in for a term year), in order.
 */
export function weekdaysFitting(
  text: string,
  years: readonly number[],
  yearOf: (month: number, year: number) => number,
): number[] {
  const printed = printedDays(text);
  return years.map(
    (y) =>
      printed.filter((p) => {
        const d = new Date(Date.UTC(yearOf(p.month, y), p.month - 1, p.day));
        return d.getUTCMonth() === p.month - 1 && d.getUTCDay() === p.weekday;
      }).length,
  );
}

/** Years a term year may be off by and still be taken for the weekdays' (besides any year the page prints). */
const NEAR = 1;
/** How far from the term year a year the page prints may be (farther, it is a reading's or an event's). */
const PRINTED_NEAR = 6;
const PRINTED_YEAR = /\b(19\d\d|20\d\d)\b/g;

/**
 * An outline reused from another year: the term it names ("Fall 2002") or the year its dates count
 * most, while the weekdays printed beside its dates ("Wednesday, October 27", "T 9/5", "Mar 3 (Thu)")
 * fit none of that year's days and all fit another's. The weekdays are the schedule's own: the year
 * they agree with is the one its dates are in. Only when at least three weekday dates are printed, the
 * given year fits fewer than half of them, and a year next to it, or one the page prints within six years,
 * fits three in four (the nearer, then the more often printed). `yearOf(month, year)` is the year a month
 * falls in for a term year (a fall term's January is the next year's). Null when the weekdays leave it be.
 */
export function yearOverruledByWeekdays(
  text: string,
  year: number,
  yearOf: (month: number, year: number) => number,
): number | null {
  const printed = printedDays(text);
  if (printed.length < 3) return null;
  const score = (y: number) =>
    printed.filter((p) => {
      const d = new Date(Date.UTC(yearOf(p.month, y), p.month - 1, p.day));
      return d.getUTCMonth() === p.month - 1 && d.getUTCDay() === p.weekday;
    }).length;
  if (score(year) * 2 >= printed.length) return null;
  const counts = new Map<number, number>();
  for (const m of text.matchAll(PRINTED_YEAR)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  const candidates = [
    ...new Set([...Array.from({ length: 2 * NEAR + 1 }, (_, i) => year - NEAR + i), ...counts.keys()]),
  ]
    .filter((y) => y !== year && Math.abs(y - year) <= PRINTED_NEAR && score(y) * 4 >= printed.length * 3)
    .sort(
      (a, b) =>
        Number(Math.abs(b - year) <= NEAR) - Number(Math.abs(a - year) <= NEAR) ||
        (counts.get(b) ?? 0) - (counts.get(a) ?? 0) ||
        Math.abs(a - year) - Math.abs(b - year),
    );
  return candidates[0] ?? null;
}
