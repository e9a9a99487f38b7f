// Idempotency-Key on the operations that create (lib/http/idempotency.ts): a retry replays the
// first answer, another body under the same key is a conflict, keys belong to their caller, and
// a secret shown once is never stored nor replayed.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { loadRouteFiles } from '../../lib/local/route-files.js';
import { call, expectError, makeToken, makeUser } from '../support/app.js';

const courseCount = async (userId: string) =>
  (await db()<{ n: number }[]>`select count(*)::int as n from courses where user_id = ${userId}`)[0]!.n;

const keyed = (key: string, headers: Record<string, string> = {}) => ({ 'idempotency-key': key, ...headers });

describe('POST /api/courses with an Idempotency-Key', () => {
  it('replays the first answer to the same key and body, and creates one course', async () => {
    const user = await makeUser();
    const key = crypto.randomUUID();
    const first = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: { code: 'CS 1' },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const firstText = await first.text();
    const created = JSON.parse(firstText);
    // Same fields in another order: the same request.
    const again = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: '{ "code": "CS 1" }',
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    // The replay is its own request: its own id, and the session's rate-limit state of now.
    expect(again.headers.get('x-request-id')).toMatch(/^req_/);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('ratelimit-limit')).not.toBeNull();
    expect(await again.text()).toBe(firstText); // byte for byte
    expect(created.code).toBe('CS 1');
    expect(await courseCount(user.id)).toBe(1);
  });

  it('answers conflict to the same key with another body, and creates nothing', async () => {
    const user = await makeUser();
    const key = crypto.randomUUID();
    expect(
      (await call('POST', '/api/courses', { token: user.token, headers: keyed(key), body: { code: 'CS 1' } })).status,
    ).toBe(201);
    const other = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: { code: 'CS 2' },
    });
    const body = await expectError(other, 'conflict');
    expect(body.message).toMatch(/different request/);
    expect(await courseCount(user.id)).toBe(1);
  });

  it("keeps each caller's keys to itself", async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    const key = crypto.randomUUID();
    const one = await call('POST', '/api/courses', { token: a.token, headers: keyed(key), body: { code: 'CS 1' } });
    const two = await call('POST', '/api/courses', { token: b.token, headers: keyed(key), body: { code: 'CS 1' } });
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('idempotency-replayed')).toBeNull();
    expect((await two.json()).id).not.toBe((await one.json()).id);
  });

  it('stores nothing for a failed request, so its retry runs', async () => {
    const user = await makeUser();
    const key = crypto.randomUUID();
    await expectError(
      await call('POST', '/api/courses', { token: user.token, headers: keyed(key), body: { code: '' } }),
      'bad_request',
    );
    const fixed = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: { code: 'CS 1' },
    });
    expect(fixed.status).toBe(201);
  });

  it('replays for 24 hours only', async () => {
    const user = await makeUser();
    const key = crypto.randomUUID();
    const first = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: { code: 'CS 1' },
    });
    await db()`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`;
    const later = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed(key),
      body: { code: 'CS 1' },
    });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotency-replayed')).toBeNull();
    expect((await later.json()).id).not.toBe((await first.json()).id);
  });

  it('refuses a malformed key, naming the header', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/courses', {
      token: user.token,
      headers: keyed('x'.repeat(256)),
      body: { code: 'CS 1' },
    });
    expect((await expectError(res, 'bad_request')).param).toBe('Idempotency-Key');
  });
});

describe('creations whose answer carries a secret shown once', () => {
  it('replays a new personal token without the token, and says so; the secret is not stored', async () => {
    const user = await makeUser();
    const key = crypto.randomUUID();
    const first = await call('POST', '/api/tokens', { token: user.token, headers: keyed(key), body: { name: 'cli' } });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created.token).toMatch(/^tk_per_/);
    const again = await call('POST', '/api/tokens', { token: user.token, headers: keyed(key), body: { name: 'cli' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.headers.get('idempotency-withheld')).toBe('token');
    const { token: _secret, ...record } = created;
    expect(await again.json()).toEqual(record);
    const rows = await db()`select body::text as body from idempotency_keys where key = ${key}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).not.toContain(created.token);
    expect(rows[0]!.body).not.toContain('"token"');
  });

  it('replays a new ticket without its access token', async () => {
    const key = crypto.randomUUID();
    const body = { email: 'visitor@example.com', message: 'The export button does nothing.' };
    const first = await call('POST', '/api/ticket', { headers: keyed(key), body });
    expect(first.status).toBe(200);
    const created = await first.json();
    expect(created.token).toEqual(expect.any(String));
    const again = await call('POST', '/api/ticket', { headers: keyed(key), body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-withheld')).toBe('token');
    const replayed = await again.json();
    expect(replayed.token).toBeUndefined();
    expect(replayed.caseId).toBe(created.caseId);
    const rows = await db()`select body::text as body from idempotency_keys where key = ${key}`;
    expect(rows[0]!.body).not.toContain(created.token);
  });

  it('replays an admin-issued token without it, under the issuing token', async () => {
    const admin = await makeToken('adm');
    const key = crypto.randomUUID();
    const body = { name: 'owner dashboard', scope: 'owner' };
    const first = await call('POST', '/api/v1/admin/tokens', { token: admin.token, headers: keyed(key), body });
    expect(first.status).toBe(201);
    const again = await call('POST', '/api/v1/admin/tokens', { token: admin.token, headers: keyed(key), body });
    expect(again.status).toBe(200);
    expect((await again.json()).token).toBeUndefined();
  });
});

describe('which operations take a key', () => {
  it('the creations of courses, assessments, tickets, seat watches and tokens', async () => {
    const routes = (await loadRouteFiles()).flatMap((f) => f.definitions);
    const opted = routes.filter((r) => r.idempotent).map((r) => r.operationId);
    expect(opted.sort()).toEqual(
      [
        'createAdminToken',
        'createAssessment',
        'createCourse',
        'createLmsFeed',
        'createMySeatWatch',
        'createPersonalToken',
        'createSeatWatch',
        'createSupportTicket',
        'importLmsFeed',
      ].sort(),
    );
    for (const r of routes.filter((r) => r.idempotent)) expect(r.method).toBe('POST');
  });
});
