// API tokens: `tk_<kind>_` + 43 base62 characters (32 random bytes) + a 6-character CRC32
// checksum, so a mistyped or invented token is refused without a database query.
// Only the SHA-256 of a token is stored; the token itself is shown once, at creation.
import { crc32 } from 'node:zlib';
import type { Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { base62, randomBase62, sha256 } from './secrets.js';

export const TOKEN_KINDS = {
  owner: { prefix: 'tk_owner_', scope: 'owner' },
  per: { prefix: 'tk_per_', scope: 'personal' },
  sup: { prefix: 'tk_sup_', scope: 'support' },
  adm: { prefix: 'tk_adm_', scope: 'admin' },
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;
export type Scope = (typeof TOKEN_KINDS)[TokenKind]['scope'];
export const SCOPES = ['owner', 'personal', 'support', 'admin'] as const satisfies readonly Scope[];

/** Personal tokens issued before the current format; still accepted, looked up by hash only. */
export const LEGACY_PERSONAL_PREFIX = 'tk_pat_';

const BODY_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
const CURRENT_FORMAT = /^(tk_(?:owner|per|sup|adm)_)([0-9A-Za-z]{43})([0-9A-Za-z]{6})$/;
const LEGACY_FORMAT = /^tk_pat_[0-9A-Za-z_-]{16,200}$/;

function checksum(prefix: string, body: string): string {
  const sum = crc32(`${prefix}${body}`);
  return base62(Buffer.from([sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255]), CHECKSUM_LENGTH);
}

export interface NewToken {
  token: string;
  hash: Buffer;
  prefix: string;
  scope: Scope;
  hint: string;
}

export function generateToken(kind: TokenKind): NewToken {
  const { prefix, scope } = TOKEN_KINDS[kind];
  const body = randomBase62(32);
  if (body.length !== BODY_LENGTH) throw new Error('unexpected token body length');
  const token = `${prefix}${body}${checksum(prefix, body)}`;
  return { token, hash: sha256(token), prefix, scope, hint: token.slice(-4) };
}

/** The prefix and scope a token claims, or null when it cannot be one of ours. */
export function parseToken(token: string): { prefix: string; scope: Scope } | null {
  const match = CURRENT_FORMAT.exec(token);
  if (match) {
    const [, prefix = '', body = '', sum] = match;
    if (checksum(prefix, body) !== sum) return null;
    const kind = Object.values(TOKEN_KINDS).find((k) => k.prefix === prefix);
    return kind ? { prefix, scope: kind.scope } : null;
  }
  if (LEGACY_FORMAT.test(token)) return { prefix: LEGACY_PERSONAL_PREFIX, scope: 'personal' };
  return null;
}

export function looksLikeApiToken(credential: string): boolean {
  return credential.startsWith('tk_');
}

export interface TokenPrincipal {
  id: string;
  scope: Scope;
  name: string;
  userId: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const invalidToken = () =>
  new ApiError('unauthorized', {
    message: 'The API token is invalid or has been revoked.',
    hint: 'Create a new token and send it as "Authorization: Bearer <token>".',
  });

/** Resolves a presented token to its record; unknown, malformed and revoked tokens are 401. */
export async function authenticateToken(sql: Queryable, token: string): Promise<TokenPrincipal> {
  const claimed = parseToken(token);
  if (!claimed) throw invalidToken();
  const [row] = await sql<
    {
      id: string;
      scope: Scope;
      prefix: string;
      name: string;
      user_id: string | null;
      created_at: Date;
      last_used_at: Date | null;
      revoked_at: Date | null;
    }[]
  >`select id, scope, prefix, name, user_id, created_at, last_used_at, revoked_at
    from api_tokens where token_hash = ${sha256(token)}`;
  if (!row || row.revoked_at || row.prefix !== claimed.prefix) throw invalidToken();
  // Record use at most once a minute per token, so busy tokens do not write on every request.
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    await sql`update api_tokens set last_used_at = now() where id = ${row.id}`;
  }
  return {
    id: row.id,
    scope: row.scope,
    name: row.name,
    userId: row.user_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export interface CreateTokenInput {
  kind: TokenKind;
  name: string;
  userId?: string | null;
  createdByTokenId?: string | null;
}

export interface CreatedToken {
  id: string;
  token: string;
  scope: Scope;
  name: string;
  hint: string;
  createdAt: Date;
}

export async function createToken(sql: Queryable, input: CreateTokenInput): Promise<CreatedToken> {
  const fresh = generateToken(input.kind);
  const [row] = await sql<{ id: string; created_at: Date }[]>`
    insert into api_tokens (prefix, scope, token_hash, hint, name, user_id, created_by_token_id)
    values (${fresh.prefix}, ${fresh.scope}, ${fresh.hash}, ${fresh.hint}, ${input.name},
            ${input.userId ?? null}, ${input.createdByTokenId ?? null})
    returning id, created_at`;
  if (!row) throw new Error('token insert returned no row');
  return {
    id: row.id,
    token: fresh.token,
    scope: fresh.scope,
    name: input.name,
    hint: fresh.hint,
    createdAt: row.created_at,
  };
}

/** Revokes at once: the next request with the token is refused. Returns false when nothing matched. */
export async function revokeToken(sql: Queryable, id: string, ownerUserId?: string): Promise<boolean> {
  const rows = ownerUserId
    ? await sql`update api_tokens set revoked_at = now()
                where id = ${id} and user_id = ${ownerUserId} and revoked_at is null returning id`
    : await sql`update api_tokens set revoked_at = now() where id = ${id} and revoked_at is null returning id`;
  return rows.length > 0;
}
