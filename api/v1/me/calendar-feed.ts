import { deleteFeed, rotateFeed } from '../../../lib/calendar/feed.js';
import { db } from '../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { CalendarFeed, CalendarFeedDeleted } from '../../../schemas/calendar.js';
import { iso } from '../../../schemas/common.js';

export const createMyCalendarFeed = defineRoute({
  operationId: 'createMyCalendarFeed',
  method: 'POST',
  path: '/api/v1/me/calendar-feed',
  auth: 'token:personal',
  summary: "Create or rotate the token owner's calendar feed address",
  description:
    'As POST /api/me/calendar-feed: returns the address of an iCalendar feed of the dated deadlines, once (only its SHA-256 is stored, so it cannot be read back later). Calling again rotates it: the previous address stops working at once.',
  tags: ['Personal API'],
  responses: { 201: CalendarFeed },
});

export const deleteMyCalendarFeed = defineRoute({
  operationId: 'deleteMyCalendarFeed',
  method: 'DELETE',
  path: '/api/v1/me/calendar-feed',
  auth: 'token:personal',
  summary: "Turn the token owner's calendar feed off",
  tags: ['Personal API'],
  responses: { 200: CalendarFeedDeleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/v1/me/calendar-feed – a new feed address; the old one stops working
  handle(createMyCalendarFeed, async ({ principal }) => {
    const feed = await rotateFeed(db(), principal.token.userId);
    return { status: 201, body: { url: feed.url, createdAt: iso(feed.createdAt) } };
  }),
  // DELETE /api/v1/me/calendar-feed – no feed address works any more
  handle(deleteMyCalendarFeed, async ({ principal }) => {
    await deleteFeed(db(), principal.token.userId);
    return { status: 200, body: { deleted: true as const } };
  }),
);
