// A "Week of" column whose dates fall on one weekday row after row dates weeks; a date in it on another weekday is
// the day itself, and dates the work in its row (off-weekday). Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `HIST 2100, Fall 2027

Grading
Quiz 1 | 20%
Quiz 2 | 20%
Term paper | 60%

Schedule

Week of | Topic | Reading
---|---|---
Aug 31, 2027 | Introduction | 1
Sept 7 | Sources | 2
Sept 14 | Archives | 3
Sept 23 | *** QUIZ 1 *** |
Sept 28 | Empires | 4
Oct 5 | Revolutions | 5
Oct 14 | ***Quiz 2*** |
`;

const dates = () =>
  Object.fromEntries(readSyllabus(OUTLINE, { fallbackYear: 2027 }).items.map((i) => [i.title, i.due?.date ?? null]));

describe('a week-of column with a date on another weekday', () => {
  it('dates the work in that row by that day', () => {
    expect(dates()).toMatchObject({ 'Quiz 1': '2027-09-23', 'Quiz 2': '2027-10-14' });
  });

  it('still reads a date on the column’s own weekday as the start of a week', () => {
    const other = OUTLINE.replace('Sept 23 |', 'Sept 21 |');
    const items = readSyllabus(other, { fallbackYear: 2027 }).items;
    expect(items.find((i) => i.title === 'Quiz 1')?.due).toBeNull();
  });
});
