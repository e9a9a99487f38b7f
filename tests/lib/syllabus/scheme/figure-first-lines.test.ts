// A scheme written as lines that open with their weight. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { figureFirstLines } from '../../../../lib/syllabus/scheme/figure-first-lines.js';

const names = (raw: string[]) => figureFirstLines(raw, () => true).map((r) => [r.name, r.value]);

describe('figure-first lines', () => {
  it('names each figure by the words after it, up to the first clause mark', () => {
    expect(
      names([
        '10% Lab notebook',
        '30 % for the group poster (see below)',
        'with its details wrapped',
        '2.  25%   3 quizzes',
        '35%, essay: a family history',
      ]),
    ).toEqual([
      ['Lab notebook', 10],
      ['the group poster', 30],
      ['3 quizzes', 25],
      ['essay', 35],
    ]);
  });

  it('reads no list of fewer than three, nor a figure of a phrase or a letter grade', () => {
    expect(names(['10% Lab notebook', '90% Final exam'])).toEqual([]);
    expect(names(['30% of your final grade', '30% of your final grade', '40% of your final grade'])).toEqual([]);
    expect(names(['90% A', '80% B', '70% C'])).toEqual([]);
  });

  it('lets a list whose lines carry their own breakdowns add up', () => {
    const text = [
      'Grading',
      '',
      'The course requirements have the following weights:',
      '',
      '5% Lab notebook',
      '35% Essays (10% for first and second; 15% for third)',
      '15% Midterm exam',
      '20% Discussion section',
      '25% Final exam',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
  });
});
