// Rule points-in-words (scheme/listed-points.ts): a figure of points spelled in words is read as its digits by the
// reader of points listed in prose. Invented examples.
import { describe, expect, it } from 'vitest';
import { listedPoints, pointsInWords } from '../../../../lib/syllabus/scheme/listed-points.js';
import { labelScore } from '../../../../lib/syllabus/scheme/shares.js';

const read = (lines: string[]) =>
  listedPoints(lines, 0, labelScore).map((s) => [s.title, Math.round(s.value * 100) / 100, s.count]);

describe('points-in-words', () => {
  it('reads spelled figures of points as the figures of a list with a stated total', () => {
    const src = [
      'Assessment: the field journal is worth sixty points, the two quizzes',
      'are worth twenty-five points each, and the lab report is worth ninety points. Total possible points = 200.',
    ];
    expect(read(src)).toEqual([
      ['Field journal', 30, null],
      ['Quizzes', 25, 2],
      ['Lab report', 45, null],
    ]);
  });

  it('writes the digits only before a word of points', () => {
    expect(pointsInWords('worth one hundred points, worth eight pts each')).toBe('worth 100 points, worth 8 pts each');
    expect(pointsInWords('two essays, worth forty-two points')).toBe('two essays, worth 42 points');
    expect(pointsInWords('three quizzes and one paper')).toBe('three quizzes and one paper');
    // Only right after "worth": elsewhere a spelled figure is seldom a work's value.
    expect(pointsInWords('each will count as ten points toward the exam')).toBe(
      'each will count as ten points toward the exam',
    );
  });
});
