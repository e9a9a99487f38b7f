// A table whose first row became its Markdown header ("Midterm exam | 25%" over "---|---"). Invented outlines.
import { describe, expect, it } from 'vitest';
import { extractScheme } from '../../../../lib/syllabus/scheme/layout.js';
import { weightedHeaderRow } from '../../../../lib/syllabus/scheme/weighted-header-row.js';
import { segment } from '../../../../lib/syllabus/segment/lines.js';

const read = (text: string) => {
  const raw = text.split('\n');
  return extractScheme(segment(text), raw).map((c) => [c.title, c.weight]);
};

describe('weighted header row', () => {
  it('reads a header row holding a name and a weight as the scheme first row', () => {
    const text = [
      'Grading:',
      '',
      'Lab reports | 25%',
      '---|---',
      'Quizzes | 15%',
      'Midterm exam | 25%',
      'Final exam | 35%',
      '',
    ].join('\n');
    expect(read(text)).toEqual([
      ['Lab reports', 25],
      ['Quizzes', 15],
      ['Midterm exam', 25],
      ['Final exam', 35],
    ]);
  });

  it('reads a weight-first header row and a header row in points', () => {
    expect(read(['10% | Journal entries', '---|---', '40% | Essays', '50% | Final exam', ''].join('\n'))).toEqual([
      ['Journal entries', 10],
      ['Essays', 40],
      ['Final exam', 50],
    ]);
    expect(
      read(['Essay A (20%) | 40 points', '---|---', 'Essay B | 60 points', 'Exam | 100 points', ''].join('\n')),
    ).toEqual([
      ['Essay A', 20],
      ['Essay B', 30],
      ['Exam', 50],
    ]);
  });

  it('leaves a header that names columns, or holds two figures, a header', () => {
    const isWeight = (c: string) => /^\d+%$/.test(c.trim());
    const isName = (c: string) => /[A-Za-z]{2}/.test(c);
    expect(weightedHeaderRow(['Component', 'Weight'], isWeight, isName)).toBe(false);
    expect(weightedHeaderRow(['', '20%', '30%'], isWeight, isName)).toBe(false);
    expect(weightedHeaderRow(['Quiz', '20%', '30%'], isWeight, isName)).toBe(false);
    expect(weightedHeaderRow(['Quiz', '20%'], isWeight, isName)).toBe(true);
  });
});
