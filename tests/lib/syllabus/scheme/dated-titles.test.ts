// A component's date is no part of its name ("Exam #1, September 29", "Midterm exam on October 14"), and a
// scheme's heading glued to its first row ("Assessment Quiz 1") names no work. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { withoutDate } from '../../../../lib/syllabus/scheme/dated-titles.js';

const read = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).items.map((i) => [
    i.title,
    i.weight,
    i.due?.date ?? null,
    i.due?.time ?? null,
  ]);

describe('dated titles', () => {
  it('names the work before its date, less the words leading into it, and keeps the date as the due date', () => {
    expect(
      read(`Grading
Midterm exam on October 14, 2026: 25%
Final exam on December 12, 2026, 9:00 am: 35%
Problem sets: 30%
Participation: 10%
`),
    ).toEqual([
      ['Midterm exam', 25, '2026-10-14', null],
      ['Final exam', 35, '2026-12-12', '09:00'],
      ['Problem sets', 30, null, null],
      ['Participation', 10, null, null],
    ]);
  });

  it('reads day-month dates in other languages, their clock kept ("am 10. Februar 2027, 10:00 Uhr")', () => {
    expect(
      read(`Prüfungsleistungen
Hausaufgaben: 20 %
Zwischentest am 2. Dezember 2026: 30 %
Abschlussklausur am 10. Februar 2027, 10:00 Uhr: 50 %
`),
    ).toEqual([
      ['Hausaufgaben', 20, null, null],
      ['Zwischentest', 30, '2026-12-02', null],
      ['Abschlussklausur', 50, '2027-02-10', '10:00'],
    ]);
  });

  it('names a component read as its date alone by the words before the date on its line', () => {
    expect(
      read(`Assessment
Quiz 1 (Sept 20, 2026) 10%
Essay due 2026-10-30 at 5 pm - 40%
Final examination, 15 December 2026 at 14:00 — 50%
`),
    ).toEqual([
      ['Quiz 1', 10, '2026-09-20', null],
      ['Essay', 40, '2026-10-30', '17:00'],
      ['Final examination', 50, '2026-12-15', '14:00'],
    ]);
  });

  it('keeps names with no date, a date alone with nothing before it, and a name that opens with its date', () => {
    expect(withoutDate('Final exam')).toBeNull();
    expect(withoutDate('February 5')).toBeNull();
    expect(withoutDate('Paper due February 18')?.title).toBe('Paper');
    expect(withoutDate('Exam #1, September 29')?.title).toBe('Exam #1');
    expect(withoutDate('Mid-Term Exam: Wednesday, 23 February 2000')?.title).toBe('Mid-Term Exam');
    expect(withoutDate('Thu. 01/30 2-4 pp. essay on Dickens')?.title).toBe('2-4 pp. essay on Dickens');
    expect(withoutDate('April 11. This paper')).toBeNull();
  });
});
