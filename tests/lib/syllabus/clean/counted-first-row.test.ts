// A list whose first row gives its unit as a count times a per-member figure ("Quizzes will each count 4 x
// 10%"), the rows below bare figures: the first row weighs the product. Invented examples.
import { describe, expect, it } from 'vitest';
import { firstRowUnit } from '../../../../lib/syllabus/clean/first-row-unit.js';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a first row counted times its figure', () => {
  const text = [
    'Quizzes will each count  4 x 10%  ',
    'Lab reports   30',
    '',
    'Term paper              20  ',
    'Seminar discussion   10  ',
  ].join('\n');

  it('writes the unit after the bare figures when the product makes the whole', () => {
    const out = firstRowUnit(text).split('\n');
    expect(out[1]).toBe('Lab reports   30%');
    expect(out[3]).toBe('Term paper              20%  ');
  });

  it('reads the count-times-figure share as the product, counted (count-times-figure)', () => {
    expect(scheme(firstRowUnit(text))).toEqual([
      ['Quizzes', 40],
      ['Lab reports', 30],
      ['Term paper', 20],
      ['Seminar discussion', 10],
    ]);
  });

  it('leaves a list alone when the first row is not counted and the figures do not make the whole', () => {
    const plain = text.replace('4 x 10%', '10%');
    expect(firstRowUnit(plain)).toBe(plain);
  });

  it('does not count a product that restates the share before it ("30% (6 x 5% each)")', () => {
    const shares = findShares(['Weekly quizzes 30% (6 x 5% each)', 'Midterm 30%', 'Final exam 40%'])?.components;
    expect(shares?.map((c) => [c.title, c.weight])).toEqual([
      ['Weekly quizzes', 30],
      ['Midterm', 30],
      ['Final exam', 40],
    ]);
  });
});
