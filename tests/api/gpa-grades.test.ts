// Grades counted the way each school counts them through the routes:
// scales by school or request, per-course cut-offs, pass/fail and excluded courses, group rules
// stored on courses and assessments, what-if grades that store nothing, and the one-statement
// SQL standing held to the JavaScript rule on random data.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { gradePercent } from '../../lib/courses/assessments.js';
import { computeGpa, type GpaCourse, type GpaItem } from '../../lib/grades/gpa.js';
import { loadGpa } from '../../lib/grades/load-gpa.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { createCourse } from '../support/students.js';

interface Standing {
  course_id: string;
  percent: number | null;
  letter: string | null;
  points: number | null;
  counted: boolean;
  graded_weight: number;
  remaining_weight: number;
  needed_percent: number | null;
  what_if_weight: number;
  dropped: Array<{ assessment_id: string; title: string; group: string; percent: number }>;
}
interface GpaBody {
  courses: Standing[];
  overall: { percent: number | null; gpa_4: number | null; graded_credits: number; courses_counted: number };
  overall_points: number | null;
  scale: string;
  scale_source: string;
  what_if: boolean;
}

async function student(school?: string): Promise<{ user: TestUser; per: string }> {
  const user = await makeUser();
  if (school) expect((await call('PATCH', '/api/me', { token: user.token, body: { school } })).status).toBe(200);
  return { user, per: (await makeToken('per', user.id)).token };
}

