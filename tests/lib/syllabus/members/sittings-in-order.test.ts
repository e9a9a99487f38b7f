// Exam components numbered in the scheme ("Midterm I", "Midterm II") and their sittings named without a number on
// two days of the schedule: the first sitting dates the first exam, the second the second (sittings-in-order).
// Invented outline.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const OUTLINE = `ECON 210, Spring 2028

Grading
Midterm I 20%
Midterm II 20%
Final Examination 30%
Essay 30%

Schedule
Jan 18 Introduction
Feb 15 **Midterm Exam**
Mar 2 Markets
Apr 6 **Midterm Exam**
Apr 20 Essay due
May 9 Final Examination
`;

const dates = (text: string) =>
  Object.fromEntries(readSyllabus(text, { fallbackYear: 2028 }).items.map((i) => [i.title, i.due?.date ?? null]));

describe('numbered midterms dated by unnumbered sittings', () => {
  it('gives the first sitting to the first midterm and the second to the second', () => {
    expect(dates(OUTLINE)).toMatchObject({ 'Midterm I': '2028-02-15', 'Midterm II': '2028-04-06' });
  });

  it('dates neither when the schedule names a sitting too many', () => {
    const three = OUTLINE.replace('Mar 2 Markets', 'Mar 2 **Midterm Exam**');
    expect(dates(three)).toMatchObject({ 'Midterm I': null, 'Midterm II': null });
  });
});
