// The import plan as a pure function: courses matched by code or proposed; deliverables matched by
// UID, title, or kind and number; dates from the LMS, weights from the outline; conflicts for dates
// set by hand; equal shares recomputed for a joining member, never over a weight set by hand.
import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../../lib/lms/formats.js';
import { buildPlan, type ExistingAssessment, seriesOf, summarise } from '../../../lib/lms/plan.js';

const COURSE = { id: '00000000-0000-4000-8000-000000000001', code: 'CS 136', title: 'Algorithm Design' };
let n = 0;
const item = (title: string, due: string | null, extra: Partial<FeedItem> = {}): FeedItem => ({
  uid: `uid-${++n}`,
  title,
  kind: /quiz/i.test(title) ? 'quiz' : /midterm/i.test(title) ? 'midterm' : 'assignment',
  due,
  dueAllDay: false,
  courseLabel: 'CS136-001-W26',
  skip: null,
  ...extra,
});
const existing = (title: string, extra: Partial<ExistingAssessment> = {}): ExistingAssessment => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  courseId: COURSE.id,
  title,
  kind: /quiz/i.test(title) ? 'quiz' : /midterm/i.test(title) ? 'midterm' : 'assignment',
  due: null,
  dueAllDay: false,
  dueSource: 'outline',
  weight: 0,
  weightManual: false,
  group: null,
  provenance: 'syllabus',
  uid: null,
  ...extra,
});

describe('courses', () => {
  it('matches the student’s course by code, and proposes the others', () => {
    const plan = buildPlan({
      items: [
        item('A1', '2026-02-01T04:59:00.000Z'),
        item('Lab 1', '2026-02-02T04:59:00.000Z', { courseLabel: 'MATH 135' }),
      ],
      courses: [COURSE],
      assessments: [],
    });
    expect(plan.courses).toEqual([
      { code: 'CS 136', title: 'Algorithm Design', courseId: COURSE.id, action: 'match', deliverables: 1 },
      { code: 'MATH 135', title: null, courseId: null, action: 'create', deliverables: 1 },
    ]);
  });

  it('puts deliverables of a feed that names no course into the default course, or skips them', () => {
    const noCourse = item('Lab 4', '2026-02-01T04:59:00.000Z', { courseLabel: null });
    expect(buildPlan({ items: [noCourse], courses: [], assessments: [] }).changes[0]).toMatchObject({
      action: 'skip',
      reason: 'names no course: send a default course code',
    });
    expect(
      buildPlan({ items: [noCourse], courses: [COURSE], assessments: [], defaultCourse: 'cs136' }).changes[0],
    ).toMatchObject({ action: 'create', courseId: COURSE.id, course: 'CS 136' });
  });
});

describe('deliverables', () => {
  it('updates outline dates, keeps the same date unchanged, and reports a hand-set date as a conflict', () => {
    const a1 = existing('Assignment 1', { due: '2026-01-20T00:00:00.000Z', dueAllDay: true, weight: 10 });
    const a2 = existing('Assignment 2', { due: '2026-02-03T17:00:00.000Z', weight: 10 });
    const a3 = existing('Assignment 3', { due: '2026-02-20T17:00:00.000Z', dueSource: 'manual', weight: 10 });
    const plan = buildPlan({
      items: [
        item('Assignment 1: Recursion', '2026-01-21T04:59:00.000Z'),
        item('Assignment 2', '2026-02-03T17:00:00.000Z'),
        item('Assignment 3', '2026-02-21T04:59:00.000Z'),
      ],
      courses: [COURSE],
      assessments: [a1, a2, a3],
    });
    expect(plan.changes.map((c) => [c.action, c.assessmentId, c.previous?.due ?? null])).toEqual([
      ['update', a1.id, '2026-01-20T00:00:00.000Z'],
      ['unchanged', a2.id, null],
      ['conflict', a3.id, '2026-02-20T17:00:00.000Z'],
    ]);
    expect(summarise(plan.changes)).toEqual({ create: 0, update: 1, unchanged: 1, skip: 0, conflict: 1 });
  });

  it('matches by UID first, whatever the title has become', () => {
    const linked = existing('Project proposal', {
      due: '2026-03-01T17:00:00.000Z',
      dueSource: 'lms',
      uid: 'event-assignment-9',
    });
    const plan = buildPlan({
      items: [item('Proposal (revised)', '2026-03-02T17:00:00.000Z', { uid: 'event-assignment-9' })],
      courses: [COURSE],
      assessments: [linked],
    });
    expect(plan.changes[0]).toMatchObject({ action: 'update', assessmentId: linked.id, title: 'Proposal (revised)' });
  });

  it('matches the course’s only midterm without a number; never two deliverables to one assessment', () => {
    const midterm = existing('Midterm exam', { due: '2026-02-26T00:00:00.000Z', dueAllDay: true, weight: 25 });
    const plan = buildPlan({
      items: [item('Midterm', '2026-02-26T19:00:00.000Z'), item('Midterm (makeup)', '2026-03-05T19:00:00.000Z')],
      courses: [COURSE],
      assessments: [midterm],
    });
    expect(plan.changes.map((c) => [c.action, c.assessmentId])).toEqual([
      ['update', midterm.id],
      ['create', null],
    ]);
  });
});

