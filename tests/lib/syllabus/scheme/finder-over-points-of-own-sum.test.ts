// Rule finder-over-points-of-own-sum (lib/syllabus/scheme/choose.ts): points the layout reader normalised to their
// own sum yield to the finder's run (on three lines or more) when it reads more rows, or percentages that make the
// whole. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const steps = [
  '**Lab Notebook Project**  ',
  '**     Proposal (10 points) due 2/3**  ',
  '**     Preliminary list of sources (15 points) due 2/17**  ',
  '**     Rough draft (25 points) due 3/2**  ',
  '**     Final version due 3/30**',
  '',
  '**Write the notebook for a reader outside the field; keep every entry dated.**',
  '',
];

describe('the finder over points normalised to their own sum', () => {
  it('answers every row of a points list when the layout reader left one out (a second figure on its row)', () => {
    const text = [
      'GRADES:',
      '',
      '  * 200 points reading log (4 one-page entries)',
      '  * 50 points site visit (one-page note)',
      '  * 50 points map sketch (one-page note)',
      '  * 150 points midterm exam',
      '  * 200 points final exam (You must pass the final exam with a grade of 120 points or better to receive a passing grade in this course.)',
      '  * 300 points class conversation (may include surprise quizzes and group work)',
      '  * 50 points special display (two-page note)',
      '  * Total of 1,000 points (plus possible extra credit)',
    ].join('\n');
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.weight])).toEqual([
      ['Reading log', 20],
      ['Site visit', 5],
      ['Map sketch', 5],
      ['Midterm exam', 15],
      ['Final exam', 20],
      ['Class conversation', 30],
      ['Special display', 5],
    ]);
  });

  it('answers the percentages that make the whole, not the parts of one project normalised to 100', () => {
    const text = [
      'Biology 140, Spring 2026',
      '',
      ...steps,
      // The layout reader leaves this list (numbered rows, a footnote mark after a name); the finder reads it.
      '**     Grading:**  ',
      '**Report #1 = 10%**  ',
      '**Report #2 = 15%**  ',
      '**Report #3 = 15%**  ',
      '**Report #4 = 30%**  ',
      '**Salon Nights = 15%**  ',
      '**Lab Citizenship* = 15%**  ',
      '**     *weekly lab sheets and bench checks**',
    ].join('\n');
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.weight])).toEqual([
      ['Report 1', 10],
      ['Report 2', 15],
      ['Report 3', 15],
      ['Report 4', 30],
      ['Salon Nights', 15],
      ['Lab Citizenship', 15],
    ]);
  });
});
