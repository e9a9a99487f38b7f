// (hour-long-sitting-is-work, NOT_A_SHARE in lib/syllabus/scheme/shares.ts) "a two-hour written exam … 40% of the grade":
// the hours of a sitting's length are no statistic ("3 hours a week" is); a hyphenated length before the work leaves
// the share standing. (digit-fraction-of-grade, lib/syllabus/scheme/spelled.ts) "(1/4 of the final grade)": a
// fraction in digits of the grade is its share, as one in words is. Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';
import { spelledShares } from '../../../../lib/syllabus/scheme/spelled.js';

const scheme = (lines: string[]) => findShares(lines)?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a sitting of some hours', () => {
  it('is still graded work', () => {
    const found = scheme([
      'Grading: there are two two-hour written exams, given on Monday evenings, that constitute 40% of the',
      'grade. The remaining 60% of the grade is based on the studio portfolio.',
    ]);
    expect(found.map((c) => c[1])).toEqual([40, 60]);
    expect(String(found[0]![0])).toMatch(/exams/i);
  });
});

describe('a fraction in digits of the grade', () => {
  it('is read as its percentage', () => {
    expect(spelledShares(['A midterm (1/4 of the final grade) and an essay (3/4 of final grade).'])).toEqual([
      'A midterm (25% of the final grade) and an essay (75% of final grade).',
    ]);
  });

  it('leaves dates and larger fractions alone', () => {
    const lines = ['Due 11/12 of the term', 'Quiz on 2/3/2029 of the grade book', 'Read pages 1/2 of chapter 3'];
    expect(spelledShares(lines)).toEqual(lines);
  });
});
