// "A final examination will be given and will weigh 40%", "Reviews should be two pages long and will count as
// 30%": a label that runs on past the modal verb of its sentence is named by the subject before that verb
// (lib/syllabus/scheme/shares.ts, rule subject-before-its-modal). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('the subject before its modal names the share', () => {
  it('names shares whose label runs past "will" or "should" by the subject', () => {
    const text = [
      'Grading',
      '',
      'Weekly reviews should be two pages long and will count as 30% of the grade.',
      'The midterm exam is worth 30% of the grade. A final examination will be given and will weigh 40%.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Weekly reviews', 30],
      ['Midterm exam', 30],
      ['Final examination', 40],
    ]);
  });
});
