// "each absence will lower your grade by 50 points / the total number of class sessions.: what a grade is lowered by is a
// penalty, no share (lowered-by-is-a-penalty, NOT_A_SHARE in lib/syllabus/scheme/shares.ts). Invented example.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a grade lowered by a figure', () => {
  it('reads no share in what the grade is lowered by', () => {
    const text = [
      'Grading:',
      'Attendance and participation count for 50 points of your grade; therefore an absence will lower your grade by 50 points / the total number of class sessions. The midterm will be worth 220 points. The museum project will be worth 65 points. The study sheets will be worth 105 points.',
      'There will be 440 points total.',
    ].join('\n');
    expect(scheme(text).map((c) => c[0])).toEqual([
      'Attendance and participation',
      'Midterm',
      'Museum project',
      'Study sheets',
    ]);
  });
});
