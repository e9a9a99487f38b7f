// (handed-out-day-is-no-deadline) The day work is handed out ("Dist: Monday 4 October", "to be distributed in class
// on Feb. 2") is not its due day: with no other date beside it, the due line under it ("Due: Monday 11 October") or
// another mention dates the work. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { dueLineBelow, isReleaseDate } from '../../../../lib/syllabus/mentions/release-day.js';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';

const OUTLINE = `GEO 210, Fall 2027

Grading
Problem Set 1 10%
Problem Set 2 10%
Field report 30%
Final exam 50%

Key dates

**Problem Set 1** : Dist: Monday 4 October

Due: Monday 11 October

**Problem Set 2** : Dist: Monday 1 November

Due: Monday 8 November

The field report will be distributed in class on Wednesday, October 20.

Field report due Friday, November 19.

Final exam Thursday, December 16.
`;

describe('the day work is handed out', () => {
  const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
  const due = (title: string) => items.find((i) => i.title === title)?.due?.date;

  it('dates numbered work by the due line under its release line', () => {
    expect(due('Problem Set 1')).toBe('2027-10-11');
    expect(due('Problem Set 2')).toBe('2027-11-08');
  });

  it('leaves the release day to another mention', () => {
    expect(due('Field report')).toBe('2027-11-19');
  });

  it('reads the words that may stand between the release word and its day', () => {
    const term = { season: 'fall', year: 2027 } as const;
    for (const s of ['Dist: Monday 4 October', 'distributed in class, Tuesday, Oct. 5', 'handed out on **Oct. 5**']) {
      const d = findDates(s, term).dates[0]!;
      expect(isReleaseDate(s, d)).toBe(true);
    }
    const s = 'Essay 1 due Oct. 5';
    expect(isReleaseDate(s, findDates(s, term).dates[0]!)).toBe(false);
  });

  it('takes only a short line opening on "Due" right under it', () => {
    const lines = [
      { type: 'text', text: 'Lab 1: assigned Sept 3', index: 0 },
      { type: 'blank', text: '', index: 1 },
      { type: 'text', text: 'Due: Sept 10', index: 2 },
      { type: 'text', text: 'Reading: chapter 3', index: 3 },
    ] as unknown as Parameters<typeof dueLineBelow>[0];
    expect(dueLineBelow(lines, 0)).toBe('Due: Sept 10');
    expect(dueLineBelow(lines, 2)).toBeNull();
  });
});
