// "10% of the grade will be based on my evaluation of the\nstudents' participation in the seminar", "… on the quality
// of the weekly responses": a share that opens its sentence is named by the work judged, not by the judgement, and a
// name cut by a line break after an article or a preposition goes on to the next line (lib/syllabus/scheme/shares.ts,
// rules remaining-share-name-dangles and judged-work-names-the-work). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('judged work names the work', () => {
  it('names a share by the work the judgement is of, over a line break', () => {
    const text = [
      'Grading',
      '',
      'The midterm exam is worth 40% of the course grade and the final exam is worth 40%.',
      '',
      '10% of the grade will be based on my evaluation of the',
      "students' participation in the seminar.",
      '',
      '10% of the grade will be based on the quality of the weekly responses.',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Midterm exam', 40],
      ['Final exam', 40],
      ['Participation in the seminar', 10],
      ['Weekly responses', 10],
    ]);
  });
});
