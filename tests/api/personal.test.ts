// The personal token API (/api/v1/me) with tk_per_ tokens and legacy tk_pat_ keys.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { assessmentRow, createCourse, inDays, makeLegacyToken } from '../support/students.js';

interface Item {
  id: string;
  title: string;
  due: string | null;
  status: string;
  grade: unknown;
  [k: string]: unknown;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}

async function student(): Promise<{ user: TestUser; per: string; pat: string }> {
  const user = await makeUser();
  return { user, per: (await makeToken('per', user.id)).token, pat: await makeLegacyToken(user.id) };
}

const get = async (path: string, token: string) => {
  const res = await call('GET', path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented('GET', path, res)) as Page & Record<string, unknown>;
};

describe('GET /api/v1/me/courses', () => {
  it('returns current classes by default and finished ones with archived=true, for both token kinds', async () => {
    const { user, per, pat } = await student();
    const current = await createCourse(user, { code: 'NOW 100' });
    const done = await createCourse(user, { code: 'OLD 100' });
    await call('PATCH', `/api/courses/${done.id}`, { token: user.token, body: { archived: true } });
    for (const token of [per, pat]) {
      expect((await get('/api/v1/me/courses', token)).items.map((c) => c.id)).toEqual([current.id]);
      expect((await get('/api/v1/me/courses?archived=true', token)).items.map((c) => c.id)).toEqual([done.id]);
      expect((await get('/api/v1/me/courses?archived=false', token)).items.map((c) => c.id)).toEqual([current.id]);
    }
  });
});

describe('GET /api/v1/me/assignments', () => {
  it('carries weight, status, grade, notes and due with the same names as the session API; due null stays null', async () => {
    const { user, per } = await student();
    const course = await createCourse(user, { code: 'A', assessments: [{ title: 'Undated', weight: 15, notes: 'n' }] });
    const [item] = (await get('/api/v1/me/assignments', per)).items;
    const session = await (
      await call('GET', `/api/assessments/${course.assessments[0]!.id}`, { token: user.token })
    ).json();
    expect(item).toEqual(session);
    expect(item).toMatchObject({ weight: 15, status: 'todo', grade: null, notes: 'n', due: null, dueAllDay: false });
  });

  it('filters by course_id and status; another user’s course_id is not found', async () => {
    const { user, per } = await student();
    const a = await createCourse(user, {
      code: 'A',
      assessments: [{ title: 'a1' }, { title: 'a2', status: 'submitted' }],
    });
    await createCourse(user, { code: 'B', assessments: [{ title: 'b1', status: 'submitted' }] });
    expect((await get(`/api/v1/me/assignments?course_id=${a.id}`, per)).items.map((i) => i.title).sort()).toEqual([
      'a1',
      'a2',
    ]);
    expect((await get('/api/v1/me/assignments?status=submitted', per)).items.map((i) => i.title).sort()).toEqual([
      'a2',
      'b1',
    ]);
    expect(
      (await get(`/api/v1/me/assignments?status=submitted&course_id=${a.id}`, per)).items.map((i) => i.title),
    ).toEqual(['a2']);
    const other = await makeUser();
    const theirs = await createCourse(other, { code: 'X', assessments: [{ title: 'secret' }] });
    await expectError(await call('GET', `/api/v1/me/assignments?course_id=${theirs.id}`, { token: per }), 'not_found');
    for (const q of ['status=done', 'course_id=nope', 'upcoming=yes', 'limit=500']) {
      await expectError(await call('GET', `/api/v1/me/assignments?${q}`, { token: per }), 'bad_request');
    }
  });

  it('upcoming=true: only deadlines still ahead, sorted by due; all-day deadlines count through their whole day', async () => {
    const { user, per } = await student();
    const today = new Date().toISOString().slice(0, 10);
    await createCourse(user, {
      code: 'A',
      assessments: [
        { title: 'in 3 days', due: inDays(3) },
        { title: 'yesterday', due: inDays(-1) },
        { title: 'undated', due: null },
        { title: 'in 1 day', due: inDays(1) },
        { title: 'all-day today', due: today },
        { title: 'all-day last week', due: inDays(-7).slice(0, 10) },
        { title: 'in 10 days', due: inDays(10) },
      ],
    });
    const upcoming = (await get('/api/v1/me/assignments?upcoming=true', per)).items;
    expect(upcoming.map((i) => i.title)).toEqual(['all-day today', 'in 1 day', 'in 3 days', 'in 10 days']);
    // Without the filter: everything, by due date with undated last.
    const all = (await get('/api/v1/me/assignments', per)).items.map((i) => i.title);
    expect(all).toEqual([
      'all-day last week',
      'yesterday',
      'all-day today',
      'in 1 day',
      'in 3 days',
      'in 10 days',
      'undated',
    ]);
    expect((await get('/api/v1/me/assignments?upcoming=false', per)).items).toHaveLength(7);
  });

  it('pages through every item exactly once, across equal due dates and undated items', async () => {
    const { user, pat } = await student();
    const same = '2026-12-01T12:00:00Z';
    const items = [
      ...Array.from({ length: 4 }, (_, i) => ({ title: `same ${i}`, due: same })),
      ...Array.from({ length: 3 }, (_, i) => ({ title: `undated ${i}`, due: null })),
      { title: 'early', due: '2026-09-01T12:00:00Z' },
      { title: 'late', due: '2027-01-01T12:00:00Z' },
    ];
    await createCourse(user, { code: 'P', assessments: items });
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await get(`/api/v1/me/assignments?limit=2${cursor ? `&cursor=${cursor}` : ''}`, pat);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(items.length);
    expect(new Set(seen.map((i) => i.id)).size).toBe(items.length);
    expect(seen[0]!.title).toBe('early');
    expect(seen[5]!.title).toBe('late');
    expect(seen.slice(6).every((i) => i.due === null)).toBe(true);
    await expectError(await call('GET', '/api/v1/me/assignments?cursor=garbage', { token: pat }), 'bad_request');
  });
});

