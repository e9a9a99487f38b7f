// "Final Exam 7%" closes a scheme at 100 %, then "Extra credit – up to 3%" opens a list of bonus
// items ("Course introduction quiz 0.5%", "Lecture participation 0.5%"). Once the shares have
// reached the whole and an extra-credit line follows, what comes after it is extra credit too,
// not more of the grade.

const EXTRA = /\bextra[ -]?credit\b|\bbonus\b/i;

/**
 * A run of shares found anywhere (one per line): once the shares reach the whole, an
 * extra-credit line before the next share ends the run.
 */
export function cutAtExtraCredit<T extends { value: number; unit: '%' | 'pt'; line: number }>(
  run: T[],
  raw: string[],
): T[] {
  let sum = 0;
  for (let k = 0; k + 1 < run.length; k++) {
    const e = run[k]!;
    if (e.unit !== '%') return run;
    sum += e.value;
    if (sum < 99.5 || sum > 100.5) continue;
    const next = run[k + 1]!;
    // Only a short gap is read: the run's shares are lines of one list.
    if (next.line - e.line > 12) continue;
    for (let i = e.line + 1; i < next.line; i++) if (EXTRA.test(raw[i] ?? '')) return run.slice(0, k + 1);
  }
  return run;
}
