// (hours-on-the-line-below) The hours of a sitting printed on the line right under its day ("Final exam | Dec 15" /
// "**9:00 am**"), or closing the day's own row after the work's name ("Dec 16 | Midterm! | 6:30-8:00pm"), are its
// time; hours under a line that goes on past the day are not. Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `CHEM 105, Fall 2027

Grading
Quiz 1 10%
Midterm exam 30%
Lab report 20%
Final exam 40%

Schedule

Quiz 1 | Oct 4
Lecture on bonding

| Date | Topic | Time |
|---|---|---|
| Oct 20 | Midterm exam! | 6:30-8:00pm |

Lab report due Nov 12, bring two copies of the
3:00 pm data sheet.

**Final exam** | **Dec 15**
**9:00 am**
`;

describe('the hours under or beside a day', () => {
  const items = readSyllabus(OUTLINE, { fallbackYear: 2027 }).items;
  const due = (title: string) => items.find((i) => i.title === title)?.due;

  it('reads the hours on the line under the day', () => {
    expect(due('Final exam')).toEqual({ date: '2027-12-15', time: '09:00' });
  });

  it("reads the hours that close the day's row after the work's name", () => {
    expect(due('Midterm exam')).toEqual({ date: '2027-10-20', time: '18:30' });
  });

  it('leaves a day whose line goes on, or whose next line opens on no hours, without a time', () => {
    expect(due('Lab report')?.time ?? null).toBeNull();
    expect(due('Quiz 1')).toEqual({ date: '2027-10-04', time: null });
  });
});