describe('PATCH /api/v1/me/assignments/{id}', () => {
  it.each(['per', 'pat'] as const)(
    'records status, notes and grades with a %s token, returning the assessment as it now stands',
    async (kind) => {
      const { user, per, pat } = await student();
      const token = kind === 'per' ? per : pat;
      const course = await createCourse(user, {
        code: 'A',
        assessments: [{ title: 'A1', weight: 10, due: '2026-10-01T12:00:00Z' }],
      });
      const id = course.assessments[0]!.id;
      const patch = async (body: unknown) => {
        const res = await call('PATCH', `/api/v1/me/assignments/${id}`, { token, body });
        expect(res.status, await res.clone().text()).toBe(200);
        return (await expectDocumented('PATCH', `/api/v1/me/assignments/${id}`, res)) as Item;
      };
      expect(await patch({ status: 'in_progress', notes: 'started' })).toMatchObject({
        status: 'in_progress',
        notes: 'started',
        grade: null,
      });
      // A grade without a status sets graded.
      expect(await patch({ grade: { percent: 87.5 } })).toMatchObject({
        status: 'graded',
        grade: { percent: 87.5 },
        notes: 'started',
      });
      expect(await patch({ grade: { earned: 17, total: 20 } })).toMatchObject({
        status: 'graded',
        grade: { earned: 17, total: 20, percent: 85 },
      });
      // A status given with the grade wins; null clears the grade and keeps the status.
      expect(await patch({ grade: { percent: 110 }, status: 'submitted' })).toMatchObject({
        status: 'submitted',
        grade: { percent: 110 },
      });
      expect(await patch({ grade: null })).toMatchObject({ status: 'submitted', grade: null });
      expect(await patch({ notes: null })).toMatchObject({ notes: null });
      const row = await assessmentRow(id);
      expect(row).toMatchObject({ grade_percent: null, grade_earned: null, grade_total: null, status: 'submitted' });
      // Nothing the token may not touch moved.
      expect(await patch({ status: 'todo' })).toMatchObject({
        weight: 10,
        due: '2026-10-01T12:00:00.000Z',
        provenance: 'manual',
        courseId: course.id,
      });
    },
  );

  const massAssignment: Array<[string, (ids: { other: string; course: string }) => Record<string, unknown>]> = [
    ['user_id', ({ other }) => ({ user_id: other })],
    ['userId', ({ other }) => ({ userId: other })],
    ['weight', () => ({ weight: 100 })],
    ['due', () => ({ due: '2030-01-01T00:00:00Z' })],
    ['dueAllDay', () => ({ dueAllDay: true })],
    ['provenance', () => ({ provenance: 'syllabus' })],
    ['course_id', ({ course }) => ({ course_id: course })],
    ['courseId', ({ course }) => ({ courseId: course })],
    ['title', () => ({ title: 'renamed' })],
    ['kind', () => ({ kind: 'final' })],
    ['id', () => ({ id: crypto.randomUUID() })],
    ['created_at', () => ({ created_at: '2020-01-01T00:00:00Z' })],
  ];

  it.each(massAssignment)(
    'refuses %s beside an allowed field with 400 naming it, changing nothing',
    async (field, make) => {
      const { user, per, pat } = await student();
      const other = await makeUser();
      const course = await createCourse(user, {
        code: 'A',
        assessments: [{ title: 'A1', weight: 10, due: '2026-10-01T12:00:00Z' }],
      });
      const theirs = await createCourse(other, { code: 'B' });
      const id = course.assessments[0]!.id;
      const before = await assessmentRow(id);
      for (const token of [per, pat]) {
        const body = {
          status: 'graded',
          grade: { percent: 99 },
          notes: 'x',
          ...make({ other: other.id, course: theirs.id }),
        };
        const error = await expectError(
          await call('PATCH', `/api/v1/me/assignments/${id}`, { token, body }),
          'bad_request',
        );
        expect(error.message).toContain(field);
      }
      expect(await assessmentRow(id)).toEqual(before);
    },
  );

  it.each([
    ['percent above 200', { grade: { percent: 201 } }, /grade\.percent/],
    ['negative percent', { grade: { percent: -1 } }, /grade\.percent/],
    ['earned without total', { grade: { earned: 5 } }, /grade\.total/],
    ['total of 0', { grade: { earned: 0, total: 0 } }, /grade\.total: must be at least 0\.001/],
    ['both forms', { grade: { percent: 50, earned: 1, total: 2 } }, /grade: give either/],
    ['a letter grade', { grade: 'A+' }, /grade/],
    ['an unknown grade field', { grade: { letter: 'A' } }, /grade: unknown field letter/],
    ['an unknown status', { status: 'done' }, /status/],
    ['notes over 5,000 characters', { notes: 'n'.repeat(5001) }, /notes: at most 5000 characters/],
    ['an empty body', {}, /at least one of status, notes, grade/],
  ])('refuses %s with 400', async (_, body, message) => {
    const { user, per } = await student();
    const course = await createCourse(user, { code: 'A', assessments: [{ title: 'A1' }] });
    const id = course.assessments[0]!.id;
    const before = await assessmentRow(id);
    expect(
      (await expectError(await call('PATCH', `/api/v1/me/assignments/${id}`, { token: per, body }), 'bad_request'))
        .message,
    ).toMatch(message);
    expect(await assessmentRow(id)).toEqual(before);
  });
});

