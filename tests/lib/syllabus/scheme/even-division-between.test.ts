// Rule even-division-between: the course grade divided evenly, in words, between named works. Invented outlines.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('a grade divided evenly between named works', () => {
  it('reads "an even division between your written and oral work" as two halves, the head noun shared', () => {
    const text = [
      'Seminar in Regional Geography, Fall 2026',
      '',
      'Grading',
      'As a rule of thumb your final grade will rest on an even division between your written and oral',
      'work. Strong work in one area may earn it a little more weight.',
    ].join('\n');
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.weight])).toEqual([
      ['Written work', 50],
      ['Oral work', 50],
    ]);
  });

  it('reads "roughly equal weight on lab reports, the project and class discussions" as thirds', () => {
    const text = [
      'Evaluation',
      'Student evaluation will place roughly equal weight on lab reports, the project and class',
      'discussions.',
    ].join('\n');
    const r = readSyllabus(text, { fallbackYear: 2026 });
    expect(r.items.map((i) => [i.title, i.weight])).toEqual([
      ['Lab reports', 33.3333],
      ['Project', 33.3333],
      ['Class discussions', 33.3333],
    ]);
  });

  it('reads nothing from equal weight given to topics, in a sentence about no grade', () => {
    const r = readSyllabus(
      'In this seminar we give equal weight to older sources and to recent field reports and discussions.\n',
      { fallbackYear: 2026 },
    );
    expect(r.items).toEqual([]);
  });
});
