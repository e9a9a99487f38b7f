// The JSON a service worker receives in its `push` event. Push services must accept 4,096
// encrypted bytes (RFC 8030 §7.2), aes128gcm spends 103 of them, and some devices take less,
// so every payload is kept to 3 KB: an over-long text is shortened, never refused.
export const MAX_PAYLOAD_BYTES = 3072;

export interface Notification {
  title: string;
  body: string;
  /** Lets the browser replace an earlier notification with the same tag. */
  tag?: string;
  data?: Record<string, string | number | boolean | null>;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Serialises a notification within MAX_PAYLOAD_BYTES, shortening body, then title, if need be. */
export function encodePayload(notification: Notification): string {
  let current = { ...notification };
  for (const field of ['body', 'title'] as const) {
    let json = JSON.stringify(current);
    while (bytes(json) > MAX_PAYLOAD_BYTES && current[field].length > 0) {
      const chars = Array.from(current[field]);
      // Cut by the overshoot (at least one character) and retry; JSON escapes make bytes per
      // character uneven, so the loop, not arithmetic, decides.
      const over = bytes(json) - MAX_PAYLOAD_BYTES;
      const keep = Math.max(0, chars.length - Math.max(2, Math.ceil(over / 6)));
      current = { ...current, [field]: keep > 0 ? `${chars.slice(0, keep).join('')}…` : '' };
      json = JSON.stringify(current);
    }
    if (bytes(json) <= MAX_PAYLOAD_BYTES) return json;
  }
  // Only the tag or data could still be too large; they are built by this service, not clients.
  const { tag: _tag, data: _data, ...bare } = current;
  return JSON.stringify(bare);
}