describe('GET /api/v1/me/gpa', () => {
  it('nothing graded: percent null and graded_weight 0', async () => {
    const { user, per } = await student();
    await createCourse(user, { code: 'A', assessments: [{ title: 'x', weight: 50 }] });
    const gpa = await get('/api/v1/me/gpa', per);
    expect(gpa.courses).toEqual([
      expect.objectContaining({ code: 'A', percent: null, graded_weight: 0, gpa_4: null, remaining_weight: 50 }),
    ]);
    expect(gpa.overall).toEqual({ percent: null, gpa_4: null, graded_credits: 0, courses_counted: 0 });
  });

  it('ignores ungraded weight and excused items, reads earned/total and bonus marks, weights courses by credits', async () => {
    const { user, per, pat } = await student();
    const cs = await createCourse(user, {
      code: 'CS 136',
      credits: 0.5,
      assessments: [
        { title: 'A1', weight: 10 },
        { title: 'A2', weight: 10 },
        { title: 'Quiz (excused)', weight: 5 },
        { title: 'Midterm', weight: 25 },
        { title: 'Final', weight: 50 },
      ],
    });
    const math = await createCourse(user, {
      code: 'MATH 135',
      credits: 1,
      assessments: [
        { title: 'Bonus', weight: 20 },
        { title: 'Rest', weight: 60 },
      ],
    });
    const [a1, a2, quiz, midterm] = cs.assessments.map((a) => a.id);
    const patch = (id: string, body: unknown) => call('PATCH', `/api/v1/me/assignments/${id}`, { token: per, body });
    await patch(a1!, { grade: { percent: 90 } });
    await patch(a2!, { grade: { earned: 16, total: 20 } });
    await patch(quiz!, { status: 'excused', grade: { percent: 0 } });
    await patch(midterm!, { grade: { percent: 70 } });
    await patch(math.assessments[0]!.id, { grade: { percent: 115 } });

    const gpa = await get('/api/v1/me/gpa?target=80', pat);
    const [c1, c2] = gpa.courses as Array<Record<string, unknown>>;
    // (10×90 + 10×80 + 25×70) / 45 = 76.67; the excused quiz counts nowhere; 50 ungraded is not a zero.
    expect(c1).toMatchObject({ course_id: cs.id, graded_weight: 45, remaining_weight: 50, percent: 76.67, gpa_4: 3.3 });
    // 80 overall needs (80 × 95 − 3450) / 50 = 83 on the final.
    expect(c1!.needed_percent).toBe(83);
    expect(c2).toMatchObject({ graded_weight: 20, percent: 115, gpa_4: 4, remaining_weight: 60 });
    // (0.5 × 76.667 + 1 × 115) / 1.5 = 102.22; points (0.5 × 3.3 + 1 × 4.0) / 1.5 = 3.77.
    expect(gpa.overall).toEqual({ percent: 102.22, gpa_4: 3.77, graded_credits: 1.5, courses_counted: 2 });
    expect(gpa.target).toBe(80);
    expect(typeof gpa.generated_at).toBe('string');
  });

  it('needed_percent is null when the target is out of reach or nothing remains', async () => {
    const { user, per } = await student();
    const c = await createCourse(user, {
      code: 'A',
      assessments: [
        { title: 'Mid', weight: 90, grade: { percent: 40 } },
        { title: 'Last', weight: 10 },
      ],
    });
    const done = await createCourse(user, {
      code: 'B',
      assessments: [{ title: 'All', weight: 100, grade: { percent: 70 } }],
    });
    const gpa = await get('/api/v1/me/gpa?target=60', per);
    const by = Object.fromEntries(
      (gpa.courses as Array<{ course_id: string; needed_percent: number | null }>).map((x) => [
        x.course_id,
        x.needed_percent,
      ]),
    );
    expect(by[c.id]).toBeNull();
    expect(by[done.id]).toBeNull();
    for (const q of ['target=101', 'target=-1', 'target=abc'])
      await expectError(await call('GET', `/api/v1/me/gpa?${q}`, { token: per }), 'bad_request');
  });

  it('counts archived (finished) courses in the overall standing', async () => {
    const { user, per } = await student();
    const old = await createCourse(user, {
      code: 'OLD',
      assessments: [{ title: 'x', weight: 100, grade: { percent: 60 } }],
    });
    await call('PATCH', `/api/courses/${old.id}`, { token: user.token, body: { archived: true } });
    const gpa = await get('/api/v1/me/gpa', per);
    expect(gpa.overall).toMatchObject({ percent: 60, courses_counted: 1 });
    expect((gpa.courses as Array<{ archived: boolean }>)[0]!.archived).toBe(true);
  });
});

