// A table converted to Markdown whose rows each lost their last cell, the figure, to a line of its own under them:
//
//   Exam 1 | Chapters 1 - 4 |
//
//   100
//   Exam 2 | Chapters 5 - 7 |
//
//   120
//   |  |
//
//   220
//
// A row's line ends on a bar (its last cell left empty) and the next line with words on it, one blank line at most
// between, holds only a figure (emphasis, a unit, a closing bar allowed; on the last row, the table's total cells
// may follow it: "_25_ | **Total:** | 100 points"). A lone figure is anything (a day of the month, a chapter, a
// count), so a run of such rows (three or more, each within a few lines of the last) is joined only when its
// figures are shares: each carries "%" or a points word, or together they make 100, or the figure of the row after
// them (a row with no name, "|  |" over "220", or a total cell on the last figure's line) states their sum. Then
// each figure is written at the end of its row and its own line emptied (only the figure: a total cell after it
// stays on its line), so every line keeps its number and the readers of table columns see ordinary rows.
// Linear: one pass over the lines, each looked at a bounded number of times.

const MAX_LINE = 300;
/** A row whose last cell is empty: words, then a bar closing the line. */
const OPEN_ROW = /\p{L}[^|]*\|[ \t]*$/u;
/** A row of bars alone ("|  |"): a total row with no name. */
const NAMELESS_ROW = /^[ \t]*(?:\|[ \t]*){1,4}$/;
/** A line holding a figure alone, perhaps a unit, and perhaps the table's total cells after a bar. */
const FIGURE_LINE =
  /^[ \t>]*([*_]{0,2})(\d{1,4}(?:\.\d{1,2})?)\1[ \t]?(%|percent\b|points?\b|pts\.?)?[*_]{0,2}[ \t]*(?:\|[ \t]*(.*))?$/i;
/** The total cells that may follow the last figure: "**Total:** | 100 points". */
const TOTAL_CELLS =
  /^[*_]{0,2}total[*_:]{0,4}[ \t]*\|?[ \t]*[*_]{0,2}(\d{1,4})[*_]{0,2}[ \t]*(?:points?|pts\.?)?[ \t|]*$/i;
/** Further figure cells after the first, each with its unit ("| 15%", "| 10% |"). */
const MORE_FIGURES =
  /^(?:[*_]{0,2}\d{1,3}(?:\.\d{1,2})?[*_]{0,2}[ \t]?(?:%|points?\b|pts\b\.?)[*_]{0,2}[ \t]*\|?[ \t]*){1,3}$/i;
const BLANK = /^[ \t>]*$/;
/** A table's rule line ("---|---|---"), passed over between two rows like a blank line. */
const RULE_LINE = /^[ \t>]*(?:\|[ \t]*)?:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/;
const MIN_ROWS = 3;
/** Lines a run may hold between one row's figure and the next row (blank, rule lines, the next row's number). */
const MAX_GAP = 10;
/** The next row's number on a line of its own ("2.", " 5."), left by a numbered column. */
const ROW_NUMBER = /^[ \t]*\d{1,2}[.)][ \t]*$/;

interface Wrapped {
  row: number;
  figureLine: number;
  value: number;
  unit: boolean;
  /** The figure with its unit as printed (emphasis dropped). */
  figure: string;
  /** The end of the figure on its line: what follows it stays. */
  end: number;
  /** A total stated by cells after the figure. */
  total: number | null;
}

/** The figure line under `row` (one blank line at most between), when the row is an open one. */
function wrappedAt(lines: readonly string[], row: number): Wrapped | null {
  const line = lines[row]!;
  if (line.length > MAX_LINE || !OPEN_ROW.test(line)) return null;
  let k = row + 1;
  if (k < lines.length && BLANK.test(lines[k]!)) k++;
  if (k >= lines.length) return null;
  const next = lines[k]!;
  if (next.length > MAX_LINE) return null;
  const m = FIGURE_LINE.exec(next);
  if (!m) return null;
  const tail = m[4]?.trim() ?? '';
  const total = tail ? TOTAL_CELLS.exec(tail) : null;
  // A second column of figures ("20% | 15%": the same work's share under another scheme) goes with the row.
  const column = !!tail && !total && !!m[3] && MORE_FIGURES.test(tail);
  if (tail && !total && !column) return null;
  const at = next.indexOf(m[2]!);
  return {
    row,
    figureLine: k,
    value: Number(m[2]),
    unit: !!m[3],
    figure: `${m[2]}${m[3] ? (m[3] === '%' ? '%' : ` ${m[3]}`) : ''}${column ? ` | ${tail}` : ''}`,
    end: tail && !column ? next.indexOf('|', at) : next.length,
    total: total ? Number(total[1]) : null,
  };
}

