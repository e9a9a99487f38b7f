// Clock times written after a date the way French, Dutch, German and Italian outlines write them ("avant
// 23 h 59", "2025, 9 h à 12 h", "13.30-16.30 uur", "um 9.15 Uhr", "ore 9:30") belong to that date.
// Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';

const term: Term = { season: 'fall', year: 2025 };
const due = (text: string) => findDates(text, term).dates.map((d) => `${d.due.date} ${d.due.time ?? '-'}`);

describe('clock times after a date', () => {
  it('attaches French, Dutch, German and Italian clocks', () => {
    expect(due('remise le 28 novembre 2025 avant 23 h 59')).toEqual(['2025-11-28 23:59']);
    expect(due('mercredi 22 octobre 2025, 9 h à 12 h')).toEqual(['2025-10-22 09:00']);
    expect(due('Eindtentamen - 5 november 2025, 13.30-16.30 uur')).toEqual(['2025-11-05 13:30']);
    expect(due('Klausur am 12.02.2026 um 9.15 Uhr')).toEqual(['2026-02-12 09:15']);
    expect(due('Esame finale: 20 gennaio 2026 ore 9:30')).toEqual(['2026-01-20 09:30']);
  });

  it('attaches a clock after a one-letter weekday in brackets', () => {
    expect(due('December 13 [F], 3:30-6:30 p.m.')).toEqual(['2025-12-13 15:30']);
    expect(due('Dec 13 (F), 3:30 p.m.')).toEqual(['2025-12-13 15:30']);
  });

  it('reads no clock in section numbers', () => {
    expect(findDates('Read sections 3.15 and 4.2', term).times).toEqual([]);
  });
});
