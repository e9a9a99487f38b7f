import { db } from '../../lib/db.js';
import { feedCalendar } from '../../lib/calendar/feed.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { FeedParams, ICalendar } from '../../schemas/calendar.js';

export const getCalendarFeed = defineRoute({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/api/calendar/{feed}',
  auth: 'none',
  summary: 'Your deadlines as an iCalendar feed (/api/calendar/<feed token>.ics)',
  description:
    'RFC 5545, for subscribing in calendar apps. The secret address is the credential (created with POST /api/me/calendar-feed). Dated assessments of current courses; times in UTC, date-only deadlines as all-day events. An unknown or rotated address answers 404 `not_found` in JSON.',
  tags: ['Calendar'],
  params: FeedParams,
  responses: { 200: ICalendar },
  errors: ['not_found'],
  contentType: 'text/calendar',
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/calendar/{feed}.ics – the feed owner's deadlines
  handle(getCalendarFeed, async ({ params, ctx }) => {
    const body = await feedCalendar(db(), params.feed);
    return {
      response: new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="gradetrack.ics"',
          // The address is a secret: shared caches must not keep it; apps refetch as REFRESH-INTERVAL says.
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'x-request-id': ctx.requestId,
        },
      }),
    };
  }),
);
