// (hours-on-the-line-below) "Final Exam | May 14" / "1:30-3:30 p.m.", "FINAL EXAMINATION: Tuesday, May 22, 2001," /
// "10:30 a.m.-12:30 p.m.", "Dec. 19   **Final exam**" / "2:00 - 5:00": the hours printed on the line right under a
// work's day are its time, when that day closes its line (the work's own name may follow it, or "from") and the line
// under it, with no blank between, opens on the hours and gives no day of its own; so are hours that close the day's
// own line after the work's name ("December 19 | Final Exam! | 5:30-7:20pm").
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';

/** What may stand after the day for its line to close on it: marks, brackets, "from"/"at". */
const CLOSES = /^[\s*_|,:;()>!.-]*(?:(?:from|at)[\s*_]*)?$/i;
/** Marks that may open the line of hours ("* **5:45-6:45 p.m.**", "> 10:30 a.m."). */
const OPENING = /^[\s*_>|(•-]*/;
/** Prose lines and table rows; a heading, a blank or a rule parts the day from what follows. */
const TEXTUAL: ReadonlySet<string> = new Set(['text', 'row']);

/** The time the line under `line` gives for the work `title` dated `due` on that line, or null. */
export function hoursBelow(
  due: LocalDue,
  title: string,
  line: Line,
  next: Line | undefined,
  term: Term,
): string | null {
  if (!TEXTUAL.has(line.type)) return null;
  const found = findDates(line.text, term);
  const last = found.dates[found.dates.length - 1];
  if (!last || last.range || last.due.date !== due.date || last.due.time) return null;
  let rest = line.text.slice(last.end);
  const named = title ? rest.toLowerCase().indexOf(title.toLowerCase()) : -1;
  if (named >= 0) rest = rest.slice(0, named) + rest.slice(named + title.length);
  if (rest.length > 80) return null;
  // "December 19 | Final Exam! | 5:30-7:20pm": the hours close the day's own line.
  const own = found.times.find((t) => t.index >= last.end);
  if (own) {
    const at = line.text.slice(own.index, own.end);
    const cut = rest.indexOf(at);
    return cut >= 0 && CLOSES.test(rest.slice(0, cut)) && CLOSES.test(rest.slice(cut + at.length)) ? own.time : null;
  }
  if (!CLOSES.test(rest)) return null;
  // A bold line of its own ("**10:00 am**") is read as a heading.
  if (!next || next.index !== line.index + 1) return null;
  if (!TEXTUAL.has(next.type) && !(next.type === 'heading' && next.text.length <= 30)) return null;
  const below = findDates(next.text, term);
  const first = below.times[0];
  if (!first || below.dates.length || first.index !== OPENING.exec(next.text)![0].length) return null;
  return first.time;
}
