// A component that counts its members ("Paper Models - 2 x 10") and a schedule that lists each, without a
// number, in its "Due" column on its own day: the members in order of their days. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (src: string) =>
  parseSyllabus(src, { fallbackYear: 2027 }).map((i) => [i.title, i.weight, i.due?.date ?? null]);

const outline = (column: string) => `PSYC 3300, Spring 2027

Grading
Response Papers - 2 x 10 - 20 points
Final exam - 80 points
Total : 100 points

Date   | Topic        | ${column}
-------|--------------|------------------
Feb 3  | Introduction |
Feb 10 | Measurement  | Response paper (10)
Mar 3  | Models       |
Mar 17 | Review       | Response paper (10)
`;

describe('unnumbered members repeated in a due column', () => {
  it('numbers them in order of their days and shares the weight', () => {
    expect(brief(outline('Due')).filter((i) => /^Response Paper/.test(i[0] as string))).toEqual([
      ['Response Paper 1', 10, '2027-02-10'],
      ['Response Paper 2', 10, '2027-03-17'],
    ]);
  });

  it('keeps the component whole when the rows only meet then (a column of notes, not of work due)', () => {
    expect(brief(outline('Notes')).map((i) => i[0])).toContain('Response Papers');
  });
});
