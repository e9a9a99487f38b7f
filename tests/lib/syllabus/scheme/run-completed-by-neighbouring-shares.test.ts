// (run-completed-by-neighbouring-shares) A list that does not add up, chosen for want of another scheme
// (layout-as-found), is completed by the shares read just before it, among its lines and just after it, when that
// contiguous window is the only one that makes exactly the whole. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

const ROWS = (final: string) => `HIST 2210 Early Modern Europe, Fall 2027

**Assignments and Grading:** |  1) Read all set texts before each seminar.  
2) Examinations: Midterm (25%) and Final (${final})  
3) Written Assignments: Four 4 page (maximum) essays (30%)  
4) Seminar Attendance and Participation (10%)  
---|---  
`;

const PARAGRAPH = `GEOG 2310 Urban Landscapes, Spring 2027

**Requirements:** Your grade rests on: three written **responses to the
weekly readings (30%)** of about 3 pages each; a **field study report
(40%)** of roughly 15 pages; a first **sketch of that report with its
question and list of sites (10%)** ; and a short spoken **summary of
findings (5%)** in the last week.   Lastly, **seminar
participation (15%)** , is expected to be prepared and regular.
`;

describe('a partial run completed by the shares standing around it', () => {
  it('adds the two shares of the row above when they make the whole', () => {
    expect(weights(ROWS('35%'))).toEqual([
      ['Midterm', 25],
      ['Final', 35],
      ['Written Assignments', 30],
      ['Seminar Attendance and Participation', 10],
    ]);
  });

  it('adds nothing when the shares around it do not make the whole', () => {
    expect(weights(ROWS('45%')).map(([t]) => t)).not.toContain('Midterm');
  });

  it('adds the shares of the paragraph before and after the run', () => {
    const read = weights(PARAGRAPH);
    expect(read.map(([, w]) => w)).toEqual([30, 40, 10, 5, 15]);
  });
});
