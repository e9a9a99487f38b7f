// Personal API tokens as their owner sees them in developer settings.
import { NextCursor } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';

export const PersonalToken = z
  .object({
    id: Uuid,
    name: z.string(),
    prefix: z
      .enum(['tk_per_', 'tk_pat_'])
      .openapi({ description: '`tk_pat_` for keys issued before the current format.' }),
    hint: z.string().openapi({ description: 'The last four characters, to tell tokens apart.' }),
    createdAt: IsoDateTime,
    lastUsedAt: IsoDateTime.nullable(),
  })
  .openapi('PersonalToken', {
    description: 'A personal API token; the token itself is never shown again after creation.',
  });

export const PersonalTokenCreate = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .regex(/\S/, 'must not be empty')
      .max(100, 'at most 100 characters'),
  })
  .openapi('PersonalTokenCreate');

export const PersonalTokenCreated = PersonalToken.extend({
  token: z.string().openapi({ description: 'Shown once, now: store it. Only its SHA-256 is kept.' }),
}).openapi('PersonalTokenCreated');

export const PersonalTokenList = z
  .object({ items: z.array(PersonalToken), nextCursor: NextCursor })
  .openapi('PersonalTokenList');

export const TokenRevoked = z.object({ id: Uuid, revoked: z.literal(true) }).openapi('TokenRevoked');
