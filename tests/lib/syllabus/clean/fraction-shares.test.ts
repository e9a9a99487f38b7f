// Shares written as fractions that open their lines become percentages, only when they make the whole
// (lib/syllabus/clean/fractions.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { fractionShares } from '../../../../lib/syllabus/clean/fractions.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('fraction shares', () => {
  it('reads (1/3) Participation, (1/3) Quizzes, (1/3) Project as a scheme of thirds', () => {
    const text = [
      'Requirements & Grading:',
      '',
      '(1/3)  Participation.  Do the reading and come to class.',
      '',
      '(1/3)  Quizzes.  Two one-hour quizzes will be given.',
      '',
      '(1/3)  Project.  A comparative analysis of data.',
    ].join('\n');
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Participation', 33.33],
      ['Quizzes', 33.33],
      ['Project', 33.33],
    ]);
  });

  it('leaves dates that open schedule lines alone (they never add up to one)', () => {
    const schedule = '1/3 Lecture one\n1/5 Lab\n1/10 Review\n1/12 Exam';
    expect(fractionShares(schedule)).toBe(schedule);
    const half = '1/2 Intro\n1/3 Lecture';
    expect(fractionShares(half)).toBe(half);
  });

  it('rewrites halves and quarters that make the whole', () => {
    expect(fractionShares('1/2 Exams\n1/4 Essay\n1/4 Participation')).toBe('50% Exams\n25% Essay\n25% Participation');
  });
});
