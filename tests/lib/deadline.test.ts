// Every route's deadline is below its function's maxDuration in vercel.json,
// close enough to it not to cut work short, and a missed deadline is a quick 500 internal_error.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_DURATION_S, JOB_MAX_DURATION_S, databaseTimeouts, deadlineMs } from '../../lib/http/deadline.js';
import { resetEnv } from '../../lib/env.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { z } from '../../lib/zod.js';
import { expectError } from '../support/app.js';

const vercel = JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8')) as {
  functions: Record<string, { maxDuration?: number }>;
};

afterEach(() => {
  delete process.env.REQUEST_TIMEOUT_MS;
  resetEnv();
});

describe('request deadlines', () => {
  it('keeps each function’s deadline 5 s below its maxDuration in vercel.json', () => {
    const limits = Object.entries(vercel.functions).filter(([, f]) => f.maxDuration !== undefined);
    expect(limits.length).toBeGreaterThanOrEqual(3);
    for (const [file, { maxDuration }] of limits) {
      if (file === 'api/**/*.ts') {
        expect(maxDuration).toBe(DEFAULT_MAX_DURATION_S);
        expect(deadlineMs('/api/v1/me/gpa')).toBe(maxDuration! * 1000 - 5_000);
        continue;
      }
      const path = `/${file.replace(/\.ts$/, '')}`;
      expect(JOB_MAX_DURATION_S[path]).toBe(maxDuration);
      expect(deadlineMs(path)).toBe(maxDuration! * 1000 - 5_000);
    }
  });

  it('lets REQUEST_TIMEOUT_MS shorten deadlines but never lengthen one past its function’s limit', () => {
    process.env.REQUEST_TIMEOUT_MS = '2000';
    resetEnv();
    expect(deadlineMs('/api/courses')).toBe(2000);
    expect(deadlineMs('/api/sync-catalog')).toBe(2000);
    process.env.REQUEST_TIMEOUT_MS = '120000';
    resetEnv();
    expect(deadlineMs('/api/courses')).toBe(25_000);
    expect(deadlineMs('/api/sync-catalog')).toBe(120_000);
  });

  it('gives the database session timeouts below the ordinary deadline', () => {
    expect(databaseTimeouts()).toEqual({
      statement_timeout: 24_000,
      lock_timeout: 5_000,
      idle_in_transaction_session_timeout: 25_000,
    });
  });

  it('answers 500 internal_error at the deadline when the work never finishes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.REQUEST_TIMEOUT_MS = '300';
    resetEnv();
    const route = defineRoute({
      operationId: 'neverAnswers',
      method: 'GET',
      path: '/api/never',
      auth: 'none',
      summary: 'x',
      tags: ['x'],
      responses: { 200: z.object({}) },
    });
    const { GET } = serve(handle(route, () => new Promise(() => {})));
    // On a fake clock: nothing at 299 ms, the answer at 300 ms, whatever the machine's load.
    vi.useFakeTimers();
    try {
      let settled = false;
      const answer = GET(new Request('http://localhost/api/never')).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect((await expectError(await answer, 'internal_error')).message).toMatch(/did not finish in time/);
    } finally {
      vi.useRealTimers();
    }
  });
});
