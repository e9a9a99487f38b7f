// The one place a push leaves the service: web-push over node:https, behind a seam
// (PushTransport) so callers see only a classified outcome and never an exception.
// web-push (with its bn.js and asn1.js: about 160 KiB) is imported on the first push: a job run
// with nothing due, or a refused request, never needs it.
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebPushError } from 'web-push';
import { checkPushEndpoint, guardedLookup } from './endpoint.js';
import type { VapidConfig } from './vapid.js';

/** A push service answers within this many milliseconds or the device counts as not reached. */
export const PUSH_TIMEOUT_MS = 5000;

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** At most MAX_PAYLOAD_BYTES (lib/push/payload.ts). */
  payload: string;
  /** How long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: Urgency;
  /** A newer message with the same topic replaces one still queued (≤ 32 base64url characters). */
  topic?: string;
}

export type PushOutcome =
  /** Accepted by the push service (201 as a rule). */
  | { kind: 'sent'; status: number }
  /** 404 or 410: the subscription no longer exists; the device must be forgotten. */
  | { kind: 'gone'; status: number }
  /** Refused for good (400, 413, a forbidden address, …): retrying the same message is useless. */
  | { kind: 'rejected'; status: number | null; reason: string }
  /** Transient (429, 5xx, 401/403 while keys are fixed, timeout, network): may be retried later. */
  | { kind: 'retry'; status: number | null; retryAfterSeconds: number | null; reason: string };

export type PushTransport = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/**
 * Every connection resolves the host through guardedLookup, so a registered name that later
 * resolves to a private or metadata address is refused at connect time (DNS rebinding).
 * web-push never follows redirects.
 */
const agent = new https.Agent({ lookup: guardedLookup as unknown as LookupFunction, keepAlive: true, maxSockets: 64 });

export function webPushTransport(vapid: VapidConfig, options: { timeoutMs?: number } = {}): PushTransport {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return async (target, message) => {
    try {
      // Rows are checked when registered; checking again costs microseconds and keeps a row
      // written by any other path from turning the sender into a proxy.
      checkPushEndpoint(target.endpoint);
    } catch {
      return { kind: 'rejected', status: null, reason: 'endpoint not allowed' };
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<PushOutcome>((resolve) => {
      timer = setTimeout(
        () => resolve({ kind: 'retry', status: null, retryAfterSeconds: null, reason: 'timeout' }),
        timeoutMs,
      );
    });
    const webpush = await loadWebPush();
    const send = webpush
      .sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message.payload,
        {
          vapidDetails,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          // Socket inactivity; the race below bounds the whole exchange.
          timeout: timeoutMs,
          agent,
        },
      )
      .then(
        (res): PushOutcome => ({ kind: 'sent', status: res.statusCode }),
        (err: unknown) => classifyFailure(err, webpush.WebPushError),
      );
    try {
      return await Promise.race([send, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

let webPush: Promise<typeof import('web-push')> | undefined;
const loadWebPush = () => (webPush ??= import('web-push').then((m) => m.default));

function classifyFailure(err: unknown, PushServiceError: typeof WebPushError): PushOutcome {
  if (err instanceof PushServiceError) {
    const status = err.statusCode;
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500 || status === 401 || status === 403) {
      return {
        kind: 'retry',
        status,
        retryAfterSeconds: retryAfter(err.headers?.['retry-after']),
        reason: `push service answered ${status}`,
      };
    }
    return { kind: 'rejected', status, reason: `push service answered ${status}` };
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EPUSHBLOCKED')
    return { kind: 'rejected', status: null, reason: 'endpoint resolves to a forbidden address' };
  return {
    kind: 'retry',
    status: null,
    retryAfterSeconds: null,
    reason: code ?? (err instanceof Error ? err.message : 'network failure'),
  };
}

/** Retry-After as seconds (a number of seconds or an HTTP date); null when absent or unreadable. */
export function retryAfter(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Runs fn over items with at most `limit` in flight; results keep the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
