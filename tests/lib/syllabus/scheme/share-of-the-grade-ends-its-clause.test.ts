// "Quizzes are worth 20% of the class grade - students will take five quizzes": the words after the
// clause break qualify nothing of the figure. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a share of the grade ends its clause', () => {
  it('keeps a share whose next clause, after a dash, talks of students', () => {
    const text = [
      'Grading',
      '',
      'The midterm is worth 30% of the course grade, and the final exam is worth 40%.',
      '',
      'Quizzes are worth 30% of the grade - students will take six quizzes over the term.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm', 30],
      ['Final exam', 40],
      ['Quizzes', 30],
    ]);
  });
});
