// A share in words restated in figures ("sixty (60) percent") reads as the figure alone
// (lib/syllabus/clean/restated-shares.ts). Invented minimal examples.
import { describe, expect, it } from 'vitest';
import { restatedShares } from '../../../../lib/syllabus/clean/restated-shares.js';
import { parseSyllabus } from '../../../../lib/syllabus/index.js';

describe('restated shares', () => {
  it('keeps the figure when the words say the same number, and only then', () => {
    expect(restatedShares('worth seventy-five (75) percent of the grade')).toBe('worth 75 percent of the grade');
    expect(restatedShares('Quizzes: twenty(20)% and the essay thirty (30) per cent')).toBe(
      'Quizzes: 20% and the essay 30 per cent',
    );
    expect(restatedShares('worth fifty (55) percent; two (2) exams')).toBe('worth fifty (55) percent; two (2) exams');
  });

  it('carries the unit up when the line ends on the bracket', () => {
    expect(restatedShares('The lab reports count for thirty (30)\npercent of the grade.')).toBe(
      'The lab reports count for 30 percent\nof the grade.',
    );
  });

  it('lets the scheme be read', () => {
    const text =
      'Evaluation\n\nThe term paper is worth seventy (70) percent of your final grade, while the oral ' +
      'presentation is worth thirty (30) percent of it.\n';
    expect(parseSyllabus(text, { fallbackYear: 2026 }).map((i) => i.weight)).toEqual([70, 30]);
  });
});
