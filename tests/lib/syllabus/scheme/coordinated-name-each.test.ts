// "Midterm and final exams = 25% each": a pair of works named before one noun, the whole name of a per-item
// figure, is two components with that figure each. Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a pair named before one noun is two components with the figure each', () => {
  it('reads "mid-term and final exams = 25% each" (the word "each" wrapped) as two components', () => {
    const text = [
      'Grading: Lab reports = 20%; Problem sets = 30%; mid-term and final exams = 25%',
      'each, towards your course grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Lab reports', 20],
      ['Problem sets', 30],
      ['Mid-term', 25],
      ['Final exams', 25],
    ]);
  });

  it('leaves the pair to the total when a total follows ("10% each for a total of 30%")', () => {
    const text = [
      'Attendance: 10%',
      'Tests: 60%',
      'Journals and oral reports: 10% each for a total of 30% of your grade',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Attendance', 10],
      ['Tests', 60],
      ['Journals and oral reports', 30],
    ]);
  });
});
