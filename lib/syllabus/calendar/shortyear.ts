// An outline that dates its schedule with two-digit years ("TEST 1 (9/24/99)", "Quiz 2 - 10/8/99", "updated
// 1/12/00") and prints no term: those years are the outline's, not a year picked from the years its reading
// list was published in, nor today's. Only slashed month/day/year triples count, and only a year most of them
// agree on. Linear: one regex pass without nested quantifiers.

const SHORT_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\d/])/g;

export interface ShortYear {
  year: number;
  /** How many slashed dates print it. */
  count: number;
}

/** The four-digit year of a two-digit one: the one in the hundred years up to 20 years after `near`. */
export function fullYear(two: number, near: number): number {
  const century = Math.floor((near + 20) / 100) * 100;
  const y = century + two;
  return y > near + 20 ? y - 100 : y;
}

/** The year most slashed dates with a two-digit year print, when more than half of them print it; else null. */
export function yearFromShortDates(text: string, near: number): ShortYear | null {
  const counts = new Map<number, number>();
  let all = 0;
  for (const m of text.matchAll(SHORT_DATE)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    // A month and a day in either order ("9/24/99", "24/9/99"); "3/45/12" is no date.
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
    const year = fullYear(Number(m[3]), near);
    counts.set(year, (counts.get(year) ?? 0) + 1);
    all++;
  }
  let best: ShortYear | null = null;
  for (const [year, count] of counts) if (!best || count > best.count) best = { year, count };
  return best && best.count * 2 > all ? best : null;
}
