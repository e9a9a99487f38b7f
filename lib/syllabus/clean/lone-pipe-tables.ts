// HTML tables converted to Markdown by some tools come out one cell per paragraph, each cell followed by a
// line holding only a bar:
//   Sept 10 [Tuesday]
//   |
//   Examination #1
//   |
//                          (an empty cell)
//   |
//   Deviant Organizations
// A row ends where a cell is followed by another cell with no bar between them. Each row is joined back
// into one line ("Sept 10 [Tuesday] | Examination #1 |  | Deviant Organizations"), written on its first
// line; its other lines are emptied, so every line keeps its number. A table inside a quotation has every
// line opened by the quotation mark ("> Term paper", ">", "> |", ">", "> 45 pts."): the marks are set aside
// (a line of them alone is blank) and the joined row is written without them, the lines of marks alone after it
// emptied too; a rule line ("> ---|---") right under the quoted header row is no part of the header's cell, so
// the first row under it is joined like the others. A table whose rows already
// hold bars ("April 2 |  Spring recess" over a lone "|") is another shape and is left alone. Linear: two
// passes.

const BAR = /^\s*\|\s*$/;
const BLANK = /^\s*$/;
/** The quotation marks that open a line of a quoted table ("> ", "> > "). */
const QUOTED = /^\s*(?:>[ \t]?)+/;
const MAX_CELLS = 12;
/** The rule under a table's header ("---|---"). */
const RULE = /^[\s|:-]*$/;
/** A rule line proper (three dashes at least): never the continuation of the header cell above it. */
const RULE_LINE = /^[\s|:-]*-{3}[\s|:-]*$/;

type Token = { bar: true; line: number } | { bar: false; line: number; text: string; barred: boolean };

export function joinLonePipeCells(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const bodies = lines.map((l) => l.replace(QUOTED, ''));
  const tokens: Token[] = [];
  let bars = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = bodies[i]!;
    if (BAR.test(l)) {
      tokens.push({ bar: true, line: i });
      bars++;
    } else if (!BLANK.test(l)) {
      const last = tokens[tokens.length - 1];
      // A line right under a text line (no blank between) continues its cell; a rule line under a header row
      // is a token of its own, so the first row under it is read like the others.
      if (
        last &&
        !last.bar &&
        i > 0 &&
        !BLANK.test(bodies[i - 1]!) &&
        !BAR.test(bodies[i - 1]!) &&
        !RULE_LINE.test(l)
      ) {
        last.text = `${last.text} ${l.trim()}`;
        last.barred ||= l.includes('|');
      } else tokens.push({ bar: false, line: i, text: l.trim(), barred: l.includes('|') });
    }
  }
  if (bars < 2) return text;
  const out = lines.slice();
  let from = 0;
  for (let k = 1; k <= tokens.length; k++) {
    // A row ends before a cell that follows a cell, and at the end.
    const ends = k === tokens.length || (!tokens[k]!.bar && !tokens[k - 1]!.bar);
    if (!ends) continue;
    const before = tokens[from - 1];
    const row = tokens.slice(from, k);
    from = k;
    // Rows of a table written the usual way ("April 2 |  Spring recess" over a lone "|") are left alone, and so
    // is, in a quotation, the row that closes such a table a few lines below its last cell ("> Final |", ">",
    // "> 40%", ">  |").
    if (!row.some((t) => t.bar) || row.some((t) => !t.bar && t.barred)) continue;
    const quoted = lines[row[0]!.line] !== bodies[row[0]!.line];
    if (quoted && before && !before.bar && before.barred && !RULE.test(before.text) && row[0]!.line - before.line <= 4)
      continue;
    const cells: string[] = [];
    let current = '';
    for (const t of row) {
      if (t.bar) {
        cells.push(current);
        current = '';
      } else current = t.text;
    }
    if (!row[row.length - 1]!.bar) cells.push(current);
    // A row has a few cells; a chain of dozens is no row of a table (and one line of it would be unbounded).
    if (cells.filter(Boolean).length < 2 || cells.length > MAX_CELLS) continue;
    const first = row[0]!.line;
    const last = row[row.length - 1]!.line;
    for (let i = first; i <= last; i++) out[i] = '';
    out[first] = cells.join(' | ');
    // In a quotation, the lines of quotation marks alone after the row are blank too, so the joined rows
    // follow one another as the rows of an unquoted table do.
    if (quoted) for (let i = last + 1; i < lines.length && BLANK.test(bodies[i]!); i++) out[i] = '';
  }
  return out.join('\n');
}
