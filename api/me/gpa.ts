import { db } from '../../lib/db.js';
import { GPA_DESCRIPTION, gpaOfRequest, WHAT_IF_DESCRIPTION } from '../../lib/grades/gpa-route.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { Gpa, GpaQuery, GpaWhatIf } from '../../schemas/gpa.js';

export const getGpa = defineRoute({
  operationId: 'getGpa',
  method: 'GET',
  path: '/api/me/gpa',
  auth: 'user',
  summary: 'Standing per course and overall (signed-in session)',
  description: `The session equivalent of GET /api/v1/me/gpa, same answer. ${GPA_DESCRIPTION}`,
  tags: ['Courses'],
  query: GpaQuery,
  responses: { 200: Gpa },
});

export const whatIfGpa = defineRoute({
  operationId: 'whatIfGpa',
  method: 'POST',
  path: '/api/me/gpa',
  auth: 'user',
  summary: 'The standing as if ungraded items had the grades you send (signed-in session)',
  description: `The session equivalent of POST /api/v1/me/gpa. ${WHAT_IF_DESCRIPTION}`,
  tags: ['Courses'],
  body: GpaWhatIf,
  responses: { 200: Gpa },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/me/gpa – per-course and overall standing
  handle(getGpa, async ({ principal, query }) => ({
    status: 200,
    body: await gpaOfRequest(db(), principal.user.id, query),
  })),
  // POST /api/me/gpa – the same, with what-if grades
  handle(whatIfGpa, async ({ principal, body }) => ({
    status: 200,
    body: await gpaOfRequest(db(), principal.user.id, body),
  })),
);
