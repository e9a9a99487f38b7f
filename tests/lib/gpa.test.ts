// The GPA rule (DESIGN §7) as a pure function: edge cases without a database.
import { describe, expect, it } from 'vitest';
import { computeGpa, neededPercent, ontario4, type GpaCourse, type GpaItem } from '../../lib/grades/gpa.js';

const course = (id: string, credits = 1, archived = false): GpaCourse => ({
  id,
  code: id.toUpperCase(),
  title: null,
  term: null,
  credits,
  archived,
});
const item = (
  courseId: string,
  weight: number,
  percent: number | null,
  status = percent === null ? 'todo' : 'graded',
): GpaItem => ({
  courseId,
  weight,
  status,
  percent,
});
const only = (gpa: ReturnType<typeof computeGpa>) => gpa.courses[0]!;

describe('per course', () => {
  it('nothing graded: percent null and graded_weight 0, nothing counted overall', () => {
    const gpa = computeGpa([course('a')], [item('a', 30, null), item('a', 70, null)], null);
    expect(only(gpa)).toMatchObject({ percent: null, graded_weight: 0, gpa_4: null, remaining_weight: 100 });
    expect(gpa.overall).toEqual({ percent: null, gpa_4: null, graded_credits: 0, courses_counted: 0 });
  });

  it('a course without any items is listed with nothing graded', () => {
    expect(only(computeGpa([course('a')], [], 80))).toMatchObject({
      percent: null,
      graded_weight: 0,
      remaining_weight: 0,
      needed_percent: null,
    });
  });

  it('averages over the graded weight only: ungraded weight is not a zero', () => {
    // 20% at 90 and 30% at 70; 50% still ungraded.
    const gpa = computeGpa([course('a')], [item('a', 20, 90), item('a', 30, 70), item('a', 50, null)], null);
    expect(only(gpa)).toMatchObject({ graded_weight: 50, percent: 78, remaining_weight: 50 });
  });

  it('leaves excused items out of numerator and denominator, graded or not', () => {
    const gpa = computeGpa(
      [course('a')],
      [item('a', 40, 80), item('a', 10, 0, 'excused'), item('a', 50, null, 'excused')],
      null,
    );
    expect(only(gpa)).toMatchObject({ graded_weight: 40, percent: 80, remaining_weight: 0 });
  });

  it('keeps bonus marks above 100', () => {
    const gpa = computeGpa([course('a')], [item('a', 10, 120), item('a', 10, 100)], null);
    expect(only(gpa)).toMatchObject({ percent: 110, gpa_4: 4 });
  });

  it('uses weights as given when they do not sum to 100', () => {
    // 15 + 30 = 45 graded of an outline that lists only 80%.
    const gpa = computeGpa([course('a')], [item('a', 15, 60), item('a', 30, 90), item('a', 35, null)], null);
    expect(only(gpa)).toMatchObject({ graded_weight: 45, percent: 80, remaining_weight: 35 });
  });

  it('a graded item of weight 0 adds nothing to the denominator', () => {
    expect(only(computeGpa([course('a')], [item('a', 0, 50)], null))).toMatchObject({
      percent: null,
      graded_weight: 0,
    });
  });

  it('rounds percent to 2 decimals', () => {
    expect(only(computeGpa([course('a')], [item('a', 1, 100), item('a', 2, 50)], null)).percent).toBe(66.67);
  });
});

describe('overall', () => {
  it('weights course percents by credits, over courses with graded work only', () => {
    const gpa = computeGpa(
      [course('a', 0.5), course('b', 1), course('c', 1, true), course('d', 2)],
      [item('a', 50, 90), item('b', 40, 60), item('c', 100, 75), item('d', 100, null)],
      null,
    );
    // (0.5 × 90 + 1 × 60 + 1 × 75) / 2.5 = 72; d (nothing graded) is left out.
    expect(gpa.overall.percent).toBe(72);
    expect(gpa.overall.graded_credits).toBe(2.5);
    expect(gpa.overall.courses_counted).toBe(3);
    // Grade points by credits: (0.5 × 4.0 + 1 × 1.7 + 1 × 3.0) / 2.5 = 2.68.
    expect(gpa.overall.gpa_4).toBe(2.68);
    expect(gpa.courses.map((c) => c.gpa_4)).toEqual([4, 1.7, 3, null]);
    expect(gpa.scale).toBe('ontario_4.0');
  });
});

describe('the Ontario 4.0 table', () => {
  it.each([
    [100, 4.0],
    [90, 4.0],
    [89.5, 4.0],
    [89.4, 3.9],
    [85, 3.9],
    [84, 3.7],
    [80, 3.7],
    [79, 3.3],
    [77, 3.3],
    [76, 3.0],
    [73, 3.0],
    [72, 2.7],
    [70, 2.7],
    [69, 2.3],
    [67, 2.3],
    [66, 2.0],
    [63, 2.0],
    [62, 1.7],
    [60, 1.7],
    [59, 1.3],
    [57, 1.3],
    [56, 1.0],
    [53, 1.0],
    [52, 0.7],
    [50, 0.7],
    [49.4, 0],
    [0, 0],
    [150, 4.0],
  ])('%d%% → %d', (percent, points) => {
    expect(ontario4(percent)).toBe(points);
  });
});

describe('needed_percent for a target', () => {
  it('is the average needed on the remaining weight', () => {
    // 40% graded at 70 (2800 points); 60% remains; 80 overall needs (8000 - 2800) / 60 = 86.67.
    const gpa = computeGpa([course('a')], [item('a', 40, 70), item('a', 60, null)], 80);
    expect(only(gpa).needed_percent).toBe(86.67);
    expect(gpa.target).toBe(80);
  });

  it('is null when more than 100% would be needed', () => {
    expect(neededPercent(40 * 20, 40, 60, 90)).toBeNull();
    expect(only(computeGpa([course('a')], [item('a', 90, 50), item('a', 10, null)], 60)).needed_percent).toBeNull();
  });

  it('is exactly 100 at the edge, and 0 once the target is secured', () => {
    expect(neededPercent(50 * 80, 50, 50, 90)).toBe(100);
    expect(neededPercent(90 * 100, 90, 10, 50)).toBe(0);
  });

  it('is null when nothing remains, and without a target', () => {
    expect(only(computeGpa([course('a')], [item('a', 100, 70)], 80)).needed_percent).toBeNull();
    expect(only(computeGpa([course('a')], [item('a', 40, 70), item('a', 60, null)], null)).needed_percent).toBeNull();
  });

  it('works with nothing graded yet: the target itself', () => {
    expect(only(computeGpa([course('a')], [item('a', 100, null)], 75)).needed_percent).toBe(75);
  });

  it('ignores excused weight in what remains', () => {
    const gpa = computeGpa([course('a')], [item('a', 50, 60), item('a', 25, null), item('a', 25, null, 'excused')], 70);
    // (70 × 75 − 3000) / 25 = 90
    expect(only(gpa)).toMatchObject({ remaining_weight: 25, needed_percent: 90 });
  });
});
