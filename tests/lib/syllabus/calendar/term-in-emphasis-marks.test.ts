// (emphasis-around-the-term) A page converted from HTML prints its term in italics with underscores
// ("**Hillside College** _Fall 2001_"): the term is read past the marks, and the schedule's dates without a
// year take its year. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { unmarked } from '../../../../lib/syllabus/calendar/emphasis.js';

const outline = (term: string) =>
  [
    '**Introduction to Geology**',
    `**Hillside College** ${term}`,
    '_Professor A. Stone_',
    '',
    'October 4 - _Midterm Exam_',
    '',
  ].join('\n');

describe('a term in emphasis marks', () => {
  it('is read in italics', () => {
    expect(findTerm(outline('_Fall 2001_'), 2026)).toMatchObject({ season: 'fall', year: 2001 });
  });

  it('is read in bold italics and with a two-digit year', () => {
    expect(findTerm(outline('**_Spring 1998_**'), 2026)).toMatchObject({ season: 'spring', year: 1998 });
    expect(findTerm(outline("_Fall '99_"), 2026)).toMatchObject({ season: 'fall', year: 1999 });
  });

  it('is the same term without marks', () => {
    expect(findTerm(outline('Fall 2001'), 2026)).toMatchObject({ season: 'fall', year: 2001 });
  });

  it('leaves an underscore inside a word, and the offsets, alone', () => {
    const text = 'mail: a_stone@hill.edu _Fall 2001_';
    expect(unmarked(text)).toBe('mail: a_stone@hill.edu  Fall 2001 ');
    expect(unmarked(text)).toHaveLength(text.length);
  });
});
