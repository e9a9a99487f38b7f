// "The grade will be 60% for the final and 40% for the research project": each figure is named by the work it is
// given for, after it; the words before the second name the first (rule for-after-figures). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const read = (src: string) => findShares(src.split('\n'))?.components.map((c) => `${c.title} ${c.weight}`) ?? [];

describe('figures given "for" the work after them', () => {
  it('name each share by the work after its figure', () => {
    const text = 'There is a midterm and an essay. The course grade will be 45% for the midterm and 55% for the essay.';
    expect(read(text)).toEqual(['Midterm 45', 'Essay 55']);
  });
  it('also with "on"', () => {
    const text = 'Your mark is based 70% on the written exam and 30% on the lab reports.';
    expect(read(text)).toEqual(['Written exam 70', 'Lab reports 30']);
  });
});

describe('a name after "on" broken over a line', () => {
  it('goes on to the next line', () => {
    const text = [
      'Roughly 30 percent of your grade will be on class discussion, 50',
      'percent on your weekly reporting assignments and 20 percent on your final',
      'project. Discussion counts for a lot.',
    ].join('\n');
    expect(read(text)).toEqual(['Class discussion 30', 'Weekly reporting assignments 50', 'Final project 20']);
  });
});
