// A table pasted column by column: its names one per line ("Homework" / "Midterm" / "Final exam" /
// "Participation"), then its figures one per line in the same order ("40%" / "20%" / "30%" / "10%").
// The k-th figure belongs to the k-th name. Only when the figures are at least three, follow the names
// directly (blank lines aside), and the line above the names is no further name (else the pairing is in doubt).

export interface ColumnPair {
  /** The line of the name. */
  nameLine: number;
  /** The line of the figure. */
  figureLine: number;
}

/**
 * Pairs of name and figure lines. `filled` are the indexes of the non-blank lines in order; `isFigure(n)`
 * says whether line n is a figure alone; `nameScore(n)` how well line n reads as the name of graded work
 * (0 when it does not; 1 when it holds an assessment noun).
 */
export function namesThenFigures(
  filled: readonly number[],
  isFigure: (n: number) => boolean,
  nameScore: (n: number) => number,
): ColumnPair[] {
  const out: ColumnPair[] = [];
  let k = 0;
  while (k < filled.length) {
    if (!isFigure(filled[k]!)) {
      k++;
      continue;
    }
    let end = k;
    while (end < filled.length && isFigure(filled[end]!)) end++;
    const n = end - k;
    const first = k - n;
    if (n >= 3 && first >= 0) {
      const names = filled.slice(first, k);
      const scores = names.map(nameScore);
      const above = first > 0 ? nameScore(filled[first - 1]!) : 0;
      if (scores.every((s) => s > 0) && scores.some((s) => s >= 1) && above < 1)
        names.forEach((line, i) => out.push({ nameLine: line, figureLine: filled[k + i]! }));
    }
    k = end;
  }
  return out;
}
