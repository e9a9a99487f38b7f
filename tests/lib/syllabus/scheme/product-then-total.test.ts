// "Homework - 4 x 10 - 40 points": a count times each item's figure, then the total; the total is a share
// (not the end of a range "10 - 40") and the count is the component's (lib/syllabus/scheme/shares.ts).
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('a product, then the total it makes', () => {
  it('reads each line of a points scheme written as count x figure - total', () => {
    const text = [
      '### Evaluation and Grading',
      '',
      'Paper Models - 2 x 10 - 20 points',
      'Homework - 4 x 10 - 40 points',
      'Exam I - 40 points',
      '',
      ' Total : 100 points',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight)])).toEqual([
      ['Paper Models', 20],
      ['Homework', 40],
      ['Exam I', 40],
    ]);
  });
});
