// (figure-adjective-works) A work's figure written as an adjective before it, after a count: "four 100-point
// exams", "ten 5-point quizzes", "a 50 point paper", "two 20% quizzes". Rewritten as the work, then its figure
// ("four exams worth 100 points each", "a paper worth 50 points") so every scheme reader reads the share the way
// it reads one stated after its name. Only a count in words ("Exam 1 25% Exam 2" numbers rows); only before a
// work's noun (vocabulary ASSESSMENT_NOUN), at most two name words after the figure, single spaces between (a tab
// or a wide gap parts columns); no figure right after the work (a table row's own); "12-point font", "a 100-point
// scale", "a 34% response rate" name no work. Linear: one regex pass, bounded gaps.
import { englishNumberPattern } from '../vocabulary/numbers.js';
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

// A word of the work's name (not a function word: "a 90% on the final exam" names no work by its figure).
const NAME_WORD = String.raw`(?!(?:on|in|of|at|to|for|the|and|or|your|their|that|this|a|an)\b)[A-Za-z-]{1,20} `;
const ADJECTIVE = new RegExp(
  String.raw`\b(an?|one|${englishNumberPattern(2, 12)}) (\d{1,3})[- ]?(points?|pts?|percent|%) ((?:${NAME_WORD}){0,2}${ASSESSMENT_NOUN})\b(?![ \t]*[:=]?[ \t]*\d)(?![ \t]+(?:rates?|scales?|fonts?|type|grades?|penalt|deduction|reduction|increase|bonus|curve))`,
  'gi',
);

export function figureAdjectives(text: string): string {
  if (!/\d[- ]?(?:p(?:oin)?ts?|percent|%) /i.test(text)) return text;
  return text.replace(ADJECTIVE, (all, count: string, figure: string, unit: string, work: string, at: number) => {
    // "Test A 25% Team Project": a capital letter after a word is that word's label, not an article.
    if (!(Number(figure) > 0) || (count === 'A' && /\p{L}[ \t]+$/u.test(text.slice(Math.max(0, at - 3), at))))
      return all;
    const one = /^(?:an?|one|1)$/i.test(count);
    const unitWord = unit === '%' || /^percent$/i.test(unit) ? '%' : Number(figure) === 1 ? ' point' : ' points';
    return `${count} ${work} worth ${figure}${unitWord}${one ? '' : ' each'}`;
  });
}
