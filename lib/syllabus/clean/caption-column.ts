// A table converted to Markdown whose column caption names the share of the grade, the figures under it bare:
//
//   Assignment | Due Date | Share of Course Grade
//   ---|---|---
//   Library Quiz | Feb. 14 | 5
//   Midterm Exam | March 21 | 20
//
// Alone, a bare figure could be a room, a page or a count; the caption says what the column holds. The header
// may be wrapped over up to three lines above the table's rule, and a row may be wrapped as well: a line with
// fewer cells than the header is read from its end (the break falls in an earlier cell, "Film Review and Group
// Presentation | Position papers should be two pages" / "long | 10 | See Signup Sheet") and joined to the line
// above it when the two make one row (`joinWrappedStart`). The column counts when
// three or more of its rows hold a bare figure, none a figure with "%", and they make the whole (100): then "%" is
// written after each (the same lines, in place), so every later stage reads an ordinary table of shares.
// Linear: a scan per line over bounded windows.
import { isShareColumnCaption } from '../vocabulary/units.js';
import { cells } from './table-cells.js';

const MAX_LINE = 300;
const MAX_HEADER_LINES = 3;
const MAX_TABLE_LINES = 60;
const RULE = /^[\s|:]*-{3}[\s|:-]*$/;
const BARE = /^([*_]{0,2})(\d{1,3}(?:\.\d{1,2})?)([*_]{0,2})$/;

interface Cell {
  line: number;
  /** The cell's index in `line.split('|')`. */
  part: number;
  value: number;
}

/** The outline with the bare figures of a column captioned as the share of the grade written with "%". */
export function captionColumnUnits(text: string): string {
  if (!text.includes('|') || !/---/.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const rule = lines[i]!;
    if (!rule.includes('|') || rule.length > MAX_LINE || !RULE.test(rule)) continue;
    const columns = cells(rule).length;
    const header: string[] = [];
    for (let j = i - 1; j >= 0 && header.length < MAX_HEADER_LINES && lines[j]!.trim(); j--)
      header.unshift(lines[j]!.trim());
    const captions = cells(header.join(' '));
    if (captions.length !== columns) continue;
    const col = captions.findIndex((c) => isShareColumnCaption(c.trim()));
    if (col < 0) continue;
    const fromEnd = columns - col;
    const found: Cell[] = [];
    let percent = false;
    let blanks = 0;
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + MAX_TABLE_LINES); j++) {
      const line = lines[j]!;
      if (!line.trim()) {
        if (++blanks > 1) break;
        continue;
      }
      blanks = 0;
      if (RULE.test(line) || line.length > MAX_LINE || !line.includes('|')) continue;
      const cs = cells(line);
      if (cs.length > columns) continue;
      const at = cs.length === columns ? col : cs.length - fromEnd;
      if (at < 0) continue;
      const cell = cs[at]!.trim();
      if (/\d\s*%/.test(cell)) percent = true;
      const m = BARE.exec(cell);
      if (m) found.push({ line: j, part: at + (line.trim().startsWith('|') ? 1 : 0), value: Number(m[2]) });
    }
    const sum = found.reduce((s, c) => s + c.value, 0);
    if (percent || found.length < 3 || Math.abs(sum - 100) > 1) continue;
    for (const c of found) {
      const parts = lines[c.line]!.split('|');
      parts[c.part] = parts[c.part]!.replace(/\d{1,3}(?:\.\d{1,2})?/, (f) => `${f}%`);
      lines[c.line] = parts.join('|');
      joinWrappedStart(lines, c.line, columns, i);
    }
  }
  return lines.join('\n');
}

/**
 * A row broken inside one of its cells ("Field report | Two sites, one page" / "each | 40% | May 2"): when neither
 * line is a row of its own (each has fewer cells than the header), their cells make the header's count, the line
 * above starts a sentence and the row's line goes on with one, the line above is joined onto the row's and
 * emptied, so the row is named by its whole first cell and every line keeps its number. A line of one cell above a
 * whole row is left: whether it starts the row or ends the one before, the page does not say.
 */
function joinWrappedStart(lines: string[], at: number, columns: number, rule: number): void {
  if (at - 1 <= rule) return;
  const above = lines[at - 1]!;
  if (!above.trim() || above.length > MAX_LINE || RULE.test(above)) return;
  const upper = cells(above).length;
  const own = cells(lines[at]!).length;
  if (own >= columns || upper >= columns || upper + own - 1 !== columns) return;
  // The row's line goes on a sentence ("of 5 rules", "long"), the line above starts one ("Revision of …"); a line
  // above that goes on in lower case ends the row before it ("on term paper if late").
  if (!/^[\s*_]*\p{Lu}/u.test(above) || !/^[\s*_]*\p{Ll}/u.test(lines[at]!)) return;
  lines[at] = `${above.trimEnd()} ${lines[at]!.trimStart()}`;
  lines[at - 1] = '';
}
