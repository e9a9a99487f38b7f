// Tables flattened into one cell per line (PDF text, LMS pastes): "Component / Weight / Date", then
// "Lab exercises" / "10%" / "Weekly labs" / "CA Test 1" / "10%" / "Thurs 15th Oct" / … Whether each
// figure is named by the line before it or the line after it is one fact about the whole table, so
// it is decided once over all the figures of the block, not by the first figure alone (whose date
// cell may read as well as its name).

/** Offsets (into `filled`) of the figure lines of the block that starts at `k`: each within `gap` lines of the last. */
function blockFigures(filled: number[], k: number, isFigure: (n: number) => boolean, gap: number): number[] {
  const out: number[] = [];
  let last = filled[k]!;
  for (let j = k; j < filled.length && filled[j]! - last <= gap; j++) {
    if (!isFigure(filled[j]!)) continue;
    out.push(j);
    last = filled[j]!;
  }
  return out;
}

/**
 * 'prev' when the lines before the block's figures read better as names than the lines after them
 * (summed over the block), else 'next'. `name(n)` scores line n as a name (0 for a figure line).
 */
export function blockOrientation(filled: number[], k: number, isFigure: (n: number) => boolean, name: (n: number) => number, gap = 8): 'next' | 'prev' {
  let before = 0;
  let after = 0;
  for (const j of blockFigures(filled, k, isFigure, gap)) {
    if (j > 0) before += name(filled[j - 1]!);
    if (j + 1 < filled.length) after += name(filled[j + 1]!);
  }
  return after >= before ? 'next' : 'prev';
}

/**
 * The cells after a figure named by the line before it, up to the next row: a third column (a date,
 * a deadline) when the table has one, which is when the line after next is not a figure.
 */
export function trailingCells(filled: number[], k: number, isFigure: (n: number) => boolean, raw: string[]): string {
  const next = filled[k + 1];
  const afterNext = filled[k + 2];
  if (next === undefined || isFigure(next) || afterNext === undefined || isFigure(afterNext)) return '';
  return raw[next]!.trim();
}
