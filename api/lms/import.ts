import { db } from '../../lib/db.js';
import { MAX_FEED_BYTES } from '../../lib/lms/fetch.js';
import { importFeed } from '../../lib/lms/service.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { LmsPlan, LmsQuery, LmsSourceInput } from '../../schemas/lms.js';

export const importLmsFeed = defineRoute({
  operationId: 'importLmsFeed',
  method: 'POST',
  path: '/api/lms/import',
  auth: 'user',
  summary: 'Import the deadlines of your LMS calendar feed',
  description:
    'Applies the plan `POST /api/lms/preview` answers for the same feed, in one transaction, and answers it with the ids written: ' +
    'proposed courses are created, new deliverables added (joining their group of the outline when they continue one), dates updated, ' +
    'and each LMS event linked to its assessment. A date you set by hand is never overwritten (a `conflict`), nor a weight you set ' +
    'by hand. Importing the same feed again changes nothing: every change is `unchanged`. A malformed feed is 400 naming the ' +
    'problem; a feed that cannot be fetched is 502.',
  tags: ['LMS'],
  query: LmsQuery,
  body: LmsSourceInput,
  textBody: { mediaType: 'text/calendar', field: 'calendar' },
  maxBodyBytes: MAX_FEED_BYTES,
  idempotent: true,
  responses: { 200: LmsPlan },
  errors: ['upstream_error', 'conflict'],
});

// POST /api/lms/import – apply the import plan of a feed
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(importLmsFeed, async ({ body, query, principal }) => ({
    status: 200,
    body: await importFeed(db(), principal.user.id, body, query.course),
  })),
);
