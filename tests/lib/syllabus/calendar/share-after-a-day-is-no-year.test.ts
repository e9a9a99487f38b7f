// (share-after-a-day-is-no-year, lib/syllabus/calendar/dates.ts) A scheme row that prints its work's day right before
// its share ("Paper due February 18 15 %", "Tue Oct 5 20%", "Essay due March 2 40 points"): chrono read the figure
// after the month and its day as a two-digit year (2015, 2020, 1940), far from the term's, and dropped the date. A
// figure followed by a percent sign or a points word is a share: the date is the printed day. Invented examples.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const term = { season: 'spring' as const, year: 2003 };
const first = (text: string) => findDates(text, term).dates[0]?.due.date ?? null;

describe('a share right after a month and its day', () => {
  it('is no year of the date', () => {
    expect(first('Book review due February 18 15 %')).toBe('2003-02-18');
    expect(first('Take-home test, due March 26 20%')).toBe('2003-03-26');
    expect(first('Essay due April 2 40 points')).toBe('2003-04-02');
    expect(first('Map quiz April 14th 5 pts')).toBe('2003-04-14');
    expect(first('Poster - May 6 - 10%')).toBe('2003-05-06');
  });

  it('leaves other figures after a day alone', () => {
    // A bare figure may be a year as well as a share ("Oct 12 15"), and a number before the month would be read as
    // the day ("Quiz 2 Apr 14 5%"): neither is touched.
    expect(findDates('Oct 12 15', term).dates.length).toBe(0);
    expect(first('Quiz 2 Apr 14 5%')).not.toBe('2003-04-14');
    expect(first('Essay #1   July 6    100 points')).toBe('2003-07-06');
  });

  it('dates the work of a schedule that prints each day before its share', () => {
    const text = [
      'Sociology 210, Spring 2003',
      '',
      'Grading: take-home test 20%, book review 15%, research paper 35%, final exam 30%.',
      '',
      'Schedule',
      '',
      'Week 3: book review due February 18 15 %',
      'Week 6: take-home test due March 26 20%',
      'Week 10: research paper due April 30 35%',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.due?.date ?? null])).toEqual([
      ['Take-home test', '2003-03-26'],
      ['Book review', '2003-02-18'],
      ['Research paper', '2003-04-30'],
      ['Final exam', null],
    ]);
  });
});
