// A leader of dashes that runs into its figure. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { dashLeaders } from '../../../../lib/syllabus/scheme/dash-leaders.js';

describe('dash leaders', () => {
  it('sets a space between a leader of dashes and its figure, and leaves ranges and deductions alone', () => {
    expect(
      dashLeaders(['Lab book---------20%', 'poster--15 percent, talk--5%', 'Scores 30--50%', 'Absence (-2%)']),
    ).toEqual(['Lab book--------- 20%', 'poster-- 15 percent, talk-- 5%', 'Scores 30--50%', 'Absence (-2%)']);
  });

  it('lets a scheme of dash leaders add up', () => {
    const text = [
      'Grading:',
      '',
      ' Class participation--10%',
      ' Lab book-----------20%',
      ' Midterm exam------30%',
      ' Final exam---------40%',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Class participation', 10],
      ['Lab book', 20],
      ['Midterm exam', 30],
      ['Final exam', 40],
    ]);
  });
});
