import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';

export const TokenScope = z.enum(['owner', 'personal', 'support', 'admin']).openapi('TokenScope');

export const TokenInfo = z
  .object({
    id: Uuid,
    name: z.string(),
    scope: TokenScope,
    createdAt: IsoDateTime,
    lastUsedAt: IsoDateTime.nullable(),
    rateLimit: z.object({
      limit: z.number().int().openapi({ description: 'Requests allowed per rolling minute.' }),
      windowSeconds: z.number().int(),
    }),
  })
  .openapi('TokenInfo', { description: 'The API token that made the request; never its secret.' });
