import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createECDH, randomBytes } from 'node:crypto';
import { encodePayload, MAX_PAYLOAD_BYTES } from '../../lib/push/payload.js';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

describe('encodePayload', () => {
  it('keeps short notifications as they are', () => {
    expect(JSON.parse(encodePayload({ title: 'a', body: 'b', tag: 't' }))).toEqual({ title: 'a', body: 'b', tag: 't' });
  });

  it('keeps every payload within 3 KB and 4,096 encrypted bytes, shortening the body first', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 3000 }),
        fc.string({ unit: 'binary', maxLength: 3000 }),
        (title, body) => {
          const json = encodePayload({ title, body, tag: 'reminder-x', data: { kind: 'reminder' } });
          expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
          const parsed = JSON.parse(json) as { title: string; body: string };
          if (
            Buffer.byteLength(JSON.stringify({ title, body, tag: 'reminder-x', data: { kind: 'reminder' } })) <=
            MAX_PAYLOAD_BYTES
          ) {
            expect(parsed).toMatchObject({ title, body });
          }
          const encrypted = webpush.encrypt(keys.p256dh, keys.auth, json, 'aes128gcm');
          expect(encrypted.cipherText.length).toBeLessThanOrEqual(4096);
        },
      ),
      { numRuns: 200 },
    );
  });
});
