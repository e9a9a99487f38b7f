// "Each review will be worth 25 points, for a total of 100 points", "Quizzes - 25 points each for a total of 75
// points": the total right after a per-item figure is the share, and counts the items (each-with-its-total,
// lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('a per-item figure with its total after it', () => {
  it('reads "each review … 25 points, for a total of 100 points" as four reviews of 100 points', () => {
    const text = [
      'Grading:',
      'Reviews: each review will be worth 25 points, for a total of 100 points.',
      'Final exam: 100 points.',
      'Total: 200 points.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Review', 50, 4],
      ['Final exam', 50, null],
    ]);
  });

  it('reads "25 points each for a total of 75 points" with no count before it', () => {
    const text = [
      'Grading:',
      'Quizzes - 25 points each for a total of 75 points',
      'Final exam: 125 points.',
      'Total: 200 points.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Quizzes', 37.5, 3],
      ['Final exam', 62.5, null],
    ]);
  });

  it('counts nothing from a total of another unit or not a multiple', () => {
    const text = [
      'Grading:',
      'Quizzes - 25 points each for a total of 70 points',
      'Final exam: 130 points.',
      'Total: 200 points.',
    ].join('\n');
    expect(scheme(text).map((c) => c[0])).not.toContain('Quizzes');
  });
});
