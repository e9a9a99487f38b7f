import { db } from '../../lib/db.js';
import { deleteFeed, rotateFeed } from '../../lib/calendar/feed.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { CalendarFeed, CalendarFeedDeleted } from '../../schemas/calendar.js';
import { iso } from '../../schemas/common.js';

export const createCalendarFeed = defineRoute({
  operationId: 'createCalendarFeed',
  method: 'POST',
  path: '/api/me/calendar-feed',
  auth: 'user',
  summary: 'Create or rotate your calendar feed address',
  description:
    'Returns the address of an iCalendar feed of your dated deadlines, once. The address is a read-only capability (calendar apps cannot send headers); only its SHA-256 is stored. Calling again rotates it: the previous address stops working at once.',
  tags: ['Calendar'],
  responses: { 201: CalendarFeed },
});

export const deleteCalendarFeed = defineRoute({
  operationId: 'deleteCalendarFeed',
  method: 'DELETE',
  path: '/api/me/calendar-feed',
  auth: 'user',
  summary: 'Turn your calendar feed off',
  tags: ['Calendar'],
  responses: { 200: CalendarFeedDeleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/me/calendar-feed – a new feed address; the old one stops working
  handle(createCalendarFeed, async ({ principal }) => {
    const feed = await rotateFeed(db(), principal.user.id);
    return { status: 201, body: { url: feed.url, createdAt: iso(feed.createdAt) } };
  }),
  // DELETE /api/me/calendar-feed – no feed address works any more
  handle(deleteCalendarFeed, async ({ principal }) => {
    await deleteFeed(db(), principal.user.id);
    return { status: 200, body: { deleted: true as const } };
  }),
);
