// (figure-adjective-works) A work's figure written as an adjective before it, after a count: "four 100-point
// exams", "ten 5-point quizzes", "a 50 point paper", "two 20% quizzes". Rewritten as the work, then its figure
// ("four exams worth 100 points each", "a paper worth 50 points") so every scheme reader reads the share the way
// it reads one stated after its name. Only a count in words ("Exam 1 25% Exam 2" numbers rows), and only before a
// work's noun (vocabulary ASSESSMENT_NOUN), at most two name words after the figure on the same line: "12-point
// font", "a 100-point scale", "a 34% response rate" name no work. Linear: one regex pass, bounded gaps.
import { englishNumberPattern } from '../vocabulary/numbers.js';
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

// A word of the work's name (not a function word: "a 90% on the final exam" names no work by its figure).
const NAME_WORD = String.raw`(?!(?:on|in|of|at|to|for|the|and|or|your|their|that|this|a|an)\b)[A-Za-z-]{1,20}[ \t]+`;
const ADJECTIVE = new RegExp(
  String.raw`\b(an?|one|${englishNumberPattern(2, 12)})[ \t]+(\d{1,3})(?:-|[ \t])?(points?|pts?|percent|%)[ \t]+((?:${NAME_WORD}){0,2}${ASSESSMENT_NOUN})\b(?![ \t]+(?:rates?|scales?|fonts?|type|grades?|penalt|deduction|reduction|increase|bonus|curve))`,
  'gi',
);

export function figureAdjectives(text: string): string {
  if (!/\d[- \t]?(?:p(?:oin)?ts?|percent|%)[ \t]/i.test(text)) return text;
  return text.replace(ADJECTIVE, (all, count: string, figure: string, unit: string, work: string) => {
    if (!(Number(figure) > 0)) return all;
    const one = /^(?:an?|one|1)$/i.test(count);
    const unitWord = unit === '%' || /^percent$/i.test(unit) ? '%' : Number(figure) === 1 ? ' point' : ' points';
    return `${count} ${work} worth ${figure}${unitWord}${one ? '' : ' each'}`;
  });
}
