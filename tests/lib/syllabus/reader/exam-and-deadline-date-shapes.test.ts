// Exact-day dates on real outlines: the shapes instructors use to date an exam
// or a deadline outside a tidy table. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({
    title: i.title,
    date: i.due?.date ?? null,
    time: i.due?.time ?? null,
  }));
const dateOf = (src: string, title: string) => brief(src).find((i) => i.title === title) ?? null;

describe('a component named without its generic noun', () => {
  const outline = `GEOL 210 Earth Materials, Spring 2027

Grading
Lab notebook 20%
Midterm examination 30%
Final exam 50%

Exam dates
MIDTERM: Tuesday, March 9, 6:00-8:00 PM
FINAL: Monday, May 10, 8:00-11:00 AM
`;
  it('dates "Final exam" by a "FINAL:" line and "Midterm examination" by "MIDTERM:"', () => {
    expect(dateOf(outline, 'Final exam')).toMatchObject({ date: '2027-05-10', time: '08:00' });
    expect(dateOf(outline, 'Midterm examination')).toMatchObject({ date: '2027-03-09', time: '18:00' });
  });

  it('does not date several exams by one of them, nor the final by "Finals" or "Final client report"', () => {
    const items = brief(`MKTG 330 Spring 2027

Grading
Three midterm exams 45%
Final exam 25%
Client project 30%

Schedule
Week 5 Midterm, 2/9
Week 14 | 4/27 | Final client report
Finals | 5/10 | exam period begins
`);
    expect(items.find((i) => /midterm/i.test(i.title))?.date ?? null).toBeNull();
    expect(items.find((i) => i.title === 'Final exam')?.date).toBeNull();
  });
});

describe('slashed dates with a two-digit year', () => {
  it('reads "tentatively 03/02/27" in a Spring 2027 outline, and keeps "8/10/12" a ratio', () => {
    const items = brief(`CS 352 Operating Systems, Spring 2027

Grading
Two Midterm Exams 20% each
Labs 20%
Final Exam 40%

Midterm Exam 1: tentatively 03/02/27
Midterm Exam 2: tentatively 04/13/27
Labs are weighted 8/10/12 by difficulty.
`);
    expect(items.find((i) => i.title === 'Midterm Exam 1')?.date).toBe('2027-03-02');
    expect(items.find((i) => i.title === 'Midterm Exam 2')?.date).toBe('2027-04-13');
    expect(items.find((i) => i.title === 'Labs')?.date).toBeNull();
  });
});

describe('browser print footers', () => {
  it('does not date work by the moment the page was printed', () => {
    const items = brief(`ECON 101 Fall 2027 syllabus

Grading: Problem sets 40%, Midterm 20%, Final 40%.

Problem sets
Problem sets are posted on the course site. Each one states its own deadline, and late work is
1 of 4 9/2/27, 10:14 AM
not accepted after the solutions are posted.
`);
    expect(items.find((i) => i.title === 'Problem sets')?.date).toBeNull();
  });
});

describe('a sentence wrapped over lines', () => {
  const outline = `STAT 220 Probability, Fall 2027

Grading: Homework 30%, Midterm Exam 30%, Final Exam 40%.

Exams
The midterm exam is given in the evening and covers the first six chapters; it is set
tentatively for Thursday, October 14, 7:00-9:00 p.m. in the large lecture hall.
Homework is collected at the start of the discussion section each week of the term.
Please note that the cumulative final exam is scheduled by the Registrar from 1:30-3:30 on
Monday, December 13 in our usual room.
`;
  it('dates the item at the end of a line by the rest of its sentence, and reads a bare 1:30 as afternoon', () => {
    expect(dateOf(outline, 'Midterm Exam')).toMatchObject({ date: '2027-10-14', time: '19:00' });
    expect(dateOf(outline, 'Final Exam')).toMatchObject({ date: '2027-12-13', time: '13:30' });
  });

  it('never carries a schedule line into the entry under it, nor another sentence', () => {
    const items = brief(`HIST 101 Fall 2027

Grading: Essays 60%, Quizzes 40%.

Schedule of readings and the essays we will write for this course
Week 6 Essays are returned with comments and a grade for each of the
September 30 Reading: chapter 4
Quizzes are given in class. There is no quiz this week. The essays are discussed in the
following week, on October 7.
`);
    expect(items.find((i) => i.title === 'Quizzes')?.date).toBeNull();
  });
});

