// A hyphen glued between a label and its figure ("Critical Thinking Essay-20%", "2 Essay Exams-60%",
// "Test 1-25% Test 2-20% Test 3-45%"): every share reader keeps "30-50%" whole as a range, so a figure after a
// hyphen is no share, and the scheme is lost. A hyphen between a word of three letters or more and a figure with
// "%" (not a URL's "%20") is a dash; so is one between a work's number and the figure ("Test 1-25%": a range
// would not follow a work's name). The dash is set off by spaces ("Test 1 - 25%"); a figure wrapped onto the next
// line after a label's hyphen ("Class participation-" / "10%") moves up (its line left empty, every line keeping
// its number). A grade's band ("A-90%", "B-=80%") has too short a word, and a range in prose ("30-50%") no word
// at all. Linear: one pass per line, regexes without nested unbounded quantifiers, on lines of bounded length.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

const MAX_LINE = 400;
const FIGURE = String.raw`\d{1,3}(?:\.\d{1,2})?[ \t]?%(?![0-9A-Fa-f])`;
/** "Essay-20%": a word's letters, the hyphen, the figure and its unit. */
const WORD_DASH = new RegExp(String.raw`(?<![\w/.%-])(\p{L}{3,})-(${FIGURE})`, 'gu');
/** "Test 1-25%": a work's name and number, the hyphen, the figure and its unit. */
const NUMBER_DASH = new RegExp(String.raw`\b(${ASSESSMENT_NOUN})([ \t]?#?[ \t]?\d{1,2})-(${FIGURE})`, 'gi');
/** A line that ends on a word and a hyphen ("Class participation-"), markup after it allowed. */
const HYPHEN_END = /(?<![\w-])(?:\p{L}+[ \t])*\p{L}{3,}-[*_ \t]*$/u;
/** A line that opens with a figure and its unit. */
const FIGURE_START = new RegExp(String.raw`^[ \t]*(${FIGURE})`);

export function hyphenFigures(text: string): string {
  if (!/\p{L}-\d|\d-\d/u.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_LINE || !line.includes('-')) continue;
    let next = line.replace(NUMBER_DASH, '$1$2 - $3').replace(WORD_DASH, '$1 - $2');
    const below = lines[i + 1];
    if (below !== undefined && below.length <= MAX_LINE && HYPHEN_END.test(next) && /%/.test(next)) {
      const figure = FIGURE_START.exec(below);
      if (figure) {
        const at = next.search(/-[*_ \t]*$/);
        next = `${next.slice(0, at)} - ${figure[1]}${next.slice(at + 1)}`;
        lines[i + 1] = below.slice(figure[0].length);
      }
    }
    if (next !== line) {
      lines[i] = next;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}
