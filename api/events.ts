import { db } from '../lib/db.js';
import { isBot, normalisePath, recordPageView } from '../lib/owner/visits.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { EventAccepted, PageViewEvent } from '../schemas/owner.js';

export const recordEvent = defineRoute({
  operationId: 'recordEvent',
  method: 'POST',
  path: '/api/events',
  auth: 'none',
  summary: 'Anonymous page-view beacon',
  description:
    'Counts a page view for the owner statistics without cookies or stored personal data: the visitor is a SHA-256 of a random daily salt, the IP address and the user agent, and the salt is deleted after its day. Requests from bots, crawlers and HTTP libraries are accepted and not counted. At most 240 beacons per minute from one address (429 beyond).',
  tags: ['Events'],
  body: PageViewEvent,
  responses: { 202: EventAccepted },
  errors: ['rate_limited'],
});

// POST /api/events – count one page view
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(recordEvent, async ({ body, ctx }) => {
    const path = normalisePath(body.path);
    const userAgent = ctx.request.headers.get('user-agent');
    if (!isBot(userAgent)) await recordPageView(db(), { path, ip: ctx.ip, userAgent: userAgent ?? '' });
    return { status: 202, body: { ok: true as const } };
  }),
);
