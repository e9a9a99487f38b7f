// (weekday-led-day-rows) A schedule under a month heading whose rows print the weekday before the day number
// ("Th 5 Midterm Exam"): the row is on that day of the month above, when the weekday is the date's
// (lib/syllabus/mentions/monthheading.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (rows: string[]) =>
  ['History 120, Fall 2003', '', 'Grading: Essay 30%, Midterm Exam 30%, Final Exam 40%.', '', ...rows, ''].join('\n');

describe('weekday-led day rows under a month heading', () => {
  it('dates the work on a row led by its weekday and day', () => {
    const items = parseSyllabus(
      outline([
        'October',
        'Tu 7  The colonies',
        'Th 9  Midterm Exam',
        'T 14  Revolution         Essay due',
        '',
        'December',
        'Thurs. 11 2:00-4:00  Final Exam',
      ]),
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => [i.title, i.due?.date ?? null])).toEqual([
      ['Essay', '2003-10-14'],
      ['Midterm Exam', '2003-10-09'],
      ['Final Exam', '2003-12-11'],
    ]);
  });

  it('reads no day from a row whose weekday is not the date’s', () => {
    const items = parseSyllabus(outline(['October', 'Tu 7  The colonies', 'M 9  Midterm Exam']), {
      fallbackYear: 2026,
    });
    expect(items.find((i) => i.title === 'Midterm Exam')?.due ?? null).toBeNull();
  });
});
