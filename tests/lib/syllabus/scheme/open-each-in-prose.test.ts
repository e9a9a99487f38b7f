// A per-item percentage in prose with no count near it ("essays 15% each"): the run's other shares leave room
// for a whole number of them, which is the count (open-each-in-prose, lib/syllabus/scheme/shares.ts).
// Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const schemeOf = (text: string) =>
  readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight]) ?? [];

describe('open per-item shares in prose', () => {
  it('counts "essays 15% each" by the room the other shares leave', () => {
    expect(schemeOf('Grading: test 10%, midterm 25%, essays 15% each, attendance 10%, exam 25%.')).toEqual([
      ['Test', 10],
      ['Midterm', 25],
      ['Essays', 30],
      ['Attendance', 10],
      ['Exam', 25],
    ]);
  });

  it('counts a parenthesis of "each" right after the name', () => {
    expect(schemeOf('The grade is weighted as follows: Reports (30% each), seminar participation (40%).')).toEqual([
      ['Reports', 60],
      ['Seminar participation', 40],
    ]);
  });

  // No count is invented for the essays: no run is whole, and what the reader read is answered as found
  // (read-shares-as-found), short of the whole and saying so, without the open share.
  it('leaves a share that no whole number of items completes', () => {
    const text = 'Grading: test 10%, midterm 25%, essays 20% each, attendance 10%, exam 25%.';
    expect(schemeOf(text)).toEqual([
      ['Test', 10],
      ['Midterm', 25],
      ['Attendance', 10],
      ['Exam', 25],
    ]);
    expect(readSyllabus(text, { fallbackYear: 2026 }).warnings).toContain('Weights add to 70, not 100.');
  });
});
