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
/** Blank lines a bar-separated table may hold between two rows (join-lone-pipe-cells empties a row's lines). */
const MAX_BARRED_BLANKS = 8;

/**
 * The rows of each table whose bare last figures add up to the total a row after them states. `cells(line)`
 * splits a line into its cells; `named(cell)` says whether a cell names graded work; `totals` receives the totals
 * of the tables read (a total row without the word states one the page states nowhere else).
 */
export function totalledRows(
  raw: readonly string[],
  cells: (line: string) => string[],
  named: (cell: string) => boolean,
  totals: number[] = [],
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
    const last = cs.length >= 2 ? BARE_LAST.exec(cs[cs.length - 1]!) : null;
    const name = cs.find((c) => /[A-Za-z]{2}/.test(c));
    if (last && name && named(name) && cs.indexOf(name) < cs.length - 1) {
      if (rows.length < 30) rows.push({ line: i, name, value: Number(last[1]) });
      barred = line.includes('|');
      continue;
    }
    rows = [];
  }
  return out;
}
