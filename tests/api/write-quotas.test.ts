// Write quotas on session routes. A per-account limit on session writes
// (429 with Retry-After), and caps on courses per account and assessments per course (400).
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { ASSESSMENTS_PER_COURSE_MAX, COURSES_PER_ACCOUNT_MAX } from '../../lib/courses/quotas.js';
import { SESSION_READ_LIMIT, SESSION_WRITE_LIMIT } from '../../lib/http/session-writes.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { createCourse } from '../support/students.js';

describe('the session write limit', () => {
  it(`allows ${SESSION_WRITE_LIMIT.limit} writes per account per minute, then 429 with Retry-After; reads and other accounts go on`, async () => {
    expect(SESSION_WRITE_LIMIT).toEqual({ limit: 120, windowSeconds: 60 });
    const student = await makeUser();
    const course = await createCourse(student, { code: 'COMP 248' });
    const first = await call('PATCH', `/api/courses/${course.id}`, {
      token: student.token,
      body: { title: 'Objects' },
    });
    expect(first.status).toBe(200);
    // The course creation was the first write, this PATCH the second.
    expect(first.headers.get('ratelimit-limit')).toBe('120');
    expect(first.headers.get('ratelimit-remaining')).toBe('118');
    // Spend the rest of the minute's allowance (as a script would, recorded directly to keep the test quick), then one more.
    await db()`update rate_limits set hits = hits || array_fill(statement_timestamp(), array[118]) where key = ${`session-write:${student.id}`}`;
    const refused = await call('POST', `/api/courses/${course.id}/assessments`, {
      token: student.token,
      body: { title: 'x', kind: 'assignment', weight: 1 },
    });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/120 changes per minute per account/);
    expect(await db()`select 1 from assessments where course_id = ${course.id}`).toHaveLength(0);
    // Reads have their own allowance; another account has its own allowance.
    expect((await call('GET', `/api/courses/${course.id}`, { token: student.token })).status).toBe(200);
    const other = await makeUser();
    expect((await call('POST', '/api/courses', { token: other.token, body: { code: 'MATH 203' } })).status).toBe(201);
  }, 60_000);

  it(`allows ${SESSION_READ_LIMIT.limit} reads per account per minute, then 429 with Retry-After; writes and other accounts go on`, async () => {
    expect(SESSION_READ_LIMIT).toEqual({ limit: 300, windowSeconds: 60 });
    const student = await makeUser();
    const first = await call('GET', '/api/me/gpa', { token: student.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('300');
    expect(first.headers.get('ratelimit-remaining')).toBe('299');
    // The rest of the minute's allowance, recorded directly to keep the test quick, then one more.
    await db()`update rate_limits set hits = hits || array_fill(statement_timestamp(), array[299]) where key = ${`session-read:${student.id}`}`;
    const refused = await call('GET', '/api/me/gpa', { token: student.token });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/300 reads per minute per account/);
    expect((await call('GET', '/api/me', { token: student.token })).status).toBe(429);
    expect((await call('POST', '/api/courses', { token: student.token, body: { code: 'COMP 249' } })).status).toBe(201);
    const other = await makeUser();
    expect((await call('GET', '/api/me/gpa', { token: other.token })).status).toBe(200);
  });

  it('documents 429 on every session operation, reads included', async () => {
    const res = await call('GET', '/api/openapi');
    const doc = (await res.json()) as {
      paths: Record<
        string,
        Record<string, { security?: Array<Record<string, unknown>>; responses: Record<string, unknown> }>
      >;
    };
    let writes = 0;
    let reads = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.security?.some((s) => 'userBearer' in s)) continue;
        if (method === 'get') reads++;
        else writes++;
        expect(op.responses, `${method} ${path}`).toHaveProperty('429');
      }
    }
    expect(writes).toBeGreaterThan(10);
    expect(reads).toBeGreaterThan(3);
  });
});

describe('caps', () => {
  it(`refuses a course past ${COURSES_PER_ACCOUNT_MAX} per account with 400 naming the cap, and takes one again after a deletion`, async () => {
    expect(COURSES_PER_ACCOUNT_MAX).toBe(100);
    const student = await makeUser();
    await db()`insert into courses (user_id, code, credits) select ${student.id}, 'C ' || g, 3 from generate_series(1, ${COURSES_PER_ACCOUNT_MAX}) g`;
    const refused = await call('POST', '/api/courses', { token: student.token, body: { code: 'ONE MORE' } });
    await expectDocumented('POST', '/api/courses', refused.clone());
    expect((await expectError(refused, 'bad_request')).message).toBe(
      'An account holds at most 100 courses, and this one has 100.',
    );
    const [some] = await db()<{ id: string }[]>`select id from courses where user_id = ${student.id} limit 1`;
    expect((await call('DELETE', `/api/courses/${some!.id}`, { token: student.token })).status).toBe(200);
    expect((await call('POST', '/api/courses', { token: student.token, body: { code: 'ONE MORE' } })).status).toBe(201);
  });

  it(`refuses an assessment past ${ASSESSMENTS_PER_COURSE_MAX} per course with 400 naming the cap`, async () => {
    expect(ASSESSMENTS_PER_COURSE_MAX).toBe(200);
    const student = await makeUser();
    const items = Array.from({ length: ASSESSMENTS_PER_COURSE_MAX }, (_, i) => ({
      title: `Quiz ${i + 1}`,
      kind: 'quiz',
      weight: 0.5,
    }));
    const course = await createCourse(student, { code: 'BIOL 201', assessments: items });
    expect(course.assessments).toHaveLength(200);
    const refused = await call('POST', `/api/courses/${course.id}/assessments`, {
      token: student.token,
      body: { title: 'Quiz 201', kind: 'quiz', weight: 0.5 },
    });
    expect((await expectError(refused, 'bad_request')).message).toBe(
      'A course holds at most 200 assessments, and this one has 200.',
    );
    const [row] = await db()<
      { n: number }[]
    >`select count(*)::int as n from assessments where course_id = ${course.id}`;
    expect(row!.n).toBe(200);
  });
});