describe('weights', () => {
  it('a new member of a series shares its weight equally; the siblings’ new shares are updates', () => {
    const a1 = existing('Assignment 1', { weight: 20 });
    const a2 = existing('Assignment 2', { weight: 20 });
    const plan = buildPlan({
      items: [item('Assignment 3', '2026-03-01T04:59:00.000Z')],
      courses: [COURSE],
      assessments: [a1, a2],
    });
    expect(plan.changes.map((c) => [c.action, c.title, c.weight, c.previous?.weight ?? null])).toEqual([
      ['create', 'Assignment 3', 13.333, null],
      ['update', 'Assignment 1', 13.333, 20],
      ['update', 'Assignment 2', 13.333, 20],
    ]);
    expect(plan.changes[0]!.reason).toBe('joins assignment series (40%): 13.333% each of 3');
  });

  it('never changes a weight set by hand: the rest is shared by the others', () => {
    const q1 = existing('Quiz 1', { weight: 10, weightManual: true, group: 'Quizzes' });
    const q2 = existing('Quiz 2', { weight: 5, group: 'Quizzes' });
    const plan = buildPlan({
      items: [item('Quiz 3', '2026-03-01T04:59:00.000Z')],
      courses: [COURSE],
      assessments: [q1, q2],
    });
    expect(plan.changes.map((c) => [c.action, c.title, c.weight, c.group])).toEqual([
      ['create', 'Quiz 3', 2.5, 'Quizzes'],
      ['update', 'Quiz 2', 2.5, 'Quizzes'],
    ]);
  });

  it('arrives with no weight when every weight of its series was set by hand', () => {
    const q1 = existing('Quiz 1', { weight: 10, weightManual: true, provenance: 'manual' });
    const plan = buildPlan({
      items: [item('Quiz 2', '2026-03-01T04:59:00.000Z')],
      courses: [COURSE],
      assessments: [q1],
    });
    expect(plan.changes.map((c) => [c.action, c.title, c.weight])).toEqual([['create', 'Quiz 2', null]]);
    expect(plan.changes[0]!.reason).toMatch(/^no weight: its series’ weights are all set by hand/);
  });

  it('a component the outline kept whole gives its weight to the members the LMS lists', () => {
    const quizzes = existing('Quizzes', { weight: 20 });
    const plan = buildPlan({
      items: [1, 2, 3, 4].map((k) => item(`Quiz ${k}`, `2026-0${k + 1}-01T04:59:00.000Z`)),
      courses: [COURSE],
      assessments: [quizzes],
    });
    expect(plan.changes.map((c) => [c.action, c.title, c.weight])).toEqual([
      ['create', 'Quiz 1', 5],
      ['create', 'Quiz 2', 5],
      ['create', 'Quiz 3', 5],
      ['create', 'Quiz 4', 5],
      ['update', 'Quizzes', 0],
    ]);
  });

  it('arrives with no weight, and says so, when no component of the outline takes it', () => {
    const plan = buildPlan({
      items: [item('Reflection', '2026-03-01T04:59:00.000Z')],
      courses: [COURSE],
      assessments: [],
    });
    expect(plan.changes[0]).toMatchObject({ action: 'create', weight: null });
    expect(plan.changes[0]!.reason).toMatch(/^no weight/);
  });
});

describe('series names', () => {
  it.each([
    ['Assignment 3', 'assignment', 3],
    ['Essay 3: Print and power', 'essay', 3],
    ['Reading Quiz 2', 'reading quiz', 2],
    ['Reading quizzes', 'reading quiz', null],
    ['Problem Set #4', 'problem set', 4],
    ['Labs', 'lab', null],
  ])('%s', (title, stem, number) => {
    expect(seriesOf(title)).toEqual({ stem, number });
  });
});
