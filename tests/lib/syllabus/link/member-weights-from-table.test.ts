// Members split from a component take the weights a table elsewhere gives them
// (lib/syllabus/link/table-weights.ts). Invented minimal example.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('member weights from a table', () => {
  it('weighs three projects by their table, keeping the component total', () => {
    const text = [
      '## Assessment',
      'The final grade is determined by three projects (50% of grade), and an oral exam (50% of grade).',
      '',
      '|        | Deadline | Weight |',
      '| --- | --- | --- |',
      '| Project 1 | 19 Sep | 15% |',
      '| Project 2 | 24 Oct | 15% |',
      '| Project 3 | 28 Nov | 20% |',
    ].join('\n');
    const items = parseSyllabus(text, { fallbackYear: 2025 });
    expect(items.map((i) => [i.title, Math.round(i.weight * 100) / 100])).toEqual([
      ['Project 1', 15],
      ['Project 2', 15],
      ['Project 3', 20],
      ['Oral exam', 50],
    ]);
  });
});
