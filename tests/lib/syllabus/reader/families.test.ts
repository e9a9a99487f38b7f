// Outline shapes from the third round of unseen outlines, each written for these tests: plain-text
// columns under capital headings, 24-hour times without a colon, dotted day-first dates, points
// columns with a stated total, date-led schedule lines and assessment words in other languages.
import { describe, expect, it } from 'vitest';
import { findDates } from '../../../../lib/syllabus/calendar/dates.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (items: ReturnType<typeof parseSyllabus>) =>
  items.map((i) => [i.title, i.weight, i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null]);

describe('aligned plain-text columns', () => {
  it('reads the scheme and stops at the next capital heading, whose threshold figures are not weights', () => {
    const items = parseSyllabus(`PHYS 120 - Winter 2027

MARKING

  Item                                  Weight    Due
  ------------------------------------  --------  ----------------------
  Problem set A                           20%     February 5th, 2359
  Lab write-up                            20%     March 12, 1600
  Term test                               25%     Wed. March 3, 0900 (in class)
  Final examination                       35%     April 20, 1400-1700

REQUIREMENTS TO PASS
- You must obtain at least 50% on the final examination.
- Lab safety training must be passed with 80% or higher.
`);
    expect(brief(items)).toEqual([
      ['Problem set A', 20, '2027-02-05T23:59'],
      ['Lab write-up', 20, '2027-03-12T16:00'],
      ['Term test', 25, '2027-03-03T09:00'],
      ['Final examination', 35, '2027-04-20T14:00'],
    ]);
  });

  it('keeps a year a year: "October 3, 2026" is not 20:26', () => {
    const { dates } = findDates('Essay due October 3, 2026', { season: 'fall', year: 2026 });
    expect(dates[0]!.due).toEqual({ date: '2026-10-03', time: null });
  });

  it('keeps a time printed after a weekday in parentheses ("28/08 (sex), 23h59")', () => {
    const { dates } = findDates('Lista 1 até 28/08 (sex), 23h59', { season: 'fall', year: 2026 });
    expect(dates[0]!.due).toEqual({ date: '2026-08-28', time: '23:59' });
  });
});

describe('dotted day-first dates', () => {
  it('reads dd.mm.yyyy day first with the time after it, and members listed on the scheme line', () => {
    const items = parseSyllabus(`Assessment

  Exercises (3 x 10 %)              30 %    Exercise 1 02.11.2026, Exercise 2 07.12.2026, Exercise 3 11.01.2027
  Written exam                      70 %    Fri 05.02.2027, 09:30, room B
`);
    expect(brief(items)).toEqual([
      ['Exercise 1', 10, '2026-11-02'],
      ['Exercise 2', 10, '2026-12-07'],
      ['Exercise 3', 10, '2027-01-11'],
      ['Written exam', 70, '2027-02-05T09:30'],
    ]);
  });

  it('does not take a figure in running commentary for a component', () => {
    const items = parseSyllabus(`Grading
  Essays                     40 %
  Final exam                 60 %

(2) Essays are marked out of 20 points and converted to
    the 40 % weight. Feedback follows within two weeks.
`);
    expect(items.map((i) => i.title)).toEqual(['Essays', 'Final exam']);
  });
});

describe('points columns', () => {
  it('reads bare figures under a Points header as points over the stated total', () => {
    const items = parseSyllabus(`# ARTH 110 — Fall 2026

The course is graded out of 400 points.

| Work | Points | Due |
|---|---|---|
| Museum visit report | 80 | Fri. Oct. 2 |
| Midterm exam | 120 | Wed. Oct. 21 |
| Final portfolio — in place of a final exam | 160 | Mon. Dec. 14 |
| Participation | 40 | ongoing |
`);
    expect(brief(items)).toEqual([
      ['Museum visit report', 20, '2026-10-02'],
      ['Midterm exam', 30, '2026-10-21'],
      ['Final portfolio', 40, '2026-12-14'],
      ['Participation', 10, null],
    ]);
  });
});

describe('date-led schedule lines', () => {
  it('gives "X due" the date that leads its entry, not the next entry\'s', () => {
    const items = parseSyllabus(`# MUS 101 — Fall 2026
## Grading
- Listening journals (3): 30%
- Final exam: 70%
## Schedule
**Week 2** · Mon. Sept. 14 – Rhythm. *Listening journal 1 due*
**Week 4** · Mon. Sept. 28 – Melody. *Listening journal 2 due*. Fri. Oct. 2 – Concert visit
**Week 6** · Mon. Oct. 12 – Harmony. *Listening journal 3 due*
`);
    expect(brief(items).slice(0, 3)).toEqual([
      ['Listening journal 1', 10, '2026-09-14'],
      ['Listening journal 2', 10, '2026-09-28'],
      ['Listening journal 3', 10, '2026-10-12'],
    ]);
  });
});

describe('assessment words in other languages', () => {
  it('classifies Spanish, French and German titles', () => {
    expect(classify('Prueba 3')).toBe('quiz');
    expect(classify('Composición 1')).toBe('assignment');
    expect(classify('Examen parcial')).toBe('midterm');
    expect(classify('Examen final')).toBe('final');
    expect(classify('Devoir maison 2')).toBe('assignment');
    expect(classify('Projet de groupe')).toBe('project');
    expect(classify('Klausur')).toBe('midterm');
    expect(classify('Abschlussklausur')).toBe('final');
    expect(classify('Hausarbeit')).toBe('assignment');
    expect(classify('Participación')).toBe('participation');
  });

  it('splits a Spanish group over its numbered, dated members', () => {
    const items = parseSyllabus(`FREN 210 - Fall 2026
EVALUACIÓN
• Pruebas (3 quizzes) .......... 15%
• Examen final ................. 85%

CALENDARIO (dates are MM/DD)
09/18  Prueba 1
10/16  Prueba 2
11/13  Prueba 3
`);
    expect(brief(items)).toEqual([
      ['Prueba 1', 5, '2026-09-18'],
      ['Prueba 2', 5, '2026-10-16'],
      ['Prueba 3', 5, '2026-11-13'],
      ['Examen final', 85, null],
    ]);
    expect(items.map((i) => i.kind)).toEqual(['quiz', 'quiz', 'quiz', 'final']);
  });
});
