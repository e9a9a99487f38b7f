// (midterm-and-final-named-together) One share for a midterm and the final named together: two items, half each,
// each dated by its own mentions; the scheme keeps the one component. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const read = (text: string) => {
  const r = readSyllabus(text, { fallbackYear: 2027 });
  return {
    items: r.items.map((i) => [i.title, i.kind, i.due?.date ?? null, i.weight]),
    scheme: r.scheme?.map((c) => [c.title, c.weight]),
  };
};

describe('midterm-and-final-named-together', () => {
  it('reads "Midterm and final exams" as the two sittings, each on its day', () => {
    const text = [
      'Grading',
      '',
      '* Field journal 40%',
      '* Midterm and final exams 60%',
      '',
      'Schedule',
      '',
      '* Mar 10: Midterm exam',
      '* May 12: Final exam',
    ].join('\n');
    expect(read(text)).toEqual({
      items: [
        ['Field journal', 'assignment', null, 40],
        ['Midterm exam', 'midterm', '2027-03-10', 30],
        ['Final exam', 'final', '2027-05-12', 30],
      ],
      scheme: [
        ['Field journal', 40],
        ['Midterm and final exams', 60],
      ],
    });
  });

  it('leaves other work named with the final whole ("Tests and final")', () => {
    const text = ['Grading', '', '* Field journal 40%', '* Tests and final 60%'].join('\n');
    expect(read(text).items.map(([t]) => t)).toEqual(['Field journal', 'Tests and final']);
  });
});
