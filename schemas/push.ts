import { z } from '../lib/zod.js';
import { MAX_ENDPOINT_LENGTH } from '../lib/push/endpoint.js';
import { IsoDateTime } from './common.js';

const Endpoint = z.string().min(1).max(MAX_ENDPOINT_LENGTH).openapi({
  // The address must also be public (not loopback or private), which a pattern cannot say.
  format: 'uri',
  // A host after the scheme: at least one character that ends the authority neither.
  pattern: '^https://[^/?#@:\\s]',
  description: 'PushSubscription.endpoint: an https URL of a public push service.',
  example: 'https://fcm.googleapis.com/fcm/send/dXJ…',
});

export const PushSubscriptionInput = z
  .object({
    endpoint: Endpoint,
    keys: z.object({
      p256dh: z.string().max(200).openapi({
        // 65 bytes (0x04, then the point) in base64url: 87 characters, padding optional.
        pattern: '^B[A-P][A-Za-z0-9_-]{85}={0,2}$',
        description:
          "The browser's P-256 public key: an uncompressed point (65 bytes, base64url). It must also be a point on the P-256 curve, which a pattern cannot say.",
      }),
      auth: z.string().max(100).openapi({
        pattern: '^[A-Za-z0-9_-]{22}={0,2}$',
        description: 'The authentication secret, base64url (16 bytes).',
      }),
    }),
    // PushSubscription.toJSON() also carries expirationTime; accepted and ignored.
    expirationTime: z.number().nullable().optional(),
  })
  .openapi('PushSubscriptionInput', { description: 'The JSON of a browser PushSubscription (subscription.toJSON()).' });

export const PushDevice = z
  .object({
    endpoint: z.string(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .openapi('PushDevice', { description: 'A device registered for push notifications (its keys are never returned).' });

export const PushUnsubscribeInput = z
  .object({ endpoint: Endpoint })
  .strict()
  .openapi('PushUnsubscribeInput', { description: 'The endpoint of the subscription to forget.' });

export const PushUnsubscribed = z.object({ deleted: z.literal(true) }).openapi('PushUnsubscribed');

export const TEST_PUSH_TITLE_MAX = 100;
export const TEST_PUSH_BODY_MAX = 500;

export const SendPushInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .regex(/\S/, 'must not be blank')
      .max(TEST_PUSH_TITLE_MAX, `at most ${TEST_PUSH_TITLE_MAX} characters`)
      .optional(),
    body: z
      .string()
      .trim()
      .min(1)
      .regex(/\S/, 'must not be blank')
      .max(TEST_PUSH_BODY_MAX, `at most ${TEST_PUSH_BODY_MAX} characters`)
      .optional(),
  })
  .strict()
  .openapi('SendPushInput', { description: 'Optional text of the test notification.' });

export const SendPushResult = z
  .object({
    sent: z.number().int().min(0).openapi({ description: 'Devices the push services accepted the notification for.' }),
  })
  .openapi('SendPushResult');

export const RunRemindersResult = z
  .object({
    sent: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Reminder notifications the push services accepted in this run.' }),
    notReached: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Pushes refused or failed; transient failures are retried by a later run.' }),
    devicesRemoved: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Devices deleted because their push service answered 404 or 410.' }),
    more: z.boolean().openapi({
      description: 'True when the run stopped at its time budget; reminders may be left for the next run.',
    }),
  })
  .openapi('RunRemindersResult');
