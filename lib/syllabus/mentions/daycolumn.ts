// A schedule whose date column prints the month once and then only days ("Feb 14 Axonal transport" /
// "Feb 21 Review" / "22 Midterm in Class"): a line that opens with a bare day number, later in the month
// than the dated line above it, is on that day of the same month. A table's date column may also open
// with bare days before its first month ("10 | Syllabus", "28 | GLM", "Oct 2 | HM 2"): rising days that pass
// the first month row's day are in the month before it. Each line gets its day, or null.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { MONTH_ABBREVIATIONS } from '../vocabulary/calendar.js';

const MONTH_LEAD = new RegExp(String.raw`^(?:${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}\b`, 'i');
// (days-with-a-colon) "Sept 3:  Constitution" / "5:  Federalism": the day may end on a colon, as the month line's does.
const DAY_LEAD = /^(\d{1,2}):?\s+(?=\p{L})(?!(?:%|points?|pts|percent|weeks?|days?|hours?|min)\b)/iu;
/** Lines without a leading date (a topic wrapped over two lines) that may stand between two rows. */
const GAP = 3;
const BARE_DAY = /^(\d{1,2})$/;
// A first column headed as a count of weeks or sessions holds their numbers, not days.
const NOT_DAYS = /\b(?:week|wk|session|class|lecture|lesson|unit|module|no|nr|#)\b|#/i;

/** What a row's first cell says: a month and day, a bare day number, or neither. */
function rowLead(line: Line): string | null {
  if (line.type !== 'row') return null;
  const first = (line.cells[0] ?? '').trim();
  const head = (line.header?.[0] ?? '').trim();
  return head && NOT_DAYS.test(head) ? null : first;
}

/**
 * Rows with bare days before a table's first month row: when their days rise and the last passes the month
 * row's day, the month turned between them, so they are in the month before (in the year the month row has).
 */
function backfill(out: (LocalDue | null)[], pending: { index: number; day: number }[], month: LocalDue): void {
  const rising = pending.every((p, i) => i === 0 || p.day > pending[i - 1]!.day);
  const steps = pending.slice(1).map((p, i) => p.day - pending[i]!.day);
  // Consecutive small numbers (1, 2, 3) are more likely weeks or sessions than class days.
  const counting = pending[0]!.day <= 2 && steps.every((d) => d === 1);
  const [y, m, d0] = month.date.split('-').map(Number) as [number, number, number];
  if (!rising || counting || pending.at(-1)!.day <= d0) return;
  for (const p of pending) {
    const day = new Date(Date.UTC(y, m - 2, p.day));
    if (day.getUTCDate() !== p.day) return;
  }
  for (const p of pending)
    out[p.index] = { date: new Date(Date.UTC(y, m - 2, p.day)).toISOString().slice(0, 10), time: null };
}

export function carriedDays(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let last: LocalDue | null = null;
  let gap = 0;
  // Bare-day rows of the current table not yet given a month.
  let pending: { index: number; day: number }[] = [];
  let table = -1;
  for (const line of lines) {
    // (days-between-blank-lines) "Feb. 1 Demographics" / "" / "3 Colonial politics" / "" / "8 FIRST EXAMINATION": a page
    // that prints each entry as a paragraph of its own still carries the month on; a blank line only ends a table.
    if (line.type === 'blank') {
      pending = [];
      continue;
    }
    // (days-in-bold) "**Sept 3: Constitution**" / "**5: Federalism**": a schedule printed in bold reads each line as a
    // heading; one led by its month and day, or by a day number ("**14 - 18: FALL BREAK**" too), is an entry, not a
    // heading that ends the month.
    const boldEntry =
      line.type === 'heading' && line.level === 6 && (MONTH_LEAD.test(line.text) || /^\d{1,2}\b/.test(line.text));
    if ((line.type === 'heading' && !boldEntry) || (line.type === 'rule' && line.table < 0)) {
      last = null;
      pending = [];
      continue;
    }
    if (line.type === 'rule') continue;
    if (line.table !== table) {
      table = line.table;
      pending = [];
    }
    const cell = rowLead(line);
    const text = cell ?? line.text.trimStart();
    if (MONTH_LEAD.test(text)) {
      const d = findDates(text.slice(0, 24), term).dates[0];
      last = d && d.index === 0 && !d.range ? d.due : null;
      if (last && pending.length) backfill(out, pending, last);
      pending = [];
      gap = 0;
      continue;
    }
    const bare = cell !== null ? BARE_DAY.exec(cell) : null;
    if (!last) {
      if (bare && Number(bare[1]) >= 1 && Number(bare[1]) <= 31)
        pending.push({ index: line.index, day: Number(bare[1]) });
      else if (line.type !== 'row') pending = [];
      continue;
    }
    const lead = bare ?? DAY_LEAD.exec(text);
    if (!lead) {
      if (++gap > GAP) last = null;
      continue;
    }
    const day = Number(lead[1]);
    const [y, m, d0] = last.date.split('-').map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, day));
    if (day <= d0 || check.getUTCMonth() !== m - 1) {
      last = null;
      continue;
    }
    last = { date: check.toISOString().slice(0, 10), time: null };
    out[line.index] = last;
    gap = 0;
  }
  return out;
}
