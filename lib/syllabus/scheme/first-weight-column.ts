// (first-weight-column) A table giving two readings of one scheme side by side, a weight column each
// ("Graded Item | Undergrad | Grad", "2 Quizzes | 20% | 12%", "Grad Essay |  | 10%"): the scheme read is
// the first column's. A row whose first weight column is empty ("Grad Essay |  | 10%") belongs to another
// reading only, and gives no component; without this rule its figure is taken from the later column and added
// to the first reading's. A column is a weight column when two rows or more hold a weight alone in it, and a
// table has two readings when two rows or more hold a weight in each of two such columns (a table whose figures
// only wander from column to column has one). Linear: one pass over the rows, a few cells each.
import type { Line } from '../segment/lines.js';

/** For each table with two weight columns or more, by table index, the index of its first weight column. */
export function firstWeightColumns(
  lines: readonly Line[],
  cellsOf: (line: Line) => readonly string[],
  isWeightOnly: (cell: string) => boolean,
): Map<number, number> {
  const columns = new Map<number, number[]>();
  const rowsOf = new Map<number, number[][]>();
  for (const line of lines) {
    if (line.type !== 'row' || line.table < 0 || line.cells.length < 3 || line.cells.length > 12) continue;
    const at: number[] = [];
    cellsOf(line).forEach((c, i) => {
      if (isWeightOnly(c)) at.push(i);
    });
    if (!at.length) continue;
    const counts = columns.get(line.table) ?? [];
    for (const i of at) counts[i] = (counts[i] ?? 0) + 1;
    columns.set(line.table, counts);
    if (at.length >= 2) rowsOf.set(line.table, [...(rowsOf.get(line.table) ?? []), at]);
  }
  const out = new Map<number, number>();
  for (const [table, counts] of columns) {
    const weightColumns = counts.flatMap((n, i) => (n >= 2 ? [i] : []));
    if (weightColumns.length < 2) continue;
    const [first, second] = weightColumns as [number, number];
    const both = (rowsOf.get(table) ?? []).filter((at) => at.includes(first) && at.includes(second)).length;
    if (both >= 2) out.set(table, first);
  }
  return out;
}
