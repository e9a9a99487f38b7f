// A list of graded work printed with leaders to bare figures, its total stated below:
//
//   Mid-term examination .................... 150
//   Term paper ------------------------------ 200
//   Quizzes . . . . . . . . . . . . . . . . . 150
//   Total                                     500
//
// A bare number alone is anything (a page, a room, a count), so the leader rules blank a leader only before a
// figure with its unit; but these rows carry no unit, and their leader glued to the name ("examination....")
// hides the figure from the readers of bare columns that a stated total vouches for (a total row equal to the
// figures' sum says they are points). The leader (four glued dots or more, three spaced dots, four dashes,
// underscores or equals signs; two dashes after a space) before a figure that ends its line is blanked, offsets kept, on pages printing
// three such rows or more. Linear: each line looked at once, backwards from its last figure, lines bounded.

const FIGURE_END = /(\d{1,4}(?:\.\d{1,2})?)[ \t*]*$/;
const NAME_BEFORE = /[\p{L}\d)\]][ \t]?$/u;
const MAX_LINE = 300;
const MIN_ROWS = 3;

/** Where the leader before the figure at `figure` starts, or -1 when none is there. */
function leaderStart(line: string, figure: number): number {
  let k = figure;
  if (line[k - 1] === ' ') k--;
  const mark = line[k - 1];
  if (mark !== '.' && mark !== '-' && mark !== '_' && mark !== '=') return -1;
  let count = 0;
  let spaced = false;
  while (k > 0) {
    const c = line[k - 1];
    if (c === mark) {
      count++;
      k--;
    } else if (mark === '.' && c === ' ' && line[k - 2] === '.') {
      spaced = true;
      k--;
    } else break;
  }
  // "Two essays -- 100": two or three dashes after a space set a figure off as well.
  const enough =
    mark === '.' && spaced ? count >= 3 : count >= 4 || (mark === '-' && count >= 2 && line[k - 1] === ' ');
  return enough ? k : -1;
}

export function blankBareLeaders(text: string): string {
  if (!/(?:\.{4}|\. \. \.|-{4}|_{4}|={4}) ?\d/.test(text)) return text;
  const lines = text.split('\n');
  const found: { at: number; start: number; end: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.length > MAX_LINE) continue;
    const m = FIGURE_END.exec(line);
    if (!m) continue;
    const start = leaderStart(line, m.index);
    if (start <= 0 || !NAME_BEFORE.test(line.slice(0, start)) || !/\p{L}{2}/u.test(line.slice(0, start))) continue;
    found.push({ at: i, start, end: m.index });
  }
  if (found.length < MIN_ROWS) return text;
  for (const { at, start, end } of found) {
    const line = lines[at]!;
    lines[at] = line.slice(0, start) + ' '.repeat(Math.max(3, end - start)) + line.slice(end);
  }
  return lines.join('\n');
}
