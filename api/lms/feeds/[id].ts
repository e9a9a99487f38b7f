import { db } from '../../../lib/db.js';
import { deleteFeed } from '../../../lib/lms/service.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { Deleted } from '../../../schemas/courses.js';
import { IdParams } from '../../../schemas/common.js';

export const deleteLmsFeed = defineRoute({
  operationId: 'deleteLmsFeed',
  method: 'DELETE',
  path: '/api/lms/feeds/{id}',
  auth: 'user',
  summary: 'Stop syncing an LMS feed and forget its URL',
  description: 'The assessments it imported stay, with their dates and grades.',
  tags: ['LMS'],
  params: IdParams,
  responses: { 200: Deleted },
  errors: ['not_found'],
});

// DELETE /api/lms/feeds/{id} – forget a kept feed and its URL
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(deleteLmsFeed, async ({ params, principal }) => {
    await deleteFeed(db(), principal.user.id, params.id);
    return { status: 200, body: { id: params.id, deleted: true as const } };
  }),
);
