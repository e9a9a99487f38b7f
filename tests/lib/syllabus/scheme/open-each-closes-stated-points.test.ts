// "Each test will be worth 100 points" with no count anywhere, beside "Report 100 points", "Final exam 200 points"
// and "1000 points possible": the count of the per-item figure is the one that closes the total the page states
// (open-each-closes-stated-points, lib/syllabus/scheme/shares.ts bestRun). "It is possible to gain 350 points" is
// that whole, no share (possible-to-gain-is-the-whole). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('a per-item points figure closed by the stated total', () => {
  it('counts the tests that make the 500 points the page states', () => {
    const text = [
      'Grading',
      '',
      'Each test is worth 100 points and covers the chapters since the last one.',
      'The term paper is worth 100 points.',
      'Your grade is based on 500 points.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Test', 80, 4],
      ['Term paper', 20, null],
    ]);
  });

  it('reads "it is possible to gain 350 points" as the whole, not a share, and prefers it to a round part', () => {
    const text = [
      'Exams',
      '',
      'Each exam will be worth 100 points and will consist of two parts.',
      '',
      'There will be ten quizzes, on unannounced Fridays. Each quiz will be worth 10 points.',
      '',
      'The book review, to be assigned later, will be worth 50 points.',
      '',
      'It is possible to gain 350 points during the semester.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Exam', 57.1429, 2],
      ['Quizzes', 28.5714, 10],
      ['The book review', 14.2857, null],
    ]);
  });

  it('reads no share in "it is possible to gain 350 points"', () => {
    const text = [
      'Grading',
      '',
      'There will be ten quizzes of 10 points, 100 points in all.',
      'The writing assignment, to be assigned later, will be worth 50 points.',
      'It is possible to gain 350 points during the semester.',
    ].join('\n');
    expect(scheme(text).map((c) => c[0])).not.toContain('It is possible to gain');
  });

  it('counts nothing to close a small total', () => {
    const text = [
      'Grading',
      '',
      'Each answer counting 2 points; the essay counting 10 points, for a total of 20 points.',
    ].join('\n');
    expect(scheme(text).map((c) => c[2])).not.toContain(5);
  });
});
