// Dates that are not on the item's own line: a calendar that prints each day on a line of its own,
// a dated week heading, an LMS block whose "Due on" line sits under the item, and a date on the
// line after "FINAL EXAM:". Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (items: ReturnType<typeof parseSyllabus>) =>
  items.map((i) => [i.title, i.weight, i.due ? (i.due.time ? `${i.due.date}T${i.due.time}` : i.due.date) : null]);

describe('dates on the line above the item', () => {
  it('reads an LMS course summary: the day on its own line, the work and its time under it', () => {
    const items = parseSyllabus(`ZOOL 2200 Animal Behaviour (Spring 2027)

Grading
Worksheets (3 x 20 pts)        60 pts
Midterm test                   40 pts
Total                         100 pts

Course Summary:
Date\tDetails\tDue
Tue Feb 9, 2027
Assignment\tWorksheet 1: Ethograms\tdue by 11:59pm
Fri Feb 19, 2027
Calendar Event\tGuest lecture\t1pm to 2pm
Assignment\tWorksheet 2: Foraging\tdue by 5pm
Wed Mar 3, 2027
Assignment\tMidterm test\t9am to 10am
Assignment\tWorksheet 3: Mating systems\tdue by 11:59pm
Undated
Assignment\tReading log
`);
    expect(brief(items)).toEqual([
      ['Worksheet 1', 20, '2027-02-09T23:59'],
      ['Worksheet 2', 20, '2027-02-19T17:00'],
      ['Worksheet 3', 20, '2027-03-03T23:59'],
      ['Midterm test', 40, '2027-03-03T09:00'],
    ]);
  });

  it('dates the work under a week heading that gives its day, and not the work under the next undated heading', () => {
    const items = parseSyllabus(`# HIST 310 - Fall 2026

## Assessment
- Problem sets: 30%
- Essay: 30%
- Final exam: 40%

## Schedule

### Week 6 — Tuesday, October 6
- Reading: chapter 5
- Problem set 2 due

### Week 7 — Tuesday, October 13
- Problem set 3 due

### Week 8
- Essay due
`);
    const byTitle = Object.fromEntries(brief(items).map(([t, , d]) => [t, d]));
    expect(byTitle['Problem set 2']).toBe('2026-10-06');
    expect(byTitle['Problem set 3']).toBe('2026-10-13');
    expect(byTitle['Essay']).toBeNull();
  });

  it('does not date the lines under a date stamped on the document or under a line with its own date', () => {
    const items = parseSyllabus(`GEOL 101 - Fall 2026

Grading
Lab reports 40%
Final exam 60%

Last updated: August 20, 2026
Lab reports are submitted on paper.

Tue Sep 8
Wed Sep 9 Field walk
Lab reports are returned in class.
`);
    expect(brief(items)).toEqual([
      ['Lab reports', 40, null],
      ['Final exam', 60, null],
    ]);
  });

  it('dates the paragraph under a date standing alone as a paragraph, as pages converted from HTML print them, and no further', () => {
    const items = parseSyllabus(`HIST 210 Spring Quarter 2027

Midterm I: 30 percent
Midterm II: 30 percent
Final exam: 40 percent

8\\. Wednesday, April 21

Midterm I. Two essay questions.

9\\. Monday, April 26

Lecture: the interwar years

Final exam questions are handed out in the last week.

15\\. Monday, May 17

Midterm II. Two essay questions.
`);
    expect(brief(items)).toEqual([
      ['Midterm I', 30, '2027-04-21'],
      ['Midterm II', 30, '2027-05-17'],
      ['Final exam', 40, null],
    ]);
  });
});

describe('dates on the lines under the item', () => {
  it('takes the "Due on" line of an LMS block, not the line that says when it opened', () => {
    const items = parseSyllabus(`Course manual MKT 2031 (2026-2027)

Assessment
Individual assignment: 40%
EIA critique: 60%

Individual Assignment
Available from Nov 2, 2026 9:00 AM
Due on Nov 20, 2026 11:59 PM
Submission type: file

EIA Critique - group submission
Opened: Monday, 7 December 2026, 12:00 AM
Due: Friday, 8 January 2027, 5:00 PM
`);
    expect(brief(items)).toEqual([
      ['Individual assignment', 40, '2026-11-20T23:59'],
      ['EIA critique', 60, '2027-01-08T17:00'],
    ]);
  });

  it('takes a line that is only a date under a line ending in a colon', () => {
    const items = parseSyllabus(`BIO 210 Summer 2026
Grading: Midterm 40%, Final exam 60%
MON July 20 Midterm
SATURDAY COMPREHENSIVE FINAL EXAM:
AUGUST 15 9:00am - noon
`);
    expect(brief(items)).toEqual([
      ['Midterm', 40, '2026-07-20'],
      ['Final exam', 60, '2026-08-15T09:00'],
    ]);
  });
});

describe('which of several dates is the deadline', () => {
  it('prefers the graded submission over an interim stage, links a bare "Exam" to the final, and keeps a section heading from taking the next block\'s date', () => {
    const items = parseSyllabus(`MKT 3010 Pricing (2026-2027)

Final grade = 0.6 × Exam + 0.4 × Team assignment

Exam (written, closed book): Thursday 28 January 2027, 09:00–12:00, hall 2.

Assignments
Team Assignment – Interim report (feedback only)
Due on Dec 11, 2026 11:59 PM

Team Assignment – Final report
Due on Jan 22, 2027 5:00 PM
`);
    expect(brief(items)).toEqual([
      ['Exam', 60, '2027-01-28T09:00'],
      ['Team assignment', 40, '2027-01-22T17:00'],
    ]);
  });
});

