// A list of graded work whose names are set off from bare figures by a lone equals sign:
//
//   Midterm exam            = 150
//   Term paper              = 200
//   Weekly quizzes          = 150
//
// Set off by spaces, or a colon with a total below, the same rows are read as points; the equals sign is read
// as no separator at all, so the list is lost (the leader rules blank four equals signs or more, never one).
// Rule blank-equals-before-bare-figures: on a line with one equals sign, a name of two letters or more before
// it and nothing but a bare figure after it (emphasis marks allowed), the sign is blanked, offsets kept, when
// three such rows or more stand together (at most two other lines between neighbours). A figure with its unit
// ("= 20%", "= 50 points") is read already and left alone; a grade band ("A = 90-100") is no bare figure.
// Guards: rows whose figures (a total's row left out) make 100 are shares the share reader reads with their
// sign ("Tests = 45" … "Quizzes = 15") and stay as they are; a row whose name is a sum or an average
// ("(80 + 90)/2 = 85") counts in its run but keeps its sign (a count times a figure, "4 @ 125 = 500", is a row).
// Linear: each line looked at once, lines bounded, one anchored pattern with bounded repeats.

const TAIL = /^[ \t]*[_*]{0,2}[ \t]*\d{1,4}(?:\.\d{1,2})?[_*]{0,2}[ \t]*\r?$/;
const MAX_LINE = 300;
const MIN_ROWS = 3;
const MAX_GAP = 3;
const TOTAL = /\b(?:total|maximum|possible)\b/i;
// A figure or bracket, a plus or a slash, a figure or bracket: "80 + 90", "(…)/2" (bounded spaces, no nesting).
const SUM = /[\d)][ \t]{0,3}[+/][ \t]{0,3}[(\d]/;

/** Where the lone equals sign of a "name = figure" row is, or -1. */
function equalsAt(line: string): number {
  if (line.length > MAX_LINE) return -1;
  const at = line.indexOf('=');
  if (at <= 0 || line.indexOf('=', at + 1) >= 0) return -1;
  if (!TAIL.test(line.slice(at + 1))) return -1;
  return /\p{L}{2}/u.test(line.slice(0, at)) ? at : -1;
}

export function blankEqualsBeforeBareFigures(text: string): string {
  if (text.indexOf('=') < 0) return text;
  const lines = text.split('\n');
  const rows: { line: number; at: number; figure: number; total: boolean; sum: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const at = equalsAt(line);
    if (at < 0) continue;
    const head = line.slice(0, at);
    const figure = Number.parseFloat(line.slice(at + 1).replace(/[^\d.]/g, ''));
    rows.push({ line: i, at, figure, total: TOTAL.test(head), sum: SUM.test(head) });
  }
  if (rows.length < MIN_ROWS) return text;
  let changed = false;
  let start = 0;
  for (let k = 1; k <= rows.length; k++) {
    if (k < rows.length && rows[k]!.line - rows[k - 1]!.line <= MAX_GAP) continue;
    let whole = 0;
    for (let j = start; j < k; j++) if (!rows[j]!.total) whole += rows[j]!.figure;
    if (k - start >= MIN_ROWS && Math.abs(whole - 100) > 1) {
      for (let j = start; j < k; j++) {
        const { line, at, sum } = rows[j]!;
        if (sum) continue;
        const s = lines[line]!;
        lines[line] = `${s.slice(0, at)} ${s.slice(at + 1)}`;
      }
      changed = true;
    }
    start = k;
  }
  return changed ? lines.join('\n') : text;
}
