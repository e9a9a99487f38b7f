// Outline shapes of the third robustness round: plain-text columns without a % sign, weights
// as shares of a sub-total, grading listed in one sentence with decimal commas, members named
// on a list entry, "09h00" times, deadlines stated in a later sentence. Every outline here is
// written for these tests.
import { describe, expect, it } from 'vitest';
import { findDates, slashedDayFirst } from '../../../../lib/syllabus/calendar/dates.js';
import { classify } from '../../../../lib/syllabus/vocabulary/kinds.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { proseWeights } from '../../../../lib/syllabus/scheme/prose.js';

const brief = (items: ReturnType<typeof parseSyllabus>) =>
  items.map((i) => [
    i.title,
    i.kind,
    i.weight,
    i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null,
  ]);

describe('a table laid out in columns of spaces', () => {
  it('reads bare figures under a "Weightage" header, numbered members in Roman numerals and wrapped cells', () => {
    const items = parseSyllabus(`Spring Semester 2027

Marks distribution

    Component                        Weightage    Remarks
    Class test I                     15           Monday, 8 Feb 2027
    Class test II                    15           Monday, 15 Mar 2027
    Problem sheets (best 5 of 6)     20           collected in tutorials,
                                                  no make-up
    End-semester examination         50
    --------------------------------------
    Total                            100
`);
    expect(brief(items)).toEqual([
      ['Class test I', 'midterm', 15, '2027-02-08'],
      ['Class test II', 'midterm', 15, '2027-03-15'],
      ['Problem sheets', 'assignment', 20, null],
      ['End-semester examination', 'final', 50, null],
    ]);
  });

  it('leaves columns without a unit header as prose', () => {
    const items = parseSyllabus(`Fall 2026
Week   Topic                 Notes
1      Kinematics            Quiz 1 Friday
2      Forces                reading

Grading: Quizzes 40%, Final exam 60%.
- Quizzes: 40%
- Final exam: 60%
`);
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Quizzes', 40],
      ['Final exam', 60],
    ]);
  });
});

describe('weights given as a share of a sub-total', () => {
  it('scales "N% of the class record" parts by the record\'s weight in a formula, dated by their nested details', () => {
    const items = parseSyllabus(`First Semester 2027
ASSESSMENT
Final mark = 30% term mark + 70% final examination

The term mark is made up as follows:
* Test 1 — 50% of the term mark
    - Saturday 13 March 2027, 09h00, Great Hall
* Project — 50% of the term mark
    - released Monday 1 March; due Friday 23 April at 16h00
`);
    expect(brief(items)).toEqual([
      ['Test 1', 'midterm', 15, '2027-03-13T09:00'],
      ['Project', 'project', 15, '2027-04-23T16:00'],
      ['final examination', 'final', 70, null],
    ]);
  });

  it('reads parts stated in sentences ("It is worth 40% of the coursework", "the remaining 60%")', () => {
    const items = parseSyllabus(`Module handbook, Autumn 2026

Assessment
    Coursework       40%
    Written exam     60%

The coursework has two pieces. The first is a lab report on the reaction-time study.
It is worth 25% of the coursework, and must be uploaded by 14:00 on Thursday 12 November 2026.

The second is a critical review essay on one of the set papers. The essay makes up the
remaining 75% of the coursework. The deadline is 12 noon on Monday 7 December 2026.
`);
    expect(brief(items)).toEqual([
      ['lab report', 'lab', 10, '2026-11-12T14:00'],
      ['critical review essay', 'assignment', 30, '2026-12-07T12:00'],
      // The only examination of the scheme is its final (labelling rule R9: the end-of-course exam).
      ['Written exam', 'final', 60, null],
    ]);
  });
});

