// Shares written as fractions that close their lines, one graded work a line, become percentages when the run
// makes the whole and names graded work (lib/syllabus/clean/trailing-fractions.ts). Invented outlines.
import { describe, expect, it } from 'vitest';
import { trailingFractionShares } from '../../../../lib/syllabus/clean/trailing-fractions.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('trailing fraction shares', () => {
  it('reads a bulleted list under a heading with no word of grading', () => {
    const text = [
      '**Course work:**',
      '',
      '  * lab report 1/4 ',
      '  * quiz average 1/4 ',
      '  * field journal 1/6 ',
      '  * closing exam 1/3 ',
      '',
      'The readings are on reserve.',
    ].join('\n');
    expect(weights(text)).toEqual([
      ['lab report', 25],
      ['quiz average', 25],
      ['field journal', 16.67],
      ['closing exam', 33.33],
    ]);
  });

  it('reads a two-column table of fractions', () => {
    const text = ['Essay One | 1/2  ', '---|---  ', 'Oral Exam | 1/4  ', 'Portfolio | 1/4  ', '', 'A = 90 and up'].join(
      '\n',
    );
    expect(weights(text)).toEqual([
      ['Essay One', 50],
      ['Oral Exam', 25],
      ['Portfolio', 25],
    ]);
  });

  it('reads leader lines set apart by blank lines, the first "of final grade"', () => {
    const text = [
      'Quiz A----1/5 of final grade',
      '',
      'Quiz B----1/5',
      '',
      'Lab Notebook-----1/5',
      '',
      'Term Project-----1/5',
      '',
      'Final Examination-----1/5',
    ].join('\n');
    expect(trailingFractionShares(text)).toBe(text.replace(/1\/5/g, '20%'));
    expect(weights(text).map(([, w]) => w)).toEqual([20, 20, 20, 20, 20]);
  });

  it('leaves dates closing schedule lines alone: they do not make the whole or name no graded work', () => {
    const schedule = 'Lecture: cells 1/3\nLecture: tissues 1/5\nReview 1/10';
    expect(trailingFractionShares(schedule)).toBe(schedule);
    const unnamed = 'Week one 1/2\nWeek two 1/2';
    expect(trailingFractionShares(unnamed)).toBe(unnamed);
  });

  it('leaves a mixed number alone ("33 1/3") and a run broken by a line of text', () => {
    const mixed = 'Midterm exam 33 1/3\nFinal exam 66 2/3';
    expect(trailingFractionShares(mixed)).toBe(mixed);
    const broken = 'Midterm exam 1/2\nThe final counts the rest.\nFinal exam 1/2';
    expect(trailingFractionShares(broken)).toBe(broken);
  });
});