async function gpa(path: string, token: string, body?: unknown): Promise<GpaBody> {
  const method = body === undefined ? 'GET' : 'POST';
  const res = await call(method, path, { token, ...(body === undefined ? {} : { body }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented(method, path, res)) as GpaBody;
}

describe('scale', () => {
  it('follows the profile’s school, and a request names another', async () => {
    for (const [school, scale, letter, points] of [
      ['Concordia University', 'concordia_4.3', 'A+', 4.3],
      ['University of Waterloo', 'percentage', null, null],
      ['Queen’s University', 'ontario_4.0', 'A+', 4.0],
    ] as const) {
      const { user, per } = await student(school);
      await createCourse(user, { code: 'A', assessments: [{ title: 'x', weight: 100, grade: { percent: 92 } }] });
      const body = await gpa('/api/v1/me/gpa', per);
      expect(body).toMatchObject({
        scale,
        scale_source: scale === 'ontario_4.0' ? 'default' : 'school',
        overall_points: points,
      });
      expect(body.courses[0]).toMatchObject({ letter, points, percent: 92, counted: true });
      // gpa_4 stays the Ontario figure whatever the scale, for the clients that read it.
      expect(body.overall.gpa_4).toBe(4);
      const asked = await gpa('/api/v1/me/gpa?scale=concordia_4.3', per);
      expect(asked).toMatchObject({ scale: 'concordia_4.3', scale_source: 'request', overall_points: 4.3 });
    }
  });

  it('follows the school for a student without courses too', async () => {
    const { per } = await student('University of Waterloo');
    expect(await gpa('/api/v1/me/gpa', per)).toMatchObject({
      scale: 'percentage',
      scale_source: 'school',
      courses: [],
      overall_points: null,
    });
  });

  it('refuses an unknown scale', async () => {
    const { per } = await student();
    await expectError(await call('GET', '/api/v1/me/gpa?scale=gpa_5', { token: per }), 'bad_request');
  });

  it('uses the cut-offs a course sets, and changes with them', async () => {
    const { user, per } = await student('Concordia');
    const c = await createCourse(user, {
      code: 'COMP 248',
      letterCutoffs: { 'A+': 88, A: 84, 'A-': 80 },
      assessments: [{ title: 'All', weight: 100, grade: { percent: 86 } }],
    });
    expect(c).toMatchObject({
      letterCutoffs: { 'A+': 88, A: 84, 'A-': 80 },
      passFail: false,
      excludedFromGpa: false,
      groupRules: [],
    });
    expect((await gpa('/api/v1/me/gpa', per)).courses[0]).toMatchObject({ letter: 'A', points: 4.0 });
    const patched = await call('PATCH', `/api/courses/${c.id}`, {
      token: user.token,
      body: { letterCutoffs: { 'A+': 85 } },
    });
    expect(patched.status).toBe(200);
    expect((await gpa('/api/v1/me/gpa', per)).courses[0]).toMatchObject({ letter: 'A+', points: 4.3 });
    // Back to the scale's default: 86 is an A there.
    await call('PATCH', `/api/courses/${c.id}`, { token: user.token, body: { letterCutoffs: null } });
    expect((await gpa('/api/v1/me/gpa', per)).courses[0]).toMatchObject({ letter: 'A', points: 4.0 });
    const bad = await expectError(
      await call('PATCH', `/api/courses/${c.id}`, { token: user.token, body: { letterCutoffs: { A: 80, 'A-': 85 } } }),
      'bad_request',
    );
    expect(bad.message).toMatch(/letterCutoffs/);
  });
});

describe('pass/fail and excluded courses', () => {
  it('stay out of the overall figures, set at creation or later', async () => {
    const { user, per } = await student('Concordia University');
    await createCourse(user, {
      code: 'A',
      credits: 3,
      assessments: [{ title: 'x', weight: 100, grade: { percent: 75 } }],
    });
    const pf = await createCourse(user, {
      code: 'PF',
      passFail: true,
      assessments: [{ title: 'x', weight: 100, grade: { percent: 55 } }],
    });
    const ex = await createCourse(user, {
      code: 'EX',
      credits: 3,
      assessments: [{ title: 'x', weight: 100, grade: { percent: 40 } }],
    });
    await call('PATCH', `/api/courses/${ex.id}`, { token: user.token, body: { excludedFromGpa: true } });
    const body = await gpa('/api/v1/me/gpa', per);
    expect(body.overall).toEqual({ percent: 75, gpa_4: 3, graded_credits: 3, courses_counted: 1 });
    // 75 is a B (3.0) by the default cut-offs (B+ from 77).
    expect(body.overall_points).toBe(3);
    expect(body.courses.find((c) => c.course_id === pf.id)).toMatchObject({
      counted: false,
      letter: null,
      percent: 55,
    });
    expect(body.courses.find((c) => c.course_id === ex.id)).toMatchObject({ counted: false, letter: 'F', percent: 40 });
  });
});

describe('group rules', () => {
  it('drop the lowest quiz once it is certain, from rules set on the course and groups set on the items', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'MATH 204',
      groupRules: [{ group: 'Quizzes', dropLowest: 1 }],
      assessments: [
        ...[1, 2, 3, 4].map((i) => ({ title: `Quiz ${i}`, kind: 'quiz', weight: 5, group: 'Quizzes' })),
        { title: 'Final', kind: 'final', weight: 80 },
      ],
    });
    expect(c.assessments.map((a) => a.group)).toEqual(['Quizzes', 'Quizzes', 'Quizzes', 'Quizzes', null]);
    const [q1, q2, q3, q4] = c.assessments.map((a) => a.id);
    const grade = (id: string, percent: number) =>
      call('PATCH', `/api/v1/me/assignments/${id}`, { token: per, body: { grade: { percent } } });
    await grade(q1!, 40);
    await grade(q2!, 90);
    await grade(q3!, 70);
    // Three of four graded, three count: a last quiz under 40 would be the one dropped.
    let body = await gpa('/api/v1/me/gpa', per);
    expect(body.courses[0]).toMatchObject({ dropped: [], graded_weight: 20, percent: 66.67 });
    await grade(q4!, 100);
    body = await gpa('/api/v1/me/gpa', per);
    expect(body.courses[0]!.dropped).toEqual([{ assessment_id: q1, title: 'Quiz 1', group: 'Quizzes', percent: 40 }]);
    expect(body.courses[0]).toMatchObject({ graded_weight: 20, percent: 86.67, remaining_weight: 80 });
  });

  it('lists at most the 10 lowest dropped items of a course, and counts them all', async () => {
    const { user, per } = await student();
    await createCourse(user, {
      code: 'CHEM 101',
      groupRules: [{ group: 'Quizzes', bestOf: 1 }],
      assessments: Array.from({ length: 30 }, (_, i) => ({
        title: `Quiz ${i + 1} ${'x'.repeat(150)}`,
        kind: 'quiz',
        weight: 1,
        group: 'Quizzes',
        grade: { percent: 40 + i },
      })),
    });
    for (const path of ['/api/v1/me/gpa', '/api/me/gpa']) {
      const body = await gpa(path, path.startsWith('/api/v1') ? per : user.token);
      const course = body.courses[0]! as Standing & { dropped_count: number };
      expect(course.dropped_count).toBe(29);
      expect(course.dropped.map((d) => d.percent)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
      expect(course).toMatchObject({ percent: 69, graded_weight: 30 });
    }
  });

  it('best N of M: items join a group by PATCH, the rule changes by PATCH', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'PHYS 205',
      assessments: [50, 60, 70, 80, 90].map((p, i) => ({
        title: `Lab ${i + 1}`,
        kind: 'lab',
        weight: 4,
        grade: { percent: p },
      })),
    });
    for (const a of c.assessments)
      expect(
        (await call('PATCH', `/api/assessments/${a.id}`, { token: user.token, body: { group: 'labs' } })).status,
      ).toBe(200);
    const set = await call('PATCH', `/api/courses/${c.id}`, {
      token: user.token,
      body: { groupRules: [{ group: 'Labs', bestOf: 3 }] },
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { groupRules: unknown }).groupRules).toEqual([{ group: 'Labs', bestOf: 3 }]);
    const body = await gpa('/api/v1/me/gpa', per);
    expect(body.courses[0]!.dropped.map((d) => d.percent)).toEqual([50, 60]);
    expect(body.courses[0]).toMatchObject({ percent: 80, graded_weight: 20 });
    // Rules removed: every lab counts again.
    await call('PATCH', `/api/courses/${c.id}`, { token: user.token, body: { groupRules: [] } });
    expect((await gpa('/api/v1/me/gpa', per)).courses[0]).toMatchObject({ percent: 70, dropped: [] });
  });

  it('refuses two rules for one group and a rule without a count', async () => {
    const { user } = await student();
    const c = await createCourse(user, { code: 'X' });
    for (const groupRules of [
      [
        { group: 'Labs', bestOf: 3 },
        { group: 'labs', dropLowest: 1 },
      ],
      [{ group: 'Labs' }],
      [{ group: 'Labs', bestOf: 0 }],
    ]) {
      await expectError(
        await call('PATCH', `/api/courses/${c.id}`, { token: user.token, body: { groupRules } }),
        'bad_request',
      );
    }
  });
});

