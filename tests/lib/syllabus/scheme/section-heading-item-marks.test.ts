// Weights that head numbered sections far apart: "1. _Participation (40% of grade)_:". Invented example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const scheme = (src: string) => readSyllabus(src, { fallbackYear: 2027 }).scheme?.map((c) => c.weight) ?? [];
const filler = (n: number) =>
  Array.from({ length: n }, (_, k) => `Note ${k + 1} on this requirement, written out here.`).join('\n');

describe('numbered section headings that end with their weight and what it is of', () => {
  it('reads "N. Name (X% of grade):" headings past long explanations, a product "(20% x 2 = 40% of grade)" as its total', () => {
    const text = [
      'Course requirements and grading:',
      '',
      '  1. _"Participation" (40% of grade)_ :',
      filler(3),
      '',
      '  2. _"Case Analysis" (10% of grade)_ :',
      filler(3),
      '',
      '  3. _"Presentation" (10% of grade)_ :',
      filler(36),
      '',
      '  4. _"Examinations" (20% x 2 = 40% of grade)_ :',
      'The midterm and final examinations are in essay style.',
    ].join('\n');
    expect(scheme(text)).toEqual([40, 10, 10, 40]);
  });
});
