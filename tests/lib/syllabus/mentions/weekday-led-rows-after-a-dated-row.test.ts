// (weekday-led-rows-after-a-dated-row) A schedule that prints the month only in the first row of each month, after
// its weekday ("Tu Oct 7 The colonies"), the next rows giving the weekday and the day alone ("Th 9 Midterm Exam"):
// those rows are on that month, or on the next where the day falls back and the weekday is the next month's
// (lib/syllabus/mentions/monthheading.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (rows: string[]) =>
  ['History 120, Fall 2003', '', 'Grading: Essay 30%, Midterm Exam 30%, Final Paper 40%.', '', ...rows, ''].join('\n');

describe('weekday-led rows after a row that prints the month', () => {
  it('dates the work on the rows that give only the weekday and the day', () => {
    const items = parseSyllabus(
      outline([
        'Tu Sep 30  Introduction',
        'Th 2  The colonies',
        'Tu 7  The crown',
        'Th 9  Midterm Exam',
        '',
        'Tu 28  The revolution',
        'Essay due',
        'Th 30  The republic',
        'Tu 4  The new nation',
        'Final Paper due',
      ]),
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => [i.title, i.due?.date ?? null])).toEqual([
      ['Essay', '2003-10-28'],
      ['Midterm Exam', '2003-10-09'],
      ['Final Paper', '2003-11-04'],
    ]);
  });

  it('reads no day from a row whose weekday is not the date’s', () => {
    const items = parseSyllabus(outline(['Tu Oct 7  The colonies', 'M 9  Midterm Exam']), { fallbackYear: 2026 });
    expect(items.find((i) => i.title === 'Midterm Exam')?.due ?? null).toBeNull();
  });
});
