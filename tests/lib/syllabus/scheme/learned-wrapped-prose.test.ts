// Rule learned-scheme-lines, its candidates in prose wrapped over several lines (lib/syllabus/scheme/line-features.ts,
// learned-lines-wrapped-prose): the lines of a paragraph are joined, and a figure whose name starts on the line above
// it is named by its own stretch of the joined sentence, on the line where the figure stands; a long clause is
// named up to its first word naming a kind of work (wrapped-clause-names-its-work). The rules read none of these
// pages; the learned proposer does, traced. Invented examples.
import { describe, expect, it } from 'vitest';
import { readSyllabus } from '../../../../lib/syllabus/index.js';
import { learnedScheme } from '../../../../lib/syllabus/scheme/learned-lines.js';
import { figureLines } from '../../../../lib/syllabus/scheme/line-features.js';

const page = (...body: string[]) =>
  ['Medieval Towns', '', 'Requirements', '', ...body, '', 'Office hours by appointment.'].join('\n');

const read = (text: string) => {
  const trace: string[] = [];
  const reading = readSyllabus(text, { fallbackYear: 2026, trace: (s) => trace.push(s) });
  return {
    scheme: reading.scheme?.map((c) => [c.title, c.weight, c.line]),
    trace: trace.filter((s) => s.startsWith('scheme candidate, learned lines')),
  };
};

const wrapped = [
  'Each student will be asked to write a book review: 10% of the grade, a',
  'research paper on a town of their own choosing: 30% of the grade; four quizzes',
  'given in the 3rd, 6th, 9th and 12th week: 20% of the grade; participation in the',
  'weekly discussions: 10% of the grade, and a cumulative final',
  'examination: 30% of the grade. We meet twice a week in the seminar room.',
];

describe('learned scheme lines: prose wrapped over several lines', () => {
  it('reads a scheme in a wrapped paragraph, each figure named by the stretch before it across the line break', () => {
    // The proposer itself: since share-named-near-figure the rules read this paragraph too (below), so the learned
    // proposer is asked directly.
    const learned = learnedScheme(page(...wrapped).split('\n'));
    expect(learned.components.map((c) => [c.title, c.weight, c.line])).toEqual([
      ['book review', 10, 4],
      ['research paper', 30, 5],
      ['four quizzes', 20, 6],
      ['participation in the weekly discussions', 10, 7],
      ['cumulative final examination', 30, 8],
    ]);
    expect(learned.scored.map((x) => x.shape ?? '').join(' ')).toMatch(/wrapped prose, named from the line above/);
  });

  it('leaves the paragraph to the rules once they read it whole (share-named-near-figure names "four quizzes")', () => {
    const { scheme, trace } = read(page(...wrapped));
    expect(scheme?.map(([, w, line]) => [w, line])).toEqual([
      [10, 4],
      [30, 5],
      [20, 6],
      [10, 7],
      [30, 8],
    ]);
    expect(trace).toEqual([]);
  });

  it('names a figure by the line above it only inside one paragraph, never across a blank line or a list item', () => {
    const raw = [
      'The weekly reading responses are collected at the start of',
      'class and together count for 40% of the grade.',
      '',
      'it is a long line of prose that ends here without a figure on it',
      '- 60% for the final examination in December',
    ];
    expect(figureLines(raw).map((f) => [f.line, f.title, f.value, f.wrapped ?? false, f.above ?? false])).toEqual([
      [1, 'weekly reading responses', 40, true, true],
      [4, 'final examination in December', 60, false, false],
    ]);
  });

  it('leaves a paragraph whose lines each name their own figure as it reads line by line', () => {
    const raw = [
      'Quizzes are given every other week and count for 20% of the grade overall.',
      'Two essays on assigned topics count for 40% of the grade, 20% each one.',
    ];
    expect(figureLines(raw).every((f) => !f.wrapped)).toBe(true);
  });
});
