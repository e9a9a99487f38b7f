// (hour-long-sitting-is-work, NOT_A_SHARE in lib/syllabus/scheme/shares.ts) "a two-hour written exam … 40% of the grade":
// the hours of a sitting's length are no statistic ("3 hours a week" is); a hyphenated length before the work leaves
// the share standing. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (lines: string[]) => findShares(lines)?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a sitting of some hours', () => {
  it('is still graded work', () => {
    const found = scheme([
      'Grading: there are two two-hour written exams, given on Monday evenings, that constitute 40% of the',
      'grade. The remaining 60% of the grade is based on the studio portfolio.',
    ]);
    expect(found.map((c) => c[1])).toEqual([40, 60]);
    expect(String(found[0]![0])).toMatch(/exams/i);
  });
});
