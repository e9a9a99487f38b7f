// One name weighed by a list of its members' figures. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { memberFigures } from '../../../../lib/syllabus/scheme/member-figures.js';

const weights = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).reduce((sum, i) => sum + i.weight, 0);

describe('member figures', () => {
  it('reads a list of figures after one name as the one figure it makes', () => {
    expect(
      memberFigures([
        'Short essays: 5% 5% 10% 10%',
        'Two quizzes (10%, 15%)',
        'Lab reports: 10% and 10%',
        'Projects | 20% + 20% = 40%',
        'the tests count for 20% (test #1), 20% (test #2) and 10% (test #3) of the grade',
      ]),
    ).toEqual([
      'Short essays: 30%',
      'Two quizzes (25%)',
      'Lab reports: 20%',
      'Projects | 40%',
      'the tests count for 50% of the grade',
    ]);
  });

  it('drops a list that breaks down a figure of its own line, and leaves look-alikes alone', () => {
    expect(
      memberFigures([
        '30% reading notes (10% and 20%)',
        'Exams 40% 30%',
        'Homework counts 20% and 30% goes to the final',
        '90%, 80%, 70%',
        'A 93% 90% 87%',
      ]),
    ).toEqual([
      '30% reading notes ()',
      'Exams 40% 30%',
      'Homework counts 20% and 30% goes to the final',
      '90%, 80%, 70%',
      'A 93% 90% 87%',
    ]);
  });

  it('lets the scheme add up where each member has its own figure', () => {
    const text = [
      'Grading',
      '',
      '1. Reading notes: 10% 10% 10%',
      '2. Midterm exam: 30%',
      '3. Final paper: 40%',
      '',
    ].join('\n');
    expect(weights(text)).toBe(100);
  });
});
