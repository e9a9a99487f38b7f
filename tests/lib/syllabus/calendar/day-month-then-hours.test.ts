// "Final exam on Friday 14 May, 3-6 p.m.": a day before its month, then a comma and a range of bare hours. chrono
// reads "May, 3-6" as the 3rd to the 6th of May and drops the 14th; the date is the 14th, from 3 p.m.
// Invented minimal example.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const term = { season: 'spring' as const, year: 2027 };

describe('a day and month before a comma and a range of hours', () => {
  it('reads the printed day and the start of the hours', () => {
    const [d] = findDates('Final exam on Friday 14 May, 3-6 p.m. in the usual room.', term).dates;
    expect(d?.range).toBe(false);
    expect(d?.due).toEqual({ date: '2027-05-14', time: '15:00' });
    expect(findDates('Final: Monday, 10 December, 9-11 am', term).dates[0]?.due.date).toBe('2027-12-10');
  });

  it('dates the final exam of an outline', () => {
    const text = [
      'Grading: homework 40%, final exam 60%.',
      '',
      'There will be a final exam on Friday 14 May, 3-6 p.m. It covers the whole course.',
      '',
    ].join('\n');
    const final = parseSyllabus(text, { fallbackYear: 2027 }).find((i) => /final/i.test(i.title));
    expect(final?.due).toEqual({ date: '2027-05-14', time: '15:00' });
  });
});
