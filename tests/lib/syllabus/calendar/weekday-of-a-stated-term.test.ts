// (weekday-of-a-stated-term) An outline that prints its term, season and year: a lone weekday beside one of its
// dates that fits only the year before or after, one the outline never prints, is a slip or a line left from another
// year's outline, and the date stays in the term's year. Invented minimal examples (17 December: a Tuesday in 2002,
// a Wednesday in 2003; 9 October: a Wednesday in 2002).
import { describe, expect, it } from 'vitest';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const dayOf = (lines: string[], line: string) => {
  const text = ['History 210, Fall 2003', 'Midterm 40%, Final examination 60%', ...lines, line].join('\n');
  return findDates(line, findTerm(text, 2026)).dates[0]?.due.date;
};

describe('a weekday beside one date of a stated term', () => {
  it('keeps the date in the term year when the weekday fits only a year the outline never prints', () => {
    expect(dayOf([], 'Final examination: Tuesday, December 17, 9:00-12:00')).toBe('2003-12-17');
  });

  it('moves it when the outline prints that year, or another weekday date fits it too', () => {
    expect(dayOf(['Revised from the 2002 outline.'], 'Final examination: Tuesday, December 17')).toBe('2002-12-17');
    expect(dayOf(['Midterm: Wednesday, October 9'], 'Final examination: Tuesday, December 17')).toBe('2002-12-17');
  });

  it('still lets the weekday settle the year when the outline prints no term', () => {
    const text = 'History 210\nFinal examination: Tuesday, December 17';
    const term = findTerm(text, 2003);
    expect(findDates('Final examination: Tuesday, December 17', { ...term, year: 2003 }).dates[0]?.due.date).toBe(
      '2002-12-17',
    );
  });
});
