// A component whose scheme line states its day after its name ("25%   Final exam: 12 December at 2:15 P.M.")
// when the scheme reader kept nothing after the name (lib/syllabus/link/merge.ts, ownLine): the line's own day
// dates it. Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('the day on a component line after its name', () => {
  it('dates weight-first lines by the day each states after its name', () => {
    const text = [
      'Fall 2026',
      'Grading',
      '',
      '30%             Research Essay: Due 4 November',
      '',
      '30%             Mid-term exam: 8 October',
      '',
      '40%             Final exam: 10 December at 2:15-4:15 P.M. in Hall 106',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2026 });
    expect(items.map((i) => [i.title, i.weight, i.due?.date ?? null])).toEqual([
      ['Research Essay', 30, '2026-11-04'],
      ['Mid-term exam', 30, '2026-10-08'],
      ['Final exam', 40, '2026-12-10'],
    ]);
  });
});
