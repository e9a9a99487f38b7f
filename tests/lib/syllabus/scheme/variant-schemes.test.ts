// Two schemes one after the other, the second restating every component of the first: the first is read.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';
import { restatesEarlierScheme } from '../../../../lib/syllabus/scheme/variant-schemes.js';

describe('variant schemes', () => {
  it('reads the first of two schemes when the second restates every component of it', () => {
    const lines = [
      'Grading',
      '1 credit:',
      '40% participation',
      '60% homework',
      '3 credits:',
      '20% participation',
      '30% homework',
      '50% project',
    ];
    expect(findShares(lines)?.components.map((c) => [c.title, c.weight])).toEqual([
      ['Participation', 40],
      ['Homework', 60],
    ]);
  });

  it('lets a later scheme win that does not restate every name (a summary, then its detail)', () => {
    const first = [
      { title: 'Exams', line: 2, stream: 1 },
      { title: 'Paper', line: 3, stream: 1 },
    ];
    const detail = [
      { title: 'Exam 1', line: 5, stream: 2 },
      { title: 'Exam 2', line: 6, stream: 2 },
      { title: 'Paper', line: 7, stream: 2 },
    ];
    expect(restatesEarlierScheme(first, detail, 6)).toBe(false);
    expect(restatesEarlierScheme(first, [...detail, { title: 'Exams', line: 8, stream: 2 }], 6)).toBe(true);
  });
});
