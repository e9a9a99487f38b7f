// (length-each-is-no-share-each) "two essays of about 8 pages each (70% of the grade)": an "each" that gives each
// work's length does not make the figure each work's share (lib/syllabus/scheme/shares.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('a length given for each work', () => {
  it('reads "two essays of about 8 pages each (70% of the grade)" as 70 for both', () => {
    const scheme = schemeOf(
      'Requirements\n\nYou will write two essays\nof about 8 pages each (70% of the grade), and sit a final\nexam (30% of the grade).',
    );
    expect(scheme[0]).toEqual(['Essays', 70]);
    expect(scheme.map(([, w]) => w)).toEqual([70, 30]);
  });

  it('still multiplies a share given for each ("two essays, each worth 35%")', () => {
    expect(schemeOf('Grading: two essays, each worth 35% of the grade, and a final exam worth 30%.')).toEqual([
      ['Essays', 70],
      ['Final exam', 30],
    ]);
  });
});
