// A schedule that prints the month and the day of a row in two cells ("21 | March | MID-TERM EXAM",
// "Jan. | 27 | Introduction"): the two cells together are the row's date. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (rows: string[]) =>
  ['Biology 101, Spring 2001', '', 'Grading: Mid-Term Exam 40%, Final Exam 60%.', '', ...rows, ''].join('\n');

describe('a row with its month and its day in two cells', () => {
  it('reads the day before the month', () => {
    const items = parseSyllabus(
      outline(['Day | Month | Topic', '---|---|---', '21 | March | **MID-TERM EXAM**', '18 | May | Final Exam']),
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => i.due?.date ?? null)).toEqual(['2001-03-21', '2001-05-18']);
  });

  it('reads the month before the day', () => {
    const items = parseSyllabus(
      outline(['Month | Day | Topic', '---|---|---', 'Mar. | 21 | Mid-term exam', 'May | 18 | Final exam']),
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => i.due?.date ?? null)).toEqual(['2001-03-21', '2001-05-18']);
  });
});
