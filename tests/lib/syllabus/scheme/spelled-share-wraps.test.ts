// spelled-share-wraps: a hard-wrapped paragraph breaks a spelled share between its number and its unit. Invented
// outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { spelledShares } from '../../../../lib/syllabus/scheme/spelled.js';

const items = (text: string) => parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight]);

describe('spelled shares broken by a line end', () => {
  it('moves the unit up to its number, keeping the lines as many', () => {
    expect(
      spelledShares(['The lab reports are worth forty', 'percent of the grade.', 'Then thirty per', 'cent']),
    ).toEqual(['The lab reports are worth 40%', 'of the grade.', 'Then 30%', '']);
  });

  it('leaves a number that ends a line before other words', () => {
    expect(spelledShares(['Chapters one to ten', 'perhaps later'])).toEqual(['Chapters one to ten', 'perhaps later']);
  });

  it('reads a wrapped paragraph of spelled shares', () => {
    const text = [
      'Grading',
      '',
      'The midterm examination will count for thirty',
      'percent of the course grade. The final examination is worth forty-five',
      'percent of the course grade. The research essay will count for twenty-five',
      'percent of the course grade.',
    ].join('\n');
    expect(items(text)).toEqual([
      ['Midterm examination', 30],
      ['Final examination', 45],
      ['Research essay', 25],
    ]);
  });
});

// restated-figure: a share restated at once in parentheses is one share, named after the restatement.
describe('a share restated in figures', () => {
  it('reads "Forty percent (40%) of the grade" once', () => {
    const text = [
      'Evaluation',
      '',
      'Forty percent (40%) of the grade will be based on the term paper. The',
      'midterm counts for thirty percent (30%) and the final exam for thirty percent (30%) of the grade.',
    ].join('\n');
    expect(items(text)).toEqual([
      ['Term paper', 40],
      ['Midterm', 30],
      ['Final exam', 30],
    ]);
  });

  it('names a share after a bare "and" by the work after it', () => {
    const text = [
      'Evaluation',
      '',
      'The midterm is worth 45% and the final exam 45% of the grade, and 10%, (10%) for professional conduct.',
    ].join('\n');
    expect(items(text)).toEqual([
      ['Midterm', 45],
      ['Final exam', 45],
      ['Professional conduct', 10],
    ]);
  });
});
