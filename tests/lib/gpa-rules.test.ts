// Group rules, pass/fail and excluded courses, scales and what-if in the pure GPA rule.
import { describe, expect, it } from 'vitest';
import { computeGpa, type GpaCourse, type GpaItem } from '../../lib/grades/gpa.js';

const course = (id: string, extra: Partial<GpaCourse> = {}): GpaCourse => ({
  id,
  code: id.toUpperCase(),
  title: null,
  term: null,
  credits: 1,
  archived: false,
  ...extra,
});
let n = 0;
const item = (courseId: string, weight: number, percent: number | null, extra: Partial<GpaItem> = {}): GpaItem => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  title: `item ${n}`,
  courseId,
  weight,
  status: percent === null ? 'todo' : 'graded',
  percent,
  ...extra,
});
const quiz = (percent: number | null, extra: Partial<GpaItem> = {}) =>
  item('a', 5, percent, { group: 'Quizzes', ...extra });
const only = (gpa: ReturnType<typeof computeGpa>) => gpa.courses[0]!;

describe('drop the lowest k', () => {
  // Four quizzes of 5% (20% together), lowest dropped; a 80% final.
  const rules = [{ group: 'quizzes', dropLowest: 1 }];

  it('drops nothing while an ungraded quiz could still be the lowest', () => {
    const gpa = computeGpa(
      [course('a', { groupRules: rules })],
      [quiz(50), quiz(90), quiz(null), quiz(null), item('a', 80, null)],
      null,
    );
    // 3 of 4 count; 2 graded: nothing is certain yet. Each counting quiz carries 20 / 3.
    expect(only(gpa).dropped).toEqual([]);
    expect(only(gpa)).toMatchObject({ percent: 70, graded_weight: 13.333, remaining_weight: 86.667 });
  });

  it('with 3 of 4 graded still drops nothing: a last quiz below them all would be the one dropped', () => {
    const gpa = computeGpa([course('a', { groupRules: rules })], [quiz(50), quiz(90), quiz(70), quiz(null)], null);
    expect(only(gpa).dropped).toEqual([]);
    expect(only(gpa)).toMatchObject({ percent: 70, graded_weight: 20, remaining_weight: 0 });
  });

  it('drops the lowest graded once more are graded than will count, whatever the rest score', () => {
    // Five quizzes (20% together), the lowest two dropped: 3 count. With 4 graded, the lowest
    // of them is out for sure (at most 3 of the 4 can be among the best 3 of 5).
    const five = [{ group: 'Quizzes', dropLowest: 2 }];
    const q = (percent: number | null) => item('a', 4, percent, { group: 'Quizzes' });
    const low = q(50);
    const gpa = computeGpa(
      [course('a', { groupRules: five })],
      [low, q(90), q(70), q(60), q(null), item('a', 80, null)],
      null,
    );
    expect(only(gpa).dropped).toEqual([{ assessment_id: low.id, title: low.title, group: 'Quizzes', percent: 50 }]);
    // (90 + 70 + 60) / 3 at 20/3 each; the ungraded quiz has no counting place left.
    expect(only(gpa)).toMatchObject({ percent: 73.33, graded_weight: 20, remaining_weight: 80 });
  });

  it('all graded: the group keeps its whole weight over the items that count', () => {
    const gpa = computeGpa(
      [course('a', { groupRules: rules })],
      [quiz(50), quiz(90), quiz(70), quiz(100), item('a', 80, 75)],
      null,
    );
    // Quizzes: (90 + 70 + 100) / 3 = 86.67 at 20%; final 75 at 80%: 0.2 × 86.667 + 0.8 × 75 = 77.33.
    expect(only(gpa)).toMatchObject({ percent: 77.33, graded_weight: 100, remaining_weight: 0 });
    expect(only(gpa).dropped.map((d) => d.percent)).toEqual([50]);
  });

  it('leaves excused quizzes out of the group before counting', () => {
    const gpa = computeGpa(
      [course('a', { groupRules: rules })],
      [quiz(40, { status: 'excused' }), quiz(50), quiz(90), quiz(70)],
      null,
    );
    // 3 non-excused, 2 count, 3 graded: the 50 goes; the excused 40 was never in the group.
    expect(only(gpa)).toMatchObject({ percent: 80, graded_weight: 15 });
    expect(only(gpa).dropped.map((d) => d.percent)).toEqual([50]);
  });

  it('matches the group name without regard to case or surrounding spaces; other items count on their own', () => {
    const gpa = computeGpa(
      [course('a', { groupRules: [{ group: ' QUIZZES ', dropLowest: 1 }] })],
      [quiz(10), quiz(90), item('a', 5, 20, { group: 'Labs' })],
      null,
    );
    // Quizzes: 2 of 2 graded, 1 counts: 90 at 10%; the lab on its own: 20 at 5%.
    expect(only(gpa)).toMatchObject({ graded_weight: 15, percent: 66.67 });
  });
});

