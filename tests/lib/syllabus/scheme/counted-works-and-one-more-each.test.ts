// "two take-home exams and one lab report, each worth 30%": the count names the first works only; the work
// coordinated after them shares the figure, one share of its own (counted-works-and-one-more-each,
// lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('counted works and one more, each with the figure', () => {
  it('reads "two … exams and one … report, each worth 30%" as the exams twice and the report once', () => {
    const text = [
      'You will complete two take-home exams and one lab report, each worth 30% of the grade.',
      'Participation earns the remaining 10% of the grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Take-home exams', 60, 2],
      ['Lab report', 30, null],
      ['Participation earns', 10, null],
    ]);
  });

  it('reads the works past an apposition naming the counted ones', () => {
    const text = [
      'There will be two tests, October and December, and a book review each worth 25% of',
      'the final grade. Attendance will count 25% of the final grade.',
    ].join('\n');
    expect(scheme(text).slice(0, 2)).toEqual([
      ['Tests', 50, 2],
      ['Book review', 25, null],
    ]);
  });

  it('leaves a second counted work to the count ("two essays and two exams each count 25%")', () => {
    const text = 'Grading: two essays and two exams will each count 25% of the grade.';
    expect(scheme(text).some((c) => c[0] === 'Exams' && c[1] === 25)).toBe(false);
  });
});