describe('the session before an item is not the item', () => {
  it('dates "Exam 1" by its own row, not by "Review for Exam 1" on the row before', () => {
    const items = parseSyllabus(`SOC 1101 - Fall 2026

GRADING
  Exams (2 x 30%) ........ 60%
  Final exam ............. 40%

SCHEDULE
  Tue Sept. 15   Review for Exam 1
  Thu Sept. 17   EXAM 1 (Ch. 1-4)
  Tue Oct. 20    Study session before Exam 2
  Thu Oct. 22    EXAM 2 (Ch. 5-8)
  Thu Dec. 10    FINAL EXAM, 8:00-10:00 a.m.
`);
    expect(brief(items)).toEqual([
      ['EXAM 1', 30, '2026-09-17'],
      ['EXAM 2', 30, '2026-10-22'],
      ['Final exam', 40, '2026-12-10T08:00'],
    ]);
  });
});

describe('hyphenated month-day dates', () => {
  const outline = (schedule: string) => `CHEM 210, Summer 2026
GRADING: Quiz 1 = 20%, Quiz 2 = 20%, Final = 60%
${schedule}`;

  it('reads "6-18 QUIZ 1" as June 18 when the schedule lines open with such dates in order', () => {
    const items = parseSyllabus(
      outline(`6-15 Atoms and moles
6-18 QUIZ 1
6-22 Stoichiometry
7-2 QUIZ 2
7-14 Final`),
    );
    expect(brief(items)).toEqual([
      ['Quiz 1', 20, '2026-06-18'],
      ['Quiz 2', 20, '2026-07-02'],
      ['Final', 60, '2026-07-14'],
    ]);
  });

  it('leaves chapter spans alone ("1-4 Review", "8-12 Quiz 2" out of calendar order)', () => {
    const items = parseSyllabus(
      outline(`1-4 Review of chapters
8-12 Quiz 1 material
5-7 Quiz 2 material`),
    );
    expect(items.every((i) => i.due === null)).toBe(true);
  });
});

describe('the year of dates printed without one', () => {
  it('comes from the academic year the outline names ("2025-2026"), not from today', () => {
    const text = `ECON 1001 Principles of Economics
Academic year 2025-2026, first semester

Assessment: Essay 40%, Exam 60%
Essay due Friday 24 October.
Exam on 19 January.
`;
    const items = parseSyllabus(text, { fallbackYear: 2027 });
    expect(brief(items)).toEqual([
      ['Essay', 40, '2025-10-24'],
      ['Exam', 60, '2026-01-19'],
    ]);
  });
});

describe('a time stated once for a list', () => {
  it('gives the time in the line introducing a list of dated items to each of them', () => {
    const items = parseSyllabus(`PHYS 101 - Spring 2027
Grading: Quizzes 30%, Final exam 70%

Quizzes (in the lab, 2:30 p.m.):
   Quiz 1 ........ Friday, March 5
   Quiz 2 ........ Friday, April 9

Final exam: Monday, May 10, 9:00 a.m.
`);
    expect(brief(items)).toEqual([
      ['Quiz 1', 15, '2027-03-05T14:30'],
      ['Quiz 2', 15, '2027-04-09T14:30'],
      ['Final exam', 70, '2027-05-10T09:00'],
    ]);
  });
});

describe('a component named in prose', () => {
  it('dates a component its paragraph names by its own words, past an ungraded step on the way', () => {
    const items = parseSyllabus(`PSYC 2200 - Fall 2026

Grading: Unit exams 60%, Literature review summary 40%

The literature review summary asks you to read three empirical articles and compare them. Your
articles must be approved first: submit the list by Friday, Oct. 9 (required, but not graded). The
write-up itself is due Friday, Nov. 13, at noon.

The unit exams are held in class.
`);
    expect(brief(items)).toEqual([
      ['Unit exams', 60, null],
      ['Literature review summary', 40, '2026-11-13T12:00'],
    ]);
  });
});

describe('a stated change of date', () => {
  it('moves one numbered member off the schedule row ("PA2 is now due Monday 3/1 instead of Friday 2/26")', () => {
    const items = parseSyllabus(`# CS 1500 - Spring 2027

| Component | Weight |
|---|---|
| Programming assignments (PA1-PA2) | 60% |
| Final exam | 40% |

| Week | Due |
|---|---|
| 3 | PA1 Fri 2/5 |
| 6 | PA2 Fri 2/26 |

> Update: because of the closure on 2/19, PA2 is now due Monday 3/1 instead of Friday 2/26.
`);
    expect(brief(items).slice(0, 2)).toEqual([
      ['PA1', 30, '2027-02-05'],
      ['PA2', 30, '2027-03-01'],
    ]);
  });
});

describe('a week and a day', () => {
  it('takes the exact day a deadline sentence gives when the schedule row names only its week', () => {
    const items = parseSyllabus(`PHIL 2300 Ethics - Autumn Term 2026

Assessment: Essay 60%, Examination 40%

Essay. Choose one question from the list. Submit the essay via Turnitin by 14:00 on Monday 7 December 2026.

Teaching schedule
Week 10 (w/c 30 Nov) – Virtue ethics
Week 11 (w/c 7 Dec) – Revision lecture; essay deadline Monday
`);
    expect(brief(items)[0]).toEqual(['Essay', 60, '2026-12-07T14:00']);
  });
});
