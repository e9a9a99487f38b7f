// A count before a plural name and a length in words ("2 - 1500 word critical essays") measure the work; they number
// no member of it, so the schedule's "Essay #1" and "Essay #2" split it (count-and-length-number-no-member). Invented
// outline.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (name: string) => `ENGL 280, Spring 2034

Grading
${name} 40%
Participation 20%
Final exam 40%

Schedule
Feb 15 | Romantic poets | ESSAY #1 due
Mar 29 | Victorian novel | ESSAY #2 due
`;

const read = (name: string) =>
  parseSyllabus(outline(name), { fallbackYear: 2034 }).map((i) => [i.title, i.due?.date ?? null, i.weight]);

describe('count-and-length-number-no-member', () => {
  it('splits "2 - 1500 word critical essays" into the numbered essays the schedule dates', () => {
    expect(read('2 - 1500 word critical essays').slice(0, 2)).toEqual([
      ['ESSAY #1', '2034-02-15', 20],
      ['ESSAY #2', '2034-03-29', 20],
    ]);
  });

  it('still reads the number of a singular name as its member ("Essay 2" is the second essay only)', () => {
    expect(read('Essay 2')[0]).toEqual(['Essay 2', '2034-03-29', 40]);
  });
});
