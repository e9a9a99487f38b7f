import { db } from '../../lib/db.js';
import { createFeed, listFeeds, type FeedRow } from '../../lib/lms/service.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { iso } from '../../schemas/common.js';
import { LmsFeed, LmsFeedInput, LmsFeedList } from '../../schemas/lms.js';

export const createLmsFeed = defineRoute({
  operationId: 'createLmsFeed',
  method: 'POST',
  path: '/api/lms/feeds',
  auth: 'user',
  summary: 'Keep an LMS calendar feed for syncing',
  description:
    'The scheduled sync reads the feed every few hours: a moved due date updates its assessment and sends you one push. The URL is ' +
    'your secret: it is never logged and never returned, only its host and last 4 characters; deleting the feed deletes it. The URL ' +
    'must be https on a public host. Free accounts keep 2 feeds, paid ones 10 (400 over the limit); the same URL twice is 409.',
  tags: ['LMS'],
  body: LmsFeedInput,
  idempotent: true,
  responses: { 201: LmsFeed },
  errors: ['conflict'],
});

export const listLmsFeeds = defineRoute({
  operationId: 'listLmsFeeds',
  method: 'GET',
  path: '/api/lms/feeds',
  auth: 'user',
  summary: 'Your kept LMS feeds and how their syncing goes',
  description:
    'A failing feed says why (`error`) and is retried later, waiting longer after each failure (30 minutes, doubling, at most a day). An account that keeps more feeds than its plan syncs (after a downgrade) has its newest feeds `paused`: they are not read until the plan keeps them.',
  tags: ['LMS'],
  responses: { 200: LmsFeedList },
});

export function toFeed(row: FeedRow) {
  return {
    id: row.id,
    host: row.host,
    last4: row.tail,
    course: row.default_course,
    status: row.paused
      ? ('paused' as const)
      : row.failures > 0
        ? ('failing' as const)
        : row.last_synced_at
          ? ('ok' as const)
          : ('pending' as const),
    error: row.last_error,
    failures: row.failures,
    lastSyncedAt: iso(row.last_synced_at),
    nextSyncAt: iso(row.next_sync_at),
    createdAt: iso(row.created_at),
  };
}

// POST /api/lms/feeds – keep a feed for syncing
// GET /api/lms/feeds – list kept feeds, with their sync status
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(createLmsFeed, async ({ body, principal }) => ({
    status: 201,
    body: toFeed(await createFeed(db(), principal.user.id, body)),
  })),
  handle(listLmsFeeds, async ({ principal }) => ({
    status: 200,
    body: { items: (await listFeeds(db(), principal.user.id)).map(toFeed) },
  })),
);
