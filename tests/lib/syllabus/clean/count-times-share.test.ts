// A share written as a count times each member's share ("3 x 20%") reads as its product
// (lib/syllabus/clean/count-times-share.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { countTimesShare } from '../../../../lib/syllabus/clean/count-times-share.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('count times share', () => {
  it('writes the product in place, and only where the line does not state it', () => {
    expect(countTimesShare('Quizzes will each count 4 x 15%')).toBe('Quizzes will each count 60%');
    expect(countTimesShare('Reading reports (2 X 10%)')).toBe('Reading reports (20%)');
    expect(countTimesShare('labs: 6x5%=30%; essays: 2x10%=20%')).toBe('labs: 6x5%=30%; essays: 2x10%=20%');
    expect(countTimesShare('40% reading reports (4 x 10%)')).toBe('40% reading reports (4 x 10%)');
    expect(countTimesShare('Printed on 8 x 11 paper, 10% off')).toBe('Printed on 8 x 11 paper, 10% off');
  });

  it('lets the scheme add up', () => {
    const text = ['Evaluation:', '', 'Quizzes will each count  4 x 15%', 'Lab reports   25', 'Attendance   15'].join(
      '\n',
    );
    const items = readSyllabus(text, { fallbackYear: 2026 }).items;
    expect(items.map((i) => [i.title, i.weight])).toEqual([
      ['Quizzes', 60],
      ['Lab reports', 25],
      ['Attendance', 15],
    ]);
  });
});