describe('rules from a parsed outline', () => {
  it('parseSyllabus names the rule and the items it governs; saved as they are, the GPA applies it', async () => {
    const { user, per } = await student();
    const text = [
      'MATH 204 — Fall 2026',
      'Grading',
      '- Quiz 1: 5%',
      '- Quiz 2: 5%',
      '- Quiz 3: 5%',
      '- Midterm: 35%',
      '- Final exam: 50%',
      '',
      'The lowest quiz grade is dropped.',
    ].join('\n');
    const res = await call('POST', '/api/parse-syllabus', { token: user.token, body: { text } });
    expect(res.status, await res.clone().text()).toBe(200);
    const parsed = (await expectDocumented('POST', '/api/parse-syllabus', res)) as {
      items: Array<{ title: string; group?: string }>;
      groupRules: unknown[];
    };
    expect(parsed.groupRules).toEqual([{ group: 'Quiz', dropLowest: 1 }]);
    expect(parsed.items.filter((i) => i.group === 'Quiz').map((i) => i.title)).toEqual(['Quiz 1', 'Quiz 2', 'Quiz 3']);
    const grades = [60, 90, 80];
    const c = await createCourse(user, {
      code: 'MATH 204',
      groupRules: parsed.groupRules,
      assessments: parsed.items.map((item) =>
        item.group ? { ...item, grade: { percent: grades[Number(item.title.slice(-1)) - 1] } } : item,
      ),
    });
    const body = await gpa('/api/v1/me/gpa', per);
    expect(body.courses[0]!.dropped).toEqual([
      expect.objectContaining({ title: 'Quiz 1', percent: 60, group: 'Quiz' }),
    ]);
    // The 15% of quizzes rests on the best two: 85.
    expect(body.courses[0]).toMatchObject({ course_id: c.id, percent: 85, graded_weight: 15, remaining_weight: 85 });
  });
});

/** Every row of the student's courses and assessments, to prove a request changed nothing. */
const snapshot = async (userId: string) => ({
  courses: await db()`select * from courses where user_id = ${userId} order by id`,
  assessments: await db()`select * from assessments where user_id = ${userId} order by id`,
});

