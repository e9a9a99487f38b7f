// The two keys of a browser push subscription (RFC 8291): p256dh, the browser's P-256
// public key, and auth, its 16-byte secret. Bad keys are refused at registration, so a push
// never fails later on encryption.
import { ECDH } from 'node:crypto';
import { badRequest } from '../errors.js';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

/** Validates and normalises both keys to unpadded base64url (the form browsers send). */
export function checkSubscriptionKeys(keys: SubscriptionKeys): SubscriptionKeys {
  const p256dh = decode(keys.p256dh, 'keys.p256dh');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) {
    throw badRequest('keys.p256dh: must be an uncompressed P-256 public key (65 bytes, base64url)');
  }
  try {
    // Throws unless the point lies on the curve.
    ECDH.convertKey(p256dh, 'prime256v1');
  } catch {
    throw badRequest('keys.p256dh: not a point on the P-256 curve');
  }
  const auth = decode(keys.auth, 'keys.auth');
  if (auth.length !== 16) throw badRequest('keys.auth: must be 16 bytes, base64url');
  return { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}

function decode(value: string, field: string): Buffer {
  if (!BASE64URL.test(value)) throw badRequest(`${field}: must be base64url (A–Z, a–z, 0–9, "-", "_")`);
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}
