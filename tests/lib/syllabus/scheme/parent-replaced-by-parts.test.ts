// "Three essay exams: 70% of grade" then the exams on lines of their own, adding up to it: the constraint finder
// replaces the parent by its parts (rule parent-replaced-by-parts). Invented examples.
import { describe, expect, it } from 'vitest';
import { findShares } from '../../../../lib/syllabus/scheme/shares.js';

const scheme = (src: string) => findShares(src.split('\n'))?.components.map((c) => [c.title, c.weight]) ?? [];

describe('a parent share replaced by the parts that follow it', () => {
  it('lists the parts of a parent that heads them from a line of its own', () => {
    const text = [
      'Grading',
      '',
      '>>>> Class participation: 10% of grade',
      '',
      '>>>>',
      '',
      '>>>> Three essay exams: 70% of grade  ',
      '>  Test Oct 3, in class: 25%  ',
      '>  Take-home exam, due Nov 7 25%  ',
      '>  Test Dec 5, in class, 20%',
      '',
      '>>>>',
      '',
      '>>>> Book review on a recent novel: 20% of grade',
    ].join('\n');
    expect(scheme(text)).toEqual([
      ['Class participation', 10],
      ['Test Oct 3, in class', 25],
      ['Take-home exam', 25],
      ['Test Dec 5', 20],
      ['Book review on a recent novel', 20],
    ]);
  });

  it('keeps two shares of one sentence, the second followed by a table of the first', () => {
    const text = [
      'The grade is based on three projects (50% of grade), and an oral exam (50% of grade).',
      '',
      '| Project 1 | 15% |',
      '| Project 2 | 15% |',
      '| Project 3 | 20% |',
    ].join('\n');
    expect(scheme(text).map(([t]) => t)).toContain('Oral exam');
  });
});
