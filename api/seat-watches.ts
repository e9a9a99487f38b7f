import { db } from '../lib/db.js';
import { PageQuery } from '../lib/http/paging.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import {
  createWatch,
  FREE_SEAT_WATCHES,
  listWatches,
  PAID_SEAT_WATCHES,
  SEAT_LOOKUP_LIMIT,
} from '../lib/seats/watches.js';
import { z } from '../lib/zod.js';
import { SeatWatch, SeatWatchInput, SeatWatchList } from '../schemas/seats.js';

export const listSeatWatches = defineRoute({
  operationId: 'listSeatWatches',
  method: 'GET',
  path: '/api/seat-watches',
  auth: 'user',
  summary: 'Your seat watches',
  description:
    'Each watch with the section as the seat-alerts job last saw it, oldest first, and the number of watches your plan allows.',
  tags: ['Seat alerts'],
  query: z.object(PageQuery.shape),
  responses: { 200: SeatWatchList },
});

export const createSeatWatch = defineRoute({
  operationId: 'createSeatWatch',
  method: 'POST',
  path: '/api/seat-watches',
  auth: 'user',
  summary: 'Watch a section for an open seat or waitlist place',
  description:
    'Reads the section live (like GET /api/sections) and starts from what it shows now: a section that is already open alerts only after it fills and opens again. ' +
    'The seat-alerts job then pushes to your devices (POST /api/push-subscriptions) once each time the section goes from full to open, saying when the open seats may be reserved for other students. ' +
    `At most ${FREE_SEAT_WATCHES} watches on the free plan, ${PAID_SEAT_WATCHES} on a paid or comped account (409 beyond); the same section once per account (409). ` +
    `These, a term the directory does not list now and a course missing from the catalogue mirror (404) are refused before the university is asked; ` +
    `the lookups an account's new watches cause are limited to ${SEAT_LOOKUP_LIMIT.limit} a minute (429 with Retry-After).`,
  tags: ['Seat alerts'],
  body: SeatWatchInput,
  responses: { 201: SeatWatch },
  errors: ['bad_request', 'not_found', 'conflict', 'upstream_error', 'not_configured'],
  idempotent: true,
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/seat-watches – the caller's watches
  handle(listSeatWatches, async ({ principal, query }) => ({
    status: 200,
    body: await listWatches(db(), principal.user.id, query),
  })),
  // POST /api/seat-watches – watch a section
  handle(createSeatWatch, async ({ principal, body }) => ({
    status: 201,
    body: await createWatch(db(), principal.user.id, body),
  })),
);
