// Weeks printed as slashed spans of days ("Week 6—9/29-10/3"): the span is read whole, and the dash after
// the week's number separates the week from its days. Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';
import { weekLabelDate } from '../../../../lib/syllabus/mentions/weeklabel.js';

const fall: Term = { season: 'fall', year: 2027 };
const spans = (text: string, term: Term = fall) =>
  findDates(text, term).dates.map((d) => [d.due.date, d.range ? (d.last?.date ?? null) : null]);

describe('slashed spans of days', () => {
  it('reads a span within a month, across months and across the new year', () => {
    expect(spans('10/4-10/8')).toEqual([['2027-10-04', '2027-10-08']]);
    expect(spans('9/27-10/1')).toEqual([['2027-09-27', '2027-10-01']]);
    expect(spans('12/28-1/3')).toEqual([['2027-12-28', '2028-01-03']]);
    expect(spans('27/9-1/10', { ...fall, dayFirst: true })).toEqual([['2027-09-27', '2027-10-01']]);
  });

  it('leaves pairs further apart than two weeks, or backwards, to be read as before', () => {
    expect(spans('9/1-10/30').some((d) => d[1] === '2027-10-30')).toBe(false);
    expect(spans('10/8-10/4').some((d) => d[1] !== null)).toBe(false);
  });

  it('reads the week label before a span after a dash as the week, not as a day of the span', () => {
    expect(spans('Week 1—8/30-9/3')).toEqual([['2027-08-30', '2027-09-03']]);
    expect(weekLabelDate('Week 6—10/4-10/8', fall)).toBe('2027-10-04');
    expect(weekLabelDate('Week 14—11/29-12/3', fall)).toBe('2027-11-29');
  });
});
