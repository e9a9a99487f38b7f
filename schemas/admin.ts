// The admin console (tk_adm_): accounts and their flags, API tokens, the audit log.
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';
import { TRIMMED_AT_LEAST_3 } from './datetime.js';

export const AdminUser = z
  .object({
    id: Uuid,
    email: z.string().nullable(),
    createdAt: IsoDateTime,
    lastSeenAt: IsoDateTime.nullable(),
    school: z.string().nullable(),
    programme: z.string().nullable(),
    plan: z.enum(['free', 'semester', 'monthly']),
    paid: z.boolean().openapi({ description: 'On a paid plan: a paying plan, or comped.' }),
    comped: z.boolean().openapi({ description: 'Acts as paid without paying; never counted as paying.' }),
    internal: z.boolean().openapi({ description: 'A staff account, left out of owner figures.' }),
    test: z.boolean().openapi({ description: 'A test account, left out of owner figures.' }),
  })
  .openapi('AdminUser', { description: 'An account as the admin console shows it.' });

export const AdminUserList = z
  .object({ items: z.array(AdminUser), nextCursor: NextCursor })
  .openapi('AdminUserList', { description: 'Accounts, newest first.' });

export const AdminUserQuery = z.object({
  ...PageQuery.shape,
  email: z.string().trim().min(1, 'at least 1 character').max(320, 'at most 320 characters').optional().openapi({
    pattern: '\\S',
    description: 'Part of the e-mail address, any case (e.g. `@uni.edu` or `alice`); not blank.',
  }),
});

export const AdminUserPatch = z
  .strictObject({
    comped: z.boolean().optional(),
    internal: z.boolean().optional(),
    test: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'send at least one of comped, internal, test' })
  .openapi('AdminUserPatch', {
    minProperties: 1,
    description: 'The account flags an admin sets; fields left out stay as they are.',
  });

export const TokenScope = z.enum(['owner', 'personal', 'support', 'admin']);

export const AdminToken = z
  .object({
    id: Uuid,
    name: z.string(),
    scope: TokenScope,
    prefix: z.string().openapi({ example: 'tk_sup_' }),
    hint: z
      .string()
      .openapi({ description: 'The last four characters of the token, to recognise it.', example: 'x9Qa' }),
    userId: Uuid.nullable().openapi({ description: 'The account the token belongs to, if any.' }),
    createdByTokenId: Uuid.nullable(),
    createdAt: IsoDateTime,
    lastUsedAt: IsoDateTime.nullable().openapi({ description: 'Recorded at most once a minute.' }),
    revokedAt: IsoDateTime.nullable(),
  })
  .openapi('AdminToken', { description: 'An API token without its secret.' });

export const AdminTokenList = z
  .object({ items: z.array(AdminToken), nextCursor: NextCursor })
  .openapi('AdminTokenList', { description: 'API tokens, newest first.' });

export const AdminTokenQuery = z.object({
  ...PageQuery.shape,
  scope: TokenScope.optional(),
  revoked: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description: '`false` lists live tokens only, `true` revoked ones only; omit for both.' }),
});

/** Tokens the console issues; personal tokens are made by their users in developer settings. */
export const IssuableScope = z.enum(['owner', 'support', 'admin']);

export const AdminTokenCreate = z
  .strictObject({
    scope: IssuableScope,
    name: z
      .string()
      .trim()
      .min(1, 'at least 1 character')
      .regex(/\S/, 'at least 1 character')
      .max(100, 'at most 100 characters'),
    userId: Uuid.optional().openapi({ description: 'The account the token belongs to (an admin token acts as it).' }),
    email: z
      .string()
      .trim()
      .min(3)
      .max(320, 'at most 320 characters')
      .optional()
      .openapi({ pattern: TRIMMED_AT_LEAST_3, description: 'The account by e-mail, instead of userId.' }),
  })
  .refine((b) => !(b.userId && b.email), { message: 'send userId or email, not both' })
  .openapi('AdminTokenCreate', {
    not: { required: ['userId', 'email'] },
    description: 'The account by `userId` or by `email`, not both (or neither, for a token of no account).',
  });

export const AdminCreatedToken = AdminToken.extend({
  token: z
    .string()
    .openapi({ description: 'The token itself. Shown only in this response; only its SHA-256 is stored.' }),
}).openapi('AdminCreatedToken');

export const AuditEntry = z
  .object({
    id: z.string().openapi({ description: 'Increasing with time.', example: '42' }),
    at: IsoDateTime,
    tokenId: Uuid.openapi({ description: 'The acting admin token.' }),
    actorUserId: Uuid.nullable().openapi({ description: "The acting token's account, if it has one." }),
    organisationId: Uuid.nullable(),
    onBehalf: z.boolean().openapi({ description: "true when the acting account was not on the organisation's team." }),
    action: z.string().openapi({ example: 'org.team.add' }),
    targetType: z.string().openapi({ example: 'org_member' }),
    targetId: z.string(),
    before: z.unknown().nullable().openapi({ description: 'The record before the write; null for a creation.' }),
    after: z.unknown().nullable().openapi({ description: 'The record after the write.' }),
  })
  .openapi('AuditEntry', { description: 'One write made by an admin token.' });

export const AuditLog = z
  .object({ items: z.array(AuditEntry), nextCursor: NextCursor })
  .openapi('AuditLog', { description: 'Audit entries, newest first.' });

export const AuditLogQuery = z.object({
  ...PageQuery.shape,
  organisationId: Uuid.optional(),
  actorUserId: Uuid.optional().openapi({ description: 'Writes made by tokens of this account.' }),
  tokenId: Uuid.optional().openapi({ description: 'Writes made with this token.' }),
});
