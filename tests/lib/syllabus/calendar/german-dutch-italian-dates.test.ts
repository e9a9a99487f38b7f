// Day-month dates of German, Dutch and Italian outlines ("14. Juli 2025", "20 januari", "15 gennaio"), and a
// German day and month without the year after a weekday ("Mi, 19.11."). Invented lines.
import { describe, expect, it } from 'vitest';
import { findDates, type Term } from '../../../../lib/syllabus/calendar/dates.js';

const winter: Term = { season: 'fall', year: 2025 };
const days = (text: string) => findDates(text, winter).dates.map((d) => d.due.date);

describe('German, Dutch and Italian month names', () => {
  it('reads a German day with its dot, the month written out or short', () => {
    expect(days('Klausur am 14. Juli 2025, 10:00 Uhr')).toEqual(['2025-07-14']);
    expect(days('Abgabe bis 3. März 2026')).toEqual(['2026-03-03']);
    expect(days('Referat: 3. Okt. 2025')).toEqual(['2025-10-03']);
  });

  it('reads Dutch and Italian month names', () => {
    expect(days('Tentamen op 20 januari 2026')).toEqual(['2026-01-20']);
    expect(days('inleveren vóór 3 mei 2026')).toEqual(['2026-05-03']);
    expect(days('Esame scritto il 15 gennaio 2026')).toEqual(['2026-01-15']);
    expect(days('consegna entro il 10 dicembre 2025')).toEqual(['2025-12-10']);
  });
});

describe('a German day and month without the year', () => {
  it('is read after a weekday or a word that introduces a day', () => {
    expect(days('Zwischentest: Mi, 19.11.')).toEqual(['2025-11-19']);
    expect(days('Fr. 12.12. Abgabe')).toEqual(['2025-12-12']);
  });

  it('is not read from section numbers or impossible days', () => {
    expect(days('Kapitel 4.1. lesen')).toEqual([]);
    expect(days('am 31.2.')).toEqual([]);
  });
});
