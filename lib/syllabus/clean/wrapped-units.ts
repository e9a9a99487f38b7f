// Grading lists wrapped at a fixed width, the unit of a row's figure pushed onto a line of its own:
//
//   Mid-term exam (March 3)                                        50
//   pts.
//   Term paper.........................................................25
//   points
//
// A line that ends in a figure set off by a leader (dots, an ellipsis) or a wide gap, followed by a line that
// holds only a unit (points, pts., marks, %, percent), is one row, and so is a line that ends on a leader
// followed by a line of the figure and its unit ("_20_ points"): the unit is written after the figure and its
// own line is emptied, so every line keeps its number and the row reads as an ordinary "name … figure unit".
// When the leader was too long to follow the name, the row takes three lines: the name (or all of it but
// its last word) alone above a line that opens with the leader:
//
//   Two short quizzes                          Class
//   ..........................40               Journal.......................20
//   points                                     points
//
// then the name's line is joined onto the figure's as well (a name line without a figure of its own).
// Linear: one regex of bounded length per line pair.

const MAX_LINE = 200;
/** A figure at the end of a line, set off by a leader or a wide gap. */
const FIGURE_END = /(?:\.{3}|…|[ \t]{2}|\t)[ \t]?\d{1,4}(?:\.\d{1,2})?[ \t]*$/;
/** A line of a unit alone (a Markdown line break after it allowed), or of the figure and its unit. */
const UNIT_ALONE =
  /^[ \t]{0,8}(?:[_*]{0,2}(\d{1,4}(?:\.\d{1,2})?)[_*]{0,2}[ \t]?)?(points?|pts\.?|marks?|%|percent)[ \t]{0,4}$/i;
/** A line that ends on a leader, its figure wrapped onto the next line. */
const LEADER_END = /(?:\.{3}|…)[ \t]*$/;

/** A line that opens with a leader, or with one word and a leader. */
const LEADER_FIRST = /^[ \t>]{0,8}[\p{L}-]{0,20}[ \t]?(?:\.{3}|…)/u;
/** A line that names the row above a leader line: words, no figure of its own at its end. */
const NAME_ALONE = /^[ \t>*-]{0,8}\p{L}[^\n]{2,80}$/u;

/** The outline with each unit wrapped below its figure written after the figure. */
export function joinWrappedUnits(text: string): string {
  if (!/^[ \t]{0,8}(?:points?|pts\.?|marks?|%|percent)[ \t]{0,4}$/im.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const unit = UNIT_ALONE.exec(lines[i]!);
    const above = lines[i - 1]!;
    if (!unit || above.length > MAX_LINE || !(unit[1] ? LEADER_END : FIGURE_END).test(above)) continue;
    const written = `${above.trimEnd()}${unit[1] ?? ''}${unit[2] === '%' ? '%' : ` ${unit[2]}`}`;
    const name = i >= 2 ? lines[i - 2]! : '';
    if (LEADER_FIRST.test(above) && NAME_ALONE.test(name) && !/\d[ \t.]*$/.test(name) && !/\.{3}|…/.test(name)) {
      lines[i - 2] = `${name.trimEnd()} ${written.trimStart()}`;
      lines[i - 1] = '';
    } else if (/\p{L}{3}/u.test(above)) lines[i - 1] = written;
    else continue;
    lines[i] = '';
  }
  return lines.join('\n');
}
