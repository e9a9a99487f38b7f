// Converted HTML table rows with each cell on a line of its own, the share in the last cell. Invented examples.
import { describe, expect, it } from 'vitest';
import { spreadRows } from '../../../../lib/syllabus/clean/spread-rows.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

const BARS_AT_LINE_END = [
  'Your mark is made up as follows:',
  '',
  'Field notebook  |',
  '',
  '(weekly) |',
  '',
  '(20%)  ',
  '---|---|---  ',
  '  ',
  'Map exercise (two parts,  ',
  'each marked separately)  |',
  '',
  '|',
  '',
  '(30%)  ',
  '  ',
  'Final exam  |',
  '',
  '(exam week) |',
  '',
  '(50%)  ',
  '  ',
  'Required books',
].join('\n');

const LONE_BARS = [
  '**Grading**',
  '',
  '**',
  '',
  'Lab reports',
  '',
  '|',
  '',
  '40% of final grade  ',
  '  ',
  '---|---  ',
  '  ',
  'Midterm test',
  '',
  '|',
  '',
  '25% of final grade  ',
  '  ',
  'Final exam',
  '',
  '|',
  '',
  '35% of final grade  ',
  '  ',
  '**Total** : |',
  '',
  '100%  ',
].join('\n');

describe('table rows spread over lines', () => {
  it('writes each row on its name line, its other lines blanked', () => {
    const out = spreadRows(BARS_AT_LINE_END).split('\n');
    expect(out).toHaveLength(BARS_AT_LINE_END.split('\n').length);
    expect(out[2]).toBe('Field notebook | (weekly) | 20%');
    expect(out[9]).toBe('Map exercise (two parts, each marked separately) | 30%');
    expect(out[16]).toBe('Final exam | (exam week) | 50%');
    expect(out.slice(3, 7).every((l) => !l.trim())).toBe(true);
    expect(weights(BARS_AT_LINE_END).map((w) => w[1])).toEqual([20, 30, 50]);
  });

  it('reads rows whose cells are parted by a bar alone, up to the total row', () => {
    expect(weights(LONE_BARS)).toEqual([
      ['Lab reports', 40],
      ['Midterm test', 25],
      ['Final exam', 35],
    ]);
  });

  it('leaves rows alone whose figures do not make the whole, and cut-off rows', () => {
    const partial = LONE_BARS.replace('35% of final grade', '15% of final grade');
    expect(spreadRows(partial)).toBe(partial);
    const scale = ['A  |', '', '(90%)', '  ', 'B  |', '', '(80%)', '  ', 'C  |', '', '(70%)'].join('\n');
    expect(spreadRows(scale)).toBe(scale);
  });

  const POINTS = [
    'Course points:',
    '',
    'Quizzes (10 points each)  |',
    '',
    '100  ',
    '---|---  ',
    '',
    'Term paper  |',
    '',
    '150  ',
    '',
    'Final exam  |',
    '',
    '_200_  ',
    '',
    'Participation |',
    '',
    '50',
    '',
    'TOTAL  |',
    '',
    '500 points  ',
  ].join('\n');

  it('joins rows of points when a total row after them states their sum', () => {
    const out = spreadRows(POINTS).split('\n');
    expect(out).toHaveLength(22);
    expect(out.filter((l) => /\w/.test(l))).toEqual([
      'Course points:',
      'Quizzes (10 points each) | 100',
      'Term paper | 150',
      'Final exam | 200',
      'Participation | 50',
      'TOTAL | 500',
    ]);
    expect(weights(POINTS)).toEqual([
      ['Quizzes', 20],
      ['Term paper', 30],
      ['Final exam', 40],
      ['Participation', 10],
    ]);
  });

  it('leaves rows of points alone when no total row states their sum', () => {
    const off = POINTS.replace('500 points', '550 points');
    expect(spreadRows(off)).toBe(off);
    const untotalled = POINTS.split('\n').slice(0, 18).join('\n');
    expect(spreadRows(untotalled)).toBe(untotalled);
  });
});
