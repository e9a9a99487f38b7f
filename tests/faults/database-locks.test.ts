// A request stuck behind a lock another session holds answers a quick 500
// internal_error, ended by the database session's own lock_timeout (sent as a startup
// parameter by lib/db.ts), not left waiting until the platform kills the function. Two sessions
// are needed, so this runs on the PostgreSQL pass only (PGlite is a single session and does not
// take the startup parameters; there the client-side deadline of tests/faults/database.test.ts holds).
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { closeDb, connect, db } from '../../lib/db.js';
import { deadlineMs } from '../../lib/http/deadline.js';
import { env, resetEnv } from '../../lib/env.js';
import { expectError, makeToken, startTestServer, type TestServer } from '../support/app.js';

const DEADLINE_MS = 5_000;

describe.skipIf(inject('dbMode') !== 'postgres')('a held lock (PostgreSQL)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.REQUEST_TIMEOUT_MS = String(DEADLINE_MS);
    resetEnv();
    await closeDb(); // the next client opens its sessions with this file's timeouts
    token = (await makeToken('per')).token;
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('sets statement_timeout, lock_timeout and idle_in_transaction_session_timeout on every session', async () => {
    const [row] = await db()<{ s: string; l: string; i: string }[]>`
      select current_setting('statement_timeout') s, current_setting('lock_timeout') l,
             current_setting('idle_in_transaction_session_timeout') i`;
    expect(row).toEqual({ s: '4s', l: '1s', i: '5s' });
    expect(deadlineMs('/api/v1/me/gpa')).toBe(DEADLINE_MS);
  });

  it('answers a GPA request waiting on a lock with 500 internal_error from the lock timeout, well before the deadline', async () => {
    const holder = connect(env().DATABASE_URL!, 1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.begin(async (tx) => {
      await tx`lock table courses in access exclusive mode`;
      locked();
      await released;
    });
    try {
      await isLocked;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/me/gpa`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
      const ms = performance.now() - started;
      await expectError(res, 'internal_error');
      // lock_timeout is a fifth of the deadline (1 s); the client-side deadline would take 5 s.
      expect(ms).toBeLessThan(DEADLINE_MS - 1_000);
    } finally {
      release();
      await holding;
      await holder.end();
    }
    const after = await fetch(`${server.url}/api/v1/me/gpa`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(200);
  }, 60_000);
});
