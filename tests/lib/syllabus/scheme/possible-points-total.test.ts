// "There are 310 possible points": the figure before "possible points" is a total the page states, as "310
// points possible" is (possible-points-total, statedTotals in lib/syllabus/scheme/shares.ts). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a total stated before "possible points"', () => {
  it('makes the whole of a points list that adds up to it', () => {
    const text = [
      'Grading:',
      'Midterm exam: 100 points',
      'Final exam: 150 points',
      'Paper: 60 points',
      'There are 310 possible points in this course.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 32.2581],
      ['Final exam', 48.3871],
      ['Paper', 19.3548],
    ]);
  });

  it('makes no whole of a list that adds up to something else', () => {
    const text = [
      'Grading:',
      'Midterm exam: 100 points',
      'Final exam: 150 points',
      'Paper: 60 points',
      'There are 320 possible points in this course.',
    ].join('\n');
    expect(scheme(text)).toEqual([]);
  });
});
