// A table converted to Markdown whose first row became its header because the page's table had none:
// "Midterm exam | 25%" over "---|---", then "Final exam | 35%". A header names columns ("Component |
// Weight"); a cell that is a weight alone ("25%", "60 points") names none, so a header row with one such
// cell and one cell that names something is the scheme's first row and reads like the rows under it.
// A header of two or more figures (a horizontal scheme's, a scale's) stays a header. Plain tests over the
// row's few cells.

/** Whether a table's header row is in truth its first data row: one weight alone in a cell, beside a name. */
export function weightedHeaderRow(
  cells: readonly string[],
  isWeightOnly: (cell: string) => boolean,
  isName: (cell: string) => boolean,
): boolean {
  let weightsAlone = 0;
  let named = 0;
  for (const c of cells) {
    if (isWeightOnly(c)) weightsAlone++;
    else if (isName(c)) named++;
  }
  return weightsAlone === 1 && named >= 1;
}
