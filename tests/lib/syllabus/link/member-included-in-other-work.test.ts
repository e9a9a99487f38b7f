// A member the schedule names as part of other work ("HW 5 incl. CT 5") is handed in with that work:
// it is no member of its own component. Invented outlines.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import { includedIn } from '../../../../lib/syllabus/link/merge.js';

describe('a member included in other work', () => {
  it('reads "incl.", "including" and "includes" before the member name', () => {
    expect(includedIn(': **HW 5 incl. CT 5**', 'CT 5')).toBe(true);
    expect(includedIn('Lab 3 (including Quiz 3)', 'Quiz 3')).toBe(true);
    expect(includedIn('Quiz 3 (including Lab 3)', 'Quiz 3')).toBe(false);
    expect(includedIn('Quiz 3 incl. Quiz 30', 'Quiz 3')).toBe(false);
  });

  it('leaves the included member out of its component, whose weight the others share', () => {
    const items = parseSyllabus(
      `PHYS 3310 Mechanics, Spring 2027

Grading
  Homework ................... 40%
  Worksheets ................. 12%
  Final exam ................. 48%

Calendar

Feb 8
: Worksheet 1 due

Feb 22
: Worksheet 2 due

Mar 8
: Worksheet 3 due

Mar 22
: Homework 5 including Worksheet 4
`,
      { fallbackYear: 2027 },
    ).map((i) => ({ title: i.title, weight: i.weight, date: i.due?.date ?? null }));
    expect(items.filter((i) => /^Worksheet/.test(i.title))).toEqual([
      { title: 'Worksheet 1', weight: 4, date: '2027-02-08' },
      { title: 'Worksheet 2', weight: 4, date: '2027-02-22' },
      { title: 'Worksheet 3', weight: 4, date: '2027-03-08' },
    ]);
  });
});
