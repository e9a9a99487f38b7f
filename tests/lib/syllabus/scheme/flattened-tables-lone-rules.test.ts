// Flattened tables, lone rules, wrapped formulas, week-number rows. Invented outlines, none copied from a corpus.
import { describe, expect, it } from 'vitest';
import { briefOf } from '../../../support/syllabus.js';

const brief = (src: string) => briefOf(src, { time: false });

describe('flattened three-column tables whose name cells wrap', () => {
  it('joins a wrapped name cell and does not read "Exam 1" above its figure as 1 point', () => {
    const items = brief(`GEOL 2210 Spring 2027

Evaluation
Item
Weight
Due
Field Exam 1
20%
02/18/2027
Field Exam 2
20%
04/01/2027
Mapping Exercises
(3 x 5%)
15%
See schedule
Regional Geology
Poster
15%
04/22/2027
Final Exam
30%
05/10/2027
Total
100%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual(
      expect.arrayContaining([
        ['Field Exam 1', 20],
        ['Field Exam 2', 20],
        ['Final Exam', 30],
      ]),
    );
    expect(items.find((i) => /^Regional Geology Poster/.test(i.title))?.weight).toBe(15);
    expect(items.filter((i) => /^Mapping Exercises/.test(i.title)).reduce((s, i) => s + i.weight, 0)).toBe(15);
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
  });
});

describe('a lone "100%" is a rule when the outline holds a scheme of several components', () => {
  it('reads the points table, not "the safety module (100% required)"', () => {
    const items = brief(`CHEM 1101L Spring 2027

SAFETY
You must pass the online Safety Module (100% required, any number of tries) before the third lab
session. It does not count toward the grade.

POINTS
| Component | Points | Notes |
| Pre-lab checks | 40 | online |
| Lab reports | 120 | weekly |
| Practical exam | 40 | last week |
| TOTAL | 200 | |
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Pre-lab checks', 20],
      ['Lab reports', 60],
      ['Practical exam', 20],
    ]);
  });
});

describe('grade formulas whose terms are named in parentheses and that wrap', () => {
  it('reads "Course % = .30(Midterm) + .40(Lab Reports)" continued on a "+ …" line', () => {
    const items = brief(`ECON 2105 Fall 2027

HOW YOUR GRADE IS COMPUTED
  Course % = .30(Midterm) + .40(Lab Reports)
             + .30(Term Paper)

Office: Hall 9.
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Midterm', 30],
      ['Lab Reports', 40],
      ['Term Paper', 30],
    ]);
  });
});

describe('schedule rows with a week-number column and two meeting days', () => {
  it('reads "4     Feb 2/4" as the week of Feb 2–4 of the term, not 4 Feb of 2002 or 2004', async () => {
    const { findDates, findTerm } = await import('../../../../lib/syllabus/calendar/dates.js');
    const term = findTerm('Spring 2027', 2027);
    const found = findDates('4     Feb 2/4       Heat transfer                         Quiz 3', term).dates;
    expect(found.map((d) => [d.due.date, d.last?.date ?? null])).toEqual([['2027-02-02', '2027-02-04']]);
    expect(findDates('11    Mar 30/Apr 1  Review', term).dates.map((d) => d.due.date)).toEqual([
      '2027-03-30',
      '2027-04-01',
    ]);
    // A slashed figure near the term's year stays a year: "Feb 2/27".
    expect(findDates('Quiz due Feb 2/27', term).dates.map((d) => d.due.date)).toEqual(['2027-02-02']);
  });
});

describe('a summer session named with its ordinal', () => {
  it('takes the year of "Summer Session II, 2019" as the term\'s', async () => {
    const { findTerm } = await import('../../../../lib/syllabus/calendar/dates.js');
    expect(findTerm('ARTH 1100\nSummer Session II, 2019  (July 8 – August 9)\n', 2027)).toMatchObject({
      season: 'summer',
      year: 2019,
    });
    expect(findTerm('Summer Term 1 2031\n', 2027)).toMatchObject({ year: 2031 });
  });
});

describe('percent-first scheme lines with a long comment after the name', () => {
  it('reads "30%   Capstone essay (12 pp.) — takes the place of an exam; …" as the capstone essay', () => {
    const items = brief(`PHIL 2400 Fall 2027

Evaluation
40%   Weekly reading notes
30%   Seminar leadership, one session with a partner, signed up for in the first week of term
30%   Capstone essay (12 pp.) — takes the place of an exam; there is no exam of any kind in this
      seminar, so plan your time for the essay from October on.
`);
    expect(items.map((i) => [i.title.replace(/\s*\(.*$/, ''), i.weight])).toEqual([
      ['Weekly reading notes', 40],
      ['Seminar leadership', 30],
      ['Capstone essay', 30],
    ]);
  });
});