describe('what-if', () => {
  it('answers as if ungraded items had the grades sent, keeps target working, and stores nothing', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'CS 136',
      assessments: [
        { title: 'Midterm', weight: 40, grade: { percent: 70 } },
        { title: 'A5', weight: 20 },
        { title: 'Final', weight: 40 },
      ],
    });
    const [, a5, final] = c.assessments.map((a) => a.id);
    const before = await snapshot(user.id);
    const body = await gpa('/api/v1/me/gpa', per, {
      target: 80,
      what_if: [{ assessment_id: a5, grade: { earned: 18, total: 20 } }],
    });
    // (40 × 70 + 20 × 90) / 60 = 76.67; 80 overall needs (8000 − 4600) / 40 = 85 on the final.
    expect(body).toMatchObject({ what_if: true });
    expect(body.courses[0]).toMatchObject({
      percent: 76.67,
      graded_weight: 60,
      what_if_weight: 20,
      remaining_weight: 40,
      needed_percent: 85,
    });
    const session = await gpa('/api/me/gpa', user.token, {
      what_if: [
        { assessment_id: a5, grade: { percent: 90 } },
        { assessment_id: final, grade: { percent: 85 } },
      ],
    });
    expect(session.courses[0]).toMatchObject({
      percent: 80,
      graded_weight: 100,
      what_if_weight: 60,
      remaining_weight: 0,
    });
    expect(await snapshot(user.id)).toEqual(before);
    // The stored standing is as it was.
    expect((await gpa('/api/v1/me/gpa', per)).courses[0]).toMatchObject({
      percent: 70,
      graded_weight: 40,
      what_if_weight: 0,
    });
    expect((await gpa('/api/v1/me/gpa', per)).what_if).toBe(false);
  });

  it('a what-if grade can be the one a rule drops', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'Q',
      groupRules: [{ group: 'Quizzes', dropLowest: 1 }],
      assessments: [60, 80, null].map((p, i) => ({
        title: `Quiz ${i + 1}`,
        weight: 10,
        group: 'Quizzes',
        ...(p === null ? {} : { grade: { percent: p } }),
      })),
    });
    const body = await gpa('/api/v1/me/gpa', per, {
      what_if: [{ assessment_id: c.assessments[2]!.id, grade: { percent: 30 } }],
    });
    expect(body.courses[0]!.dropped).toEqual([
      { assessment_id: c.assessments[2]!.id, title: 'Quiz 3', group: 'Quizzes', percent: 30 },
    ]);
    expect(body.courses[0]).toMatchObject({ percent: 70, what_if_weight: 0 });
  });

  it('refuses graded and excused items (400) and another student’s item (404); a bad body is 400', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'A',
      assessments: [
        { title: 'done', weight: 50, grade: { percent: 70 } },
        { title: 'off', weight: 10, status: 'excused' },
        { title: 'open', weight: 40 },
      ],
    });
    const other = await student();
    const theirs = await createCourse(other.user, { code: 'B', assessments: [{ title: 'theirs', weight: 100 }] });
    const [done, off, open] = c.assessments.map((a) => a.id);
    const post = (what_if: unknown) => call('POST', '/api/v1/me/gpa', { token: per, body: { what_if } });
    expect(
      (await expectError(await post([{ assessment_id: done, grade: { percent: 90 } }]), 'bad_request')).message,
    ).toMatch(/what_if\[0\].*graded already/);
    expect(
      (
        await expectError(
          await post([
            { assessment_id: open, grade: { percent: 90 } },
            { assessment_id: off, grade: { percent: 90 } },
          ]),
          'bad_request',
        )
      ).message,
    ).toMatch(/what_if\[1\].*excused/);
    await expectError(await post([{ assessment_id: theirs.assessments[0]!.id, grade: { percent: 90 } }]), 'not_found');
    await expectError(await post([{ assessment_id: crypto.randomUUID(), grade: { percent: 90 } }]), 'not_found');
    await expectError(
      await post([
        { assessment_id: open, grade: { percent: 90 } },
        { assessment_id: open, grade: { percent: 80 } },
      ]),
      'bad_request',
    );
    await expectError(await post([{ assessment_id: open, grade: { percent: 250 } }]), 'bad_request');
    await expectError(await post([{ assessment_id: open, grade: null }]), 'bad_request');
    // The other student's standing never shows in ours.
    expect(JSON.stringify(await gpa('/api/v1/me/gpa', per))).not.toContain(theirs.id);
  });
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the SQL standing agrees with the JavaScript rule', () => {
  it('on random courses with groups, rules, excused items, points grades and what-if grades', async () => {
    const rand = random(19);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const { user } = await student();
    for (let c = 0; c < 8; c++) {
      const groups = ['Quizzes', 'Labs', 'quizzes '];
      const rules =
        rand() < 0.8
          ? [
              {
                group: 'Quizzes',
                ...(rand() < 0.5 ? { dropLowest: 1 + Math.floor(rand() * 3) } : { bestOf: 1 + Math.floor(rand() * 4) }),
              },
            ]
          : [];
      if (rand() < 0.5) rules.push({ group: 'Labs', bestOf: 2 + Math.floor(rand() * 3) } as never);
      const count = 3 + Math.floor(rand() * 12);
      await createCourse(user, {
        code: `R${c}`,
        credits: pick([0.5, 1, 3]),
        passFail: rand() < 0.15,
        groupRules: rules,
        assessments: Array.from({ length: count }, (_, i) => {
          const r = rand();
          const grade =
            r < 0.35
              ? null
              : r < 0.7
                ? { percent: Math.floor(rand() * 1100) / 10 }
                : { earned: Math.floor(rand() * 30), total: 30 };
          return {
            title: `I${i}`,
            weight: Math.floor(rand() * 200) / 10,
            ...(grade ? { grade } : {}),
            ...(rand() < 0.1 ? { status: 'excused' } : {}),
            ...(rand() < 0.7 ? { group: pick(groups) } : {}),
          };
        }),
      });
    }
    const courses = await db()<
      Array<{ id: string; code: string; credits: number; pass_fail: boolean; group_rules: GpaCourse['groupRules'] }>
    >`
      select id, code, credits::float8 as credits, pass_fail, group_rules from courses where user_id = ${user.id} order by created_at, id`;
    const rows = await db()<
      Array<{
        id: string;
        course_id: string;
        title: string;
        weight: number;
        status: string;
        grade_group: string | null;
        grade_percent: number | null;
        grade_earned: number | null;
        grade_total: number | null;
      }>
    >`
      select id, course_id, title, weight::float8 as weight, status, grade_group, grade_percent::float8 as grade_percent,
             grade_earned::float8 as grade_earned, grade_total::float8 as grade_total
      from assessments where user_id = ${user.id}`;
    const ungraded = rows.filter((r) => gradePercent(r) === null && r.status !== 'excused');
    const whatIf = ungraded
      .filter(() => rand() < 0.4)
      .map((r) => ({ assessmentId: r.id, percent: Math.floor(rand() * 1000) / 10 }));
    const hyp = new Map(whatIf.map((w) => [w.assessmentId, w.percent]));
    const items: GpaItem[] = rows.map((r) => {
      const real = gradePercent(r);
      const percent = real ?? hyp.get(r.id) ?? null;
      return {
        id: r.id,
        title: r.title,
        courseId: r.course_id,
        weight: r.weight,
        status: r.status,
        percent,
        group: r.grade_group,
        whatIf: real === null && hyp.has(r.id),
      };
    });
    const gpaCourses: GpaCourse[] = courses.map((c) => ({
      id: c.id,
      code: c.code,
      title: null,
      term: null,
      credits: c.credits,
      archived: false,
      passFail: c.pass_fail,
      groupRules: c.group_rules,
    }));

    for (const scale of ['ontario_4.0', 'concordia_4.3'] as const) {
      const expected = computeGpa(gpaCourses, items, 75, new Date(), { scale, scaleSource: 'request', whatIf: true });
      const actual = await loadGpa(db(), user.id, { target: 75, scale, whatIf });
      expect(actual.courses.map((c) => c.course_id)).toEqual(expected.courses.map((c) => c.course_id));
      expect(actual.courses.some((c) => c.dropped.length > 0)).toBe(true);
      actual.courses.forEach((a, i) => {
        const e = expected.courses[i]!;
        const label = `${a.code} (${scale})`;
        expect(
          a.dropped.map((d) => d.assessment_id),
          label,
        ).toEqual(e.dropped.map((d) => d.assessment_id));
        expect(a.graded_weight, label).toBeCloseTo(e.graded_weight, 2);
        expect(a.remaining_weight, label).toBeCloseTo(e.remaining_weight, 2);
        expect(a.what_if_weight, label).toBeCloseTo(e.what_if_weight, 2);
        if (e.percent === null) expect(a.percent, label).toBeNull();
        else expect(Math.abs(a.percent! - e.percent), label).toBeLessThanOrEqual(0.01 + 1e-9);
        expect(a.counted, label).toBe(e.counted);
      });
      expect(Math.abs((actual.overall.percent ?? 0) - (expected.overall.percent ?? 0))).toBeLessThanOrEqual(
        0.01 + 1e-9,
      );
    }
  });
});

describe('the what-if list in the contract', () => {
  it('says each item is there at most once (uniqueItems), as the rule refuses a repeated assessment', async () => {
    const doc = (await (await call('GET', '/api/openapi')).json()) as {
      components: { schemas: Record<string, { properties: Record<string, { uniqueItems?: boolean }> }> };
    };
    expect(doc.components.schemas.GpaWhatIf!.properties.what_if!.uniqueItems).toBe(true);
  });
});
