import { db } from '../../../lib/db.js';
import { loadGpa } from '../../../lib/grades/gpa.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { Gpa, GpaQuery } from '../../../schemas/gpa.js';

export const getV1Gpa = defineRoute({
  operationId: 'getMyGpa',
  method: 'GET',
  path: '/api/v1/me/gpa',
  auth: 'token:personal',
  summary: 'Standing per course and overall, with graded_weight',
  description:
    'Per course: the weighted average over graded, non-excused items (ungraded weight is not a zero) and `graded_weight`, its denominator. Overall: course percents weighted by credits, over courses with graded work; 4.0 figures by the Ontario table. `?target=` adds the average needed on the remaining weight.',
  tags: ['Personal API'],
  query: GpaQuery,
  responses: { 200: Gpa },
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/gpa – per-course and overall standing
  handle(getV1Gpa, async ({ principal, query }) => ({
    status: 200,
    body: await loadGpa(db(), principal.token!.userId!, query.target ?? null),
  })),
);
