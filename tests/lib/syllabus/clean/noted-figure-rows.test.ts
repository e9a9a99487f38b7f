// Rows of a name and a bare figure with a note after the figure (a day, "TBA"): the note moves before the
// figure (lib/syllabus/clean/noted-figure-rows.ts). Invented examples.
import { describe, expect, it } from 'vitest';
import { notedFigureRows } from '../../../../lib/syllabus/clean/noted-figure-rows.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const NOTED = [
  'ASSESSMENT',
  '',
  '** Midterm test 1 35 (Tuesday March 3)',
  '',
  'Midterm test 2 35 (Tuesday April 7)',
  '',
  'Field report 20 Apr. 21',
  '',
  'Participation 10',
  '',
  'Total 100',
  '',
  'The tests are written in class.',
].join('\n');

describe('noted figure rows', () => {
  it('moves each note before its figure, every line keeping its number', () => {
    const out = notedFigureRows(NOTED).split('\n');
    expect(out).toHaveLength(NOTED.split('\n').length);
    expect(out[2]).toBe('** Midterm test 1 (Tuesday March 3) 35');
    expect(out[4]).toBe('Midterm test 2 (Tuesday April 7) 35');
    expect(out[6]).toBe('Field report (Apr. 21) 20');
    expect(out[8]).toBe('Participation 10');
  });

  it('reads points that make a total row, with a note of no day', () => {
    const text = ['Quizzes 50', 'Lab book 100 TBA', 'Essay 150 Nov. 30', 'Final 200 Dec 12', 'Total points 500'].join(
      '\r\n',
    );
    expect(notedFigureRows(text).split('\r\n')).toEqual([
      'Quizzes 50',
      'Lab book (TBA) 100',
      'Essay (Nov. 30) 150',
      'Final (Dec 12) 200',
      'Total points 500',
    ]);
  });

  it('leaves rows alone whose figures make no whole, or that have no note', () => {
    const loose = ['Exam 1 30 (Oct 8)', '', 'Exam 2 30 (Nov 12)', '', 'Project 25'].join('\n');
    expect(notedFigureRows(loose)).toBe(loose);
    const plain = ['Exam 1 30', 'Exam 2 30', 'Project 40'].join('\n');
    expect(notedFigureRows(plain)).toBe(plain);
  });

  it('lets a scheme so written be read', () => {
    const { scheme } = readSyllabus(NOTED, { fallbackYear: 2027 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Midterm test 1', 35],
      ['Midterm test 2', 35],
      ['Field report', 20],
      ['Participation', 10],
    ]);
  });
});
