// (respective-shares) Counted work whose members' shares are listed one after another and said to be respective:
// "three short essays (worth respectively 15%, 15%, and 20% of the final grade)", "three tests counting,
// respectively, 25%, 25%, and 20%", "two quizzes (Mar 2 and May 4) (15% and 20% of grade, respectively)". Each
// figure is given its member's name ("First short essay 15%, Second short essay 15%, and Third short essay 20%"), so
// that every scheme reader reads one share per member. Only when the figures are as many as the count, and
// "respectively" stands between the work and the figures or right after them. Paragraph by paragraph (line breaks
// kept, so the lines stay as many); bounded patterns, no nested unbounded quantifier.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';

const COUNTS = englishNumbers(2, 6);
const COUNTED = new RegExp(
  String.raw`\b(${englishNumberPattern(2, 6)}|[2-6])\s+((?:[a-z-]+\s+){0,2}?(?:${ASSESSMENT_NOUN})(?:\s+(?:${ASSESSMENT_NOUN}))?)\b`,
  'gi',
);
const FIGURE = /(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b|per\s?cent\b)/y;
const SEPARATOR = /\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)/y;
const GAP = /^[^.;%\d]{0,80}?(?=\d{1,2}(?:\.\d{1,2})?\s?(?:%|percent\b|per\s?cent\b))/;
const GAP_WITH_DATES = /^[^.;%]{0,80}?(?=\d{1,2}(?:\.\d{1,2})?\s?(?:%|percent\b|per\s?cent\b))/;
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
const PARAGRAPH_CAP = 4000;

export function respectiveShares(text: string): string {
  if (!/respectively/i.test(text)) return text;
  return text
    .split(/(\n[ \t]*\n)/)
    .map((p) => (/respectively/i.test(p) && p.length <= PARAGRAPH_CAP ? named(p) : p))
    .join('');
}

function singular(noun: string): string {
  return noun
    .replace(/zzes$/i, 'z')
    .replace(/(ss)$/i, '$1')
    .replace(/([^s])s$/i, '$1')
    .replace(/\s+/g, ' ');
}

function named(paragraph: string): string {
  const inserts: { at: number; name: string }[] = [];
  for (const m of paragraph.matchAll(COUNTED)) {
    const count = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
    const from = m.index + m[0].length;
    const tail = paragraph.slice(from, from + 200);
    // Dates may stand between ("(Feb 21 and April 25)"): digits are allowed in the gap only when "respectively" follows.
    const gap = GAP.exec(tail) ?? GAP_WITH_DATES.exec(tail);
    if (!gap) continue;
    const figures: number[] = [];
    let at = gap[0].length;
    for (let k = 0; k < count + 1; k++) {
      FIGURE.lastIndex = at;
      const f = FIGURE.exec(tail);
      if (!f) break;
      figures.push(from + at);
      at = FIGURE.lastIndex;
      SEPARATOR.lastIndex = at;
      const s = SEPARATOR.exec(tail);
      if (!s) break;
      at = SEPARATOR.lastIndex;
    }
    if (figures.length !== count) continue;
    const said = /\brespectively\b/i.test(gap[0]) || /^[^.;]{0,60}?\brespectively\b/i.test(tail.slice(at));
    if (!said) continue;
    const noun = singular(m[2]!.toLowerCase());
    figures.forEach((pos, k) => inserts.push({ at: pos, name: `${k ? '' : '; '}${ORDINALS[k]} ${noun} ` }));
  }
  if (!inserts.length) return paragraph;
  let out = '';
  let last = 0;
  for (const ins of inserts.sort((a, b) => a.at - b.at)) {
    if (ins.at < last) continue;
    out += paragraph.slice(last, ins.at) + ins.name;
    last = ins.at;
  }
  return out + paragraph.slice(last);
}
