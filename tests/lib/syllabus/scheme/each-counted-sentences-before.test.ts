// "There will be three exams, on March 2, April 6 and May 4. Each exam is worth 100 points.": a per-item figure
// whose subject is "Each <work>" takes its count from an earlier sentence of its paragraph that counts that work
// (each-counted-sentences-before, lib/syllabus/scheme/counted-earlier.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('a per-item points figure counted in an earlier sentence', () => {
  it('reads "three exams … Each exam is worth 100 points" as three exams of 300 points', () => {
    const text = [
      'Grading',
      '',
      'There will be three midterm exams, given on March 2, April 6 and May 4. Each exam is worth',
      '100 points. A research paper worth 100 points is due at the end of term. Your grade is the',
      'share of the 400 points you earn.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exams', 75, 3],
      ['Research paper', 25, null],
    ]);
  });

  it('counts nothing when the earlier sentence adds another of the same work', () => {
    const text = [
      'Grading',
      '',
      'There will be two midterm exams, in March and in April, and a final exam in the last week of May.',
      'Each exam is worth 100 points. A research paper worth 100 points is due at the end of term. Your',
      'grade is the share of the 400 points you earn.',
    ].join('\n');
    expect(scheme(text).map((c) => c[2])).not.toContain(2);
  });
});
