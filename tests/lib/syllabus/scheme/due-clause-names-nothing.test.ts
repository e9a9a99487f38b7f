// "a 20-page research paper, due on the last day of classes (worth 40%)": the due clause names nothing. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const titles = (src: string) => findShares(src.split('\n'))?.components.map((c) => c.title) ?? [];

describe('a clause that only dates the work', () => {
  it('names the share by the work before the comma, not by its due date', () => {
    const text =
      'Requirements: a midterm (worth 30%) in week 6; and a 20-page research paper, due no later than the last day of classes (worth 70%).';
    expect(titles(text)).toEqual(['Midterm', '20-page research paper']);
  });
});
