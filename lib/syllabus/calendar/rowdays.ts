import { MONTH_ABBREVIATIONS } from '../vocabulary/calendar.js';
// (class-days-year) An outline that prints no term year still dates its schedule's rows ("January 17 | Introduction",
// "5/7 1. Introduction to Policy Theory", "1/14: Introduction to the course"): classes meet on weekdays, so the year
// it was written for puts every row on a Monday to Friday. When the year read so far (today's, or the one its few
// dated citations print: "Newsweek (July 10, 1985)") puts two rows or more, and a fifth of them, on a weekend, the
// year read is the one nearest the newest year the page prints (its readings', its links') that puts none there and
// fits at least half the weekdays the page prints beside a date, if any ("Final Exam, Friday, May 5"): an outline is
// written soon after the newest work it cites (labellers settle these pages the same way: "every schedule date is a
// Tuesday in 1996, the newest readings are 1996"). Today's year is kept whenever its rows' weekdays fit, so a
// current outline is not moved.
// Linear: one pass of the text per regex, without nested quantifiers; at most YEARS_BACK + 2 years scored.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// A date leading a line, past list and table marks and a row number: "| January 17 |", "    5/14  2.", "1/14: …",
// "3\. Oct. 16 - …". Not one followed by a year ("June 27, 1994", "9/24/99"): those carry their own.
const ROW_NAMED = new RegExp(
  `^[ \\t>*#|_-]{0,8}(?:\\d{1,2}\\\\?\\.[ \\t]{1,3})?(${MONTH_ABBREVIATIONS})[a-z]{0,6}\\.?[ \\t]{1,2}(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?[ \\t]?\\d|[ \\t]?[-–]{1,2}[ \\t]?\\d)`,
  'gim',
);
const ROW_SLASHED =
  /^[ \t>*#|_-]{0,8}(?:\d{1,2}\\?\.[ \t]{1,3})?(\d{1,2})\/(\d{1,2})\b(?![/.-]?\d|[ \t]?[-–]{1,2}[ \t]?\d)/gm;
// A year printed on the page: not a course number after its subject's code ("HIST 1998", "ENG-2010"), nor the end
// of a span of years ("the 2000-2001 Student Handbook" is of a fall 2000 term).
const PRINTED_YEAR = /(?<![A-Z]{2}[ -]?|\d{4}[-–/]|\d{4} [-–] |[\dA-Za-z])((?:19|20)\d\d)(?!\d)/g;
/** How far back from the fallback year the outline may have been written (as `weekyear.ts`). */
const YEARS_BACK = 35;
/** How many years after the newest year the page prints it may have been taught. */
const AFTER_NEWEST = 10;
/** Fewest rows read before the rows may settle a year. */
const MIN_ROWS = 3;

interface Row {
  month: number;
  day: number;
}

function rows(text: string, dayFirst: boolean): Row[] {
  const out: Row[] = [];
  const add = (month: number, day: number) => {
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) out.push({ month, day });
  };
  for (const m of text.matchAll(ROW_NAMED)) add(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  if (!dayFirst) for (const m of text.matchAll(ROW_SLASHED)) add(Number(m[1]), Number(m[2]));
  return out;
}

/** Rows that fall on a Saturday or a Sunday in `year` (or on no day of it: February 29 of a common year). */
function offDays(year: number, list: readonly Row[]): number {
  return list.filter((r) => {
    const d = new Date(Date.UTC(year, r.month - 1, r.day));
    return d.getUTCMonth() !== r.month - 1 || d.getUTCDay() === 0 || d.getUTCDay() === 6;
  }).length;
}

/** The newest year the page prints, within the years an outline may be from; null when it prints none. */
export function newestPrintedYear(text: string, fallbackYear: number): number | null {
  let newest: number | null = null;
  for (const m of text.matchAll(PRINTED_YEAR)) {
    const y = Number(m[1]);
    if (y <= fallbackYear && y >= fallbackYear - YEARS_BACK && (newest === null || y > newest)) newest = y;
  }
  return newest;
}

/** The year the schedule's row dates all fall on weekdays in, nearest the newest printed year; null to leave it. */
export function yearFromClassDays(
  text: string,
  fallbackYear: number,
  dayFirst = false,
  fitsPrinted: (year: number) => boolean = () => true,
  given = fallbackYear,
): number | null {
  const list = rows(text, dayFirst);
  if (list.length < MIN_ROWS) return null;
  const off = offDays(given, list);
  if (off < 2 || off * 5 < list.length) return null;
  // Every row on a weekend is a weekend course (a Saturday seminar, an executive programme) as much as a wrong year:
  // a weekday class in the wrong year puts some rows on weekdays unless it meets once a week, and a student's outline
  // of this year's Saturday class must keep this year. Only a mixed schedule is taken as the year's evidence.
  if (off === list.length) return null;
  const newest = newestPrintedYear(text, fallbackYear);
  const anchor = newest ?? given;
  // Within ten years after the newest printed year, and not before the year before it: the works an outline cites
  // came out before it was taught, and not long before (the year before: a term that runs into the new year prints
  // it, "1898/1998" in a fall 1997 term's January).
  const low = newest === null ? fallbackYear - YEARS_BACK : Math.max(fallbackYear - YEARS_BACK, newest - 1);
  const high = newest === null ? fallbackYear + 1 : Math.min(fallbackYear + 1, newest + AFTER_NEWEST);
  // The anchor, then later before earlier at each distance: a course follows the works it cites.
  for (let d = 0; d <= high - low; d++) {
    for (const y of d === 0 ? [anchor] : [anchor + d, anchor - d]) {
      if (y >= low && y <= high && offDays(y, list) === 0 && fitsPrinted(y)) return y;
    }
  }
  return null;
}