describe('grading listed in one sentence', () => {
  it('reads each "component (N %)" of the list, decimal commas included', () => {
    expect(
      proseWeights(
        'The final grade is calculated as follows: class participation (12.5 %), a book review (17.5 %), an oral presentation or "exposé" (20 %) and a final take-home examination (50 %).',
      ).map((p) => [p.title, p.value]),
    ).toEqual([
      ['Class participation', 12.5],
      ['Book review', 17.5],
      ['Oral presentation', 20],
      ['Final take-home examination', 50],
    ]);
    const items = parseSyllabus(`Spring semester 2027

Assessment
The final grade is out of 20 and is calculated as follows: class participation (12,5 %),
a book review (37,5 %) and a final take-home examination (50 %). A final grade of 10/20
is required to validate the course.

The book review (1,500 words) discusses one title from the list. It must be uploaded
no later than Friday 5 March 2027 before 18h.
`);
    expect(brief(items)).toEqual([
      ['Class participation', 'participation', 12.5, null],
      ['Book review', 'assignment', 37.5, '2027-03-05T18:00'],
      ['Final take-home examination', 'final', 50, null],
    ]);
  });

  it('does not read a grade out of 20 as a date', () => {
    expect(slashedDayFirst('Sessions 28/01, 04/02. A grade of 10/20 is required.')).toBe(true);
    expect(findDates('A final grade of 10/20 is required', { season: null, year: 2027 }).dates).toEqual([]);
  });
});

describe('members named on a list entry', () => {
  it("gives \"Report\" the entry's number, the entry's date to what it lists undated, and a row's stated closing time", () => {
    const items = parseSyllabus(`Winter 2027
| Component | Weight | Details |
|---|---|---|
| Pre-lab quizzes (best 2 of 3) | 6% | close 9:00 a.m. on the day of the lab |
| Laboratory reports (3 × 8%) | 24% | |
| Final examination | 70% | April examination period |

All lab reports are submitted by 11:59 p.m. on the date shown.
- Lab 1 — Distillation (Tue. Jan. 12). Pre-lab Quiz 1. Report due Fri. Jan. 22.
- Lab 2 — Extraction (Tue. Feb. 2). Pre-lab Quiz 2. Report due Fri. Feb. 12.
- Lab 3 — Synthesis (Tue. Mar. 2). Pre-lab Quiz 3. Report due Fri. Mar. 12.
`);
    expect(brief(items)).toEqual([
      ['Pre-lab Quiz 1', 'quiz', 2, '2027-01-12T09:00'],
      ['Pre-lab Quiz 2', 'quiz', 2, '2027-02-02T09:00'],
      ['Pre-lab Quiz 3', 'quiz', 2, '2027-03-02T09:00'],
      ['Lab 1 Report', 'lab', 8, '2027-01-22T23:59'],
      ['Lab 2 Report', 'lab', 8, '2027-02-12T23:59'],
      ['Lab 3 Report', 'lab', 8, '2027-03-12T23:59'],
      ['Final examination', 'final', 70, null],
    ]);
    expect(classify('Pre-lab quizzes')).toBe('quiz');
    expect(classify('End-semester examination')).toBe('final');
  });
});

describe('times and changes', () => {
  it('reads "09h00", "before 18h" and a 24-hour time after a year', () => {
    const term = { season: null, year: 2027 } as const;
    const at = (s: string) => findDates(s, term).dates.map((d) => `${d.due.date}T${d.due.time}`);
    expect(at('Saturday 13 March 2027, 09h00, Great Hall')).toEqual(['2027-03-13T09:00']);
    expect(at('no later than Friday 5 March 2027 before 18h.')).toEqual(['2027-03-05T18:00']);
    expect(at('Report 1 due Fri 10 Sep 2027, 2359 hrs.')).toEqual(['2027-09-10T23:59']);
    expect(findDates('Fall 2027, 1000 points', term).times).toEqual([]);
  });

  it('reads a points scheme with a named item, release lines and a review "moved from" its old date', () => {
    const items = parseSyllabus(`Fall 2026
EVALUATION
Your grade is based on 500 points:

    Project 1 — Threshold ........ 200 pts
    Project 2 — Bridge ........... 200 pts
    Sketchbook ................... 100 pts

Extra credit: attend a lecture and submit a short response
within a week — 10 points each, maximum 20 points.

SCHEDULE
Mon 8/31    Project 1 issued
Thu 9/24    PROJECT 1 FINAL REVIEW, pinned by 1:00 PM
Mon 9/28    Project 2 introduced
Fri 11/13   Project 2 final review  ** MOVED — see below **
Tue 11/17   PROJECT 2 FINAL REVIEW (moved from Fri 11/13 because of a site visit), pin-up by 1:00 PM
`);
    expect(brief(items)).toEqual([
      ['Project 1 — Threshold', 'project', 40, '2026-09-24T13:00'],
      ['Project 2 — Bridge', 'project', 40, '2026-11-17T13:00'],
      ['Sketchbook', 'other', 20, null],
    ]);
  });
});
