// A table whose rows open with their weight, with no header row naming the unit: "15% | Test 1 | Fri Feb 26",
// "30% | Programming projects". A page converted to Markdown makes the first row its header ("15% | Exam I"
// over "---|---"), so no header says the first column is a weight; the figure's own "%" says so, and two
// or more rows of one table shaped alike say it is the table's layout. The name is the cell after the
// figure, up to a colon that opens its details ("Exam I: Tues Feb 26, 2:50pm"). Plain scans and anchored
// regexes over single cells.

export interface PercentFirstRow {
  line: number;
  /** The naming cell, cut at the colon that opens its details. */
  name: string;
  value: number;
  /** The row's other cells (a date may be there). */
  rest: string;
}

const FIGURE_FIRST = /^[*_]{0,2}[ \t]?(\d{1,3}(?:\.\d{1,2})?)[ \t]?%[ \t]?[*_]{0,2}$/;
const RULE = /^[\s|:+=-]*$/;

/**
 * The percent-first rows of each table that holds two or more of them. `cells(line)` splits a line into its
 * cells; `named(cell)` says whether a cell names graded work.
 */
export function percentFirstRows(
  raw: readonly string[],
  cells: (line: string) => string[],
  named: (cell: string) => boolean,
): PercentFirstRow[] {
  const out: PercentFirstRow[] = [];
  let rows: PercentFirstRow[] = [];
  const close = () => {
    if (rows.length >= 2) out.push(...rows);
    rows = [];
  };
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (!line.trim()) {
      close();
      continue;
    }
    if (RULE.test(line)) continue;
    const cs = cells(line).map((c) => c.trim());
    while (cs.length && !cs[0]) cs.shift();
    const figure = cs.length >= 2 ? FIGURE_FIRST.exec(cs[0]!) : null;
    if (!figure) {
      close();
      continue;
    }
    const cell = cs[1]!;
    const colon = cell.indexOf(': ');
    const name = colon >= 3 && /[A-Za-z]{2}/.test(cell.slice(0, colon)) ? cell.slice(0, colon) : cell;
    if (!/[A-Za-z]{2}/.test(name) || !named(name)) {
      close();
      continue;
    }
    if (rows.length < 30) rows.push({ line: i, name, value: Number(figure[1]), rest: cs.slice(1).join(' | ') });
  }
  close();
  return out;
}
