// A grading table inside a quotation ("> Midterm exam | 30%"): the quotation marks are no part of the names,
// and its total row is no component. Invented example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { tidyTitle } from '../../../../lib/syllabus/scheme/layout.js';

describe('a quoted grading table', () => {
  it('names each row without its quotation marks', () => {
    expect(tidyTitle('> Midterm exam')).toBe('Midterm exam');
    expect(tidyTitle('>> Final exam')).toBe('Final exam');
  });

  it('reads the rows and leaves the total row out', () => {
    const src = [
      'Grading',
      '',
      '> Lab work | 40pts',
      '> Midterm exam | 20pts',
      '> Final exam | 40pts',
      '> Total Possible Points | 100pts',
    ].join('\n');
    expect(parseSyllabus(src).map((i) => [i.title, i.weight])).toEqual([
      ['Lab work', 40],
      ['Midterm exam', 20],
      ['Final exam', 40],
    ]);
  });
});
