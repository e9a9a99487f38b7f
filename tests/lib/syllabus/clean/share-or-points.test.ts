// A share stated as a percent and as points joined by "or" ("15% or 150 points") reads as the percent alone
// (lib/syllabus/clean/share-or-points.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { shareOrPoints } from '../../../../lib/syllabus/clean/share-or-points.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('a share or its points', () => {
  it('drops the points that restate the percent, and leaves a scale or a penalty alone', () => {
    expect(shareOrPoints('Lab work | 20% or 200 points | weekly')).toBe('Lab work | 20% | weekly');
    expect(shareOrPoints('the quizzes are worth 60 pts or 30% of the grade')).toBe(
      'the quizzes are worth 30% of the grade',
    );
    expect(shareOrPoints('70 to 90% = 0 points; docked 5 points (20%)')).toBe(
      '70 to 90% = 0 points; docked 5 points (20%)',
    );
  });

  it('lets the scheme be read', () => {
    const text =
      'Grading\n\nLab reports | 30% or 300 points | one a week\nMidterm | 30% or 300 points | in class\n' +
      'Final exam | 40% or 400 points | cumulative\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => [i.title, i.weight])).toEqual([
      ['Lab reports', 30],
      ['Midterm', 30],
      ['Final exam', 40],
    ]);
  });
});
