import { db } from '../../../lib/db.js';
import { PageQuery } from '../../../lib/http/paging.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { createWatch, FREE_SEAT_WATCHES, listWatches, PAID_SEAT_WATCHES } from '../../../lib/seats/watches.js';
import { z } from '../../../lib/zod.js';
import { SeatWatch, SeatWatchInput, SeatWatchList } from '../../../schemas/seats.js';

export const listMySeatWatches = defineRoute({
  operationId: 'listMySeatWatches',
  method: 'GET',
  path: '/api/v1/me/seat-watches',
  auth: 'token:personal',
  summary: "The token owner's seat watches",
  description:
    'As GET /api/seat-watches: each watch with the section as the seat-alerts job last saw it, oldest first, paged, and `maxWatches`, the number your plan allows.',
  tags: ['Personal API'],
  query: z.object(PageQuery.shape),
  responses: { 200: SeatWatchList },
});

export const createMySeatWatch = defineRoute({
  operationId: 'createMySeatWatch',
  method: 'POST',
  path: '/api/v1/me/seat-watches',
  auth: 'token:personal',
  summary: 'Watch a section for an open seat or waitlist place',
  description:
    'As POST /api/seat-watches, for the token owner: reads the section live and alerts their devices when it goes from full to open. ' +
    `At most ${FREE_SEAT_WATCHES} watches on the free plan, ${PAID_SEAT_WATCHES} on a paid or comped account (409 beyond); the same section once (409).`,
  tags: ['Personal API'],
  body: SeatWatchInput,
  responses: { 201: SeatWatch },
  errors: ['bad_request', 'not_found', 'conflict', 'upstream_error', 'not_configured'],
  idempotent: true,
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/seat-watches – the token owner's watches
  handle(listMySeatWatches, async ({ principal, query }) => ({
    status: 200,
    body: await listWatches(db(), principal.token.userId, query),
  })),
  // POST /api/v1/me/seat-watches – watch a section
  handle(createMySeatWatch, async ({ principal, body }) => ({
    status: 201,
    body: await createWatch(db(), principal.token.userId, body),
  })),
);
