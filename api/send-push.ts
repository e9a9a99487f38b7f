import { db } from '../lib/db.js';
import { enforce, hit } from '../lib/ratelimit.js';
import * as testPush from '../lib/push/test-push.js';
import { webPushTransport } from '../lib/push/transport.js';
import { vapidConfig } from '../lib/push/vapid.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { SendPushInput, SendPushResult, TEST_PUSH_BODY_MAX, TEST_PUSH_TITLE_MAX } from '../schemas/push.js';

/** Test pushes per user per hour: each one costs a request to every device's push service. */
export const TEST_PUSH_LIMIT = { limit: 10, windowSeconds: 3600 } as const;

export const sendTestPush = defineRoute({
  operationId: 'sendTestPush',
  method: 'POST',
  path: '/api/send-push',
  auth: 'user',
  summary: 'Send a test notification to every device of the caller',
  description:
    `Optional body: title (at most ${TEST_PUSH_TITLE_MAX} characters) and body (at most ${TEST_PUSH_BODY_MAX}). ` +
    '`sent` counts the devices whose push service accepted the notification; a device answering 404 or 410 is ' +
    'deleted and not counted, other failures (413, 429, 5xx, timeouts) count as not reached; when no device was ' +
    'reached because push services failed or timed out (429, 5xx, timeout, network), 502 upstream_error. 409 when no device is ' +
    `subscribed; ${TEST_PUSH_LIMIT.limit} test pushes per hour.`,
  tags: ['Push'],
  body: SendPushInput,
  bodyRequired: false,
  responses: { 200: SendPushResult },
  errors: ['conflict', 'rate_limited', 'not_configured', 'upstream_error'],
});

// POST /api/send-push – a test notification to each of the caller's devices
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(sendTestPush, async ({ body, principal }) => {
    const transport = webPushTransport(vapidConfig());
    const sql = db();
    const userId = principal.user.id;
    const { sent } = await testPush.sendTestPush(sql, userId, body ?? {}, transport, async () => {
      enforce(
        await hit(sql, `send-push:${userId}`, TEST_PUSH_LIMIT.limit, TEST_PUSH_LIMIT.windowSeconds),
        'test pushes',
      );
    });
    return { status: 200, body: { sent } };
  }),
);
