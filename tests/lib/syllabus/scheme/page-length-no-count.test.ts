// (page-length-no-count) "two 5-7 page essays (20% each)": a page length between a count and its noun is no count
// of its own (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a page length after a count', () => {
  it('counts "two 5-7 page critical essays (20% each)" as two essays, not seven', () => {
    expect(schemeOf('Grading: two 5-7 page critical essays (20% each), and a final exam (60%).')).toEqual([
      ['5-7 page critical essays', 40],
      ['Final exam', 60],
    ]);
  });

  it('counts "four 2 page papers worth 10% each" as four', () => {
    expect(schemeOf('Grading: four 2 page papers worth 10% each; a final exam worth 60%.')).toEqual([
      ['2 page papers', 40],
      ['Final exam', 60],
    ]);
  });
});