describe('dropped items of several groups', () => {
  it('are listed lowest first, whatever order the groups come in', () => {
    const rules = [
      { group: 'Labs', dropLowest: 1 },
      { group: 'Quizzes', dropLowest: 1 },
    ];
    const labs = [30, 90].map((p) => item('a', 5, p, { group: 'Labs' }));
    const quizzes = [20, 80].map((p) => item('a', 5, p, { group: 'Quizzes' }));
    const forward = computeGpa([course('a', { groupRules: rules })], [...labs, ...quizzes], null);
    const backward = computeGpa([course('a', { groupRules: rules })], [...quizzes, ...labs], null);
    expect(only(forward).dropped.map((d) => d.percent)).toEqual([20, 30]);
    expect(only(backward).dropped).toEqual(only(forward).dropped);
  });
});

describe('best N of M', () => {
  const rules = [{ group: 'Labs', bestOf: 8 }];
  const lab = (percent: number | null) => item('a', 2, percent, { group: 'Labs' });

  it('counts only the best 8 of 10 once all are graded, at 20/8 each', () => {
    const grades = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10];
    const gpa = computeGpa([course('a', { groupRules: rules })], grades.map(lab), null);
    expect(only(gpa).dropped.map((d) => d.percent)).toEqual([10, 20]);
    expect(only(gpa)).toMatchObject({ graded_weight: 20, percent: 65 });
  });

  it('with 9 of 10 graded drops exactly one: the lowest', () => {
    const grades = [100, 90, 80, 70, 60, 50, 40, 30, 20, null];
    const gpa = computeGpa([course('a', { groupRules: rules })], grades.map(lab), null);
    expect(only(gpa).dropped.map((d) => d.percent)).toEqual([20]);
    // 8 graded count, 0 counting slots remain.
    expect(only(gpa)).toMatchObject({ graded_weight: 20, remaining_weight: 0, percent: 65 });
  });

  it('a group smaller than N counts every item', () => {
    const gpa = computeGpa([course('a', { groupRules: rules })], [lab(80), lab(60)], null);
    expect(only(gpa)).toMatchObject({ graded_weight: 4, percent: 70, dropped: [] });
  });
});

describe('pass/fail and excluded courses', () => {
  it('are listed with their standing but left out of every overall figure', () => {
    const gpa = computeGpa(
      [course('a'), course('pf', { passFail: true }), course('x', { excluded: true, credits: 3 })],
      [item('a', 100, 80), item('pf', 100, 40), item('x', 100, 100)],
      null,
      new Date(),
      { scale: 'concordia_4.3' },
    );
    expect(gpa.overall).toEqual({ percent: 80, gpa_4: 3.7, graded_credits: 1, courses_counted: 1 });
    expect(gpa.overall_points).toBe(3.7);
    const [a, pf, x] = gpa.courses;
    expect(a).toMatchObject({ counted: true, letter: 'A-', points: 3.7 });
    expect(pf).toMatchObject({ counted: false, pass_fail: true, percent: 40, letter: null, points: null });
    expect(x).toMatchObject({ counted: false, excluded: true, percent: 100, letter: 'A+', points: 4.3 });
  });
});

describe('scales overall', () => {
  it('weights grade points by credits on the letter scale, and gives none on the percentage scale', () => {
    const courses = [course('a', { credits: 3 }), course('b', { credits: 1, letterCutoffs: { 'A+': 95, A: 88 } })];
    const items = [item('a', 100, 90), item('b', 100, 90)];
    const concordia = computeGpa(courses, items, null, new Date(), { scale: 'concordia_4.3' });
    // a: A+ 4.3 (default cut-offs); b: A 4.0 (its own). (3 × 4.3 + 1 × 4.0) / 4 = 4.225 → 4.23.
    expect(concordia.courses.map((c) => c.letter)).toEqual(['A+', 'A']);
    expect(concordia.overall_points).toBe(4.23);
    expect(concordia).toMatchObject({ scale: 'concordia_4.3', scale_source: 'request' });
    const waterloo = computeGpa(courses, items, null, new Date(), { scale: 'percentage' });
    expect(waterloo.courses.map((c) => [c.letter, c.points])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(waterloo.overall_points).toBeNull();
    expect(waterloo.overall.percent).toBe(90);
  });
});

describe('what-if grades', () => {
  it('count as graded and are reported by weight', () => {
    const gpa = computeGpa([course('a')], [item('a', 40, 70), item('a', 60, 90, { whatIf: true })], 80);
    expect(only(gpa)).toMatchObject({
      percent: 82,
      graded_weight: 100,
      what_if_weight: 60,
      remaining_weight: 0,
      needed_percent: null,
    });
    expect(gpa.what_if).toBe(true);
  });
});
