// (dated-first-row-is-an-entry) A page converted from HTML prints its schedule as one small table per entry, the
// separator under each table's first row: "**December 19** | **Final Exam!** | 5:30-7:20pm" / "---|---|---". Such
// a first row is read as the table's header, yet a header names columns and never opens on a day: a first row whose
// first cell is a date is an entry of the schedule, and the rows under it have no header.
import { findDates, type Term } from '../calendar/dates.js';

/** Whether a table's header row is a dated entry rather than the names of its columns. */
export function headerIsEntry(header: readonly string[], term: Term): boolean {
  const first = header.find((c) => c.trim())?.trim();
  if (!first || first.length > 40) return false;
  const found = findDates(first, term).dates[0];
  return found !== undefined && found.index === 0;
}
