import { db } from '../../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { deleteWatch, getWatch } from '../../../../lib/seats/watches.js';
import { IdParams } from '../../../../schemas/common.js';
import { SeatWatch, SeatWatchDeleted } from '../../../../schemas/seats.js';

export const getMySeatWatch = defineRoute({
  operationId: 'getMySeatWatch',
  method: 'GET',
  path: '/api/v1/me/seat-watches/{id}',
  auth: 'token:personal',
  summary: "One of the token owner's seat watches",
  description: 'The watch with the section as the seat-alerts job last saw it. Another account’s id is 404.',
  tags: ['Personal API'],
  params: IdParams,
  responses: { 200: SeatWatch },
  errors: ['not_found'],
});

export const deleteMySeatWatch = defineRoute({
  operationId: 'deleteMySeatWatch',
  method: 'DELETE',
  path: '/api/v1/me/seat-watches/{id}',
  auth: 'token:personal',
  summary: 'Stop watching a section',
  description: 'No alert is sent for the watch afterwards, including one already queued. Another account’s id is 404.',
  tags: ['Personal API'],
  params: IdParams,
  responses: { 200: SeatWatchDeleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/seat-watches/{id} – one watch
  handle(getMySeatWatch, async ({ principal, params }) => ({
    status: 200,
    body: await getWatch(db(), principal.token.userId, params.id),
  })),
  // DELETE /api/v1/me/seat-watches/{id} – remove a watch
  handle(deleteMySeatWatch, async ({ principal, params }) => {
    await deleteWatch(db(), principal.token.userId, params.id);
    return { status: 200, body: { id: params.id, deleted: true as const } };
  }),
);
