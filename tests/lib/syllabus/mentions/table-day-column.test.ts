// A table whose date column prints a month only where it changes ("Oct 2", then "05", "08", …) and opens
// with bare days before its first month. Every outline here is invented for these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus, readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (items: ReturnType<typeof parseSyllabus>) => items.map((i) => [i.title, i.due?.date ?? null]);

const SCHEME = `PSYC 410 Fall 2026

Grading
Midterm - 30 points
Final exam - 40 points
Report - 30 points
Total: 100 points
`;

describe('a table date column that prints the month where it changes', () => {
  it('puts bare days before the first month row in the month before it, and carries each month down', () => {
    const items = parseSyllabus(`${SCHEME}
Date  | Topic              | Due
------|--------------------|-----------
14    | Introduction       |
21    | Measurement        |
28    | Review             | Midterm
Oct 5 | Regression         |
12    | Models             | Report
Nov 2 | Wrap-up            | Final exam
`);
    expect(brief(items)).toEqual([
      ['Midterm', '2026-09-28'],
      ['Final exam', '2026-11-02'],
      ['Report', '2026-10-12'],
    ]);
  });

  it('dates a row by the day its date column carries, not by a date another cell gives to something else', () => {
    const items = parseSyllabus(`${SCHEME}
Date  | Topic              | Due        | Notes
------|--------------------|------------|------------------------------
Oct 5 | Regression         |            |
12    | Models             | Midterm    |
29    | Review             | Report     | Last day to withdraw (Oct 31)
Nov 2 | Wrap-up            | Final exam |
`);
    expect(brief(items)).toEqual([
      ['Midterm', '2026-10-12'],
      ['Final exam', '2026-11-02'],
      ['Report', '2026-10-29'],
    ]);
  });

  it('leaves rows alone whose first column counts weeks, and does not read a "Date" column as numbering work', () => {
    const items = parseSyllabus(`${SCHEME}
Week  | Topic              | Due
------|--------------------|-----------
1     | Introduction       |
2     | Measurement        |
3     | Review             | Midterm
Oct 5 | Regression         |
`);
    expect(brief(items)).toEqual([
      ['Midterm', null],
      ['Final exam', null],
      ['Report', null],
    ]);
    const dated = readSyllabus(`${SCHEME}
Date  | Topic              | Due
------|--------------------|-----------
28    | Introduction       | Lab sheet
Oct 5 | Regression         | Report
`);
    expect(dated.items.map((i) => i.title)).toEqual(['Midterm', 'Final exam', 'Report']);
    expect(dated.unplaced?.map((u) => [u.title, u.due.date])).toEqual([['Lab', '2026-09-28']]);
  });
});
