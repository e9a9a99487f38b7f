// The syllabus parser on small outlines written for these tests (no real outline is copied).
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { findDates, findTerm } from '../../../../lib/syllabus/calendar/dates.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import type { ParsedAssessment } from '../../../../lib/syllabus/index.js';

/** The fields these tests pin (confidence has tests of its own). */
const fields = (items: ParsedAssessment[]) =>
  items.map(({ title, kind, due, weight }) => ({ title, kind, due, weight }));

const byTitle = (items: ReturnType<typeof parseSyllabus>) => Object.fromEntries(items.map((i) => [i.title, i]));

describe('parseSyllabus', () => {
  it('reads a Markdown grading table and dates from a schedule table, year from the term', () => {
    const items = parseSyllabus(`# ECON 101, Fall 2026

## Grading
| Component | Weight |
|---|---|
| Problem sets | 30% |
| Midterm exam | 30% |
| Final exam | 40% |

## Schedule
| Date | Item |
|---|---|
| Sep 14 | Problem set 1 due |
| Sep 28 | Problem set 2 due |
| Oct 12 | Problem set 3 due |
| Oct 21 | Midterm exam (in class) |
| Dec 15 | Final exam, 9am |
`);
    expect(fields(items)).toEqual([
      { title: 'Problem set 1', kind: 'assignment', due: { date: '2026-09-14', time: null }, weight: 10 },
      { title: 'Problem set 2', kind: 'assignment', due: { date: '2026-09-28', time: null }, weight: 10 },
      { title: 'Problem set 3', kind: 'assignment', due: { date: '2026-10-12', time: null }, weight: 10 },
      { title: 'Midterm exam', kind: 'midterm', due: { date: '2026-10-21', time: null }, weight: 30 },
      { title: 'Final exam', kind: 'final', due: { date: '2026-12-15', time: '09:00' }, weight: 40 },
    ]);
  });

  it('expands "Assignments (4 × 10%)" into its dated members', () => {
    const items = parseSyllabus(`Intro to Rocks — Spring 2027

Evaluation
- Assignments (4 × 10%)
- Participation: 10%
- Final exam: 50%

Assignment 1 is due February 3.
Assignment 2 is due February 24.
Assignment 3 is due March 17.
Assignment 4 is due April 7.
`);
    const t = byTitle(items);
    expect(items.filter((i) => i.kind === 'assignment').map((i) => [i.title, i.weight, i.due?.date])).toEqual([
      ['Assignment 1', 10, '2027-02-03'],
      ['Assignment 2', 10, '2027-02-24'],
      ['Assignment 3', 10, '2027-03-17'],
      ['Assignment 4', 10, '2027-04-07'],
    ]);
    expect(t['Participation']).toMatchObject({ kind: 'participation', weight: 10, due: null });
    expect(t['Final exam']).toMatchObject({ kind: 'final', weight: 50, due: null });
  });

  it('keeps a best-of-N group weight split equally over the quizzes listed, each with its date', () => {
    const items = parseSyllabus(`## Marks (Winter 2028)
* Quizzes: 20% (best 3 of 4 count)
* Term project: 30%
* Final examination: 50%

### Quiz dates
* Quiz 1: Monday, January 24
* Quiz 2: Monday, February 14
* Quiz 3: Monday, March 6
* Quiz 4: Monday, March 27
`);
    const quizzes = items.filter((i) => i.kind === 'quiz');
    expect(quizzes).toHaveLength(4);
    expect(quizzes.every((q) => q.weight === 5)).toBe(true);
    expect(quizzes.map((q) => q.due?.date)).toEqual(['2028-01-24', '2028-02-14', '2028-03-06', '2028-03-27']);
    expect(byTitle(items)['Term project']).toMatchObject({ kind: 'project', weight: 30, due: null });
  });

  it('reads a week-numbered schedule whose rows carry the dates', () => {
    const items = parseSyllabus(`# BIO 210 — Fall 2026
Grading: Labs 24%, exams below.

- Lab reports: 24%
- Exam 1: 20%
- Exam 2: 20%
- Final: 36%

| Week | Dates | Due |
|---|---|---|
| 1 | Aug 31 / Sep 2 | |
| 2 | Sep 7 / Sep 9 | Lab 1 / Lab 2 |
| 3 | Sep 14 / Sep 16 | Exam 1 |
| 4 | Sep 21 / Sep 23 | Lab 3 |
| 5 | Sep 28 / Sep 30 | Exam 2 / Lab 4 |
`);
    const t = byTitle(items);
    expect(['Lab 1', 'Lab 2', 'Lab 3', 'Lab 4'].map((n) => [t[n]?.due?.date, t[n]?.weight])).toEqual([
      ['2026-09-07', 6],
      ['2026-09-09', 6],
      ['2026-09-21', 6],
      ['2026-09-30', 6],
    ]);
    expect(t['Exam 1']).toMatchObject({ kind: 'midterm', weight: 20, due: { date: '2026-09-14', time: null } });
    expect(t['Exam 2']).toMatchObject({ due: { date: '2026-09-28', time: null } });
    expect(t['Final']).toMatchObject({ kind: 'final', weight: 36, due: null });
  });

  it('resolves dates without a year from the term, January of a fall term included', () => {
    const term = findTerm('Welcome to Fall 2025!', 2030);
    // A printed term: no year next to it that a lone weekday could move a date to (weekday-of-a-stated-term).
    expect(term).toEqual({ season: 'fall', year: 2025, stated: new Set() });
    expect(findDates('Dec 12', term).dates[0]!.due.date).toBe('2025-12-12');
    expect(findDates('Jan 9', term).dates[0]!.due.date).toBe('2026-01-09');
    expect(findDates('12/03', term).dates[0]!.due.date).toBe('2025-12-03');
    // A printed year wins over the term.
    expect(findDates('March 3, 2024', term).dates[0]!.due.date).toBe('2024-03-03');
  });

  it('keeps times of day only where printed, and refuses day ranges and weekday-only rules', () => {
    const term = { season: 'spring' as const, year: 2027 };
    expect(findDates('due 04/26 @ 7pm', term).dates[0]!.due).toEqual({ date: '2027-04-26', time: '19:00' });
    expect(findDates('Friday, May 7, 2:30-4:30 PM', term).dates[0]!.due).toEqual({ date: '2027-05-07', time: '14:30' });
    expect(findDates('May 7', term).dates[0]!.due.time).toBeNull();
    expect(findDates('Finals week (May 10-14)', term).dates[0]!.range).toBe(true);
    expect(findDates('Quizzes are due Tuesdays at 4pm', term).dates).toEqual([]);
    expect(findDates('Essays are due in about a week', term).dates).toEqual([]);
  });

  it('gives due null when the outline has no dates, and converts points to percentages', () => {
    const items = parseSyllabus(`Course requirements (Fall 2026)
* Reading responses: 60 points
* Participation: 40 points
* Term paper: 100 points
* Extra credit: 10 points
`);
    expect(fields(items)).toEqual([
      { title: 'Reading responses', kind: 'assignment', due: null, weight: 30 },
      { title: 'Participation', kind: 'participation', due: null, weight: 20 },
      { title: 'Term paper', kind: 'assignment', due: null, weight: 50 },
    ]);
  });

  it('labels the leaves of nested weights and ignores grade cut-offs and late penalties', () => {
    const items = parseSyllabus(`# Coursework (60%)
## Essays (40%)
Two essays.
## Presentation (20%)
# Examination (40%)
Late work loses 10% per day.

Grade scale: A 90-100%, B 80-89%, C 70-79%.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Essays', 40],
      ['Presentation', 20],
      ['Examination', 40],
    ]);
  });

  it('returns nothing for text without a grading scheme', () => {
    expect(parseSyllabus('')).toEqual([]);
    expect(parseSyllabus('Office hours are Tuesdays 2-4pm in room 310. Bring questions!')).toEqual([]);
  });

  it('classifies kinds by their words', () => {
    expect(
      [
        'HW3',
        'Lab report 2',
        'Quiz 4',
        'Term test 1',
        'Final exam',
        'Capstone project',
        'Class participation',
        'Peer check-ins',
      ].map(classify),
    ).toEqual(['assignment', 'lab', 'quiz', 'midterm', 'final', 'project', 'participation', 'other']);
  });
});
