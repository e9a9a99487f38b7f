// (date-of-its-half) A schedule printed in two halves side by side, two weeks or two meetings to a row ("9/7 |
// Homework 1 | 5% |  | 11/2 | Homework 12 | 5%"), with no header naming its date columns: each half opens on its
// own date. Work in the right half is on the right half's date, not the row's first: of the cells that open on a
// date, the last one before the work's cell dates it, when there are two or more such cells and it is not right
// after the one before it. A row with one date keeps reading it wherever the work stands.
import type { FoundDate } from '../calendar/dates.js';

/** Whether a cell opens on the date found in it (a leading mark or bracket at most before it). */
const opensOnDate = (cell: string, found: readonly FoundDate[]) =>
  found.length > 0 && /^[\s*_(]*$/.test(cell.slice(0, found[0]!.index));

/**
 * The cell whose date goes with the work in cell `ci`, when the row prints two or more cells that open on a date
 * and one of them other than the first stands before `ci`; null otherwise (the row's first date then applies).
 */
export function halfDateCell(cells: readonly string[], dated: readonly FoundDate[][], ci: number): number | null {
  const leads = cells.flatMap((c, k) => (k !== ci && opensOnDate(c, dated[k] ?? []) ? [k] : []));
  if (leads.length < 2) return null;
  const before = leads.filter((k) => k < ci);
  const own = before[before.length - 1];
  if (own === undefined || own === leads[0]) return null;
  // A half's date stands apart from the date before it: "9/7 | 9/9 | Quiz 1" prints two days of one entry.
  return own - before[before.length - 2]! >= 2 ? own : null;
}
