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
