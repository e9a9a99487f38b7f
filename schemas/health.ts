// GET /api/health.
import { z } from '../lib/zod.js';

export const Health = z
  .object({
    status: z.literal('ok').openapi({ description: 'The function answered.' }),
    database: z.literal('ok').openapi({
      description: 'The database answered a round trip (else the answer is a 502 upstream_error).',
    }),
    migration: z.string().nullable().openapi({
      description: 'The version (14-digit prefix) of the newest migration applied; null when none is recorded.',
      example: '20261127300000',
    }),
    providers: z.array(z.string()).openapi({
      description:
        'The optional providers this deployment has settings for, by name only (supabase-auth, supabase-client, stripe, stripe-webhook, stripe-checkout, web-push, cron, cors), and `directory:<provider>`.',
      example: ['supabase-auth', 'stripe', 'cron', 'directory:concordia'],
    }),
  })
  .openapi('Health');
