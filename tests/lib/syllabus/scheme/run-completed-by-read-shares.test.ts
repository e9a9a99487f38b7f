// (run-completed-by-read-shares) A list that does not add up, chosen for want of another scheme, is completed by
// the share stated in the prose just after it when that share is exactly what the list lacks. Every outline
// here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const OUTLINE = (after: string) => `GEOG 245, Fall 2027

Requirements:
  Field notebook (30%)
  Map portfolio (35%)
  Final exam (20%)

The notebook is kept weekly and collected twice. ${after} Late work loses a grade a day.
`;

describe('a partial run completed by a share read near it', () => {
  it('adds the share stated in the paragraph after the list when it makes exactly the whole', () => {
    expect(weights(OUTLINE('**Lab participation (15%)** is expected of everyone.'))).toEqual([
      ['Field notebook', 30],
      ['Map portfolio', 35],
      ['Final exam', 20],
      ['Lab participation', 15],
    ]);
  });

  it('adds nothing when the share near the list does not make the whole', () => {
    expect(weights(OUTLINE('**Lab participation (10%)** is expected of everyone.'))).toEqual([
      ['Field notebook', 30],
      ['Map portfolio', 35],
      ['Final exam', 20],
    ]);
  });
});
