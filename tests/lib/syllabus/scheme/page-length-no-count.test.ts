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

  it('reads no count in a length "4 to 5-page" before an each-share', () => {
    const scheme = schemeOf(
      'Grading: a final exam worth 40%. Three papers: the first is a short paper worth 12%; the second and third are 4 to 5-page papers, each worth 24%.',
    );
    // Not four papers of 24% (96%): the shares add to the whole only with two.
    expect(scheme.map(([, w]) => w).reduce((a, b) => Number(a) + Number(b), 0)).toBe(100);
    expect(scheme.some(([, w]) => w === 96)).toBe(false);
  });
});
