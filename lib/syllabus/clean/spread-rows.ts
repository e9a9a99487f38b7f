// Table rows converted from HTML with each cell on a line (or paragraph) of its own, the bars between them
// ending a cell's line or standing alone, and the share in the row's last cell:
//
//   Lab notebook  |
//
//   (weekly) |
//
//   (20%)
//   ---|---|---
//   Midterm exam
//
//   |
//
//   30% of final grade
//
// A table of points (a figure alone, or with "points", in each row's last cell) counts the same way when the
// run ends in a total row ("TOTAL |", "600 points") that states the sum of the other rows' figures; its rows
// are written as bare figures ("Quizzes | 50", "TOTAL | 600"), which the scheme stage reads as points of the
// total its last row states (scheme/totalled-column.ts).
//
// Each row is the lines from its first cell (after a table rule, the figure that ends the row before, a
// caption ending in ":" or a blank line above a lone bar) down to its figure; its name is its first cell (up to
// the first bar, wrapped lines joined). Rows count when three or more of them follow one another and their
// percentages make the whole (100). Then each row is written on its name's line as one table row
// ("Lab notebook | (weekly) | 20%") and its other lines are blanked (the same number of lines, in place), so
// every later stage reads an ordinary table row. Linear: each figure looks at most ROW lines up, with string
// scans and regexes without nested unbounded quantifiers.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

const ROW = 12;
const MAX_LINE = 200;
/** The last cell: a figure alone, in parentheses or "of (the) final grade", a short note after it. */
const FIGURE_CELL =
  /^\(?\s?(\d{1,3}(?:\.\d{1,2})?)\s?%\s?\)?(?:\s*of\s+(?:the\s+)?(?:final\s+|course\s+)?grade)?(?:\s*\([^()]{0,40}\))?$/i;
/** The last cell of a row of points: a figure alone, or with its unit ("300", "600 points"). */
const POINTS_CELL = /^(\d{1,4}(?:\.\d{1,2})?)(?:\s?(?:points?|pts)\.?)?$/i;
const RULE = /^[\s|:>+=-]*-{3}[\s|:>+=-]*$/;
const WORK = new RegExp(
  String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|portfolios?|journals?)\b`,
  'i',
);

const isTotal = (name: string) => /^total\b/i.test(name);
const bare = (l: string) =>
  l
    .replace(/^[\s>]*/, '')
    .replace(/[*_`]+/g, '')
    .trim();

/** Whether a name line goes on on the next line: it breaks off, or the next opens in lower case. */
const continues = (above: string, below: string) =>
  /^\p{Ll}/u.test(below) || /(?:[,(&/-]|\b(?:and|or|of|the))$/i.test(above);

interface Row {
  /** The lines of the row, its name's first line first, its figure's line last. */
  first: number;
  last: number;
  name: string;
  middle: string;
  value: number;
}

/** The row that ends with the figure on line `f`, or null. */
function rowEndingAt(lines: string[], f: number, value: number): Row | null {
  // The row's lines above the figure, bottom-up, blank lines aside.
  const cells: { line: number; text: string }[] = [];
  let i = f - 1;
  for (; i >= 0 && i >= f - ROW; i--) {
    const l = lines[i]!;
    if (l.length > MAX_LINE || RULE.test(l)) break;
    const t = bare(l);
    if (!t) continue;
    if (FIGURE_CELL.test(t) || POINTS_CELL.test(t) || /:$/.test(t) || !/[\p{L}\p{N}|(-]/u.test(t)) break;
    cells.unshift({ line: i, text: t });
    if (cells.length > 6) return null;
  }
  // The name: the row's first lines up to the first that ends its cell with a bar.
  const bar = cells.findIndex((c) => c.text.includes('|'));
  if (bar < 0) return null;
  // A lone bar's row opens with the name on the line above it; a name ending at its bar may have wrapped from
  // the line above ("Reading journal (one entry a\nweek) |"); the lines above those belong to something else.
  let start = bar;
  if (cells[bar]!.text.startsWith('|')) start = bar - 1;
  else if (bar > 0 && continues(cells[bar - 1]!.text, cells[bar]!.text)) start = bar - 1;
  if (start < 0) return null;
  const nameCells = cells.slice(start, bar + 1);
  const name = nameCells
    .map((c) => c.text.split('|')[0]!.trim())
    .join(' ')
    .trim();
  if (!name || name.length > 80 || !/[A-Za-z]{2}/.test(name) || /\d\s?%/.test(name)) return null;
  const middle = [cells[bar]!.text.split('|').slice(1).join(' '), ...cells.slice(bar + 1).map((c) => c.text)]
    .join(' ')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+$/, '')
    .trim();
  return { first: nameCells[0]!.line, last: f, name, middle, value };
}

export function spreadRows(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const percent = text.includes('%') && spreadRuns(lines, '%');
  const points = spreadRuns(lines, 'pt');
  return percent || points ? lines.join('\n') : text;
}

/** Rewrites, in place, the runs of spread rows whose figures are percentages (`%`) or points (`pt`). */
function spreadRuns(lines: string[], unit: '%' | 'pt'): boolean {
  const rows: Row[] = [];
  for (let f = 0; f < lines.length; f++) {
    const l = lines[f]!;
    if (l.length > 60 || (unit === '%') !== l.includes('%')) continue;
    const m = (unit === '%' ? FIGURE_CELL : POINTS_CELL).exec(bare(l));
    if (!m) continue;
    const row = rowEndingAt(lines, f, Number(m[1]));
    if (row) rows.push(row);
  }
  // Runs of rows, each starting within a few lines of the row before it.
  let changed = false;
  let k = 0;
  while (k < rows.length) {
    let end = k + 1;
    // A total row ("Total: | 100%") closes the run and has no share.
    while (
      end < rows.length &&
      rows[end]!.first > rows[end - 1]!.last &&
      rows[end]!.first - rows[end - 1]!.last <= 4 &&
      !isTotal(rows[end - 1]!.name)
    )
      end++;

    const run = rows.slice(k, end);
    const named = run.filter((r) => !isTotal(r.name));
    const whole = named.reduce((s, r) => s + r.value, 0);
    // Points make the whole only with a total row after them that states their sum.
    const total = run[run.length - 1]!;
    const makesWhole =
      unit === '%'
        ? Math.abs(whole - 100) <= 1
        : isTotal(total.name) && named.length === run.length - 1 && Math.abs(whole - total.value) <= 0.5;
    if (named.length >= 3 && makesWhole && run.some((r) => WORK.test(r.name))) {
      for (const r of run) {
        for (let i = r.first; i <= r.last; i++) lines[i] = '';
        lines[r.first] = `${r.name} | ${r.middle ? `${r.middle} | ` : ''}${r.value}${unit === '%' ? '%' : ''}`;
      }
      changed = true;
    }
    k = end;
  }
  return changed;
}
