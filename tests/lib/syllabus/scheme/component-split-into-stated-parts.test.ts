// A component of the scheme that the outline splits further into weighted parts, stated right after it:
// the parts stand in its place (rule component-split-into-stated-parts). Every outline here is invented for
// these tests.
import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';
import type { Component } from '../../../../lib/syllabus/scheme/layout.js';
import type { Share } from '../../../../lib/syllabus/scheme/shares.js';
import { statedParts } from '../../../../lib/syllabus/scheme/stated-parts.js';

const weights = (text: string) => parseSyllabus(text).map((i) => [i.title, i.weight]);

describe('a component split into stated parts', () => {
  it('answers the parts of a share stated in prose, in a paragraph of their own, when they add up to it', () => {
    expect(
      weights(`PHIL 210, Fall 2027

Requirements

Thirty percent (30%) of your grade will be based on class participation. The
other 70% of your grade will be based on your term paper.

The term paper will be graded in stages: proposal (10%), annotated
bibliography (10%), first draft (20%), and final paper (30%).
`),
    ).toEqual([
      ['Class participation', 30],
      ['Proposal', 10],
      ['Annotated bibliography', 10],
      ['First draft', 20],
      ['Final paper', 30],
    ]);
  });

  it('gives parts stated after a sentence of two components to the one their names repeat, once', () => {
    const { components } = statedParts(
      [component('Labs', 40, 0), component('Written exam', 60, 0)],
      [share('Lab 1', 15, 3, 7), share('Lab 2', 25, 4, 7)],
    );
    expect(components.map((c) => [c.title, c.weight])).toEqual([
      ['Lab 1', 15],
      ['Lab 2', 25],
      ['Written exam', 60],
    ]);
  });

  it('keeps a component when the figures after it restate the other components (a summary table)', () => {
    const scheme = [component('Major exam', 25, 0), component('Discussions', 25, 1), component('Highest exams', 50, 3)];
    const { splits } = statedParts(scheme, [share('Final Exam', 25, 4, 9), share('Discussion', 25, 5, 9)]);
    expect(splits).toEqual([]);
  });

  it('keeps a component when the sentence of the parts names another component of the scheme', () => {
    const scheme = [component('Lab report', 50, 0), component('Final test', 50, 1)];
    const raw = [
      'Lab report 50%',
      'Final test 50%',
      '',
      'The lab report is made up of a draft (20%) and a final version (30%).',
    ];
    const { splits } = statedParts(scheme, [share('Draft', 20, 3, 9), share('Final version', 30, 3, 9)], raw);
    expect(splits).toEqual([]);
  });

  it('keeps a component when the figures that add up to it are only a piece of a longer list', () => {
    const scheme = [component('Quizzes', 30, 0), component('Project', 70, 1)];
    const { splits } = statedParts(scheme, [
      share('Report', 30, 3, 9),
      share('Demo', 40, 4, 9),
      share('Late work', 10, 5, 9),
    ]);
    expect(splits).toEqual([]);
  });
});

function component(title: string, weight: number, line: number): Component {
  return { title, kind: 'other', weight, count: null, line, rest: '' };
}

function share(title: string, value: number, line: number, stream: number): Share {
  return { title, value, unit: '%', count: null, rest: '', line, stream, labelScore: 1, bonus: false, total: false };
}
