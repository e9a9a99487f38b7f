// Untrusted outline text must be read in linear time: before this guard ":" × 200,000 took 17–28 s
// and blocked the event loop (backtracking regexes, chrono's relative-time patterns on one long
// line, and per-row scans of every line). Each input here answers well under the bound on a
// loaded 2-core machine; the bound is generous on purpose (it guards a DoS, it is no benchmark).
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../lib/syllabus/index.js';

const SIZE = 200_000;
const BOUND_MS = 4_000;
const repeated = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const varied = (line: (i: number) => string) => {
  const out: string[] = [];
  for (let i = 0, n = 0; n < SIZE; i++) {
    const l = line(i);
    out.push(l);
    n += l.length;
  }
  return out.join('').slice(0, SIZE);
};

const INPUTS: Record<string, string> = {
  colons: repeated(':'),
  'open parentheses': repeated('('),
  'double open parentheses': repeated('(('),
  'Week 1 on one line': repeated('Week 1 '),
  'Week 1 on every line': repeated('Week 1\n'),
  'a pipe table': repeated('| Quiz | 10% | Oct 3 |\n'),
  'a pipe table with a header': `| Item | Weight | Due |\n|---|---|---|\n${repeated('| Lab 1 | 5 | 10/03 |\n')}`,
  'weighted bullets': repeated('- Quiz 10%\n'),
  'dated weighted lines': repeated('Homework 1 due Oct 3 10%\n'),
  'unclosed tags': repeated('<a '),
  'formula pluses': repeated('= 5% + '),
  'slashed dates': repeated('10/10/10 '),
  'long separator-filled table cells': repeated(`| ${'- '.repeat(700)}x | 10% |\n`),
  // One paragraph of dated mentions, no two lines alike (a cache of chrono's readings must not hide the
  // cost): chrono's end-of-period refiner and the chapter-number look-behind each rescanned all the text
  // before every date or noun, and the paragraph reader ran chrono over the whole paragraph as one
  // sentence (1.8 s of CPU before, 0.9 s after; 3.5–6.5 s wall on this loaded machine before).
  'a scheme then one paragraph of dated lines': `Grading: Quizzes 50%, Final 50%\n${varied((i) => `Quiz ${i % 90} due Mon Oct ${1 + (i % 28)} room ${i}\n`)}`,
  'date lines heading tab-separated items': repeated('Tue Feb 9, 2027\nAssignment\tQuiz 1\tdue by 11:59pm\n'),
  'list intro lines with a time': repeated('Quizzes (in the lab, 2:30 p.m.):\n   Quiz 1 .... Friday, March 5\n'),
  'dated week headings': repeated('### Week 7 — Tuesday, March 3\n- Problem set 4 due\n'),
  'a paragraph of "and"s without a parenthesis': repeated('Quiz Grade Points and Notes 10\n'),
  'glued words': repeated("Quiz'Grade'Points'and'Notes' 10'\n"),
  'glued commas': repeated("a,b'c!d#e(f'"),
  'bare numbered labels': repeated('Quizzes = 15\n'),
  'spelled shares': repeated('twenty-five per cent of the grade and the other half '),
  'coordinated counts': repeated('four exams and a final exam (x), worth 10 points apiece '),
  // The last three after a scheme line, so the mention finder runs over them (with no scheme it never does).
  'glued runs of words and months': `Grading: Quizzes 50%, Final 50%\n${repeated('thedayofthemidtermexamisMondayJulyandthefinalexamisFridayAugust\n')}`,
  'prose wrapped over lines onto a split date': `Grading: Quizzes 50%, Final 50%\n${repeated('The final exam of this course is scheduled by the Registrar for Monday July\n16. Quiz 1 is given on\n')}`,
  'month spans and two-digit years': `Grading: Quizzes 50%, Final 50%\n${repeated('Feb 15-March 8 Exam 1 (Jan 18-Feb 8 lectures) tentatively 02/24/27 2:45-4:45\n')}`,
  'weekdays beside dates and no year': `Grading: Quizzes 50%, Final 50%\n${repeated('Th 3/4 Quiz 1 Friday, July 27th Final\n')}`,
  'many terms named line by line': `Grading: Quizzes 50%, Final 50%\n${varied((i) => `Fall ${2000 + (i % 50)} final exam given on Oct ${1 + (i % 28)} and due on Nov ${1 + (i % 28)}\n`)}`,
  // Round 8 (set9): captioned bare figures, leaders with a product in the name, parts in a sentence.
  'captioned dotted lists': repeated('MARKS (Total 200 marks)\n   Quiz-I (best 6 of 8) ............ 20\n'),
  'parts made up of parentheses': repeated(
    'Lab report is worth 30% in total, made up of a form (5%, due x) and the report (25% ',
  ),
  // Round 8 (issue16-peeritems): paired modifiers sharing a noun, clause marks inside parentheses, open "each" shares,
  // points restated as a share of the grade.
  'paired modifiers in parentheses': repeated('written (5%) and oral (5%) reports, '),
  'clause marks inside parentheses': repeated('Memos (a; b, c. d) 5% '),
  'shares each with no count': repeated('Midterm exams 5% each\n'),
  'points and a share of the grade': repeated('Homework (10 Points; 5% of total grade)\n'),
  // A flattened table one cell per line under a scheme: every line is compared with every component title.
  'flattened cells under a scheme': `Grading: Quizzes 50%, Final 50%\n${repeated('Quiz\n10%\nOct 3\n')}`,
};

describe('adversarial outlines answer in bounded time', () => {
  for (const [name, text] of Object.entries(INPUTS)) {
    it(`${name} (${text.length} characters)`, () => {
      const started = performance.now();
      const items = parseSyllabus(text);
      const ms = performance.now() - started;
      expect(Array.isArray(items)).toBe(true);
      expect(ms).toBeLessThan(BOUND_MS);
    });
  }
});
