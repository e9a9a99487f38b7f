// Items and weights on real-outline layouts (issue 16, round 8, branch issue16-peeritems).
// Every outline here is invented for the test.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../lib/syllabus/index.js';

const brief = (src: string) => parseSyllabus(src, { fallbackYear: 2027 }).map((i) => ({ title: i.title, kind: i.kind, weight: i.weight, date: i.due?.date ?? null }));

describe('members named in schedule rows', () => {
  it('leaves off the topic, activity or LMS type printed before a member in a schedule row', () => {
    const items = brief(`ECON 210 — Spring 2027

Grading
Problem Sets 30%
Labs 30%
Final Exam 40%

Schedule
Mon Feb 1   Supply and Demand Problem Set 1
Mon Feb 8   Elasticity Problem Set 2
Mon Feb 15  Start Lab 1
Mon Feb 22  Finish Lab 2
Wed Mar 3   Assignment Problem Set 3
Wed Mar 10  lab Lab 3
`);
    expect(items.filter((i) => i.kind === 'assignment').map((i) => i.title)).toEqual(['Problem Set 1', 'Problem Set 2', 'Problem Set 3']);
    expect(items.filter((i) => i.kind === 'lab').map((i) => i.title)).toEqual(['Lab 1', 'Lab 2', 'Lab 3']);
  });

  it('keeps the words in front that belong to the component', () => {
    const items = brief(`Grading
Lab Reports 60%
Final Exam 40%

Mon Feb 1  Lab Report 1 due
Mon Feb 8  Lab Report 2 due
`);
    expect(items.map((i) => i.title)).toEqual(['Lab Report 1', 'Lab Report 2', 'Final Exam']);
  });
});
