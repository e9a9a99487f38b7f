// A day and month followed by a wide gap ("3 October    Quiz 2" in an aligned column, "3 octobre, 23 h 59" once
// its clock is read): chrono alone reads the month without its day there (the 1st). Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';

const term: Term = { season: 'fall', year: 2025 };
const due = (text: string) => findDates(text, term).dates.map((d) => `${d.due.date} ${d.due.time ?? '-'}`);

describe('a day and month before a wide gap', () => {
  it('keeps the day', () => {
    expect(due('3 October    Quiz 2')).toEqual(['2025-10-03 -']);
    expect(due('Tue 14 Oct      Lab report 2 due')).toEqual(['2025-10-14 -']);
    expect(due('Travail pratique 1 | 15 % | 3 octobre, 23 h 59 |')).toEqual(['2025-10-03 23:59']);
  });

  it('leaves a year after the gap and a month written first as they were', () => {
    expect(due('3 October   2026')).toEqual(['2026-10-03 -']);
    expect(due('October   3')).toEqual(['2025-10-03 -']);
  });
});

describe('ordinal days', () => {
  it('reads an ordinal day before its month and after it', () => {
    expect(due('17th Oct 2025 at 23:59')).toEqual(['2025-10-17 23:59']);
    expect(due('Exam 1 Feb. 21st (in class)')).toEqual(['2026-02-21 -']);
    expect(due('the 21st of March')).toEqual(['2026-03-21 -']);
  });
});
