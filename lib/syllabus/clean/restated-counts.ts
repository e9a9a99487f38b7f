// "four (4) multiple choice examinations", "two (2) exams": a count in words restated in figures. Every
// rule that reads a count before a noun expects the noun next; the figure in brackets is dropped when it
// says the same number as the word. Linear: one alternation over the text.
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';

const WORDS = englishNumbers(1, 12);
const RESTATED = new RegExp(String.raw`\b(${englishNumberPattern(1, 12)})\s?\((\d{1,2})\)`, 'gi');

export function dropRestatedCounts(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(RESTATED, (all, word: string, figure: string) =>
    WORDS[word.toLowerCase()] === Number(figure) ? word : all,
  );
}
