// "The final 25% of the grade will consist of …": a share placed last is named by the work after its verb. Invented example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a remaining share named after its verb', () => {
  it('names "the final N% … will consist of X" by X, not as a final exam', () => {
    const text = [
      'Requirements',
      '',
      'The first exam is worth 25% of the course grade, and the final exam is worth 30%.',
      '',
      'Lab reports are worth 20% of the course grade.',
      '',
      'The final 25% of the grade will consist of weekly reading responses.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['First exam', 25],
      ['Final exam', 30],
      ['Lab reports', 20],
      ['Weekly reading responses', 25],
    ]);
  });
});
