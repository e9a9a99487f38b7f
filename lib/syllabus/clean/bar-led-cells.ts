// (join-bar-led-cells) Some converters write an HTML table's row as its first cell on a line of its own and
// each further cell on a line that opens with the bar, blank lines between:
//   Assignment
//
//   |  Points
//
//   |  Due
//   ---|---|---
//   Exam I
//
//   |  100
//
//   |  February 20
// Each row is joined back into one line ("Exam I | 100 | February 20") and the rows written one under another
// from the table's first line, the lines left emptied, so the lines after the table keep their numbers. Only a
// table of three rows or more of which three or more hold a cell that is a bare figure (a weight: "100", "15%",
// "50 pts") is joined: the shape is common in converted schedules too, which the later stages read as they are. Quoted lines, rule lines and lines already holding a
// bar before their first cell are no row's first cell. Linear: one pass over the lines, one over the rows.

const BLANK = /^\s*$/;
/** A line that opens with the bar: a further cell (or several) of the row above. */
const BAR_LED = /^\s*\|/;
/** The rule under a table's header ("---|---"). */
const RULE_LINE = /^[\s|:-]*-{3}[\s|:-]*$/;
/** A cell that is only a figure, a weight's: "100", "15%", "50 pts.", "25 points". */
const FIGURE_CELL = /^\s*(?:\*\*|_)?\d{1,3}(?:\.\d{1,2})?\s?(?:%|pts?\.?|points?)?(?:\*\*|_)?\s*$/i;
const MAX_CELLS = 12;
/** Blank lines allowed between two cells of a row. */
const MAX_GAP = 2;

interface Row {
  first: number;
  last: number;
  cells: string[];
}

export function joinBarLedCells(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const tables: Row[][] = [];
  let table: Row[] = [];
  let i = 0;
  while (i < lines.length) {
    const head = lines[i]!;
    if (BLANK.test(head) || head.includes('|') || /^\s*>/.test(head) || RULE_LINE.test(head)) {
      // A rule line or the blank lines after a row keep the table open; other lines close it.
      if (!BLANK.test(head) && !RULE_LINE.test(head) && table.length) {
        tables.push(table);
        table = [];
      }
      i++;
      continue;
    }
    const cells = [head.trim()];
    let last = i;
    let j = i + 1;
    let gap = 0;
    for (; j < lines.length && cells.length <= MAX_CELLS; j++) {
      const l = lines[j]!;
      if (BLANK.test(l)) {
        if (++gap > MAX_GAP) break;
        continue;
      }
      if (!BAR_LED.test(l) || RULE_LINE.test(l)) break;
      cells.push(
        ...l
          .trim()
          .replace(/^\|/, '')
          .replace(/\|\s*$/, '')
          .split('|')
          .map((c) => c.trim()),
      );
      last = j;
      gap = 0;
    }
    if (last === i || cells.length > MAX_CELLS) {
      if (table.length) tables.push(table);
      table = [];
      i++;
      continue;
    }
    table.push({ first: i, last, cells });
    i = last + 1;
  }
  if (table.length) tables.push(table);
  const out = lines.slice();
  let changed = false;
  for (const rows of tables) {
    if (rows.length < 3 || rows.filter((r) => r.cells.slice(1).some((c) => FIGURE_CELL.test(c))).length < 3) continue;
    // The rows are written one under another from the table's first line (a table's rows are read as one
    // only when no blank line parts them), the rule line kept under the header row; the lines left are emptied.
    const from = rows[0]!.first;
    const to = rows[rows.length - 1]!.last;
    const written: string[] = [];
    for (const [k, r] of rows.entries()) {
      written.push(r.cells.join(' | '));
      const next = rows[k + 1];
      for (let m = r.last + 1; next && m < next.first; m++)
        if (RULE_LINE.test(lines[m]!)) written.push(lines[m]!.trim());
    }
    for (let k = from; k <= to; k++) out[k] = k - from < written.length ? written[k - from]! : '';
    changed = true;
  }
  return changed ? out.join('\n') : text;
}
