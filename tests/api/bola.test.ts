// Broken object level authorisation matrix: user A's ids, tried by user B through every
// id-taking route of the students' data, with a session token and both personal token kinds
// (tk_per_ and legacy tk_pat_). Every attempt must be 404 not_found, indistinguishable from a
// missing id, and A's rows must not change. The route list comes from the route definitions,
// so an id-taking route added later without a row here fails the test.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { loadRouteDefinitions } from '../../lib/local/route-files.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { createCourse, makeLegacyToken } from '../support/students.js';

interface Ids {
  course: string;
  assessment: string;
  token: string;
  watch: string;
  feed: string;
}
interface Caller {
  user: TestUser;
  per: string;
  pat: string;
  ids: Ids;
}

async function caller(): Promise<Caller> {
  const user = await makeUser();
  const course = await createCourse(user, {
    code: 'OWN 101',
    assessments: [{ title: 'Mine', weight: 20, due: '2026-12-01T12:00:00Z' }],
  });
  const per = await makeToken('per', user.id);
  // A seat watch as POST /api/seat-watches stores it (made here without the university's directory).
  const [watch] = await db()<{ id: string }[]>`
    insert into seat_watches (user_id, provider, subject, catalog, term_code, class_number, notify_on, state, snapshot)
    values (${user.id}, 'waterloo', 'MATH', '135', '1249', '6193', 'seat', 'full',
            '{"section":"022","enrolled":60,"capacity":60,"waitlisted":0,"waitlistCap":0,"hasReserved":false,"unreservedOpenSeats":0}')
    returning id`;
  // A kept LMS feed, as POST /api/lms/feeds stores it.
  const [feed] = await db()<{ id: string }[]>`
    insert into lms_feeds (user_id, url, host, tail)
    values (${user.id}, ${`https://canvas.example.edu/feeds/calendars/user_${user.id}.ics`}, 'canvas.example.edu', '.ics')
    returning id`;
  return {
    user,
    per: per.token,
    pat: await makeLegacyToken(user.id),
    ids: { course: course.id, assessment: course.assessments[0]!.id, token: per.id, watch: watch!.id, feed: feed!.id },
  };
}

type Attempt = (ids: Ids, as: Caller) => { path: string; body?: unknown };
/** Every route that takes an id of the students' data: how to aim it at someone's ids. */
const SESSION: Record<string, Attempt> = {
  'GET /api/courses/{id}': (ids) => ({ path: `/api/courses/${ids.course}` }),
  'PATCH /api/courses/{id}': (ids) => ({
    path: `/api/courses/${ids.course}`,
    body: { title: 'taken', archived: true },
  }),
  'DELETE /api/courses/{id}': (ids) => ({ path: `/api/courses/${ids.course}` }),
  'GET /api/courses/{id}/assessments': (ids) => ({ path: `/api/courses/${ids.course}/assessments` }),
  'POST /api/courses/{id}/assessments': (ids) => ({
    path: `/api/courses/${ids.course}/assessments`,
    body: { title: 'planted' },
  }),
  'GET /api/assessments/{id}': (ids) => ({ path: `/api/assessments/${ids.assessment}` }),
  'PATCH /api/assessments/{id}': (ids) => ({
    path: `/api/assessments/${ids.assessment}`,
    body: { weight: 0, grade: { percent: 0 } },
  }),
  'DELETE /api/assessments/{id}': (ids) => ({ path: `/api/assessments/${ids.assessment}` }),
  'DELETE /api/tokens/{id}': (ids) => ({ path: `/api/tokens/${ids.token}` }),
  'GET /api/seat-watches/{id}': (ids) => ({ path: `/api/seat-watches/${ids.watch}` }),
  'DELETE /api/seat-watches/{id}': (ids) => ({ path: `/api/seat-watches/${ids.watch}` }),
  'DELETE /api/lms/feeds/{id}': (ids) => ({ path: `/api/lms/feeds/${ids.feed}` }),
  // The caller's own assessment moved into the victim's course.
  'PATCH /api/assessments/{id} (courseId)': (ids, as) => ({
    path: `/api/assessments/${as.ids.assessment}`,
    body: { courseId: ids.course },
  }),
};
const PERSONAL: Record<string, Attempt> = {
  'PATCH /api/v1/me/assignments/{id}': (ids) => ({
    path: `/api/v1/me/assignments/${ids.assessment}`,
    body: { grade: { percent: 0 } },
  }),
  'GET /api/v1/me/assignments (course_id)': (ids) => ({ path: `/api/v1/me/assignments?course_id=${ids.course}` }),
  'GET /api/v1/me/seat-watches/{id}': (ids) => ({ path: `/api/v1/me/seat-watches/${ids.watch}` }),
  'DELETE /api/v1/me/seat-watches/{id}': (ids) => ({ path: `/api/v1/me/seat-watches/${ids.watch}` }),
};

let a: Caller;
let b: Caller;
let snapshot: unknown;
const rowsOf = async (userId: string) => ({
  courses: await db()`select * from courses where user_id = ${userId} order by id`,
  assessments: await db()`select * from assessments where user_id = ${userId} order by id`,
  tokens: await db()`select id, revoked_at from api_tokens where user_id = ${userId} order by id`,
  watches: await db()`select * from seat_watches where user_id = ${userId} order by id`,
  feeds: await db()`select * from lms_feeds where user_id = ${userId} order by id`,
});

beforeAll(async () => {
  a = await caller();
  b = await caller();
  snapshot = await rowsOf(a.user.id);
});

describe('the matrix covers every id-taking route of the session and personal APIs', () => {
  it('has an attempt for each', async () => {
    const routes = (await loadRouteDefinitions()).filter(
      (r) => /\{id\}/.test(r.path) && (r.auth === 'user' || r.auth === 'token:personal'),
    );
    const covered = new Set([...Object.keys(SESSION), ...Object.keys(PERSONAL)].map((k) => k.replace(/ \(.*\)$/, '')));
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(covered, `${r.method} ${r.path}`).toContain(`${r.method} ${r.path}`);
  });
});

describe.each(Object.entries(SESSION))('%s', (name, attempt) => {
  const method = name.split(' ')[0]!;
  it('answers 404 to another user’s session token, and A’s rows stay as they were', async () => {
    const { path, body } = attempt(a.ids, b);
    await expectError(await call(method, path, { token: b.user.token, ...(body ? { body } : {}) }), 'not_found');
    expect(await rowsOf(a.user.id)).toEqual(snapshot);
  });

  it('answers the owner (the same request is not refused for other reasons)', async () => {
    // A fresh owner, so deletes here do not disturb the other cases.
    const own = await caller();
    const { path, body } = attempt(own.ids, own);
    const res = await call(method, path, { token: own.user.token, ...(body ? { body } : {}) });
    expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(300);
  });
});

describe.each(Object.entries(PERSONAL))('%s', (name, attempt) => {
  const method = name.split(' ')[0]!;
  it.each(['per', 'pat'] as const)(
    'answers 404 to another user’s %s token, and A’s rows stay as they were',
    async (kind) => {
      const { path, body } = attempt(a.ids, b);
      await expectError(await call(method, path, { token: b[kind], ...(body ? { body } : {}) }), 'not_found');
      expect(await rowsOf(a.user.id)).toEqual(snapshot);
    },
  );

  it.each(['per', 'pat'] as const)('answers the owner’s %s token', async (kind) => {
    // A fresh owner for each token kind, so a delete with one does not leave nothing for the other.
    const own = await caller();
    const { path, body } = attempt(own.ids, own);
    expect((await call(method, path, { token: own[kind], ...(body ? { body } : {}) })).status).toBe(200);
  });
});

describe('lists and aggregates never show another user’s rows', () => {
  it.each(['per', 'pat'] as const)('with a %s token', async (kind) => {
    const token = b[kind];
    for (const path of [
      '/api/v1/me/courses',
      '/api/v1/me/courses?archived=true',
      '/api/v1/me/assignments',
      '/api/v1/me/assignments?upcoming=true',
    ]) {
      const text = await (await call('GET', path, { token })).text();
      expect(text).not.toContain(a.ids.course);
      expect(text).not.toContain(a.ids.assessment);
    }
    const gpa = await (await call('GET', '/api/v1/me/gpa', { token })).text();
    expect(gpa).not.toContain(a.ids.course);
  });

  it('with a session token', async () => {
    for (const path of ['/api/courses', '/api/courses?archived=true', '/api/tokens', '/api/seat-watches']) {
      const text = await (await call('GET', path, { token: b.user.token })).text();
      expect(text).not.toContain(a.ids.course);
      expect(text).not.toContain(a.ids.token);
      expect(text).not.toContain(a.ids.watch);
    }
  });
});
