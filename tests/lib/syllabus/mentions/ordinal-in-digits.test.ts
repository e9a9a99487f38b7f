// (ordinal-in-digits) "2nd Writing Assignment Due", "(3rd Quiz)": an ordinal written in digits right before the
// work's name numbers it, as "Second Midterm" does, so each is told apart as a member of its series
// (lib/syllabus/mentions/schedule.ts, findMentions). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findMentions } from '../../../../lib/syllabus/mentions/schedule.js';

const outline = [
  'Botany 140, Spring 2027',
  '',
  'Grading',
  '- Field Reports, 3-4 pages each (10% each, 30% total)',
  '- Final exam 70%',
  '',
  '| Date | Topic |',
  '| --- | --- |',
  '| Feb 9, 2027 | 1st Field Report due |',
  '| Mar 9, 2027 | 2nd Field Report due |',
  '| Apr 13, 2027 | 3rd Field Report due |',
  '| May 11, 2027 | Final exam |',
].join('\n');

describe('an ordinal in digits before the work’s name', () => {
  it('numbers the work and opens its name', () => {
    const [m] = findMentions('Mar 9 (2nd Quiz on chapter 4)', new Set());
    expect(m).toMatchObject({ title: '2nd Quiz', number: 2 });
    expect(findMentions('pages 22nd quiz', new Set())[0]?.number ?? null).toBeNull();
  });

  it('reads each numbered report as a member of the series, on its row’s day', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    expect(items.filter((i) => /report/i.test(i.title)).map((i) => [i.title, i.due?.date])).toEqual([
      ['1st Field Report', '2027-02-09'],
      ['2nd Field Report', '2027-03-09'],
      ['3rd Field Report', '2027-04-13'],
    ]);
  });
});
