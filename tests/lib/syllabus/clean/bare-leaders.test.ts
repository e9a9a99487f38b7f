// Leaders to bare figures in a list whose total is stated below ("Mid-term examination ........ 150" … "Total
// 500"): the leader is blanked so the figures read as points of that total (lib/syllabus/clean/bare-leaders.ts).
// Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { blankBareLeaders } from '../../../../lib/syllabus/clean/bare-leaders.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('leaders to bare figures', () => {
  it('blanks glued dots, spaced dots and dashes before a figure that ends its line, offsets kept', () => {
    const text = ['Midterm exam.......150', 'Term paper . . . . 200', 'Two essays -- 100', 'Quizzes-------50'].join(
      '\n',
    );
    expect(blankBareLeaders(text).split('\n')).toEqual([
      'Midterm exam       150',
      'Term paper         200',
      'Two essays    100',
      'Quizzes       50',
    ]);
  });

  it('leaves a single leader row, an ellipsis and a figure inside a sentence alone', () => {
    const one = 'Chapter 3 ........ 35\nSee you then.';
    expect(blankBareLeaders(one)).toBe(one);
    const rows = 'Wait... 20\nand so on... 30\nReading -- 40 pages a week';
    expect(blankBareLeaders(rows)).toBe(rows);
  });

  it('lets a points list with its total be read', () => {
    const text = [
      'Grading',
      '',
      'Mid-term examination......................150',
      'Term paper . . . . . . . . . . . . . . . . 200',
      'Weekly quizzes ---------------------------- 150',
      '',
      'Total 500',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, Math.round(c.weight)])).toEqual([
      ['Mid-term examination', 30],
      ['Term paper', 40],
      ['Weekly quizzes', 30],
    ]);
  });
});
