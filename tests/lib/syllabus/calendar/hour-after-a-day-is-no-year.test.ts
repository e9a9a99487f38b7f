// (hour-after-a-day-is-no-year) An hour from 10 to 12 printed after a month and its day ("Thursday, March 9,
// 10-10:50", "Nov. 30, 11 a.m.", "Fri. May 5 12-3pm"): chrono reads the figure as the date's year (2010, 2011,
// 2012), far from the term's, and the date was dropped. The date is the printed day, from that hour. A figure that
// could be the term's short year, or that goes on as a list or span of days, is left alone. Invented example.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const term = { season: 'spring' as const, year: 2006 };
const first = (text: string) => findDates(text, term).dates[0]?.due ?? null;

describe('an hour from 10 to 12 after a month and its day', () => {
  it('is the hour of the printed day, not its year', () => {
    expect(first('Thursday, March 9, 10-10:50 in Hall B')).toEqual({ date: '2006-03-09', time: '10:00' });
    expect(first('Nov. 30, 11 a.m. to 1 p.m.')).toEqual({ date: '2006-11-30', time: '11:00' });
    expect(first('Fri. May 5 12-3pm')).toEqual({ date: '2006-05-05', time: '12:00' });
    expect(first('April 28, 12-2')).toEqual({ date: '2006-04-28', time: '12:00' });
  });

  it('leaves a list of days and a short year of the term to chrono', () => {
    // A list of days is the first day (listed-meeting-days, tests/lib/syllabus/calendar/listed-meeting-days.test.ts).
    expect(first('Jan. 14, 21 Readings on the Reformation')).toEqual({ date: '2006-01-14', time: null });
    expect(findDates('Final: Dec. 2, 11 am', { season: 'fall' as const, year: 2011 }).dates[0]?.due.date).toBe(
      '2011-12-02',
    );
  });

  it('dates the exams of a table that prints each sitting with its hours', () => {
    const text = [
      'Geology 120, Spring 2006',
      '',
      'Exam | Points | Date and Time',
      '--- | --- | ---',
      'Midterm Exam | 100 points | Thursday, March 9, 10-10:50 in Hall B',
      'Final Exam | 200 points | Tuesday, May 16, 11-1:00 in Hall B',
      'Lab reports | 100 points | weekly',
      '',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.find((i) => i.title.startsWith('Midterm'))?.due).toEqual({ date: '2006-03-09', time: '10:00' });
    expect(items.find((i) => i.title.startsWith('Final'))?.due).toEqual({ date: '2006-05-16', time: '11:00' });
  });
});
