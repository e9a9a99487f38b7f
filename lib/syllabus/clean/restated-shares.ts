// "sixty (60) percent", "eighty-five (85) percent", "fifteen(15) percent": a share in words restated in
// figures, the legal style of some outlines. No share reader reads a bracketed figure before its unit, so the
// whole scheme went unread; the words are dropped and the figure kept, when both say the same number
// ("sixty (60) percent" reads "60 percent"). When the line ends on the bracket and the unit opens the next line
// ("The remaining forty (40)" / "percent will be the examination"), the unit is carried up to its figure and
// taken off the next line, so every line keeps its number. Linear: one alternation of fixed words and bounded
// figures per line.
import { ENGLISH_TENS, englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';

const UNITS = englishNumbers(0, 19);
const TENS = Object.keys(ENGLISH_TENS).join('|');
const WORD = `(?:(?:${TENS})(?:[- ](?:${englishNumberPattern(1, 9)}))?|${englishNumberPattern(0, 19)}|one hundred|a hundred)`;
const UNIT = String.raw`(?:%|percent\b|per cent\b)`;
/** A share in words, its figure in brackets, then its unit on the same line. */
const RESTATED = new RegExp(String.raw`\b(${WORD})[ \t]?\([ \t]?(\d{1,3})[ \t]?\)[ \t]?(${UNIT})`, 'gi');
/** The same, the line ending on the bracket. */
const RESTATED_END = new RegExp(String.raw`\b(${WORD})[ \t]?\([ \t]?(\d{1,3})[ \t]?\)[ \t]*$`, 'i');
/** A line that opens with the unit. */
const UNIT_FIRST = new RegExp(String.raw`^([ \t]{0,8})(${UNIT})`, 'i');

/** The value of a number word ("eighty-five" 85, "fifteen" 15, "one hundred" 100). */
function wordValue(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'one hundred' || w === 'a hundred') return 100;
  if (w in UNITS) return UNITS[w]!;
  const [tens, unit] = w.split(/[- ]/) as [string, string | undefined];
  const t = ENGLISH_TENS[tens];
  if (t === undefined) return null;
  if (unit === undefined) return t;
  const u = UNITS[unit];
  return u === undefined || u > 9 ? null : t + u;
}

export function restatedShares(text: string): string {
  if (!/\(\s?\d{1,3}\s?\)/.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('(')) continue;
    lines[i] = line.replace(RESTATED, (all, word: string, figure: string, unit: string) =>
      wordValue(word) === Number(figure) ? `${figure}${unit === '%' ? '%' : ` ${unit}`}` : all,
    );
    const next = lines[i + 1];
    if (next === undefined) continue;
    const end = RESTATED_END.exec(lines[i]!);
    const first = UNIT_FIRST.exec(next);
    if (!end || !first || wordValue(end[1]!) !== Number(end[2])) continue;
    const unit = first[2]!;
    lines[i] = `${lines[i]!.slice(0, end.index)}${end[2]}${unit === '%' ? '%' : ` ${unit}`}`;
    lines[i + 1] = `${first[1]}${next.slice(first[0].length).replace(/^[ \t]+/, '')}`;
  }
  return lines.join('\n');
}
