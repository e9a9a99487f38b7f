// "The essay will count for the remaining 20%": "the remaining" is no word of the name. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const titles = (src: string) => findShares(src.split('\n'))?.components.map((c) => c.title) ?? [];

describe('the remaining share between a name and its figure', () => {
  it('names "the lab report will count for the remaining 40%" by the lab report', () => {
    const text =
      'Grading\nThe midterm exam is worth 60% of your grade, and the lab report will count for the remaining 40%.';
    expect(titles(text)).toContain('Lab report');
  });
});
