import { db } from '../lib/db.js';
import { ApiError } from '../lib/errors.js';
import { checkPushEndpoint } from '../lib/push/endpoint.js';
import { checkSubscriptionKeys } from '../lib/push/keys.js';
import { registerDevice, unregisterDevice } from '../lib/push/devices.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { iso } from '../schemas/common.js';
import { PushDevice, PushSubscriptionInput, PushUnsubscribed, PushUnsubscribeInput } from '../schemas/push.js';

export const subscribePush = defineRoute({
  operationId: 'subscribePush',
  method: 'POST',
  path: '/api/push-subscriptions',
  auth: 'user',
  summary: 'Register this device for push notifications',
  description:
    'Upserts the browser PushSubscription by endpoint: 201 when the endpoint is new to the caller, 200 when the caller ' +
    'already had it (its keys are updated). An endpoint registered by another account moves to the caller, since it ' +
    'identifies one browser profile. The endpoint must be an https URL on the default port whose host is public: ' +
    'loopback, private, CGNAT, link-local, unique-local, metadata and internal names are refused. A user keeps at ' +
    'most 20 devices; registering another forgets the least recently registered.',
  tags: ['Push'],
  body: PushSubscriptionInput,
  responses: { 200: PushDevice, 201: PushDevice },
  errors: ['conflict'],
});

export const unsubscribePush = defineRoute({
  operationId: 'unsubscribePush',
  method: 'DELETE',
  path: '/api/push-subscriptions',
  auth: 'user',
  summary: 'Forget a device',
  description:
    'The endpoint goes in the JSON body, not the query string: endpoints are capability URLs and query strings end ' +
    'up in logs. 404 when the caller has no device with that endpoint.',
  tags: ['Push'],
  body: PushUnsubscribeInput,
  responses: { 200: PushUnsubscribed },
  errors: ['not_found'],
});

// POST /api/push-subscriptions – register (upsert) the caller's device
// DELETE /api/push-subscriptions – forget one of the caller's devices
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(subscribePush, async ({ body, principal }) => {
    const endpoint = checkPushEndpoint(body.endpoint);
    const keys = checkSubscriptionKeys(body.keys);
    const device = await registerDevice(db(), principal.user.id, endpoint, keys);
    const out = { endpoint: device.endpoint, createdAt: iso(device.createdAt), updatedAt: iso(device.updatedAt) };
    return device.created ? { status: 201, body: out } : { status: 200, body: out };
  }),
  handle(unsubscribePush, async ({ body, principal }) => {
    // Registered endpoints are stored normalised; look the given one up the same way when it parses.
    let endpoint = body.endpoint;
    try {
      endpoint = new URL(body.endpoint).href;
    } catch {
      // Not a URL: cannot match a stored endpoint; the lookup below answers 404.
    }
    if (!(await unregisterDevice(db(), principal.user.id, endpoint))) {
      throw new ApiError('not_found', {
        message: 'You have no device with this endpoint.',
        hint: 'Send the endpoint exactly as registered.',
      });
    }
    return { status: 200, body: { deleted: true as const } };
  }),
);
