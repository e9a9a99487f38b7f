import { db } from '../../../lib/db.js';
import { gpaOfRequest } from '../../../lib/grades/gpa-route.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { Gpa, GpaQuery, GpaWhatIf } from '../../../schemas/gpa.js';
import { GPA_DESCRIPTION, WHAT_IF_DESCRIPTION } from '../../../lib/grades/gpa-route.js';

export const getMyGpa = defineRoute({
  operationId: 'getMyGpa',
  method: 'GET',
  path: '/api/v1/me/gpa',
  auth: 'token:personal',
  summary: 'Standing per course and overall, with graded_weight',
  description: GPA_DESCRIPTION,
  tags: ['Personal API'],
  query: GpaQuery,
  responses: { 200: Gpa },
});

export const whatIfMyGpa = defineRoute({
  operationId: 'whatIfMyGpa',
  method: 'POST',
  path: '/api/v1/me/gpa',
  auth: 'token:personal',
  summary: 'The standing as if ungraded items had the grades you send (nothing is stored)',
  description: WHAT_IF_DESCRIPTION,
  tags: ['Personal API'],
  body: GpaWhatIf,
  responses: { 200: Gpa },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/gpa – per-course and overall standing
  handle(getMyGpa, async ({ principal, query }) => ({
    status: 200,
    body: await gpaOfRequest(db(), principal.token.userId, query),
  })),
  // POST /api/v1/me/gpa – the same, with what-if grades
  handle(whatIfMyGpa, async ({ principal, body }) => ({
    status: 200,
    body: await gpaOfRequest(db(), principal.token.userId, body),
  })),
);
