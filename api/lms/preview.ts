import { db } from '../../lib/db.js';
import { MAX_FEED_BYTES } from '../../lib/lms/fetch.js';
import { previewFeed } from '../../lib/lms/service.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { LmsPlan, LmsQuery, LmsSourceInput } from '../../schemas/lms.js';

export const previewLmsImport = defineRoute({
  operationId: 'previewLmsImport',
  method: 'POST',
  path: '/api/lms/preview',
  auth: 'user',
  summary: 'Preview what your LMS calendar feed would import',
  description:
    'Reads a Canvas, Moodle, Brightspace or Blackboard calendar feed (or any iCalendar file) and answers the plan, storing nothing: ' +
    'the courses found (your course with the same code, or a proposed one) and one change per deliverable. Class meetings, office hours, ' +
    'and the opening of a quiz or an availability window are skipped; the close of a quiz with no due date is its deadline. Send ' +
    '`{"url": …}` (fetched over https from a public address, at most 5 MB and 10 s) or the file itself as `text/calendar` (or as JSON ' +
    '`{"calendar": …}`). A malformed feed is 400 naming the problem; a feed that cannot be fetched is 502.',
  tags: ['LMS'],
  query: LmsQuery,
  body: LmsSourceInput,
  textBody: { mediaType: 'text/calendar', field: 'calendar' },
  maxBodyBytes: MAX_FEED_BYTES,
  responses: { 200: LmsPlan },
  errors: ['upstream_error'],
});

// POST /api/lms/preview – the import plan of a feed, nothing stored
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(previewLmsImport, async ({ body, query, principal }) => ({
    status: 200,
    body: await previewFeed(db(), principal.user.id, body, query.course),
  })),
);
