import { db } from '../lib/db.js';
import { cachedSections } from '../lib/directory/index.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { SectionsQuery, SectionsResponse } from '../schemas/directory.js';

export const getSections = defineRoute({
  operationId: 'getSections',
  method: 'GET',
  path: '/api/sections',
  auth: 'none',
  summary: 'Live sections of a course',
  description:
    "Sections, meeting times and seats of one course in the terms the university's directory currently lists, read live from the configured university (DIRECTORY_PROVIDER: Concordia or Waterloo). No quota: cache the result (the response is cacheable for 60 s at the edge, and the server reuses a course's answer for 60 s whatever the case or order of the parameters), do not poll in a tight loop, and identify your client with a User-Agent header. A course without sections answers 200 with an empty list. When the university's directory fails or times out the answer is 502 upstream_error, never a partial list.",
  tags: ['Directory'],
  query: SectionsQuery,
  responses: { 200: SectionsResponse },
  errors: ['upstream_error', 'not_configured'],
  // SPEC lists 401 for getSections; the route is open, so it is documented, not raised.
  documentedErrors: ['unauthorized'],
  cacheControl: 'public, s-maxage=60, stale-while-revalidate=300',
});

// GET /api/sections – live sections of one course from the university's directory
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getSections, async ({ query }) => ({
    status: 200,
    body: { subject: query.subject, catalog: query.catalog, sections: await cachedSections(db(), query) },
  })),
);
