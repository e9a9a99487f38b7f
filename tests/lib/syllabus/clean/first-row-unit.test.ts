// Grading lists whose first row alone states the unit, the rows below it bare figures. Invented examples.
import { describe, expect, it } from 'vitest';
import { firstRowUnit } from '../../../../lib/syllabus/clean/first-row-unit.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('unit stated on the first row only', () => {
  it('reads a converted table whose first row alone has "%"', () => {
    const text = [
      '### Evaluation',
      '',
      'Seminar participation| 30%  ',
      '---|---  ',
      'Reading responses| 20  ',
      'Midterm| 15  ',
      'Final exam| 35  ',
    ].join('\n');
    expect(firstRowUnit(text).split('\n')[4]).toBe('Reading responses| 20%  ');
    expect(weights(text)).toEqual([
      ['Seminar participation', 30],
      ['Reading responses', 20],
      ['Midterm', 15],
      ['Final exam', 35],
    ]);
  });

  it('reads a bulleted list, a single space before each figure', () => {
    const text = [
      '**Grading**',
      '',
      '* lab presentation 15%  ',
      '* lab notebook 25  ',
      '* two quizzes 20  ',
      '* final project 40  ',
    ].join('\n');
    expect(weights(text).map((w) => w[1])).toEqual([15, 25, 20, 40]);
  });

  it('leaves figures alone that do not make the whole or do not name graded work', () => {
    const short = ['Participation| 30%', 'Midterm| 20', 'Final exam| 30'].join('\n');
    expect(firstRowUnit(short)).toBe(short);
    const rooms = ['Discount 10%', 'Room 30', 'Building 60'].join('\n');
    expect(firstRowUnit(rooms)).toBe(rooms);
  });
});
