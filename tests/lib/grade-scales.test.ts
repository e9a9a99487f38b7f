// Grade scales: each scale's boundaries, per-course cut-offs, the school → scale rule.
import { describe, expect, it } from 'vitest';
import { letterOf, scaleForSchool, SCALES } from '../../lib/grades/scales.js';
import { LetterCutoffsInput } from '../../schemas/grade-scales.js';

const on = (scale: keyof typeof SCALES, percent: number, cutoffs: Parameters<typeof letterOf>[2] = null) =>
  letterOf(SCALES[scale], percent, cutoffs);

describe('ontario_4.0', () => {
  it.each([
    [100, 'A+', 4.0],
    [90, 'A+', 4.0],
    [89.5, 'A+', 4.0],
    [89.4, 'A', 3.9],
    [85, 'A', 3.9],
    [84.49, 'A-', 3.7],
    [80, 'A-', 3.7],
    [79, 'B+', 3.3],
    [77, 'B+', 3.3],
    [76, 'B', 3.0],
    [73, 'B', 3.0],
    [72, 'B-', 2.7],
    [70, 'B-', 2.7],
    [69, 'C+', 2.3],
    [67, 'C+', 2.3],
    [66, 'C', 2.0],
    [63, 'C', 2.0],
    [62, 'C-', 1.7],
    [60, 'C-', 1.7],
    [59, 'D+', 1.3],
    [57, 'D+', 1.3],
    [56, 'D', 1.0],
    [53, 'D', 1.0],
    [52, 'D-', 0.7],
    [50, 'D-', 0.7],
    [49.4, 'F', 0],
    [0, 'F', 0],
    [150, 'A+', 4.0],
  ])('%d%% → %s (%d)', (percent, letter, points) => {
    expect(on('ontario_4.0', percent)).toEqual({ letter, points });
  });
});

describe('concordia_4.3', () => {
  it.each([
    [100, 'A+', 4.3],
    [90, 'A+', 4.3],
    [89.99, 'A', 4.0],
    [85, 'A', 4.0],
    [84.99, 'A-', 3.7],
    [80, 'A-', 3.7],
    [79.99, 'B+', 3.3],
    [77, 'B+', 3.3],
    [73, 'B', 3.0],
    [72.99, 'B-', 2.7],
    [70, 'B-', 2.7],
    [67, 'C+', 2.3],
    [63, 'C', 2.0],
    [60, 'C-', 1.7],
    [57, 'D+', 1.3],
    [53, 'D', 1.0],
    [50, 'D-', 0.7],
    [49.99, 'F', 0],
    [0, 'F', 0],
  ])('%d%% → %s (%d)', (percent, letter, points) => {
    expect(on('concordia_4.3', percent)).toEqual({ letter, points });
  });

  it('compares the percent as shown (2 decimals), not rounded to a whole percent as the Ontario table is', () => {
    expect(on('concordia_4.3', 89.5).letter).toBe('A');
    expect(on('ontario_4.0', 89.5).letter).toBe('A+');
    expect(on('concordia_4.3', 89.995).letter).toBe('A+');
  });

  it('uses a course’s own cut-offs, including letters it leaves out', () => {
    // An outline with A+ at 88 and no D-: 50 is an F there.
    const cutoffs = {
      'A+': 88,
      A: 84,
      'A-': 80,
      'B+': 76,
      B: 72,
      'B-': 68,
      'C+': 64,
      C: 60,
      'C-': 56,
      'D+': 53,
      D: 51,
    };
    expect(on('concordia_4.3', 88, cutoffs)).toEqual({ letter: 'A+', points: 4.3 });
    expect(on('concordia_4.3', 87.99, cutoffs)).toEqual({ letter: 'A', points: 4.0 });
    expect(on('concordia_4.3', 51, cutoffs)).toEqual({ letter: 'D', points: 1.0 });
    expect(on('concordia_4.3', 50.99, cutoffs)).toEqual({ letter: 'F', points: 0 });
    // Cut-offs with decimals, as outlines print them.
    expect(on('concordia_4.3', 84.5, { 'A+': 89.5, A: 84.5 })).toEqual({ letter: 'A', points: 4.0 });
    expect(on('concordia_4.3', 84.49, { 'A+': 89.5, A: 84.5 })).toEqual({ letter: 'F', points: 0 });
  });
});

describe('percentage', () => {
  it('has no letters and no points', () => {
    expect(on('percentage', 95)).toEqual({ letter: null, points: null });
    expect(on('percentage', 95, { 'A+': 90 })).toEqual({ letter: null, points: null });
  });
});

describe('the school a profile names', () => {
  it.each([
    ['Concordia University', 'concordia_4.3'],
    ['concordia', 'concordia_4.3'],
    ['University of Waterloo', 'percentage'],
    ['University of Toronto', 'ontario_4.0'],
    [null, 'ontario_4.0'],
  ] as const)('%s → %s', (school, scale) => {
    expect(scaleForSchool(school)).toBe(scale);
  });
});

describe('LetterCutoffsInput', () => {
  it('accepts a partial, strictly decreasing map and null', () => {
    expect(LetterCutoffsInput.safeParse({ 'A+': 90, A: 85, B: 70 }).success).toBe(true);
    expect(LetterCutoffsInput.safeParse(null).success).toBe(true);
  });

  it('refuses cut-offs out of order, unknown letters, F and an empty map', () => {
    const bad = [{ A: 85, 'A-': 86 }, { A: 85, 'A-': 85 }, { E: 40 }, { F: 0 }, {}, { A: 250 }];
    for (const value of bad) expect(LetterCutoffsInput.safeParse(value).success, JSON.stringify(value)).toBe(false);
    const result = LetterCutoffsInput.safeParse({ A: 85, 'A-': 86 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['A-'],
      message: expect.stringContaining('below the cut-off of A'),
    });
  });
});
