// "A final exam to be held Wed., May 12 (worth about 40% of the grade)", "a short essay on the readings, due in class
// on Thursday, March 4 (20% of the grade)": the date right before a figure names no work; the graded work named last
// before the word that dates it does (lib/syllabus/scheme/shares.ts, rule date-names-nothing). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a date names nothing', () => {
  it('names a share dated right before its figure by the work the date is for', () => {
    const text = [
      'Requirements',
      '',
      'A midterm exam to be held in class on Feb. 9 (worth about 30% of the grade). It',
      'will cover the first half. A short essay on the readings, focusing on the role of',
      'the press, due in class on Thursday, March 4 (20% of the grade). A final exam to be',
      'held at 9 a.m. Wed., May 12 (worth about 40% of the grade). Participation in',
      'discussion section (worth about 10% of the grade).',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 30],
      ['Short essay', 20],
      ['Final exam', 40],
      ['Participation in discussion section', 10],
    ]);
  });
});
