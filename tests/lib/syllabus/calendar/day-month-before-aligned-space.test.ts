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
