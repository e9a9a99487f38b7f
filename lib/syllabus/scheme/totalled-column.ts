// A table whose figures carry no unit ("Exam 1 | 100", "Final Examination | 100", …) but whose last row
// states their total ("| Total: 625"): the figures are points of that total. Bare numbers alone are
// anything (room numbers, dates, counts); a total row that equals their sum says they are the grade.

export interface TotalledRow {
  line: number;
  name: string;
  value: number;
}

// "_30_", "**30**": a figure set in emphasis is as bare.
const BARE_LAST = /^[*_]{0,2}(\d{1,4}(?:\.\d{1,2})?)[*_]{0,2}$/;
// "Total", "Total points", "Total possible points", "Total points available": the row that states the sum.
const TOTAL =
  /^(?:\*\*)?(?:grand\s+)?total(?:\s+(?:possible|available|points?)){0,3}(?:\*\*)?\s*[:=|]?\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:points|pts)?$/i;
// "---|---", "====", "____": a rule line (a column of figures is often underlined before its sum).
const RULE = /^[\s|:+=_-]*$/;
// Leaders between a name and its figure: "Paper ........ 20", "Final exam -------- 150".
const LEADERS = /[ .:\-–—_]/;

/**
 * (figure-after-one-space) "Paper 1 15", "Final exam ---- 150", "Exams: First exam 100": a row whose name and figure
 * no column gap parts is one cell; its last word, a bare figure after a space or leaders, is its figure cell. The
 * total row after the run still has to state their sum, and the name, which no column parts from its figure, has to
 * name graded work (`namesWork`: "Use of literature 15" in a rubric does not). Null when the cell does not end so.
 */
function trailingFigure(cell: string): string[] | null {
  const t = cell.trim();
  if (t.length > 120) return null;
  const at = t.lastIndexOf(' ');
  if (at < 0) return null;
  const figure = t.slice(at + 1);
  if (!BARE_LAST.test(figure)) return null;
  let end = at;
  while (end > 0 && LEADERS.test(t[end - 1]!)) end--;
  const name = t.slice(0, end);
  // "Total quiz points 140": a row that totals some of the work is no row of the column.
  return /[A-Za-z]{2}/.test(name) && !/^(?:grand\s+|sub-?)?totals?\b/i.test(name) ? [name, figure] : null;
}

/** Blank lines a bar-separated table may hold between two rows (join-lone-pipe-cells empties a row's lines: ten
 * apart in a quoted table, where a line of quotation marks stands between every two cells). */
const MAX_BARRED_BLANKS = 12;

/**
 * The rows of each table whose bare last figures add up to the total a row after them states. `cells(line)`
 * splits a line into its cells; `named(cell)` says whether a cell names graded work; `totals` receives the totals
 * of the tables read (a total row without the word states one the page states nowhere else); `namesWork(name)` says
 * whether the name of a row without a column gap (rule figure-after-one-space) names graded work.
 */
export function totalledRows(
  raw: readonly string[],
  cells: (line: string) => string[],
  named: (cell: string) => boolean,
  totals: number[] = [],
  namesWork: (cell: string) => boolean = named,
): TotalledRow[] {
  const out: TotalledRow[] = [];
  let rows: TotalledRow[] = [];
  let blanks = 0;
  let barred = false;
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (RULE.test(line)) {
      // One blank line or a rule inside a table keeps it open; two end it, except between rows whose cells a
      // bar separates: a table whose cells stood one per paragraph keeps the emptied lines of its rows.
      if (!line.trim() && ++blanks > (barred ? MAX_BARRED_BLANKS : 1)) rows = [];
      continue;
    }
    blanks = 0;
    const cs = cells(line);
    const total = cs.length <= 2 ? TOTAL.exec(cs.join(' ').trim()) : null;
    if (total) {
      const sum = rows.reduce((s, r) => s + r.value, 0);
      if (rows.length >= 2 && Math.abs(sum - Number(total[1])) <= 0.5) {
        out.push(...rows);
        totals.push(Number(total[1]));
      }
      rows = [];
      continue;
    }
    // (nameless-footer-total) "Quizzes | 100", "Final exam | 150", then "____" and "  | 250" or "250" alone: a row
    // of one bare figure, under at least three rows whose figures it adds up, is their total row without the word.
    const filled = cs.filter((c) => c.trim());
    const lone = filled.length === 1 ? BARE_LAST.exec(filled[0]!.trim()) : null;
    if (lone && rows.length >= 3) {
      const sum = rows.reduce((s, r) => s + r.value, 0);
      if (Math.abs(sum - Number(lone[1])) <= 0.5) {
        out.push(...rows);
        totals.push(Number(lone[1]));
        rows = [];
        continue;
      }
    }
    const split = cs.length === 1 ? trailingFigure(cs[0]!) : null;
    const row = split ?? cs;
    const last = row.length >= 2 ? BARE_LAST.exec(row[row.length - 1]!) : null;
    const name = row.find((c) => /[A-Za-z]{2}/.test(c));
    if (last && name && (split ? namesWork : named)(name) && row.indexOf(name) < row.length - 1) {
      if (rows.length < 30) rows.push({ line: i, name, value: Number(last[1]) });
      barred = line.includes('|');
      continue;
    }
    rows = [];
  }
  return out;
}
