// "two midterms (100 points each) and a final exam (200 points)": the "each" that closes the previous figure's
// parenthesis is that figure's, no part of the next share's name (each-closes-the-figure-before,
// lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('each closes the figure before it', () => {
  it('names the share after "(100 points each) and a" by its own words', () => {
    const text = [
      'Grading: there will be two midterm exams (100 pts. each) and a final exam',
      '(200 points). Homework is worth 100 points. Total: 500 points.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exams', 40],
      ['Final exam', 40],
      ['Homework', 20],
    ]);
  });

  it('does the same in percent', () => {
    const text = 'Grading: three quizzes (10% each) and a term paper (70%).';
    expect(scheme(text)).toEqual([
      ['Quizzes', 30],
      ['Term paper', 70],
    ]);
  });
});
