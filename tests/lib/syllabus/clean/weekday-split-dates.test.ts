// (join-weekday-split-dates, lib/syllabus/clean/weekday-dates.ts) A date broken over two lines right after its
// weekday, in a table flattened into lines ("Lab practical | Tuesday," / "April 8 | in the lab") or in wrapped prose
// ("… no later than Thurs." / "Nov. 20, in my mailbox"): the date is joined to its weekday, where the work is named;
// a weekday alone on its line moves down to its date. A date that opens an entry of its own stays. Invented examples.
import { describe, expect, it } from 'vitest';
import { joinWeekdaySplitDates } from '../../../../lib/syllabus/clean/weekday-dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const join = (...lines: string[]) => joinWeekdaySplitDates(lines.join('\n')).split('\n');

describe('a date split after its weekday', () => {
  it('joins the rest of a flattened row to the row, the line emptied', () => {
    expect(join('Lab practical | Tuesday,', 'April 8 | in the lab')).toEqual([
      'Lab practical | Tuesday, April 8 | in the lab',
      '',
    ]);
    expect(join('Map quiz | Wed.', '10/15 | 20 minutes')).toEqual(['Map quiz | Wed. 10/15 | 20 minutes', '']);
  });

  it('moves the date and its time up in prose, the rest of the sentence left below', () => {
    expect(join('The take-home essay is due no later than Thurs.', 'Nov. 20, in my mailbox.')).toEqual([
      'The take-home essay is due no later than Thurs. Nov. 20',
      ', in my mailbox.',
    ]);
    expect(join('The final examination will be on Monday,', 'December 15, 9 a.m. in Room 4.')).toEqual([
      'The final examination will be on Monday, December 15, 9 a.m.',
      'in Room 4.',
    ]);
  });

  it('moves a weekday alone on its line down to its date', () => {
    expect(join('**Friday**', 'Oct 3 | Quiz 2 | Chapter 4')).toEqual(['', '**Friday** Oct 3 | Quiz 2 | Chapter 4']);
  });

  it('leaves a date that opens an entry of its own, and a sentence ended on its weekday', () => {
    const entry = ['Session 2 Tuesday', 'September 9 Trade and growth'];
    expect(join(...entry)).toEqual(entry);
    const colon = ['Reading: chapter 3 for Thursday', 'Sept. 11: Review session'];
    expect(join(...colon)).toEqual(colon);
    const ended = ['Response papers are due each Monday.', '**Feb. 9** | Chapter 5'];
    expect(join(...ended)).toEqual(ended);
    const lower = ['we sat', 'May 5 on the lawn'];
    expect(join(...lower)).toEqual(lower);
  });

  it('dates the exams of a flattened table whose date cells wrapped', () => {
    const text = [
      'Biology 110, Spring 2004',
      '',
      'Exam | Points',
      '--- | ---',
      'Midterm exam | 100',
      'Lab practical | 50',
      'Final exam | 150',
      'Lab reports | 200',
      '',
      'Exam | Day, Date | Room',
      '--- | --- | ---',
      'Midterm exam | Monday,',
      'March 8 | in class',
      'Lab practical | Tuesday,',
      'April 13 | in the lab',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.find((i) => i.title.startsWith('Midterm'))?.due?.date).toBe('2004-03-08');
    expect(items.find((i) => i.title.startsWith('Lab practical'))?.due?.date).toBe('2004-04-13');
  });
});
