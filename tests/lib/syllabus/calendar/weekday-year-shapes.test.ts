// An outline that prints no year: the weekdays it prints beside its dates give the year, in every shape a
// schedule writes them. Invented minimal examples (fallback year 2026).
import { describe, expect, it } from 'vitest';
import { findTerm } from '../../../../lib/syllabus/calendar/dates.js';

const year = (lines: string[]) => findTerm(['Intro to Geography', 'Exam 1 30%', ...lines].join('\n'), 2026).year;

describe('the year the printed weekdays agree with', () => {
  it('reads a one-letter weekday column, and looks back further than fifteen years', () => {
    // Tuesday 29 February: 2000 alone in the years read.
    expect(year(['T  1/18   Introduction', 'F  1/21   Maps', 'T  2/29   Exam 1', 'R  3/2    Review'])).toBe(2000);
  });

  it('reads a weekday in brackets after its date', () => {
    expect(year(['Oct. 3 (Thu): Introduction', 'Oct. 8 (Tue): Exam 1'])).toBe(2024);
  });

  it('reads a weekday before its day and month', () => {
    expect(year(['Thu 3 October: Introduction', 'Tue 8 October: Exam 1'])).toBe(2024);
  });

  it('reads a single weekday date', () => {
    expect(year(['Final exam: Wednesday, March 20'])).toBe(2024);
  });
});
