// sendTestPush: one notification to every device of the caller, so a user can see that
// push works. Devices whose push service answers 404/410 are forgotten on the way.
import type { Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { devicesOf, forgetDevices } from './devices.js';
import { encodePayload } from './payload.js';
import { mapLimit, type PushTransport } from './transport.js';

export const TEST_PUSH_DEFAULTS = {
  title: 'GradeTrack',
  body: 'Test notification: push works on this device.',
} as const;
/** A test push is worth nothing after ten minutes. */
const TEST_PUSH_TTL_SECONDS = 600;

export const noDevice = () =>
  new ApiError('conflict', {
    message: 'No device is subscribed to push notifications yet.',
    hint: 'Allow notifications in the app on this device (POST /api/push-subscriptions), then try again.',
  });

export async function sendTestPush(
  sql: Queryable,
  userId: string,
  text: { title?: string | undefined; body?: string | undefined },
  transport: PushTransport,
  /** Runs once the caller is known to have devices, before anything is sent (the rate limit). */
  beforeSend?: () => Promise<void>,
): Promise<{ sent: number; devicesRemoved: number }> {
  const devices = await devicesOf(sql, userId);
  if (devices.length === 0) throw noDevice();
  await beforeSend?.();
  const payload = encodePayload({
    title: text.title ?? TEST_PUSH_DEFAULTS.title,
    body: text.body ?? TEST_PUSH_DEFAULTS.body,
    tag: 'test',
    data: { kind: 'test' },
  });
  const outcomes = await mapLimit(devices, 10, (device) =>
    transport(device, { payload, ttlSeconds: TEST_PUSH_TTL_SECONDS, urgency: 'normal' }),
  );
  const gone = devices.filter((_, i) => outcomes[i]!.kind === 'gone').map((d) => d.id);
  const devicesRemoved = await forgetDevices(sql, gone);
  const sent = outcomes.filter((o) => o.kind === 'sent').length;
  // One device's failing push service is that device's problem (not reached); when no device was
  // reached because every push service that did not refuse for good failed or timed out, the
  // upstream failed: say so (502) instead of a 200 that looks like success.
  const failed = outcomes.filter((o) => o.kind === 'retry').length;
  if (sent === 0 && failed > 0) {
    throw new ApiError('upstream_error', {
      message: `No push service accepted the notification: ${failed} of ${devices.length} device(s) failed or did not answer in time.`,
      hint: 'The push services may be unavailable; try again in a few minutes. Your devices are kept.',
    });
  }
  return { sent, devicesRemoved };
}
