// (row-wrapped-under-its-date) A schedule table whose cells wrapped over two source lines, each read as a row:
//   | Feb 22 | Lisbon |
//   | First essay due | The Pombaline rebuilding |
// The first row holds only the day and fewer cells than the table's fullest rows: the entry goes on in the row
// right under it, which prints no date of its own. Work named there is on the day of the row above.
import { dateLine } from './context.js';
import type { Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';

const filled = (line: Line) => line.cells.filter((c) => c.trim()).length;

/** The widest row (in filled cells) of each table, read once over the lines. */
export function tableWidths(lines: readonly Line[]): Map<number, number> {
  const widths = new Map<number, number>();
  for (const line of lines)
    if (line.type === 'row' && line.table >= 0)
      widths.set(line.table, Math.max(widths.get(line.table) ?? 0, filled(line)));
  return widths;
}

/**
 * The day of the row right above `li` when `li` is the second half of a wrapped row: the row above is of the same
 * table, holds fewer filled cells than the table's widest row, and its first cell is only a date (one day, no span).
 * The caller asks only for a row with no date in any cell.
 */
export function wrappedRowDay(
  lines: readonly Line[],
  li: number,
  widths: ReadonlyMap<number, number>,
  term: Term,
): LocalDue | null {
  const line = lines[li]!;
  const above = lines[li - 1];
  if (line.type !== 'row' || above?.type !== 'row' || above.table !== line.table || above.index !== line.index - 1)
    return null;
  if (filled(above) >= (widths.get(line.table) ?? 0)) return null;
  const first = (above.cells[0] ?? '').replace(/^[\s>*_]+/, '');
  if (!first) return null;
  return dateLine({ ...above, type: 'text', text: first }, term);
}
