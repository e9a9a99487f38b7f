// "1 Midterm (not this term) 0%": a row weighted nothing is no component. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a share of nothing', () => {
  it('leaves a row weighted 0% out of the scheme', () => {
    const text = [
      'Grading',
      '',
      '3 quizzes | 30%',
      '---|---',
      '1 Midterm (not offered this term) | 0%',
      '1 Final | 50%',
      'Homework | 20%',
    ].join('\n');
    expect(scheme(text).map(([, w]) => w)).toEqual([30, 50, 20]);
  });
});
