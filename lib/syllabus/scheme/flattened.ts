// Tables flattened into one cell per line (PDF text, LMS pastes): "Component / Weight / Date", then
// "Lab exercises" / "10%" / "Weekly labs" / "CA Test 1" / "10%" / "Thurs 15th Oct" / … Whether each
// figure is named by the line before it or the line after it is one fact about the whole table, so
// it is decided once over all the figures of the block, not by the first figure alone (whose date
// cell may read as well as its name).

/** Offsets (into `filled`) of the figure lines of the block that starts at `k`: each within `gap` lines of the last. */
function blockFigures(filled: number[], k: number, isFigure: (n: number) => boolean, gap: number): number[] {
  const out: number[] = [];
  let last = filled[k]!;
  for (let j = k; j < filled.length && filled[j]! - last <= gap; j++) {
    if (!isFigure(filled[j]!)) continue;
    out.push(j);
    last = filled[j]!;
  }
  return out;
}

/**
 * 'prev' when the lines before the block's figures read better as names than the lines after them
 * (summed over the block), else 'next'. `name(n)` scores line n as a name (0 for a figure line).
 */
export function blockOrientation(
  filled: number[],
  k: number,
  isFigure: (n: number) => boolean,
  name: (n: number) => number,
  gap = 8,
): 'next' | 'prev' {
  let before = 0;
  let after = 0;
  for (const j of blockFigures(filled, k, isFigure, gap)) {
    if (j > 0) before += name(filled[j - 1]!);
    if (j + 1 < filled.length) after += name(filled[j + 1]!);
  }
  return after >= before ? 'next' : 'prev';
}

/**
 * The cells after a figure named by the line before it, up to the next row: a third column (a date,
 * a deadline) when the table has one, which is when the line after next is not a figure.
 */
export function trailingCells(filled: number[], k: number, isFigure: (n: number) => boolean, raw: string[]): string {
  const next = filled[k + 1];
  const afterNext = filled[k + 2];
  if (next === undefined || isFigure(next) || afterNext === undefined || isFigure(afterNext)) return '';
  return raw[next]!.trim();
}

/** A cell line that can be part of a wrapped name: short, with letters, not a sentence. */
const nameCell = (l: string) => /\p{L}|^\(/u.test(l) && l.split(/\s+/).length <= 6 && !/[.;:!?]$/.test(l);
/** A cell that continues the one above it: "(2 x 5%)", "(group)", or the line above breaks off ("ATI Assessment –"). */
const continues = (above: string, line: string) =>
  /^[(\p{Ll}]/u.test(line) || /(?:[-–—&,/]|\b(?:and|of|for|the|in|on|to))$/i.test(above);

/**
 * The name of a row whose figure comes after it, when the PDF wrapped the name cell over lines:
 * "Concept Map Care Plans" / "(2 x 5%)" / "10%". The line before the figure is the name's last
 * line; the lines above it join when they continue it or, in a table whose rows end with a third
 * cell (a date after each figure), when they lie between that cell and the figure: everything there
 * is the name. A line without letters (a wrapped date's second half) is not part of a name.
 */
export function wrappedNameAbove(
  filled: number[],
  k: number,
  isFigure: (n: number) => boolean,
  raw: string[],
  thirdColumn: boolean,
): string {
  const lines: string[] = [];
  let prevFigure = -1;
  for (let j = k - 1; j >= 0 && j >= k - 6 && prevFigure < 0; j--) if (isFigure(filled[j]!)) prevFigure = j;
  // Between the last row's third cell and this figure everything is the name; elsewhere only lines that continue it.
  const free = thirdColumn && prevFigure >= 0;
  const floor = free ? prevFigure + 2 : prevFigure + 1;
  for (let j = k - 1; j >= Math.max(floor, k - 3); j--) {
    const l = raw[filled[j]!]!.trim();
    if (!nameCell(l) || isFigure(filled[j]!)) break;
    if (lines.length && !free && !continues(l, lines[0]!)) break;
    lines.unshift(l);
  }
  return lines.join(' ');
}

/** Whether most figures of the block are followed by a third cell that holds a date or a "see …" note, not a name. */
export function hasThirdColumn(
  filled: number[],
  k: number,
  isFigure: (n: number) => boolean,
  raw: string[],
  gap = 8,
): boolean {
  const figures = blockFigures(filled, k, isFigure, gap);
  if (figures.length < 3) return false;
  let third = 0;
  for (const j of figures) {
    const next = filled[j + 1];
    if (next === undefined || isFigure(next)) continue;
    if (/\d{1,2}[/.-]\d{1,2}|^(?:see|tba|tbd|n\/a|varies|ongoing|weekly)\b/i.test(raw[next]!.trim())) third++;
  }
  return third * 2 > figures.length;
}