describe('hours within one day', () => {
  it('reads "on August 13 from 9 to 12 a.m." as that day at nine, not a span of days', () => {
    const items = brief(`MATH 427 Summer 2027

Grading: Homework 40%, Final Exam 60%.

Final Exam: on August 13 from 9 to 12 a.m. in the usual room.
`);
    expect(items.find((i) => i.title === 'Final Exam')).toMatchObject({ date: '2027-08-13', time: '09:00' });
  });
});

describe('schedule rows that date an exam before its name', () => {
  const outline = `BIO 330 Cell Biology, Spring 2027

Grading: Exam 1 25%, Exam 2 25%, Exam 3 25%, Exam 4 25%.

Schedule
Feb 9 Exam 1 (Jan 19-Feb 4 lectures)
March 11 Exam 2 (Feb 16-March 9 lectures)
April 13 Exam 3 (March 16-April 8 lectures)
May 4 Exam 4 (April 15-April 29 lectures)
`;
  it("takes the row's day, not the parenthesised range of lectures the exam covers", () => {
    expect(brief(outline).map((i) => i.date)).toEqual(['2027-02-09', '2027-03-11', '2027-04-13', '2027-05-04']);
  });

  it("takes the exam's own date printed right after its name on a row led by the week's date", () => {
    const items = brief(`CS 410 Web Systems, Fall 2027

Grading: Projects 60%, Midterm exam 20%, Final exam 20%.

Calendar
10 (Nov 29) Project 6 due; MongoDB
11 (Dec 06) Final exam; 12/07/2027 at 12:30pm (till 1:30pm)
`);
    expect(items.find((i) => i.title === 'Final exam')).toMatchObject({ date: '2027-12-07', time: '12:30' });
  });
});

describe('PDF text with its spaces lost', () => {
  it('finds the exam and its date in a glued run, with the day broken onto the next line', () => {
    const items = brief(`M 362K Probability Summer 2027
Grading: Homework: 20%
Midterm exam 30%
Final Exam: 50%
Exam Dates: Settledforgood,thedayofthemidtermexamisThursdayJuly
15. HomeworkiscollectedeveryTuesdayatthestartofclass.
`);
    expect(items.find((i) => i.title === 'Midterm exam')?.date).toBe('2027-07-15');
  });
});

describe('a wrapped sentence ranks as prose', () => {
  it('gives way to the schedule table when the two disagree', () => {
    const items = brief(`DATA 100 Summer 2027

Grading: Labs 40%, Midterm 20%, Final 40%.

There will be one midterm in class tentatively scheduled for Tuesday, July
22nd. Labs are due on Thursdays at 11:59 PM.

| Date | Lecture |
|---|---|
| 07/20/2027 | Midterm |
`);
    expect(items.find((i) => i.title === 'Midterm')?.date).toBe('2027-07-20');
  });
});

