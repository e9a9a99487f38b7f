// "… will all count toward your lab report grade, which is worth 25%": a relative "which" names nothing; the few
// words before its comma name the work. Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a share after a relative "which"', () => {
  it('is named by the words before the comma', () => {
    const text = [
      'Bench work, field notes and data sheets will all be graded as part of your',
      'lab report grade, which is worth 25% of the course grade.',
      'The midterm exam counts 35% and the final exam counts 40%.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Lab report grade', 25],
      ['Midterm exam', 35],
      ['Final exam', 40],
    ]);
  });
  it('passes over one clause set off by commas before "which"', () => {
    const text = [
      'The midterm exam counts 35% and the final exam counts 40%. There will also be a field report,',
      'handed out in week 4 and due ten days later, which will be worth 25% of the grade.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 35],
      ['Final exam', 40],
      ['Field report', 25],
    ]);
  });
});
