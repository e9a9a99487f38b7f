import { db } from '../../lib/db.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { deleteWatch, getWatch } from '../../lib/seats/watches.js';
import { IdParams } from '../../schemas/common.js';
import { SeatWatch, SeatWatchDeleted } from '../../schemas/seats.js';

export const getSeatWatch = defineRoute({
  operationId: 'getSeatWatch',
  method: 'GET',
  path: '/api/seat-watches/{id}',
  auth: 'user',
  summary: 'One of your seat watches',
  description: 'The watch with the section as the seat-alerts job last saw it. Another account’s id is 404.',
  tags: ['Seat alerts'],
  params: IdParams,
  responses: { 200: SeatWatch },
  errors: ['not_found'],
});

export const deleteSeatWatch = defineRoute({
  operationId: 'deleteSeatWatch',
  method: 'DELETE',
  path: '/api/seat-watches/{id}',
  auth: 'user',
  summary: 'Stop watching a section',
  description: 'No alert is sent for the watch afterwards, including one already queued. Another account’s id is 404.',
  tags: ['Seat alerts'],
  params: IdParams,
  responses: { 200: SeatWatchDeleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/seat-watches/{id} – one watch
  handle(getSeatWatch, async ({ principal, params }) => ({
    status: 200,
    body: await getWatch(db(), principal.user.id, params.id),
  })),
  // DELETE /api/seat-watches/{id} – remove a watch
  handle(deleteSeatWatch, async ({ principal, params }) => {
    await deleteWatch(db(), principal.user.id, params.id);
    return { status: 200, body: { id: params.id, deleted: true as const } };
  }),
);
