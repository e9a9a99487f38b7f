// "Another 20% of your grade will be based on X", "10% of your grade will be based on X": a share that opens its
// sentence names no work before it; the work is named after the verb. Invented example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a share opening its sentence, named after its verb', () => {
  it('names "Another N% … will be based on X" and ". N% … will be based on X" by X', () => {
    const text = [
      'Grading',
      '',
      'The midterm exam is worth 30% of the course grade, and the final exam is worth 40%.',
      '',
      'Another 20% of your grade will be based on weekly reading responses. 10% of your grade will be based on class participation.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 30],
      ['Final exam', 40],
      ['Weekly reading responses', 20],
      ['Class participation', 10],
    ]);
  });
});
