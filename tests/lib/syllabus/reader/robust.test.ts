// Outline shapes the parser once failed on wholesale: comments after a weight, a scheme stated
// twice, grading in sentences, dated members, changed dates, ranges, deadline times stated once.
// Every outline here is written for these tests.
import { describe, expect, it } from 'vitest';
import { findDates, slashedDayFirst } from '../../../../lib/syllabus/calendar/dates.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { proseWeights } from '../../../../lib/syllabus/scheme/prose.js';

const byTitle = (items: ReturnType<typeof parseSyllabus>) => Object.fromEntries(items.map((i) => [i.title, i]));
const brief = (items: ReturnType<typeof parseSyllabus>) =>
  items.map((i) => [i.title, i.weight, i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null]);

describe('a weight followed by a comment', () => {
  it('reads dot-leader lines whatever trails the percentage', () => {
    const items = parseSyllabus(`GEOL 150 — Spring 2027
Course grade
  Field notebooks ..................... 15%   (graded twice; best mark kept)
  Midterm test ........................ 25%   Tuesday, March 9, in the lab
  Term essay .......................... 20%   — see the essay guide on the course page
  Final exam (cumulative) ............. 40%   Friday, May 7, 9:00 a.m.
Late notebooks lose 10% per day.
`);
    expect(brief(items)).toEqual([
      ['Field notebooks', 15, null],
      ['Midterm test', 25, '2027-03-09'],
      ['Term essay', 20, null],
      ['Final exam', 40, '2027-05-07T09:00'],
    ]);
  });

  it('keeps a label line whose comment holds another figure', () => {
    const items = parseSyllabus(`Assessment
- Homework: 30% (the final can replace your lowest homework at 10%)
- Midterm: 30%
- Final: 40%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Homework', 30],
      ['Midterm', 30],
      ['Final', 40],
    ]);
  });
});

describe('a scheme stated twice', () => {
  it('reads the detailed restatement, with its nested parts, instead of returning nothing', () => {
    const items = parseSyllabus(`Semester 2, 2026

Summary
Task | Weight
Essays | 40%
Studio project | 40%
Exam | 20%

Details
2.1 Essays (40%)
Two essays, each worth 20%.
2.2 Studio project (40%)
  Part 1 – Concept pitch (10%): 14 August 2026
  Part 2 – Studio build (30%): 25 September 2026
2.3 Exam (20%)
`);
    const t = byTitle(items);
    expect(items.reduce((s, i) => s + i.weight, 0)).toBe(100);
    expect(t['Concept pitch']).toMatchObject({ kind: 'other', weight: 10, due: { date: '2026-08-14', time: null } });
    expect(t['Studio build']).toMatchObject({ weight: 30, due: { date: '2026-09-25', time: null } });
    expect(t['Essays']).toMatchObject({ kind: 'assignment', weight: 40 });
    expect(t['Exam']).toMatchObject({ weight: 20 });
    expect(t['Studio project']).toBeUndefined();
  });

  it('drops a zero-weight requirement and one stray figure when the rest make 100', () => {
    const items = parseSyllabus(`Marks
- Safety induction (0%, must be completed)
- Practicals: 30%
- Test: 30%
- Final exam: 40%
- Pass mark for the final exam: 45%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Practicals', 30],
      ['Test', 30],
      ['Final exam', 40],
    ]);
  });
});

describe('grading in sentences', () => {
  it('finds "N percent", "N per cent" and "N%" with worth / counts for / weighted', () => {
    expect(proseWeights('Attendance counts for 10 per cent of the final mark; it is taken weekly.')).toMatchObject([
      { title: 'Attendance', value: 10 },
    ]);
    expect(proseWeights('The group project is weighted at 25% and is due in week 12.')).toMatchObject([
      { title: 'group project', value: 25 },
    ]);
    expect(proseWeights('Three lab reports are worth 6 percent apiece.')).toMatchObject([
      { title: 'lab reports', value: 18, count: 3 },
    ]);
    expect(proseWeights('Five quizzes are worth 2% each (10% in all).')).toMatchObject([
      { title: 'quizzes', value: 10, count: 5 },
    ]);
    // Exceptions and thresholds are not the scheme.
    expect(proseWeights('If you miss the test, the final exam counts for 60 percent instead.')).toEqual([]);
    expect(proseWeights('You must earn at least 50% on the final exam to pass.')).toEqual([]);
  });

  it('reads a whole scheme written as a paragraph, dates from the schedule', () => {
    const items = parseSyllabus(`PHIL 120 — Fall 2026

Requirements

Class participation counts for 10 percent of the grade. Two short essays, four pages each, are worth 15 percent apiece (30 percent in all). The midterm examination, worth 25 percent, is held in class on Thursday, October 15. Finally, the final examination is worth 35 per cent and takes place during the exam period (December 9–18).

Schedule
Week 5: Essay 1 due Friday, October 2
Week 10: Essay 2 due Friday, November 6
`);
    expect(brief(items)).toEqual([
      ['Class participation', 10, null],
      ['Essay 1', 15, '2026-10-02'],
      ['Essay 2', 15, '2026-11-06'],
      ['midterm examination', 25, '2026-10-15'],
      ['final examination', 35, null],
    ]);
    expect(items.map((i) => i.kind)).toEqual(['participation', 'assignment', 'assignment', 'midterm', 'final']);
  });
});

