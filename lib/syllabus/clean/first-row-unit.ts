// Grading lists and tables that give the unit on their first row only, the rows below it bare figures:
//
//   Participation| 40%            Class participation 10%        * seminar presentation 20%
//   ---|---                       Discussion leading 20          * annotated bibliography 10
//   Presentations| 20             Term paper 70                  * research paper 70
//   Term paper| 40
//
// Alone, a bare figure could be a room, a page or a count; a run counts when it has three or more rows
// (a table rule or one blank line between them), the first row's figure carries "%", no other row's does, the
// figures make the whole (100), and at least two of the names read as graded work. Then the unit is written
// after each bare figure (the same lines, in place), so every later stage reads an ordinary list of shares.
// A total row ("Total 100") ends the run and is left as it is. Linear: a scan per line and regexes without
// nested unbounded quantifiers, on lines of bounded length.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

const MAX_LINE = 160;
const MAX_ROWS = 12;
/** The row's figure at its end: not part of a range, a date or a time, "%" optional, table bars after it. */
const FIGURE_END = /(?<![\d.,:/-])(\d{1,3}(?:\.\d{1,2})?)[ \t]?(%?)[ \t*_|]*$/;
const RULE = /^[\s|:>+=-]*-{3}[\s|:>+=-]*$/;
const WORK = new RegExp(
  String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|leading|bibliograph(?:y|ies))\b`,
  'i',
);
const TOTAL = /^(?:total|sum)\b/i;
const FACTOR = /(?:^|\s)([2-9]|1\d)\s?[x×]\s*$/;

interface Row {
  line: number;
  name: string;
  value: number;
  unit: boolean;
}

/** The name, figure and unit of one row: the name set off from the figure by a bar or a space. */
function row(line: string, index: number): Row | null {
  if (line.length > MAX_LINE) return null;
  const m = FIGURE_END.exec(line);
  if (!m || m.index === 0) return null;
  const before = line.slice(0, m.index);
  if (!/[\s|]$/.test(before)) return null;
  // (counted-first-row) "Exams will each count 3 x 20%": the first row's figure is each of its members'; the
  // row weighs their product.
  const factor = m[2] === '%' ? FACTOR.exec(before) : null;
  const name = (factor ? before.slice(0, factor.index) : before)
    .replace(/[\s|*_:.-]+$/, '')
    .replace(/^[\s>#*_•-]+/, '')
    .trim();
  // A name in words, not a date, a figure with a unit of its own, or a grade's band.
  if (!/\p{L}{3}/u.test(name) || name.length > 80 || /%|\d\s*(?:points?|pts|marks?)\b/i.test(name)) return null;
  return { line: index, name, value: Number(m[1]) * (factor ? Number(factor[1]) : 1), unit: m[2] === '%' };
}

/** The outline with the bare figures of a list whose first row states the unit written with "%". */
export function firstRowUnit(text: string): string {
  if (!text.includes('%')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const first = row(lines[i]!, i);
    if (!first?.unit || TOTAL.test(first.name)) continue;
    const run: Row[] = [first];
    let blanks = 0;
    let j = i + 1;
    for (; j < lines.length && j <= i + 3 * MAX_ROWS && run.length < MAX_ROWS; j++) {
      const l = lines[j]!;
      if (RULE.test(l)) continue;
      if (!l.trim() || /^[\s>]*$/.test(l)) {
        if (++blanks > 1) break;
        continue;
      }
      blanks = 0;
      const r = row(l, j);
      if (!r || r.unit || TOTAL.test(r.name)) break;
      run.push(r);
    }
    const sum = run.reduce((s, r) => s + r.value, 0);
    const graded = run.filter((r) => WORK.test(r.name)).length;
    if (run.length < 3 || Math.abs(sum - 100) > 0.5 || graded < 2) continue;
    for (const r of run.slice(1)) {
      const l = lines[r.line]!;
      const m = FIGURE_END.exec(l)!;
      lines[r.line] = `${l.slice(0, m.index + m[1]!.length)}%${l.slice(m.index + m[1]!.length)}`;
    }
    changed = true;
    i = run[run.length - 1]!.line;
  }
  return changed ? lines.join('\n') : text;
}
