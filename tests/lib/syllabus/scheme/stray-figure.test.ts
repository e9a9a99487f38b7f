// A layout block over 100 % by one stray figure: the stray dropped is the one named by a sentence, not a
// label of the list. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('a stray figure beside a scheme', () => {
  it('drops the figure a sentence names, not a component of the list with the same figure', () => {
    const text = [
      'Requirements',
      '',
      'You will notice that a midterm (20% of the grade) is also included in the',
      'criteria listed below.',
      '',
      'Grading Criteria:',
      '',
      '    Class participation (20%)',
      '    Midterm Examination (20%)',
      '    Paper (30%)',
      '    Final Examination (30%)',
    ].join('\n');
    expect(readSyllabus(text, { fallbackYear: 2026 }).scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Class participation', 20],
      ['Midterm Examination', 20],
      ['Paper', 30],
      ['Final Examination', 30],
    ]);
  });
});