/** The sum a nameless row right after the run states ("|  |" over "220"), or null. */
function footer(lines: readonly string[], from: number): { line: number; figureLine: number; value: number } | null {
  let k = from;
  while (k < lines.length && k - from <= 1 && BLANK.test(lines[k]!)) k++;
  if (k >= lines.length || !NAMELESS_ROW.test(lines[k]!)) return null;
  let f = k + 1;
  if (f < lines.length && BLANK.test(lines[f]!)) f++;
  if (f >= lines.length) return null;
  const m = FIGURE_LINE.exec(lines[f]!);
  return m && !m[4] ? { line: k, figureLine: f, value: Number(m[2]) } : null;
}

// Both rules run after bound-lines, which ends every line with "\n" alone: no carriage return is left to keep.
export function joinFiguresBelowRows(text: string): string {
  if (!text.includes('|')) return text;
  const body = text.split('\n');
  let changed = false;
  let i = 0;
  while (i < body.length) {
    const first = wrappedAt(body, i);
    if (!first) {
      i++;
      continue;
    }
    const run: Wrapped[] = [first];
    let next = first.figureLine + 1;
    while (run[run.length - 1]!.total === null) {
      let found: Wrapped | null = null;
      for (let k = next; k < body.length && k - next < MAX_GAP; k++) {
        found = wrappedAt(body, k);
        if (found) break;
        if (!BLANK.test(body[k]!) && !RULE_LINE.test(body[k]!) && !ROW_NUMBER.test(body[k]!)) break;
      }
      if (!found) break;
      run.push(found);
      next = found.figureLine + 1;
    }
    i = next;
    if (run.length < MIN_ROWS) continue;
    const sum = run.reduce((s, w) => s + w.value, 0);
    const last = run[run.length - 1]!;
    const foot = last.total === null ? footer(body, next) : null;
    const stated = last.total ?? foot?.value ?? null;
    const shares =
      run.every((w) => w.unit) || Math.abs(sum - 100) < 0.01 || (stated !== null && Math.abs(sum - stated) < 0.01);
    if (!shares) continue;
    const rows: Pick<Wrapped, 'row' | 'figureLine' | 'figure' | 'end'>[] = run.slice();
    if (foot && Math.abs(sum - foot.value) < 0.01)
      rows.push({
        row: foot.line,
        figureLine: foot.figureLine,
        figure: String(foot.value),
        end: body[foot.figureLine]!.length,
      });
    for (const w of rows) {
      body[w.row] = `${body[w.row]!.trimEnd()} ${w.figure}`;
      const rest = body[w.figureLine]!.slice(w.end).trim();
      body[w.figureLine] = rest ? ` ${rest}` : '';
    }
    changed = true;
  }
  return changed ? body.join('\n') : text;
}

// (join-row-wrapped-before-figure) A table row laid out across, name and figure cells in turn, wrapped at a fixed
// width just after a name cell, so that the name's figure opens the next line:
//
//   | **Grading** |  | 3 Online tests | 20% each  | Essay |
//   20%  | Forum posts | 20%
//
// Each line alone reads wrong: the first ends on a name with no figure, the second opens with a figure with no
// name. A line holding two bars or more that ends on a bar after a cell with words, right above a line (no blank
// between) that opens with a figure carrying "%" or a points word and goes on after a bar, is one row: the second
// line is written at the end of the first and emptied, so every line keeps its number. Linear: one look per pair
// of lines.
/** A figure with its unit opening a line, then a bar: the cell that continues a wrapped row. */
const FIGURE_OPENS_CELLS =
  /^[ \t]*[*_]{0,2}\d{1,3}(?:\.\d{1,2})?[*_]{0,2}[ \t]?(?:%|percent\b|points?\b|pts\b\.?)[^|]{0,16}\|/i;

export function joinRowsWrappedBeforeFigure(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (line.length > MAX_LINE || next.length > MAX_LINE || !OPEN_ROW.test(line)) continue;
    if ((line.match(/\|/g) ?? []).length < 2 || !FIGURE_OPENS_CELLS.test(next)) continue;
    lines[i] = `${line.trimEnd()} ${next.trim()}`;
    lines[i + 1] = '';
    changed = true;
    i++;
  }
  return changed ? lines.join('\n') : text;
}