describe('schedules that print a week as a span or the month once', () => {
  it('dates "Midterm (Wednesday in person)" by the Wednesday of the span above it', () => {
    const items = brief(`CS 314 Computer Organization, Fall 2027

Grading: Labs 40%, Midterm exam 25%, Final exam 35%.

Schedule
Week 4
10/25 - 10/29
Data representation

Week 5
11/1 - 11/5
Midterm (Wednesday in person)
`);
    expect(items.find((i) => i.title === 'Midterm exam')?.date).toBe('2027-11-03');
  });

  it("carries the month down a date column that prints only days, and a weekly component takes no one week's date", () => {
    const items = brief(`BIO 365 Neurobiology Spring 2027

Grading: Midterm = 30%, final = 50%, weekly quizzes and homework = 20%.

Week of Topic Chapter(s)
Feb 8 Synapses 5 - 7 (First Quiz)
15 Plasticity 8
Feb 22 Review
23 Midterm in Class
`);
    expect(items.find((i) => i.title === 'Midterm')?.date).toBe('2027-02-23');
    expect(items.find((i) => /weekly/i.test(i.title))?.date).toBeNull();
  });
});

describe('an outline that prints no year', () => {
  const outline = `ENGL 221 Literature and Film

Grading: Responses 40%, Midterm Exam 25%, Final Exam 35%.

Schedule
Tu 3/2 - Responses due
Th 3/4 - Midterm Exam in class
Tu 4/27 - Final Exam
`;
  it('takes the year its printed weekdays agree with, nearest the fallback year', () => {
    // Tuesday 2 March and Thursday 4 March fall in 2021 and 2027; the fallback is 2030, whose 2 March is a Saturday.
    const items = parseSyllabus(outline, { fallbackYear: 2030 });
    expect(items.find((i) => i.title === 'Midterm Exam')?.due?.date).toBe('2027-03-04');
  });

  it('keeps the fallback year when the weekdays agree with it', () => {
    const items = parseSyllabus(outline, { fallbackYear: 2027 });
    expect(items.find((i) => i.title === 'Midterm Exam')?.due?.date).toBe('2027-03-04');
  });
});

describe('prose about one piece of work', () => {
  it('reads a short unmarked line naming the work as the heading of the paragraphs under it', () => {
    const items = brief(`MGMT 202 Strategy Spring 2027

Grading will be based on participation, a group case presentation and a final examination.
1. Participation 20%
2. Final Examination 30%
3. Group Case Presentation 50%

Guidelines For Group Case Presentation
Each study group analyses one company with the tools we learn in class, and
presents its analysis to the class in twelve minutes.
The talks are scheduled to take place on 30 Apr 2027 during class time.

Academic Integrity Module
Due: Sunday, 16 May 2027, 11:59 PM
`);
    expect(items.find((i) => i.title === 'Group Case Presentation')?.date).toBe('2027-04-30');
    expect(items.find((i) => i.title === 'Final Examination')?.date).toBeNull();
  });

  it('takes the due date of work given out on one day and due on another, and midnight as the end of the day', () => {
    const items = brief(`PHY 396 Quantum Field Theory Fall 2027

Grading: two take-home tests, the midterm test 50% and the final test 50%.

Midterm test: handed to students on October 26 and due on November 2.
Final test: handed out December 2 (last class), due by midnight on Thursday, December 9.
`);
    expect(items.find((i) => /midterm/i.test(i.title))?.date).toBe('2027-11-02');
    expect(items.find((i) => /final/i.test(i.title))).toMatchObject({ date: '2027-12-09', time: '23:59' });
  });

  it('never dates the work by its proposal when its own deadline is stated anywhere', () => {
    const items = brief(`MKTG 342 Marketing Research Fall 2027

Grading: Midterm 30%, Group Project 40%, Final 30%.

Group Project:

Each team submits a marketing research report. The written report, due on December 13th
(Monday), should be about fifteen pages long.

Schedule
| Date | Topic |
|---|---|
| September 14 | Project Proposals Due |
`);
    expect(items.find((i) => i.title === 'Group Project')?.date).toBe('2027-12-13');
  });
});

