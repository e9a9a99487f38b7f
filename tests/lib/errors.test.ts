import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import {
  ApiError,
  ERROR_CODES,
  ERRORS,
  errorBody,
  errorResponse,
  invalidInput,
  MAX_LISTED_ERRORS,
  RULE_VIOLATION_SQLSTATE,
  toApiError,
  zodFieldErrors,
} from '../../lib/errors.js';
import { z } from '../../lib/zod.js';
import { call, expectError } from '../support/app.js';

describe('the one error builder', () => {
  // 5xx causes are logged for operators; keep them out of the test output.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('knows exactly the ten codes of the specification, with their statuses', () => {
    expect(Object.fromEntries(ERROR_CODES.map((c) => [c, ERRORS[c].status]))).toEqual({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      rate_limited: 429,
      not_configured: 500,
      upstream_error: 502,
      internal_error: 500,
    });
  });

  it.each(ERROR_CODES)('builds the Error shape for %s', async (code) => {
    const res = errorResponse(new ApiError(code), 'req_000000000000000000000000');
    const body = await expectError(res, code);
    expect(body.hint.length).toBeGreaterThan(0);
  });

  it('sends x-content-type-options: nosniff on every JSON error', async () => {
    for (const code of ['bad_request', 'unauthorized', 'not_found', 'rate_limited', 'internal_error'] as const) {
      expect(errorResponse(new ApiError(code), 'r').headers.get('x-content-type-options')).toBe('nosniff');
    }
    const routed = await call('GET', '/api/no-such-thing');
    expect(routed.status).toBe(404);
    expect(routed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends WWW-Authenticate on 401 and the extra headers an error carries', () => {
    expect(errorResponse(new ApiError('unauthorized'), 'r').headers.get('www-authenticate')).toBe('Bearer');
    const limited = errorResponse(new ApiError('rate_limited', { headers: { 'retry-after': '12' } }), 'r');
    expect(limited.headers.get('retry-after')).toBe('12');
  });

  it('turns a zod failure into bad_request naming the field', () => {
    const result = z.object({ subject: z.string().regex(/^[A-Z]+$/) }).safeParse({ subject: 'b1' });
    const error = toApiError(result.error);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/^subject: /);
  });

  it('maps Postgres failures by SQLSTATE', () => {
    const pg = (code: string) => Object.assign(new Error('pg'), { code, severity: 'ERROR' });
    expect(toApiError(pg('23505')).code).toBe('conflict');
    expect(toApiError(pg('22P02')).code).toBe('bad_request');
    expect(toApiError(pg('23514')).code).toBe('bad_request');
    expect(toApiError(pg('23502')).code).toBe('bad_request');
    expect(toApiError(pg('23503')).code).toBe('conflict');
    expect(toApiError(pg(RULE_VIOLATION_SQLSTATE)).code).toBe('forbidden');
    // A missing privilege is a deployment fault, and its text names tables: not for clients.
    expect(toApiError(pg('42501')).code).toBe('internal_error');
    expect(toApiError(pg('08006')).code).toBe('internal_error');
  });

  it('maps timeouts to upstream_error', () => {
    expect(toApiError(new DOMException('timed out', 'TimeoutError')).code).toBe('upstream_error');
  });

  it('hides the detail of unexpected errors from the client', async () => {
    const secret = 'password=hunter2 at /srv/app/lib/db.ts:12';
    const res = errorResponse(new Error(secret), 'req_000000000000000000000000');
    const body = await expectError(res, 'internal_error');
    expect(vi.mocked(console.error).mock.calls.join(' ')).toContain('hunter2');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.message).toBe(ERRORS.internal_error.message);
  });

  it('still answers in the Error shape when the configuration itself is broken', async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'not a url');
    resetEnv();
    const res = errorResponse(new Error('boom'), 'req_000000000000000000000000');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'internal_error', docs: '/docs/errors#internal_error' });
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('validation problems in our words', () => {
  it('lists every problem with its path, and the total past the cap', () => {
    const schema = z.strictObject({ n: z.number().int().max(200), s: z.string().min(3), e: z.enum(['a', 'b']) });
    const failed = schema.safeParse({ n: 201, s: 'x', e: 'c', extra: 1 });
    expect(failed.success).toBe(false);
    const { fields, total } = zodFieldErrors(failed.error!);
    expect(fields).toEqual([
      { path: 'n', message: 'must be at most 200' },
      { path: 's', message: 'must be at least 3 characters long' },
      { path: 'e', message: "must be one of 'a', 'b'" },
      { path: 'extra', message: 'unknown field' },
    ]);
    expect(total).toBe(4);
    const many = z.array(z.number()).safeParse(Array.from({ length: 50 }, () => 'x'));
    const body = errorBody(invalidInput(many.error!, 'body'));
    expect(body.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(body.errorsTotal).toBe(50);
    expect(body.param).toBe('0');
    expect(body.message).toBe('body 0: must be a number, not a string');
  });
});
