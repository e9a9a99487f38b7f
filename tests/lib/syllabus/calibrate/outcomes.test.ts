// What the calibration is trained on: whether each predicted item is right by the fixtures' scoring
// rules (matched; on the labelled day where the label has one). Invented answers.
import { describe, expect, it } from 'vitest';
import { outcomes } from '../../../../scripts/syllabus-eval/outcomes.js';

const answer = {
  items: [
    { title: 'Quiz 1', kind: 'quiz', due: '2027-02-01', weight: 10 },
    { title: 'Quiz 2', kind: 'quiz', due: '2027-03-01', weight: 10 },
    { title: 'Midterm', kind: 'midterm', due: null, weight: 30 },
    { title: 'Bonus essay', kind: 'other', due: null, weight: 0, optional: true },
    { title: 'Final exam', kind: 'final', due: null, due_md: '05-02', weight: 50 } as never,
  ],
};

describe('calibration outcomes', () => {
  it('judges each item: matched, right day, invented dates and optional labels', () => {
    const got = outcomes(answer, [
      { title: 'Quiz 1', kind: 'quiz', due: '2027-02-01T23:59', weight: 10 },
      { title: 'Quiz 2', kind: 'quiz', due: '2027-02-22', weight: 10 },
      { title: 'Midterm', kind: 'midterm', due: '2027-03-03', weight: 30 },
      { title: 'Bonus essay', kind: 'other', due: null, weight: 0 },
      { title: 'Final exam', kind: 'final', due: '2026-05-02', weight: 50 },
      { title: 'Attendance', kind: 'participation', due: null, weight: 5 },
    ]);
    expect(got).toEqual([
      { matched: true, right: true, dayRight: true },
      // Matched, but on another day than the label's.
      { matched: true, right: false, dayRight: false },
      // The label has no date: the item is right, its invented date is not.
      { matched: true, right: true, dayRight: false },
      // Matched to an optional label: neither right nor wrong.
      null,
      // The label knows the month and day only.
      { matched: true, right: true, dayRight: true },
      { matched: false, right: false, dayRight: null },
    ]);
  });

  it('takes the other month-day a label gives where two parts of the page disagree (due_md_alt)', () => {
    const exams = {
      items: [
        { title: 'Exam 1', kind: 'midterm', due: null, due_md: '10-12', due_md_alt: ['10-19'], weight: 50 } as never,
        { title: 'Exam 2', kind: 'final', due: null, due_md: '12-16', weight: 50 } as never,
      ],
    };
    const got = outcomes(exams, [
      { title: 'Exam 1', kind: 'midterm', due: '2027-10-19', weight: 50 },
      { title: 'Exam 2', kind: 'final', due: '2027-12-14', weight: 50 },
    ]);
    expect(got).toEqual([
      { matched: true, right: true, dayRight: true },
      { matched: true, right: false, dayRight: false },
    ]);
  });

  it('scores the peer corpus members merged, and leaves its undated labels unjudged', () => {
    const peer = { items: [{ title: 'Homework', kind: 'assignment', due: null, weight: 40 }] };
    const got = outcomes(
      peer,
      [
        { title: 'Homework 1', kind: 'assignment', due: '2027-01-20', weight: 20 },
        { title: 'Homework 2', kind: 'assignment', due: '2027-02-20', weight: 20 },
        { title: 'Essay', kind: 'assignment', due: '2027-03-20', weight: 60 },
      ],
      { merged: true, nullDatesUnknown: true },
    );
    expect(got).toEqual([
      { matched: true, right: true, dayRight: null },
      { matched: true, right: true, dayRight: null },
      { matched: false, right: false, dayRight: false },
    ]);
  });
});
