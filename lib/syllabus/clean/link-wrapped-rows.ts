// Schedule tables of a page converted from HTML, wrapped at a fixed width inside a link's text, so that a row
// runs over several lines and its due note sits on a line with no date of its own:
//
//   Week 5 | Mar 12 | Sorting | [Lecture
//   5](lectures/l5.html) |
//   Chapter 4, **Problem set 2 due**
//   Week 6 | Mar 17 | ...
//
//   Nov 30 | [Cities and the
//   suburbs](cities/index.htm)
//   **Term paper due**
//   Dec 7 | ...
//
// A line with a table's pipe that ends inside a link opened on it, the link closing on one of the next two
// lines, is one row with those lines; and so is the line after them when it has no pipe of its own and the
// next row (or a blank line) follows it: the row's last cell, or a note written below in its cell. Each such
// line is written onto the row and emptied, so every line keeps its number and the note reads with the row's
// date. A header row (its separator below) is left as it is. Linear: bounded patterns, a few lines looked at per row.

const MAX_LINE = 400;
/** A line of a table (a pipe outside a link) that ends inside a link opened on it. */
const OPEN_LINK_ROW = /\|[^\n]{0,300}\[[^[\]\n]{0,200}$/;
/** The line that closes the link: its text's tail, then the address. */
const CLOSES_LINK = /^[^[\]\n]{0,200}\]\(/;
/** A Markdown table's separator ("---|---"), which must follow its header row directly. */
const SEPARATOR = /^[ \t|:]{0,8}-{3}/;
/** A line inside the link's text: no bracket. */
const INSIDE_LINK = /^[^[\]\n]{1,200}$/;

export function joinLinkWrappedRows(text: string): string {
  if (!text.includes('](') || !text.includes('|')) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const row = lines[i]!;
    if (row.length > MAX_LINE || !OPEN_LINK_ROW.test(row)) continue;
    let close = -1;
    for (let j = i + 1; j <= i + 2 && j < lines.length; j++) {
      if (CLOSES_LINK.test(lines[j]!)) {
        close = j;
        break;
      }
      if (!INSIDE_LINK.test(lines[j]!)) break;
    }
    if (close < 0 || lines[close]!.length > MAX_LINE) continue;
    let last = close;
    const note = lines[close + 1];
    const after = lines[close + 2];
    if (
      note !== undefined &&
      note.trim() &&
      note.length <= MAX_LINE &&
      !/[|#]/.test(note) &&
      !/\[[^\]\n]{0,200}$/.test(note) &&
      (after === undefined || !after.trim() || after.includes('|'))
    )
      last = close + 1;
    // A header row: the separator below must stay right under it (the emptied lines would part them).
    if (SEPARATOR.test(lines[last + 1] ?? '')) continue;
    const joined = [row.trimEnd()];
    for (let k = i + 1; k <= last; k++) {
      joined.push(lines[k]!.trim());
      lines[k] = '';
    }
    lines[i] = joined.join(' ');
    i = last;
  }
  return lines.join('\n');
}