describe('dated members', () => {
  it('splits a "Laboratory" component into the numbered labs of a due-date table', () => {
    const items = parseSyllabus(`Fall 2026
Grading
- Laboratory (3 experiments): 30%
- Final exam: 70%

Lab | Session | Report due
Lab 1 | Tue Sep 8 | Tue Sep 22
Lab 2 | Tue Sep 22 | Tue Oct 6
Lab 3 | Tue Oct 6 | Tue Oct 20
`);
    expect(brief(items)).toEqual([
      ['Lab 1', 10, '2026-09-22'],
      ['Lab 2', 10, '2026-10-06'],
      ['Lab 3', 10, '2026-10-20'],
      ['Final exam', 70, null],
    ]);
  });

  it('splits "Reviews (2) 10% each" into "Review #1" and "Review #2" when each has a date', () => {
    const items = parseSyllabus(`Winter 2027
Component Weight Due
Book critiques (2) 10% each Feb. 5; Mar. 12
Final exam 80% TBA
Critique #1 is due Fri. Feb. 5; critique #2 is due Fri. Mar. 12.
`);
    expect(brief(items)).toEqual([
      ['Critique #1', 10, '2027-02-05'],
      ['critique #2', 10, '2027-03-12'],
      ['Final exam', 80, null],
    ]);
  });
});

describe('dates', () => {
  it('follows a stated change of date over the table date', () => {
    const items = parseSyllabus(`Spring 2027
| Item | Weight | Due |
|---|---|---|
| Design report | 40% | Mar. 5 |
| Final exam | 60% | Apr. 30 |

Note (Feb. 20): the design report deadline has been moved to Mon. Mar. 8.
`);
    expect(byTitle(items)['Design report']!.due).toEqual({ date: '2027-03-08', time: null });
  });

  it('takes the date after "to" in "moved from X to Y"', () => {
    const items = parseSyllabus(`Fall 2026
- Midterm: 40% (Tuesday, October 13)
- Final: 60%

The midterm has been moved from Tuesday, October 13 to Thursday, October 15.
`);
    expect(byTitle(items)['Midterm']!.due).toEqual({ date: '2026-10-15', time: null });
  });

  it('gives no date for a range written with an en or em dash', () => {
    const term = { season: 'spring' as const, year: 2027 };
    expect(findDates('exam period April 12–26, 2027', term).dates[0]!.range).toBe(true);
    expect(findDates('finals week (May 3—7)', term).dates[0]!.range).toBe(true);
    expect(findDates('Thursday, April 8, 9:30–10:45 a.m.', term).dates[0]!.due).toEqual({
      date: '2027-04-08',
      time: '09:30',
    });
  });

  it('reads slashed dates day first when the outline shows it, month first otherwise', () => {
    expect(slashedDayFirst('due 14/03/2027 and 09/05/2027')).toBe(true);
    expect(slashedDayFirst('due 3/14 and 5/9')).toBe(false);
    expect(slashedDayFirst('due 09/05/2027')).toBe(false);
    const items = parseSyllabus(`Semester 1, 2027
- Report 1 (50%): due Friday 09/04/2027
- Report 2 (50%): due Friday 21/05/2027
`);
    expect(items.map((i) => i.due?.date)).toEqual(['2027-04-09', '2027-05-21']);
  });
});

describe('deadline times stated once', () => {
  it('applies a time rule to the kind of work it names and "all written work" to the rest', () => {
    const items = parseSyllabus(`Fall 2026
Grading
- Assignment 1: 10% (due Sep 18)
- Assignment 2: 10% (due Oct 9)
- Lab report: 20% (due Oct 30)
- Midterm: 20% (Oct 20)
- Final exam: 40% (Dec 10, 2:00 p.m.)

Assignments are submitted online by 4:00 p.m. on the due date.
All written work is due by 11:59 p.m. unless stated otherwise.
`);
    expect(brief(items)).toEqual([
      ['Assignment 1', 10, '2026-09-18T16:00'],
      ['Assignment 2', 10, '2026-10-09T16:00'],
      ['Lab report', 20, '2026-10-30T23:59'],
      ['Midterm', 20, '2026-10-20'],
      ['Final exam', 40, '2026-12-10T14:00'],
    ]);
  });

  it('takes the work from the sentence before and the time after the deadline word', () => {
    const items = parseSyllabus(`Spring 2027
- Quizzes: 20%
- Final exam: 80%

Quizzes are taken online. Each one opens Monday at 8:00 a.m. and closes Friday at 6:00 p.m.
Quiz 1: Fri Feb 5
Quiz 2: Fri Feb 19
`);
    expect(items.filter((i) => i.kind === 'quiz').map((i) => i.due)).toEqual([
      { date: '2027-02-05', time: '18:00' },
      { date: '2027-02-19', time: '18:00' },
    ]);
  });
});

it('classifies weighted proposals as projects and critiques as assignments', () => {
  expect(['Research proposal', 'Article critique', 'Laboratory'].map(classify)).toEqual([
    'project',
    'assignment',
    'lab',
  ]);
});
