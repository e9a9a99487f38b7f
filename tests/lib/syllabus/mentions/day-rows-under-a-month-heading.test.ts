// (day-rows-under-a-month-heading) A schedule that prints each month once on a line of its own and then only day
// numbers, with blank lines and notes between the days: a line led by a day number is on that day of the month
// above (lib/syllabus/mentions/monthheading.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (rows: string[]) =>
  ['Geology 210, Spring 2001', '', 'Grading: Midterm Exam 40%, Quiz 20%, Final Exam 40%.', '', ...rows, ''].join('\n');

describe('day rows under a month heading', () => {
  it('dates the work on a day row under its month', () => {
    const items = parseSyllabus(
      outline([
        '**February**',
        '3 Rocks and minerals',
        'Read chapter 2',
        '',
        '**17 Quiz**',
        '',
        '**March**',
        '',
        '2 Plate tectonics',
        '',
        '9 Midterm Exam',
        '',
        'Final Exam: May 8.',
      ]),
      { fallbackYear: 2026 },
    );
    expect(items.map((i) => [i.title, i.due?.date ?? null])).toEqual([
      ['Midterm Exam', '2001-03-09'],
      ['Quiz', '2001-02-17'],
      ['Final Exam', '2001-05-08'],
    ]);
  });

  it('reads no day once the days stop rising', () => {
    const items = parseSyllabus(
      outline(['**March**', '', '12 Plate tectonics', '', '3 Midterm Exam topics are listed below']),
      { fallbackYear: 2026 },
    );
    expect(items.find((i) => i.title === 'Midterm Exam')?.due ?? null).toBeNull();
  });
});
