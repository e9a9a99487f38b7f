// A work's figure written as an adjective after a count ("four 100-point exams", "a 50 point paper"): rewritten as
// the work, then its figure, so the scheme readers read the share (lib/syllabus/clean/figure-adjectives.ts, rule
// figure-adjective-works); a figure before a word that names no work ("12-point font", "a 100-point scale") is
// left alone. Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { figureAdjectives } from '../../../../lib/syllabus/clean/figure-adjectives.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

describe('figure adjective works', () => {
  it('rewrites a counted work with its figure before it', () => {
    expect(figureAdjectives('There are three 100-point exams and a 50 point research paper.')).toBe(
      'There are three exams worth 100 points each and a research paper worth 50 points.',
    );
    expect(figureAdjectives('two 20% quizzes')).toBe('two quizzes worth 20% each');
  });

  it('leaves sizes and scales alone', () => {
    for (const text of [
      'Use a 12-point font.',
      'Graded on a 100-point scale.',
      'Type it in 12 point Times.',
      'Test A\t\t25%\t\tTeam Project\t\t30%',
      'Test A 25% Team Project 30%',
    ])
      expect(figureAdjectives(text)).toBe(text);
  });

  it('lets the reader read the scheme', () => {
    const text = 'Grading: the course grade is based on 400 points: three 100-point exams and a 100-point paper.';
    const { scheme } = readSyllabus(text, { fallbackYear: 2026 });
    expect(scheme?.map((c) => [c.title, c.weight])).toEqual([
      ['Exams', 75],
      ['Paper', 25],
    ]);
  });
});
