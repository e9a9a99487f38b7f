// Shares written as fractions inside a paragraph (lib/syllabus/clean/fractions.ts, rule inline-fraction-shares):
// rewritten as percentages where the paragraph's fractions make the whole and it speaks of grading, or where a
// fraction is said to be of the grade; penalties, parts of one work and paper sizes are left alone. Invented
// minimal examples.
import { describe, expect, it } from 'vitest';
import { inlineFractionShares } from '../../../../lib/syllabus/clean/fractions.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('inline fraction shares', () => {
  it('rewrites a paragraph of fractions that make the whole', () => {
    const text = 'Grading: the formula is 1/3 for the journal, 1/3 for\nthe midterm exam, and 1/3 for the final paper.';
    expect(inlineFractionShares(text)).toBe(
      'Grading: the formula is 33.33% for the journal, 33.33% for\nthe midterm exam, and 33.33% for the final paper.',
    );
  });

  it('rewrites a fraction said to be of the grade', () => {
    expect(inlineFractionShares('Lab reports (1/4 of the final grade)')).toBe('Lab reports (25% of the final grade)');
  });

  it('leaves penalties, parts of one work and paper sizes alone', () => {
    for (const text of [
      'Three absences lower your grade by 1/3 of a grade, six by 2/3.',
      'About 2/3 of the paper should be summary and 1/3 of the paper commentary; it counts.',
      'Type it on 8 1/2 x 11 paper, 1/2 page per answer; it counts for your grade.',
      'Week 1/3: introduction. Week 2/3: sources.',
    ])
      expect(inlineFractionShares(text)).toBe(text);
  });

  it('lets the reader read the scheme', () => {
    const text =
      'Evaluation: the formula is 1/3 for participation, 1/3 for the\nmidterm exam, and 1/3 for the final paper.';
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => Math.round(c.weight))).toEqual([33, 33, 33]);
  });
});
