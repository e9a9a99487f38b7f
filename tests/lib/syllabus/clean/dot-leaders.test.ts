// Leaders of spaced dots between a name and its figure. Invented examples.
import { describe, expect, it } from 'vitest';
import { blankDotLeaders } from '../../../../lib/syllabus/clean/dot-leaders.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('dot leaders', () => {
  it('blanks a spaced leader before a figure with its unit, offsets kept', () => {
    expect(blankDotLeaders('Midterm . . . . . .20%')).toBe('Midterm            20%');
    expect(blankDotLeaders('Essay . . . . 25 points')).toBe('Essay         25 points');
  });

  it('leaves glued leaders, ellipses and dots before a bare number alone', () => {
    expect(blankDotLeaders('Midterm..........20%')).toBe('Midterm..........20%');
    expect(blankDotLeaders('and so on... 20% of the grade')).toBe('and so on... 20% of the grade');
    expect(blankDotLeaders('Chapter 3 . . . . page 20')).toBe('Chapter 3 . . . . page 20');
    expect(blankDotLeaders('Week . . . . 4')).toBe('Week . . . . 4');
  });

  it('lets a scheme printed with spaced leaders be read whole', () => {
    const text =
      'Grading\nMid-term exam . . . . . . .20%\nEssay . . . . . . . . . . . 25%\nBook review . . . . . . . . 15%\n' +
      'Final exam . . . . . . . . . 30%\nClass participation . . . . 10%\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Mid-term exam', 20],
      ['Essay', 25],
      ['Book review', 15],
      ['Final exam', 30],
      ['Class participation', 10],
    ]);
  });
});
