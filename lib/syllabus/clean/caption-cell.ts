// A table converted from HTML whose caption came out as the first cell of its first row, one cell more than
// the table's rule and its other rows hold:
//
//   **Grading** |  Homework | 10%
//   ---|---
//   Quizzes | 15%
//   Final exam | 40%
//
// The caption is no cell of the row: read as the row's name it hides the work the row weighs ("Grading 10"
// for Homework), and in a table of bare figures under a total ("Short Paper #1 | 15" … "TOTAL | 100") it breaks
// the run so that no scheme is read at all. The first row counts as captioned when it has three cells or more,
// the first filled and carrying no figure, its last a figure (a percentage, points, or a bare number), the
// next line that is not blank is a rule of one column fewer and the row below that also has one cell fewer and
// ends in a figure. Then the caption is written on the blank line above the row and the row keeps its other
// cells (the same number of lines, in place), so every later stage reads the caption as a heading and the row
// as an ordinary table row. Only where the line above is blank. Linear: each row looks at most LOOK lines down,
// with string scans and regexes without nested unbounded quantifiers.

import { cells } from './table-cells.js';

const LOOK = 12;
const MAX_LINE = 300;
/** The rule under a table's header ("---|---", ":--|--:"). */
const RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*){1,11}\|?\s*$/;
/** A row's last cell: "10%", "**25%**", "(10%)", "15", "60 pts", "100 points". */
const FIGURE = /^\s*[*_]{0,2}\(?\d{1,3}(?:\.\d{1,2})?\s?(?:%|points?|pts\.?)?\)?[*_]{0,2}\s*$/i;

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/\|\s*$/, '')
    .split('|');
}

function nextFilled(lines: readonly string[], from: number): number {
  for (let j = from; j < lines.length && j < from + LOOK; j++) if (lines[j]!.trim()) return j;
  return -1;
}

export function captionCells(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_LINE || !line.includes('|') || RULE.test(line) || lines[i - 1]!.trim()) continue;
    const row = cellsOf(line);
    if (row.length < 3 || row.length > 12) continue;
    const caption = row[0]!.trim();
    if (!/[A-Za-z]{2}/.test(caption) || /\d/.test(caption) || !FIGURE.test(row[row.length - 1]!)) continue;
    const rule = nextFilled(lines, i + 1);
    if (rule < 0 || !RULE.test(lines[rule]!) || cells(lines[rule]!).length !== row.length - 1) continue;
    const below = nextFilled(lines, rule + 1);
    if (below < 0 || lines[below]!.length > MAX_LINE) continue;
    const next = cellsOf(lines[below]!);
    if (next.length !== row.length - 1 || !next[0]!.trim() || !FIGURE.test(next[next.length - 1]!)) continue;
    lines[i - 1] = caption;
    lines[i] = row
      .slice(1)
      .map((c) => c.trim())
      .join(' | ');
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
