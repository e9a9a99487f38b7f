import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { MAX_DEVICES_PER_USER } from '../../lib/push/devices.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { makeDevice } from '../support/push-service.js';

const PATH = '/api/push-subscriptions';

async function rowsFor(endpoint: string) {
  return db()<
    { user_id: string; p256dh: string; auth: string }[]
  >`select user_id, p256dh, auth from push_subscriptions where endpoint = ${endpoint}`;
}

describe('POST /api/push-subscriptions', () => {
  it('registers a browser subscription (201), then updates it in place (200)', async () => {
    const user = await makeUser();
    const device = makeDevice('updates.push.services.mozilla.com');
    const first = await call('POST', PATH, { token: user.token, body: { ...device, expirationTime: null } });
    expect(first.status).toBe(201);
    const body = (await expectDocumented('POST', PATH, first)) as { endpoint: string; createdAt: string };
    expect(body.endpoint).toBe(device.endpoint);
    expect(JSON.stringify(body)).not.toContain(device.keys.auth);

    const rotated = makeDevice();
    const again = await call('POST', PATH, {
      token: user.token,
      body: { endpoint: device.endpoint, keys: rotated.keys },
    });
    expect(again.status).toBe(200);
    await expectDocumented('POST', PATH, again);
    expect(await rowsFor(device.endpoint)).toEqual([
      { user_id: user.id, p256dh: rotated.keys.p256dh, auth: rotated.keys.auth },
    ]);
  });

  it('moves an endpoint registered by another account to the caller, without telling the caller whose it was', async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const device = makeDevice();
    expect((await call('POST', PATH, { token: alice.token, body: device })).status).toBe(201);
    const moved = await call('POST', PATH, { token: bob.token, body: device });
    expect(moved.status).toBe(201); // new to Bob: same answer as a brand-new endpoint
    expect((await rowsFor(device.endpoint)).map((r) => r.user_id)).toEqual([bob.id]);
    // Alice no longer has it, so she cannot unsubscribe it either.
    await expectError(
      await call('DELETE', PATH, { token: alice.token, body: { endpoint: device.endpoint } }),
      'not_found',
    );
  });

  it('accepts padded base64url keys and stores them unpadded', async () => {
    const user = await makeUser();
    const device = makeDevice();
    const padded = { p256dh: `${device.keys.p256dh}=`, auth: `${device.keys.auth}==` };
    expect(
      (await call('POST', PATH, { token: user.token, body: { endpoint: device.endpoint, keys: padded } })).status,
    ).toBe(201);
    expect((await rowsFor(device.endpoint))[0]).toMatchObject(device.keys);
  });

  it.each([
    [
      'p256dh not base64url',
      { p256dh: 'not+base64/url', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      /keys\.p256dh: must be base64url/,
    ],
    [
      'p256dh too short',
      { p256dh: 'BAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      /keys\.p256dh: must be an uncompressed P-256/,
    ],
    [
      'p256dh compressed form',
      { p256dh: Buffer.alloc(33, 2).toString('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      /keys\.p256dh: must be an uncompressed/,
    ],
    [
      'p256dh off the curve',
      {
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
      /not a point on the P-256 curve/,
    ],
    ['auth of 15 bytes', { auth: Buffer.alloc(15).toString('base64url') }, /keys\.auth: must be 16 bytes/],
    ['auth of 32 bytes', { auth: Buffer.alloc(32).toString('base64url') }, /keys\.auth: must be 16 bytes/],
    ['auth with spaces', { auth: 'AAAA AAAA' }, /keys\.auth: must be base64url/],
  ])('refuses bad keys: %s', async (_, keys, message) => {
    const user = await makeUser();
    const device = makeDevice();
    const body = await expectError(
      await call('POST', PATH, {
        token: user.token,
        body: { endpoint: device.endpoint, keys: { ...device.keys, ...keys } },
      }),
      'bad_request',
    );
    expect(body.message).toMatch(message);
    expect(await rowsFor(device.endpoint)).toEqual([]);
  });

  it('refuses a missing or malformed body', async () => {
    const user = await makeUser();
    await expectError(await call('POST', PATH, { token: user.token }), 'bad_request');
    await expectError(
      await call('POST', PATH, { token: user.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } }),
      'bad_request',
    );
    const long = await expectError(
      await call('POST', PATH, {
        token: user.token,
        body: { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}`, keys: makeDevice().keys },
      }),
      'bad_request',
    );
    expect(long.message).toMatch(/endpoint/);
  });

  it(`keeps at most ${MAX_DEVICES_PER_USER} devices per user, forgetting the least recently registered`, async () => {
    const user = await makeUser();
    const devices = Array.from({ length: MAX_DEVICES_PER_USER + 2 }, () => makeDevice());
    for (const device of devices)
      expect((await call('POST', PATH, { token: user.token, body: device })).status).toBe(201);
    const kept = await db()<{ endpoint: string }[]>`select endpoint from push_subscriptions where user_id = ${user.id}`;
    expect(kept).toHaveLength(MAX_DEVICES_PER_USER);
    expect(kept.map((r) => r.endpoint)).not.toContain(devices[0]!.endpoint);
    expect(kept.map((r) => r.endpoint)).not.toContain(devices[1]!.endpoint);
    expect(kept.map((r) => r.endpoint)).toContain(devices.at(-1)!.endpoint);
  });
});

describe('SSRF guard on POST /api/push-subscriptions', () => {
  // Every one of these would make the server POST to itself, its network or its cloud's metadata service.
  const refused: Array<[string, RegExp]> = [
    ['http://fcm.googleapis.com/fcm/send/x', /https URL/],
    ['ftp://fcm.googleapis.com/x', /https URL/],
    ['file:///etc/passwd', /https URL/],
    ['javascript:alert(1)', /https URL/],
    ['not a url', /not a valid URL/],
    ['https://user:pw@fcm.googleapis.com/x', /user information/],
    ['https://fcm.googleapis.com@169.254.169.254/latest', /user information/],
    ['https://fcm.googleapis.com:8443/x', /default https port/],
    ['https://localhost/x', /public host/],
    ['https://LOCALHOST./x', /public host/],
    ['https://push.localhost/x', /public host/],
    ['https://metadata.google.internal/computeMetadata/v1/', /public host/],
    ['https://vault.service.internal/x', /public host/],
    ['https://printer.local/x', /public host/],
    ['https://router.home.arpa/x', /public host/],
    ['https://intranet/x', /public host/],
    ['https://.A', /public host/], // an empty label; once a 400 with no reason (a check constraint)
    ['https://127.0.0.1/x', /loopback, private/],
    ['https://127.1/x', /loopback, private/],
    ['https://2130706433/x', /loopback, private/], // decimal 127.0.0.1
    ['https://0x7f000001/x', /loopback, private/], // hex
    ['https://0x7f.0.0.1/x', /loopback, private/],
    ['https://017700000001/x', /loopback, private/], // octal
    ['https://0177.0.0.01/x', /loopback, private/],
    ['https://0/x', /loopback, private/], // 0.0.0.0
    ['https://0.0.0.0/x', /loopback, private/],
    ['https://10.0.0.1/x', /loopback, private/],
    ['https://172.16.5.4/x', /loopback, private/],
    ['https://172.31.255.255/x', /loopback, private/],
    ['https://192.168.1.1/x', /loopback, private/],
    ['https://100.64.0.1/x', /loopback, private/], // CGNAT
    ['https://100.100.100.200/x', /loopback, private/], // Alibaba metadata, inside CGNAT
    ['https://169.254.169.254/latest/meta-data/', /loopback, private/],
    ['https://169.254.10.10/x', /loopback, private/],
    ['https://192.0.0.192/x', /loopback, private/], // Oracle metadata
    ['https://224.0.0.1/x', /loopback, private/],
    ['https://255.255.255.255/x', /loopback, private/],
    ['https://[::1]/x', /loopback, private/],
    ['https://[::]/x', /loopback, private/],
    ['https://[0:0:0:0:0:0:0:1]/x', /loopback, private/],
    ['https://[::ffff:127.0.0.1]/x', /loopback, private/], // IPv4-mapped
    ['https://[::ffff:7f00:1]/x', /loopback, private/],
    ['https://[::ffff:169.254.169.254]/x', /loopback, private/],
    ['https://[::ffff:10.0.0.1]/x', /loopback, private/],
    ['https://[::ffff:0:7f00:1]/x', /loopback, private/], // IPv4-translated loopback
    ['https://[::ffff:0:a00:1]/x', /loopback, private/], // IPv4-translated 10.0.0.1
    ['https://[64:ff9b::a9fe:a9fe]/x', /loopback, private/], // NAT64 of 169.254.169.254
    ['https://[fd00:ec2::254]/latest/meta-data/', /loopback, private/], // AWS IMDS over IPv6
    ['https://[fc00::1]/x', /loopback, private/],
    ['https://[fdff:ffff::1]/x', /loopback, private/],
    ['https://[fe80::1]/x', /loopback, private/],
    ['https://[ff02::1]/x', /loopback, private/],
    ['https://[2002:7f00:1::]/x', /loopback, private/], // 6to4 of 127.0.0.1
  ];

  it.each(refused)('refuses %s', async (endpoint, message) => {
    const user = await makeUser();
    const body = await expectError(
      await call('POST', PATH, { token: user.token, body: { endpoint, keys: makeDevice().keys } }),
      'bad_request',
    );
    expect(body.message).toMatch(/^endpoint: /);
    expect(body.message).toMatch(message);
    const [row] = await db()<
      { n: number }[]
    >`select count(*)::int as n from push_subscriptions where user_id = ${user.id}`;
    expect(row?.n).toBe(0);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://8.8.8.8/public-literal',
    'https://[2606:4700:4700::1111]/public-v6',
  ])('accepts the public push endpoint %s', async (endpoint) => {
    const user = await makeUser();
    expect((await call('POST', PATH, { token: user.token, body: { endpoint, keys: makeDevice().keys } })).status).toBe(
      201,
    );
  });
});

describe('DELETE /api/push-subscriptions', () => {
  it('forgets the caller’s device by the endpoint in the JSON body', async () => {
    const user = await makeUser();
    const device = makeDevice();
    await call('POST', PATH, { token: user.token, body: device });
    const res = await call('DELETE', PATH, { token: user.token, body: { endpoint: device.endpoint } });
    expect(res.status).toBe(200);
    expect(await expectDocumented('DELETE', PATH, res)).toEqual({ deleted: true });
    expect(await rowsFor(device.endpoint)).toEqual([]);
    await expectError(
      await call('DELETE', PATH, { token: user.token, body: { endpoint: device.endpoint } }),
      'not_found',
    );
  });

  it('answers 404 for another user’s endpoint and leaves it alone', async () => {
    const [alice, mallory] = [await makeUser(), await makeUser()];
    const device = makeDevice();
    await call('POST', PATH, { token: alice.token, body: device });
    await expectError(
      await call('DELETE', PATH, { token: mallory.token, body: { endpoint: device.endpoint } }),
      'not_found',
    );
    expect(await rowsFor(device.endpoint)).toHaveLength(1);
  });

  it('needs a body naming the endpoint', async () => {
    const user = await makeUser();
    await expectError(await call('DELETE', PATH, { token: user.token }), 'bad_request');
    await expectError(
      await call('DELETE', PATH, { token: user.token, body: { endpoint: 'x', other: 1 } }),
      'bad_request',
    );
  });
});

describe('the documented patterns', () => {
  it('the endpoint pattern needs a host after https://, and the e-mail pattern a domain label not ending in -', async () => {
    const doc = (await (await call('GET', '/api/openapi')).json()) as {
      components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
    };
    const endpoint = new RegExp(doc.components.schemas.PushSubscriptionInput!.properties.endpoint!.pattern!);
    expect(['https://', 'https:///x', 'https://?x'].filter((v) => endpoint.test(v))).toEqual([]);
    expect(['https://fcm.googleapis.com/fcm/send/x', 'https://[2606:4700::1]/x'].every((v) => endpoint.test(v))).toBe(
      true,
    );
    const email = new RegExp(doc.components.schemas.TicketRequest!.properties.email!.pattern!);
    expect(['a@exa-.com', 'a@-exa.com', 'a@example.c-.com'].filter((v) => email.test(v))).toEqual([]);
    expect(['a@example.com', 'first.last+tag@sub.ex-ample.co'].every((v) => email.test(v))).toBe(true);
  });
});
