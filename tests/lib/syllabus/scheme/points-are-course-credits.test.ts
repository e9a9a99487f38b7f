// Rule points-are-course-credits: a department's list of courses with their credit points is no scheme, though
// its points add to a whole and "points" reads as grading; the same list naming graded work is. Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { courseCatalogue } from '../../../../lib/syllabus/scheme/course-credits.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';

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

describe('one course code repeated', () => {
  // The rule alone (the learned lines may read the same run again once it is dropped).
  const lines = [
    'Grading',
    '',
    '  * PHL210-A1 Discussion board 20%',
    '  * PHL210-A1 Exams 60%',
    '  * PHL210-A1 Written project 20%',
  ];
  const run: Component[] = [2, 3, 4].map((line) => ({
    title: 'x',
    kind: 'other',
    weight: 20,
    count: null,
    line,
    rest: '',
  }));
  it('is no catalogue: the course’s own code on every line', () => {
    expect(courseCatalogue(run, lines)).toBe(false);
  });

  it('a code of its own on each line is', () => {
    const codes = lines.map((l, i) => l.replace('PHL210', `PHL2${i}0`));
    expect(courseCatalogue(run, codes)).toBe(true);
  });
});