describe('one sentence dating several members', () => {
  it('gives member k the k-th day of "two midterm exams, given … on <day> and <day>"', () => {
    const items = brief(`MATH 232 Calculus Fall 2027

Grading
Homework 20%
Midterm Exam 1 25%
Midterm Exam 2 25%
Final Exam 30%

Exams
There will be two 50-minute midterm exams, given during class time on Tuesday, October 19 (Week 4) and
Thursday, November 11 (Week 7).
`);
    expect(items.find((i) => i.title === 'Midterm Exam 1')?.date).toBe('2027-10-19');
    expect(items.find((i) => i.title === 'Midterm Exam 2')?.date).toBe('2027-11-11');
  });

  it('dates nothing when the stated count and the days disagree', () => {
    const items = brief(`MATH 232 Calculus Fall 2027

Grading
Midterm Exam 1 35%
Midterm Exam 2 35%
Final Exam 30%

There will be three quizzes and two midterm exams, with quizzes on October 5, October 19 and November 2.
`);
    expect(items.filter((i) => i.date)).toEqual([]);
  });
});

describe('an outline that covers several terms', () => {
  it('dates by the term named on the line, and links "mid-term exam" to the one mid-term component', () => {
    const items = brief(`PHY 396 Quantum Field Theory I, taught in Fall 2026 and again in Fall 2027;
part II is taught in Spring 2028.

Each grade is based on two take-home tests; the mid-term test contributes half of the grade and the
end-term test the other half.

Fall 2027 mid-term exam will be given to students on October 26 and due on November 2.
Fall 2027 final exam will be given to students on December 2 (last class) and due on December 9.
Spring 2028 final exam will be given to students on May 4 and due on May 11.
`);
    expect(items.find((i) => /mid-term/i.test(i.title))?.date).toBe('2027-11-02');
    expect(items.find((i) => /end-term/i.test(i.title))?.date).toBe('2027-12-09');
  });
});

describe('times of day printed around the date', () => {
  it('reads a bare hour range after a date ("December 10, 9-12."), also with the hyphen a PDF broke', () => {
    const items = brief(`PHL 325 Ethics Fall 2027

Grading: Papers 70%, Final Exam 30%.

Final Exam as scheduled by the registrar, Wednesday December 8, 9-\u00ad\u201012.
`);
    expect(items.find((i) => i.title === 'Final Exam')).toMatchObject({ date: '2027-12-08', time: '09:00' });
  });

  it("keeps a schedule row's day and takes its time from prose about the same day", () => {
    const items = brief(`BA 284 Financial Reporting Fall 2027

Grading: Problem sets 40%, Final Examination 60%.

Final Examination: there will be an in-class final examination on Friday, October 22, from 4-8 PM.

Schedule
| Date | Topic |
|---|---|
| Oct 22 | FINAL EXAMINATION |
`);
    expect(items.find((i) => i.title === 'Final Examination')).toMatchObject({ date: '2027-10-22', time: '16:00' });
  });

  it('reads no time from chapter numbers after a date', () => {
    const items = brief(`HIST 101 Fall 2027

Grading: Quiz 1 50%, Quiz 2 50%.

Sept 9 1-3 Quiz 1
Oct 7, 4-6 (Quiz 2)
`);
    expect(items.map((i) => i.time)).toEqual([null, null]);
  });
});

describe('enumerated parts of one paragraph', () => {
  it('reads "(i) …" and "(ii) …" as separate parts, each about the work it names first', () => {
    const items = brief(`BA 284 Financial Reporting Fall 2027

EVALUATION
Grades will be assessed based on the online tutorial quizzes, a final examination and a project:
(i) Online tutorial quizzes – Before the course began you were given a self-study tutorial with four
units, each ending in a short quiz. To get the credit, score at least 75 percent on each one. The
completion date for this activity is 11:59 PM on Monday, August 23.
(ii) Final Examination – At the end of the course there will be a take-home final exam.

Online tutorial quizzes 5%
Final Examination 60%
Project 35%
`);
    expect(items.find((i) => i.title === 'Online tutorial quizzes')).toMatchObject({
      date: '2027-08-23',
      time: '23:59',
    });
  });
});
