// "The requirements are two exams and a term paper. Each will count 30%": "Each" alone as the subject counts the
// works the sentence before names, one share each. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('each as the subject of a sentence after one naming the works', () => {
  it('reads "two take-home essays and a final report. Each will count 25%" as two components', () => {
    const text = [
      'The work of the term consists of two take-home essays and a',
      'final report due in the last week. Each will count 25%. Lab',
      'attendance makes up the other 25% of the grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Take-home essays', 50],
      ['Final report', 25],
      ['Lab attendance', 25],
    ]);
  });
});
