// A schedule entry led by its date and wrapped at 72 characters ("10/1 Case study, Shah Bano: Muslim Women's" /
// "Rights; Essay #1 due"): the work said to be due on the continuation line is due on the entry's date, and only that work. Invented.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const brief = (text: string) =>
  readSyllabus(text, { fallbackYear: 2001 }).items.map((i) => [i.title, i.due?.date ?? null]);

describe('a dated entry wrapped onto the next line', () => {
  it('dates the work due on the continuation line', () => {
    expect(
      brief(`Grading
Essays (2): 60%
Final exam: 40%

Schedule, Fall 2001

9/26 Human rights online, the first case and its
readings for discussion

10/1 Human rights online, [the second case: Muslim Women's
Rights](http://example.edu/case); **Essay #1 due**

10/8 The third case, and the questions on
sovereignty; Essay #2 due
`),
    ).toEqual([
      ['Essay #1', '2001-10-01'],
      ['Essay #2', '2001-10-08'],
      ['Final exam', null],
    ]);
  });

  it('dates nothing the continuation line does not say is due', () => {
    const items = brief(`Grading
Essays (2): 60%
Final exam: 40%

Schedule, Fall 2001

9/26 Review of the second case and its
sources; Essay #2 topics discussed in class
`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter(([, due]) => due !== null)).toEqual([]);
  });
});
