// Personal API tokens managed in developer settings.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { PERSONAL_TOKENS_MAX } from '../../lib/users/tokens.js';
import { call, expectError, makeToken, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { makeLegacyToken } from '../support/students.js';

describe('personal tokens', () => {
  it('creates a named tk_per_ token shown once, stored only as its SHA-256, usable on /api/v1/me', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/tokens', { token: user.token, body: { name: 'my script' } });
    expect(res.status).toBe(201);
    const created = (await expectDocumented('POST', '/api/tokens', res)) as {
      id: string;
      token: string;
      hint: string;
      prefix: string;
    };
    expect(created.token).toMatch(/^tk_per_[0-9A-Za-z]{49}$/);
    expect(created).toMatchObject({ name: 'my script', prefix: 'tk_per_', hint: created.token.slice(-4) });
    const [row] = await db()`select * from api_tokens where id = ${created.id}`;
    expect(row).toMatchObject({ scope: 'personal', user_id: user.id, name: 'my script' });
    expect(JSON.stringify(row)).not.toContain(created.token.slice(7));
    expect((await call('GET', '/api/v1/me/courses', { token: created.token })).status).toBe(200);

    // Listed without the secret.
    const list = (await expectDocumented(
      'GET',
      '/api/tokens',
      await call('GET', '/api/tokens', { token: user.token }),
    )) as { items: Array<Record<string, unknown>> };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: created.id, name: 'my script', hint: created.hint, prefix: 'tk_per_' });
    expect(list.items[0]).not.toHaveProperty('token');
  });

  it('revokes at once: the next request with the token is refused, and the list no longer shows it', async () => {
    const user = await makeUser();
    const created = (await (
      await call('POST', '/api/tokens', { token: user.token, body: { name: 'temp' } })
    ).json()) as { id: string; token: string };
    expect((await call('GET', '/api/v1/me/gpa', { token: created.token })).status).toBe(200);
    const res = await call('DELETE', `/api/tokens/${created.id}`, { token: user.token });
    expect(await expectDocumented('DELETE', `/api/tokens/${created.id}`, res)).toEqual({
      id: created.id,
      revoked: true,
    });
    await expectError(await call('GET', '/api/v1/me/gpa', { token: created.token }), 'unauthorized');
    expect(
      ((await (await call('GET', '/api/tokens', { token: user.token })).json()) as { items: unknown[] }).items,
    ).toEqual([]);
    await expectError(await call('DELETE', `/api/tokens/${created.id}`, { token: user.token }), 'not_found');
  });

  it('lists and revokes legacy tk_pat_ keys too, but never staff tokens that name the account', async () => {
    const user = await makeUser();
    const legacy = await makeLegacyToken(user.id);
    const admin = await makeToken('adm', user.id);
    const list = (await (await call('GET', '/api/tokens', { token: user.token })).json()) as {
      items: Array<{ id: string; prefix: string }>;
    };
    expect(list.items.map((t) => t.prefix)).toEqual(['tk_pat_']);
    await expectError(await call('DELETE', `/api/tokens/${admin.id}`, { token: user.token }), 'not_found');
    expect((await db()`select revoked_at from api_tokens where id = ${admin.id}`)[0]!.revoked_at).toBeNull();
    await call('DELETE', `/api/tokens/${list.items[0]!.id}`, { token: user.token });
    await expectError(await call('GET', '/api/v1/me/courses', { token: legacy }), 'unauthorized');
  });

  it('pages the list', async () => {
    const user = await makeUser();
    for (let i = 0; i < 3; i++) await call('POST', '/api/tokens', { token: user.token, body: { name: `t${i}` } });
    const first = (await (await call('GET', '/api/tokens?limit=2', { token: user.token })).json()) as {
      items: Array<{ name: string }>;
      nextCursor: string;
    };
    const second = (await (
      await call('GET', `/api/tokens?limit=2&cursor=${first.nextCursor}`, { token: user.token })
    ).json()) as {
      items: Array<{ name: string }>;
      nextCursor: null;
    };
    expect([...first.items, ...second.items].map((t) => t.name)).toEqual(['t0', 't1', 't2']);
    expect(second.nextCursor).toBeNull();
  });

  it(`caps an account at ${PERSONAL_TOKENS_MAX} active tokens with 409`, async () => {
    const user = await makeUser();
    for (let i = 0; i < PERSONAL_TOKENS_MAX; i++) await makeToken('per', user.id);
    await expectError(await call('POST', '/api/tokens', { token: user.token, body: { name: 'one more' } }), 'conflict');
  });

  it('refuses a nameless, overlong or padded body', async () => {
    const user = await makeUser();
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'ok', scope: 'admin' },
      { name: 'ok', kind: 'adm' },
    ]) {
      await expectError(await call('POST', '/api/tokens', { token: user.token, body }), 'bad_request');
    }
  });
});
