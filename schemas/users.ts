import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';

export const Me = z
  .object({
    id: Uuid,
    email: z.string().nullable(),
    createdAt: IsoDateTime,
  })
  .openapi('Me', { description: 'The signed-in user.' });
