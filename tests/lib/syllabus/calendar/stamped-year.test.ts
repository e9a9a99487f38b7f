// A page that prints no term year but says when it was written ("Copyright (C) 2001", "Last updated March
// 2002"): its weekday dates ("Tues Jan 15") are read in the year nearest to that, not to today. Invented
// minimal example: Tuesday 15 January and Thursday 7 March fit 2002 and 2019 alike.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

const outline = (stamp: string) =>
  [
    'Computer Ethics',
    stamp,
    '',
    'Grading',
    'Midterm examination 40%',
    'Final examination 60%',
    '',
    'Schedule',
    'Tues Jan 15: Introduction',
    'Thurs Mar 7: Midterm examination',
    'Tues Apr 30: Final examination',
    '',
  ].join('\n');

describe('the year a page was written in', () => {
  it('reads weekday dates nearest to a copyright or revision year', () => {
    const items = parseSyllabus(outline('Copyright (C) 2001 by the instructor. Last edited on'), {
      fallbackYear: 2026,
    });
    expect(items.find((i) => i.kind === 'midterm')?.due?.date).toBe('2002-03-07');
  });

  it('reads them nearest to today when the page says nothing of when it was written', () => {
    const items = parseSyllabus(outline('Room 101'), { fallbackYear: 2026 });
    expect(items.find((i) => i.kind === 'midterm')?.due?.date).toBe('2019-03-07');
  });
});
