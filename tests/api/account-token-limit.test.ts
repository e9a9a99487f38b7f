// The tokens of one account share a ceiling besides each token's own 120 a minute: an account may
// hold 25 personal tokens, which alone would allow 3,000 requests a minute. The RateLimit-*
// headers report whichever limit is tighter.
import { describe, expect, it } from 'vitest';
import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser } from '../support/app.js';

describe('the ceiling shared by an account’s API tokens', () => {
  it(`allows ${TOKEN_RATE_LIMIT.accountLimit} requests a minute across the account’s tokens, each token keeping ${TOKEN_RATE_LIMIT.limit}`, async () => {
    expect(TOKEN_RATE_LIMIT).toEqual({ limit: 120, windowSeconds: 60, accountLimit: 300 });
    const student = await makeUser();
    const [a, b] = [await makeToken('per', student.id), await makeToken('per', student.id)];

    const first = await call('GET', '/api/v1/me/courses', { token: a.token });
    expect(first.status).toBe(200);
    // The token's own limit is the tighter one at first: 119 left of 120, against 299 of 300.
    expect([first.headers.get('ratelimit-limit'), first.headers.get('ratelimit-remaining')]).toEqual(['120', '119']);

    // Other tokens of the account spent most of the minute (recorded directly to keep the test quick).
    await db()`update rate_limits set hits = hits || array_fill(statement_timestamp(), array[297]) where key = ${`account-tokens:${student.id}`}`;
    const last = await call('GET', '/api/v1/me/courses', { token: b.token });
    expect(last.status).toBe(200);
    expect([last.headers.get('ratelimit-limit'), last.headers.get('ratelimit-remaining')]).toEqual(['300', '1']);
    expect((await call('GET', '/api/v1/me/courses', { token: a.token })).status).toBe(200);

    // Token b has used 1 of its own 120, yet the account's ceiling refuses it.
    const refused = await call('GET', '/api/v1/me/courses', { token: b.token });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('ratelimit-limit')).toBe('300');
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/300 requests per minute across an account/);

    // Another account's token, and a token of no account, go on.
    const other = await makeToken('per');
    expect((await call('GET', '/api/v1/me/courses', { token: other.token })).status).toBe(200);
    const owner = await makeToken('owner');
    expect((await call('GET', '/api/v1/owner/overview', { token: owner.token })).status).toBe(200);
  });
});
