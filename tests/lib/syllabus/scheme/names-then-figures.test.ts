// A table pasted column by column: names one per line, then their figures in the same order.
// Invented minimal examples of the one rule.
import { describe, expect, it } from 'vitest';
import { namesThenFigures } from '../../../../lib/syllabus/scheme/names-then-figures.js';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

describe('names then figures', () => {
  const lines = ['Grading', 'Homework', 'Midterm', 'Final exam', 'Participation', '', '40%', '20%', '30%', '10%'];
  const filled = lines.flatMap((l, i) => (l ? [i] : []));
  const isFigure = (n: number) => /^\d+%$/.test(lines[n]!);
  const nameScore = (n: number) => (lines[n] === 'Grading' ? 0.45 : isFigure(n) ? 0 : 1);

  it('pairs the k-th figure with the k-th name', () => {
    expect(namesThenFigures(filled, isFigure, nameScore)).toEqual([
      { nameLine: 1, figureLine: 6 },
      { nameLine: 2, figureLine: 7 },
      { nameLine: 3, figureLine: 8 },
      { nameLine: 4, figureLine: 9 },
    ]);
  });

  it('pairs nothing when a further name above leaves the alignment in doubt, or the figures are fewer than three', () => {
    expect(namesThenFigures(filled, isFigure, () => 1)).toEqual([]);
    const two = ['Homework', 'Final', '60%', '40%'];
    expect(
      namesThenFigures(
        [0, 1, 2, 3],
        (n) => /%$/.test(two[n]!),
        () => 1,
      ),
    ).toEqual([]);
  });

  it('gives the constraint finder the scheme', () => {
    expect(findShares(lines)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Homework', 40],
      ['Midterm', 20],
      ['Final exam', 30],
      ['Participation', 10],
    ]);
  });
  it('reads a table quoted in an email, whose cells are parted by a line of quotation marks alone', () => {
    const quoted = [
      'Your grade:',
      '>>>> > Homework',
      '>  Midterm',
      '>  Final exam |',
      '',
      '>>>>>',
      '',
      '>>>>> 30%',
      '>  30%',
      '>  40% |',
    ];
    expect(findShares(quoted)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Homework', 30],
      ['Midterm', 30],
      ['Final exam', 40],
    ]);
  });
});
