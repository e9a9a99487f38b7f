// Leaders of spaced dots between a name and its figure ("Mid-term exam . . . . . .20%", "Essay . . . . 25%"):
// the last dot glued to the figure reads as a decimal point (".20%" is a fifth of a percent) and the spaced
// dots as the ends of sentences, so the row loses its figure or its name. The leader is blanked (offsets
// kept), leaving the wide gap every reader takes for a cell boundary. Only a spaced leader, and only before a
// figure with its unit. Linear: one pass over the text, each dot looked at once.

const FIGURE_WITH_UNIT = /^\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b)/i;
/** Dots a leader has at least ("..." may be an ellipsis; a leader has more, or spaces between). */
const MIN_DOTS = 3;

export function blankDotLeaders(text: string): string {
  if (!/\.\s?\.\s?\./.test(text)) return text;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '.') {
      i++;
      continue;
    }
    // A run of dots, single spaces allowed between them.
    const start = i;
    let dots = 0;
    let end = i;
    while (i < text.length) {
      if (text[i] === '.') {
        dots++;
        i++;
        end = i;
      } else if (text[i] === ' ' && text[i + 1] === '.') i++;
      else break;
    }
    if (dots < MIN_DOTS) continue;
    let after = end;
    while (after < text.length && after - end < 4 && (text[after] === ' ' || text[after] === '\t')) after++;
    // Glued dots ("Midterm.........20%", "Take home exam. (Must be typed).......20%") are read as they are,
    // and three of them are an ellipsis ("and so on... 20% of"): blanking them lost more rows than it won
    // over the web pages it changed. Only a spaced leader is blanked.
    if (!text.slice(start, end).includes(' ')) continue;
    if (!FIGURE_WITH_UNIT.test(text.slice(after, after + 16))) continue;
    out += text.slice(from, start) + ' '.repeat(end - start);
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

// A leader too long for its line, wrapped with its figure onto the next one:
//
//   Reading journal (weekly) . . . . . . . . . . . . . . . . . .
//   . . . .35%
//
// The line of dots and the figure is moved up onto the name's line (its own line left empty, so every line keeps
// its number) and the dots are written spaced, so that the leader reads as one and is blanked like any other.
/** A line that ends on a spaced leader. */
const LEADER_END = /\.[ \t]?\.[ \t]?\.[ \t]*$/;
/** A line of the leader's last dots and the figure with its unit (a quotation mark before them allowed). */
const LEADER_TAIL =
  /^[ \t>]{0,8}((?:\.[ \t]{0,4}){1,80})(\d{1,3}(?:\.\d{1,2})?\s?(?:%|percent\b|points?\b|pts\b))[ \t*]*$/i;
const MAX_LINE = 300;

export function joinWrappedDotLeaders(text: string): string {
  if (!/\.[ \t]?\.[ \t]?\.[ \t]*\r?\n[ \t>]{0,8}\./.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line.length > MAX_LINE || !LEADER_END.test(line) || !line.includes('. .') || !/\p{L}{2}/u.test(line)) continue;
    const next = lines[i + 1]!.replace(/\r$/, '');
    if (next.length > MAX_LINE) continue;
    const tail = LEADER_TAIL.exec(next);
    if (!tail) continue;
    const dots = (tail[1]!.match(/\./g) ?? []).length;
    lines[i] = `${line.trimEnd()} ${'. '.repeat(dots)}${tail[2]}`;
    lines[i + 1] = '';
    i++;
  }
  return lines.join('\n');
}
