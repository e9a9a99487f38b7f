// "a. The outline will be worth up to 10 points.": "up to" between a name and its figure only bounds the figure; it
// is no word of the name (up-to-in-trail, TRAIL in lib/syllabus/scheme/shares.ts). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('"worth up to" before a figure', () => {
  it('names each part by the words before the verb', () => {
    const text = [
      'Grading',
      '',
      'a. The proposal will be worth up to 10 points.',
      'b. The outline will be worth up to 20 points.',
      'c. The final draft will be worth up to 70 points.',
      'Your grade is out of 100 points.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Proposal', 10, null],
      ['Outline', 20, null],
      ['Final draft', 70, null],
    ]);
  });
});
