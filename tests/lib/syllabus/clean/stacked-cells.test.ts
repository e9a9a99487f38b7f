// A converted HTML table row whose cells each hold a whole column: the names, then "|", then the figures.
// Invented examples.
import { describe, expect, it } from 'vitest';
import { stackedCells } from '../../../../lib/syllabus/clean/stacked-cells.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight]);

describe('stacked table cells', () => {
  it('gives each name of the names cell the figure in its place, after a bar alone on its line', () => {
    const text = [
      'Course Grade',
      'Your grade is computed as follows:',
      '',
      'Weekly quizzes (best 6 of 8)',
      '',
      'Exams:  ',
      'Exam #1  ',
      'Exam #2',
      '',
      '**Total:**',
      '',
      '|',
      '',
      ' 30%',
      '',
      ' 35%  ',
      ' 35%',
    ].join('\n');
    const out = stackedCells(text).split('\n');
    expect(out[3]).toBe('Weekly quizzes (best 6 of 8) 30%');
    expect(out[6]).toBe('Exam #1 35%');
    expect(out[7]).toBe('Exam #2 35%');
    expect(out.slice(13).every((l) => !l.trim())).toBe(true);
    expect(out).toHaveLength(17);
    expect(weights(text)).toEqual([
      ['Weekly quizzes', 30],
      ['Exam #1', 35],
      ['Exam #2', 35],
    ]);
  });

  it('reads a sentence before the first name, the first figure on the last name line and a total figure', () => {
    const text = [
      'Grading',
      '',
      'Marks are given as follows:  Lab reports',
      'Field journal',
      'Final exam  |  25%',
      '25%',
      '50%',
      '100%',
      '---|---',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['Lab reports', 25],
      ['Field journal', 25],
      ['Final exam', 50],
    ]);
  });

  it('passes over a cell of counts between the names and the figures', () => {
    const text = [
      'Item  |  Count  |  Percent  |  Labs',
      'Essay',
      'Midterm',
      'Final',
      '|  all 6',
      '1',
      '1',
      '1',
      '|  30%',
      '20%',
      '20%',
      '30%',
    ].join('\n');
    const out = stackedCells(text).split('\n');
    expect(out.slice(0, 4)).toEqual(['Labs 30%', 'Essay 20%', 'Midterm 20%', 'Final 30%']);
  });

  it('leaves a cut-off scale, a count mismatch and a names cell with a further name above alone', () => {
    const scale = ['A', 'B', 'C', '|', '90%', '80%', '70%'].join('\n');
    expect(stackedCells(scale)).toBe(scale);
    const mismatch = ['Grading:', 'Essay', 'Midterm', '|', '30%', '30%', '40%'].join('\n');
    expect(stackedCells(mismatch)).toBe(mismatch);
    const doubt = ['Grading:', 'Reading notes', 'Essay', 'Midterm', 'Final exam', '|', '30%', '30%', '40%'].join('\n');
    expect(stackedCells(doubt)).toBe(doubt);
  });
});

describe('stacked table cells under a caption', () => {
  it('takes a short grading caption above the names for no name', () => {
    const text = ['Course evaluation', 'Homework', 'Midterm exam', 'Final exam  |', '', '20%', '30%', '50%'].join('\n');
    expect(stackedCells(text).split('\n').slice(0, 4)).toEqual([
      'Course evaluation',
      'Homework 20%',
      'Midterm exam 30%',
      'Final exam 50%',
    ]);
  });
});

describe('stacked table cells whose figures say what they are a share of', () => {
  it('reads "30% of your final grade" as the figure 30%', () => {
    const text = [
      'Evaluation:',
      '',
      '|',
      '',
      'Weekly quizzes',
      '',
      'Term paper',
      '',
      'Final exam | 30% of your final grade',
      '',
      '30% of your final grade',
      '',
      '40% of your final grade',
    ].join('\n');
    const out = stackedCells(text).split('\n');
    expect([out[4], out[6], out[8]]).toEqual(['Weekly quizzes 30%', 'Term paper 30%', 'Final exam 40%']);
  });
});
