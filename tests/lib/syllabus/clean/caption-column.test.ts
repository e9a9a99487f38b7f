// A table column captioned as the share of the grade, its figures bare, reads as a column of shares
// (lib/syllabus/clean/caption-column.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { captionColumnUnits } from '../../../../lib/syllabus/clean/caption-column.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const TABLE = [
  'Work | Due | Share of the Final Grade',
  '---|---|---',
  'Lab notebook | Mon., Feb. 3 | 25',
  'Poster | Mon., March 9 | 35',
  'Field report on the two',
  'sites visited | Mon., April 20 | 40',
  '',
].join('\n');

describe('a column captioned as the share of the grade', () => {
  it('writes the unit after the figures that make the whole, a wrapped row read from its end', () => {
    expect(captionColumnUnits(TABLE).split('\n')).toEqual([
      'Work | Due | Share of the Final Grade',
      '---|---|---',
      'Lab notebook | Mon., Feb. 3 | 25%',
      'Poster | Mon., March 9 | 35%',
      'Field report on the two',
      'sites visited | Mon., April 20 | 40%',
      '',
    ]);
  });

  it('leaves a column that does not make the whole, or names no share', () => {
    const short = TABLE.replace('| 40', '| 4');
    expect(captionColumnUnits(short)).toBe(short);
    const rooms = TABLE.replace('Share of the Final Grade', 'Room');
    expect(captionColumnUnits(rooms)).toBe(rooms);
  });

  it('joins a row broken inside a cell, so it keeps its whole name', () => {
    const text = [
      'Work | Length | Share of grade | Due',
      '---|---|---|---',
      'Essay | 5 pages | 30 | May 1',
      'Exam | 2 hours | 30 | May 9',
      'Lab Notebook and Poster | Kept every week,',
      'bound | 40 | May 12',
    ].join('\n');
    expect(captionColumnUnits(text).split('\n').slice(4)).toEqual([
      '',
      'Lab Notebook and Poster | Kept every week, bound | 40% | May 12',
    ]);
  });

  it('lets the scheme be read', () => {
    const text = `Course requirements\n\n${TABLE}`;
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => i.weight)).toEqual([25, 35, 40]);
  });
});
