// Items and weights on real-outline layouts.
// Every outline here is invented for the test.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({ title: i.title, weight: i.weight }));

describe('a lower-case line under a caption', () => {
  it('reads "Course Grade" / "reading responses 10%" as an item of its own, not "Course Grade reading responses"', () => {
    const items = brief(`GEOL 140 — Fall 2027

Course Grade
reading responses 10%
Field notebook 20%
Midterm exam 30%
Final exam 40%
`);
    expect(items).toEqual([
      { title: 'reading responses', weight: 10 },
      { title: 'Field notebook', weight: 20 },
      { title: 'Midterm exam', weight: 30 },
      { title: 'Final exam', weight: 40 },
    ]);
  });

  it('still joins a lower-case line to the long unfinished line of prose it continues', () => {
    const items = brief(`GEOL 140 — Fall 2027

Your grade is the weighted sum of the work below. Short written responses to the
weekly reading 10%
Field notebook 20%
Midterm exam 30%
Final exam 40%
`);
    expect(items.map((i) => i.title)).not.toContain('weekly reading');
  });
});

describe('unequal exam weights in one run of figures', () => {
  it('reads "two midterms and a final, with weights 6/9/15" as three members at those shares', () => {
    const items = brief(`HIST 215 — Spring 2027

Grading
Response papers 40 points
Attendance 30 points
Exams 30 points

Exams
We will have two midterms and a final exam, with weights 6/9/15. The final exam is cumulative.
`);
    expect(items).toEqual([
      { title: 'Response papers', weight: 40 },
      { title: 'Attendance', weight: 30 },
      { title: 'Midterm 1', weight: 6 },
      { title: 'Midterm 2', weight: 9 },
      { title: 'final exam', weight: 15 },
    ]);
  });

  it('shares "Exams 45%" as 10/15/20 between Exam 1, Exam 2 and the final the schedule dates', () => {
    const items = brief(`CHEM 120 — Fall 2027

Labs 25%
Homework 30%
Exams 45%

The midterms and the final exam are weighted 10/15/20.

Schedule
Oct 4   Exam 1
Nov 8   Exam 2
Dec 14  Final exam
`).filter((i) => /exam/i.test(i.title));
    expect(items).toEqual([
      { title: 'Exam 1', weight: 10 },
      { title: 'Exam 2', weight: 15 },
      { title: 'Final exam', weight: 20 },
    ]);
  });
});

describe('a caption cut off mid-phrase', () => {
  it('joins "Reading and" / "writing journals 15%", as the caption ends on a joining word', () => {
    const items = brief(`ENGL 101 — Fall 2027

Reading and
writing journals 15%
Essays 45%
Final portfolio 40%
`);
    expect(items.map((i) => i.title)).not.toContain('writing journals');
  });
});
