// (undated-name-is-no-repeat) A counted component ("Three essays 45%") whose members a schedule dates only by rows
// repeating its noun ("ESSAYS DUE") on as many days, while the grading prose names the essays again with no day:
// the undated name neither counts nor blocks, and the rows date the members in order. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

const outline = (other: string) => `HIST 2410, Fall 2027

Grading
Attendance 10%
Three essays 45%
${other} 45%

Essays

Each of the essays answers a question handed out two weeks before.

Schedule

September 14 (Tue): Ports and markets

  * ESSAYS DUE

October 5 (Tue): Canals

  * READ: chapters 4-6

October 19 (Tue): Railways

  * ESSAYS DUE

November 16 (Tue): Cities

  * ESSAYS DUE
`;

describe('undated names of a counted component', () => {
  it('passes over the undated name and dates the members by the repeated due rows', () => {
    expect(brief(outline('Final exam')).filter((i) => /^Essay/.test(i[0] as string))).toEqual([
      ['Essay 1', 15, '2027-09-14'],
      ['Essay 2', 15, '2027-10-19'],
      ['Essay 3', 15, '2027-11-16'],
    ]);
  });

  it('keeps the component whole when another component shares its noun', () => {
    expect(brief(outline('Research essay')).map((i) => i[0])).toContain('Three essays');
  });
});
