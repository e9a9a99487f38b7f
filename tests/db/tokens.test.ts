import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import {
  authenticateToken,
  createToken,
  generateToken,
  parseToken,
  revokeToken,
  TOKEN_KINDS,
} from '../../lib/auth/tokens.js';
import { db } from '../../lib/db.js';
import { ApiError } from '../../lib/errors.js';
import { makeUser } from '../support/app.js';

describe('API token format', () => {
  it.each(Object.keys(TOKEN_KINDS) as Array<keyof typeof TOKEN_KINDS>)(
    'issues %s tokens with their prefix, 32 random bytes and a checksum',
    (kind) => {
      const a = generateToken(kind);
      const b = generateToken(kind);
      expect(a.token.startsWith(TOKEN_KINDS[kind].prefix)).toBe(true);
      expect(a.token).toMatch(/^tk_[a-z]+_[0-9A-Za-z]{49}$/);
      expect(a.token).not.toBe(b.token);
      expect(parseToken(a.token)).toEqual({ prefix: TOKEN_KINDS[kind].prefix, scope: TOKEN_KINDS[kind].scope });
      expect(a.hash).toEqual(sha256(a.token));
    },
  );

  it('refuses any single-character change through the checksum', () => {
    const { token } = generateToken('owner');
    fc.assert(
      fc.property(
        fc.integer({ min: 'tk_owner_'.length, max: token.length - 1 }),
        fc.constantFrom(...'0123456789abcXYZ'),
        (i, c) => {
          fc.pre(token[i] !== c);
          expect(parseToken(token.slice(0, i) + c + token.slice(i + 1))).toBeNull();
        },
      ),
    );
  });

  it('refuses strings that are not tokens', () => {
    for (const s of [
      '',
      'tk_',
      'tk_owner_',
      'tk_zzz_' + 'a'.repeat(49),
      'Bearer x',
      'tk_owner_' + 'a'.repeat(48),
      `tk_owner_${'a'.repeat(49)} `,
    ]) {
      expect(parseToken(s)).toBeNull();
    }
  });

  it('still accepts the legacy tk_pat_ personal keys, by hash alone', () => {
    expect(parseToken('tk_pat_0123456789abcdefXYZ_-')).toEqual({ prefix: 'tk_pat_', scope: 'personal' });
  });
});

describe('API token storage and lookup', () => {
  it('stores only the SHA-256 of a token, never the token', async () => {
    const user = await makeUser();
    const created = await createToken(db(), { kind: 'per', name: 'laptop', userId: user.id });
    const rows = await db()`select * from api_tokens where id = ${created.id}`;
    const dump = JSON.stringify(rows, (_, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('hex') : v));
    expect(dump).not.toContain(created.token);
    expect(dump).not.toContain(created.token.slice('tk_per_'.length, -4));
    expect(Buffer.from(rows[0]!.token_hash).equals(sha256(created.token))).toBe(true);
  });

  it('authenticates a token, and refuses it at once after revocation', async () => {
    const created = await createToken(db(), { kind: 'sup', name: 'desk' });
    expect((await authenticateToken(db(), created.token)).scope).toBe('support');
    expect(await revokeToken(db(), created.id)).toBe(true);
    await expect(authenticateToken(db(), created.token)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await revokeToken(db(), created.id)).toBe(false);
  });

  it('refuses a well-formed token nobody issued, and one whose stored prefix differs', async () => {
    await expect(authenticateToken(db(), generateToken('adm').token)).rejects.toBeInstanceOf(ApiError);
    const legacy = 'tk_pat_legacyKey0123456789abcdef';
    const user = await makeUser();
    await db()`insert into api_tokens (prefix, scope, token_hash, hint, name, user_id)
               values ('tk_pat_', 'personal', ${sha256(legacy)}, 'cdef', 'old key', ${user.id})`;
    expect((await authenticateToken(db(), legacy)).scope).toBe('personal');
    // The same hash stored under another prefix: the token claims tk_pat_, the row says tk_per_.
    const mismatched = 'tk_pat_mismatchedKey0123456789ab';
    await db()`insert into api_tokens (prefix, scope, token_hash, hint, name, user_id)
               values ('tk_per_', 'personal', ${sha256(mismatched)}, '89ab', 'wrong prefix', ${user.id})`;
    await expect(authenticateToken(db(), mismatched)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('lets the database refuse a token whose prefix does not match its scope', async () => {
    await expect(
      db()`insert into api_tokens (prefix, scope, token_hash, hint, name) values ('tk_adm_', 'owner', ${sha256('x')}, 'x', 'x')`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});