describe('staff tokens that name the account', () => {
  it('do not reach /api/v1/me (scope, not owner, decides)', async () => {
    const user = await makeUser();
    const adm = await makeToken('adm', user.id);
    await expectError(await call('GET', '/api/v1/me/assignments', { token: adm.token }), 'forbidden');
    expect((await db()`select count(*)::int as n from api_tokens where user_id = ${user.id}`)[0]!.n).toBe(1);
  });
});

describe('the calendar feed under /api/v1/me', () => {
  it('a personal token creates, rotates and turns off its feed address', async () => {
    const { user, per } = await student();
    const first = await call('POST', '/api/v1/me/calendar-feed', { token: per });
    expect(first.status).toBe(201);
    const { url } = (await expectDocumented('POST', '/api/v1/me/calendar-feed', first)) as { url: string };
    expect(url).toMatch(/\/api\/calendar\/cal_\w+\.ics$/);
    const path = new URL(url).pathname;
    expect((await call('GET', path)).status).toBe(200);
    // The session route and the token route manage the same feed: rotating retires the old address.
    const rotated = (await (await call('POST', '/api/me/calendar-feed', { token: user.token })).json()) as {
      url: string;
    };
    expect(rotated.url).not.toBe(url);
    expect((await call('GET', path)).status).toBe(404);
    const off = await call('DELETE', '/api/v1/me/calendar-feed', { token: per });
    expect(await off.json()).toEqual({ deleted: true });
    expect((await call('GET', new URL(rotated.url).pathname)).status).toBe(404);
    await expectError(await call('DELETE', '/api/v1/me/calendar-feed', { token: per }), 'not_found');
  });
});
