// Stand-in push services at the network edge (msw): real push service hosts, their real
// answers (201 Created; 404/410 for a dead subscription; 413, 429, 500), and a device side
// that decrypts each message as a browser would (RFC 8291 aes128gcm) and checks the VAPID
// token (RFC 8292), so tests assert what a device would actually show.
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';
import { delay, http, HttpResponse } from 'msw';

export const PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'] as const;

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

let deviceCounter = 0;

/** A browser-side subscription: a fresh P-256 key pair and auth secret, on a real push host. */
export function makeDevice(host: (typeof PUSH_HOSTS)[number] = 'fcm.googleapis.com'): FakeDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const id = `${++deviceCounter}-${randomBytes(12).toString('base64url')}`;
  const path =
    host === 'fcm.googleapis.com' ? `/fcm/send/${id}` : host === 'web.push.apple.com' ? `/${id}` : `/wpush/v2/${id}`;
  return {
    endpoint: `https://${host}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

export interface Received {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  encryptedBytes: number;
  payload: { title: string; body: string; tag?: string; data?: Record<string, unknown> };
  plaintextBytes: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Answer this late. Tests use it for a service slower than the sender's timeout, so a late answer is never recorded as delivered. */
  delayMs?: number;
}

/** Decrypts one aes128gcm message for the device (single record, as web-push sends). */
export function decrypt(device: FakeDevice, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

async function verifyVapid(header: string | null, endpoint: string, publicKey: string): Promise<void> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`bad Authorization header: ${header}`);
  if (match[2] !== publicKey) throw new Error('VAPID key is not the configured one');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1]!, key, { audience: new URL(endpoint).origin, algorithms: ['ES256'] });
  if (!payload.sub || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('VAPID sub is not mailto: or https:');
}

/** The fake push services: register devices, choose answers per device, read what arrived. */
export class FakePushService {
  readonly received: Received[] = [];
  /** Every request, answered or not (a 410 is a request too). */
  readonly requests: string[] = [];
  /** What a real push service or device would have refused (bad VAPID token, undecryptable body …). */
  readonly problems: string[] = [];
  private readonly devices = new Map<string, FakeDevice>();
  private readonly answers = new Map<string, Answer | ((n: number) => Answer)>();

  constructor(private readonly vapidPublicKey: () => string) {}

  device(host?: (typeof PUSH_HOSTS)[number]): FakeDevice {
    const device = makeDevice(host);
    this.devices.set(device.endpoint, device);
    return device;
  }

  /** How the push service answers for this endpoint from now on (201 unless told). */
  answer(endpoint: string, answer: Answer | ((n: number) => Answer)): void {
    this.answers.set(endpoint, answer);
  }

  receivedBy(endpoint: string): Received[] {
    return this.received.filter((r) => r.endpoint === endpoint);
  }

  handlers() {
    return PUSH_HOSTS.map((host) =>
      http.post(`https://${host}/*`, async ({ request }) => {
        const endpoint = request.url;
        this.requests.push(endpoint);
        const n = this.requests.filter((e) => e === endpoint).length;
        const configured = this.answers.get(endpoint);
        const answer = typeof configured === 'function' ? configured(n) : (configured ?? { status: 201 });
        if (answer.delayMs && answer.delayMs >= 1000) {
          await delay(answer.delayMs);
          return new HttpResponse(null, { status: 504 });
        }
        if (answer.delayMs) await delay(answer.delayMs);
        const device = this.devices.get(endpoint);
        // An endpoint the service never issued is gone as far as it is concerned.
        if (!device) return new HttpResponse(null, { status: 404 });
        const body = Buffer.from(await request.arrayBuffer());
        let plaintext: Buffer;
        try {
          await verifyVapid(request.headers.get('authorization'), endpoint, this.vapidPublicKey());
          if (request.headers.get('content-encoding') !== 'aes128gcm') throw new Error('not aes128gcm');
          if (body.length > 4096) throw new Error(`${body.length} encrypted bytes`);
          plaintext = decrypt(device, body);
        } catch (err) {
          this.problems.push(`${endpoint}: ${(err as Error).message}`);
          return new HttpResponse(null, { status: 400 });
        }
        if (answer.status >= 200 && answer.status < 300) {
          this.received.push({
            endpoint,
            ttl: Number(request.headers.get('ttl')),
            urgency: request.headers.get('urgency'),
            topic: request.headers.get('topic'),
            encryptedBytes: body.length,
            plaintextBytes: plaintext.length,
            payload: JSON.parse(plaintext.toString('utf8')) as Received['payload'],
          });
        }
        return new HttpResponse(null, {
          status: answer.status,
          headers: { ...(answer.status === 201 ? { location: `${endpoint}/m/${n}` } : {}), ...answer.headers },
        });
      }),
    );
  }
}
