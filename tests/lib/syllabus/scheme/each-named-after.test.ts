// (each-named-after) "20% for each examination, 20% for the research project": a per-item figure named after "for
// each" takes the count the rest of the scheme leaves room for (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a per-item share named after "for each"', () => {
  it('counts the work by what the other shares leave', () => {
    expect(
      schemeOf(
        'The grade is computed as follows: 20% for each examination (including the final), 20% for the project.',
      ),
    ).toEqual([
      ['Examination', 80],
      ['Project', 20],
    ]);
  });

  it('reads no share from a penalty for each day', () => {
    expect(schemeOf('Late papers lose 10% for each day late. Grading: paper 40%, final exam 60%.')).toEqual([
      ['Paper', 40],
      ['Final exam', 60],
    ]);
  });
});
