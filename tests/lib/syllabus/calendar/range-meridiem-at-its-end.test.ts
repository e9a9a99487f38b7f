// "May 7, 11:00 - 12:30 p.m.", "Dec 18, 9-3 p.m.": a range of hours whose a.m. or p.m. is printed once, after its
// end. chrono gives the start the end's p.m. (an exam at 11 p.m. ending the next day at 12:30) and reads "May 7, 10-1"
// as May 7 of 2010. The start is the latest hour before the end the printed one can name; the date is the printed one.
// Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { hourRange, morningStart } from '../../../../lib/syllabus/calendar/clock.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const term = { season: 'spring' as const, year: 2027 };
const due = (text: string) => findDates(text, term).dates[0]?.due;

describe('a range of hours with its meridiem after the end', () => {
  it('starts in the morning when the end is printed p.m. and the start cannot be after it', () => {
    expect(due('Final exam: May 7, 11:00 - 12:30 p.m. in the gym')).toEqual({ date: '2027-05-07', time: '11:00' });
    expect(due('Final exam: Friday, May 7, 10:30-12:30pm')).toEqual({ date: '2027-05-07', time: '10:30' });
    expect(due('Final exam: May 7, 9:00 to 3:00 p.m.')).toEqual({ date: '2027-05-07', time: '09:00' });
  });

  it('keeps an evening range and one that runs past midnight', () => {
    expect(due('Final exam: May 7, 7:00-10:00 pm')).toEqual({ date: '2027-05-07', time: '19:00' });
    expect(due('Final exam: May 7, 1:00-3:00 pm')).toEqual({ date: '2027-05-07', time: '13:00' });
    expect(morningStart('22:00', 4 * 3_600_000)).toBe('22:00');
  });

  it('reads a month and day before a comma and bare hours as the printed day, from the start', () => {
    expect(due('Final exam: May 7, 10-1 p.m.')).toEqual({ date: '2027-05-07', time: '10:00' });
    expect(due('Final exam: May 7, 11-12 pm.')).toEqual({ date: '2027-05-07', time: '11:00' });
    expect(hourRange(', 10-12 pm')).toBe('10:00');
    expect(hourRange(', 2-5 pm')).toBe('14:00');
    expect(hourRange(', 12-3 pm')).toBe('12:00');
  });

  it('dates and times the final exam of an outline', () => {
    const text = [
      'Grading: homework 40%, final exam 60%.',
      '',
      'The final exam is on December 13, 10-1 p.m. in the gym.',
      '',
    ].join('\n');
    const final = parseSyllabus(text, { fallbackYear: 2027 }).find((i) => /final/i.test(i.title));
    expect(final?.due).toEqual({ date: '2027-12-13', time: '10:00' });
  });
});
