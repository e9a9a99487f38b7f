// Rule points-are-course-credits: a department's list of courses with their credit points is no scheme, though
// its points add to a whole and "points" reads as grading; the same list naming graded work is. Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) => (readSyllabus(text, { fallbackYear: 2026 }).scheme ?? []).map((c) => c.weight);

const catalogue = [
  'Courses offered, Spring term',
  '',
  '  * **Introduction to Philosophy**. K40.0010.  4 points.',
  '    * Open to all first-year students.',
  '  * **Logic and Argument**. K40.0020. Identical to K33.0020.  4 points.',
  '    * See description under Mathematics.',
  '  * **Ethics in the Ancient World**. K40.0105.  Moreau. 4 points.',
  '  * **Philosophy of Mind**. K40.0210.  4 points.',
  '  * **Senior Colloquium**. K40.0990.  2 points.',
].join('\n');

describe('points that are course credits', () => {
  it('reads no scheme from a list of courses with their points', () => {
    expect(schemeOf(catalogue)).toEqual([]);
  });

  it('still reads a points list of graded work', () => {
    const graded = [
      'Grading',
      '',
      '  * **Midterm exam**.  40 points.',
      '  * **Final exam**.  40 points.',
      '  * **Weekly quizzes**.  20 points.',
    ].join('\n');
    expect(schemeOf(graded)).toEqual([40, 40, 20]);
  });
});
