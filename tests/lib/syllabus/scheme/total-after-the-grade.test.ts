// "Each lab is worth 15% of the final grade (30% together)", "Each test will be worth 20% of your grade for a total
// of approximately 40%": the total after what the per-item figure is a share of counts the items and is the share
// (total-after-the-grade, lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) =>
  findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight, c.count ?? null]) ?? [];

describe('a per-item share of the grade with its total after it', () => {
  it('reads a total in a parenthesis that says so', () => {
    const text = [
      'Students will write up two field labs. Each of these labs is worth 15% of the final grade (30%',
      'together). The term project will be worth 50% of the final grade. Class participation is worth 20%',
      'of the final grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Field labs', 30, 2],
      ['Term project', 50, null],
      ['Class participation', 20, null],
    ]);
  });

  it('reads "… of your grade for a total of approximately 40%"', () => {
    const text = [
      'Each test will be worth 20% of your grade for a total of approximately 40%.',
      'The portfolio will be worth 60% of your grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Test', 40, 2],
      ['Portfolio', 60, null],
    ]);
  });

  it('reads no total from a parenthesis that is no total ("(30% late)")', () => {
    const text = 'Each lab is worth 15% of the final grade (30% late). The project is worth 60% of the final grade.';
    expect(scheme(text).some((c) => c[2] === 2)).toBe(false);
  });
});
