import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { MAX_PAYLOAD_BYTES } from '../../lib/push/payload.js';
import { webPushTransport } from '../../lib/push/transport.js';
import { sendTestPush } from '../../lib/push/test-push.js';
import { vapidConfig } from '../../lib/push/vapid.js';
import { TEST_PUSH_LIMIT } from '../../api/send-push.js';
import { call, expectError, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { mswServer } from '../support/msw.js';
import { usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService, type FakeDevice } from '../support/push-service.js';

usePushEnv();

let push: FakePushService;
beforeEach(() => {
  push = new FakePushService(() => vapid.publicKey);
  mswServer.use(...push.handlers());
});

async function subscribe(user: TestUser, device: FakeDevice) {
  expect((await call('POST', '/api/push-subscriptions', { token: user.token, body: device })).status).toBe(201);
}

const deviceCount = async (userId: string) =>
  (await db()<{ n: number }[]>`select count(*)::int as n from push_subscriptions where user_id = ${userId}`)[0]!.n;

describe('POST /api/send-push', () => {
  it('sends one encrypted, VAPID-signed notification to every device of the caller', async () => {
    const user = await makeUser();
    const devices = [
      push.device('fcm.googleapis.com'),
      push.device('updates.push.services.mozilla.com'),
      push.device('web.push.apple.com'),
    ];
    for (const d of devices) await subscribe(user, d);
    const other = await makeUser();
    const othersDevice = push.device();
    await subscribe(other, othersDevice);

    const res = await call('POST', '/api/send-push', {
      token: user.token,
      body: { title: 'Hello', body: 'From the test' },
    });
    expect(res.status).toBe(200);
    expect(await expectDocumented('POST', '/api/send-push', res)).toEqual({ sent: 3 });
    expect(push.problems).toEqual([]);
    for (const d of devices) {
      const [message, ...more] = push.receivedBy(d.endpoint);
      expect(more).toEqual([]);
      expect(message!.payload).toMatchObject({ title: 'Hello', body: 'From the test', tag: 'test' });
      expect(message!.ttl).toBe(600);
      expect(message!.urgency).toBe('normal');
    }
    expect(push.receivedBy(othersDevice.endpoint)).toEqual([]);
  });

  it('sends a default text without a body', async () => {
    const user = await makeUser();
    const device = push.device();
    await subscribe(user, device);
    const res = await call('POST', '/api/send-push', { token: user.token });
    expect(await res.json()).toEqual({ sent: 1 });
    expect(push.receivedBy(device.endpoint)[0]!.payload.title).toBe('GradeTrack');
  });

  it('answers 409 conflict when no device is subscribed, before sending anything', async () => {
    const user = await makeUser();
    const body = await expectError(await call('POST', '/api/send-push', { token: user.token }), 'conflict');
    expect(body.message).toMatch(/No device/);
    expect(push.requests).toEqual([]);
  });

  it('answers not_configured without VAPID keys, naming the variables, and sends nothing', async () => {
    const user = await makeUser();
    await subscribe(user, push.device());
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      const saved = process.env[name];
      delete process.env[name];
      (await import('../../lib/env.js')).resetEnv();
      const body = await expectError(await call('POST', '/api/send-push', { token: user.token }), 'not_configured');
      expect(body.message).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
      process.env[name] = saved;
      (await import('../../lib/env.js')).resetEnv();
    }
    expect(push.requests).toEqual([]);
  });

  it('answers not_configured for unusable VAPID settings without echoing them', async () => {
    const user = await makeUser();
    await subscribe(user, push.device());
    process.env.VAPID_SUBJECT = 'https://localhost/contact';
    (await import('../../lib/env.js')).resetEnv();
    const body = await expectError(await call('POST', '/api/send-push', { token: user.token }), 'not_configured');
    expect(body.message).toMatch(/VAPID_SUBJECT/);
    process.env.VAPID_PRIVATE_KEY = 'short';
    (await import('../../lib/env.js')).resetEnv();
    const second = await expectError(await call('POST', '/api/send-push', { token: user.token }), 'not_configured');
    expect(JSON.stringify(second)).not.toContain('short');
  });

  it('deletes devices answering 404 or 410 and counts only the devices reached; other failures never become a 500', async () => {
    const user = await makeUser();
    const ok = push.device('updates.push.services.mozilla.com');
    const gone410 = push.device('updates.push.services.mozilla.com');
    const gone404 = push.device('fcm.googleapis.com');
    const tooLarge = push.device('web.push.apple.com');
    const throttled = push.device('fcm.googleapis.com');
    const broken = push.device('web.push.apple.com');
    for (const d of [ok, gone410, gone404, tooLarge, throttled, broken]) await subscribe(user, d);
    push.answer(gone410.endpoint, { status: 410 });
    push.answer(gone404.endpoint, { status: 404 });
    push.answer(tooLarge.endpoint, { status: 413 });
    push.answer(throttled.endpoint, { status: 429, headers: { 'retry-after': '120' } });
    push.answer(broken.endpoint, { status: 500 });

    const res = await call('POST', '/api/send-push', { token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 1 });
    const left = await db()<
      { endpoint: string }[]
    >`select endpoint from push_subscriptions where user_id = ${user.id} order by endpoint`;
    expect(left.map((r) => r.endpoint).sort()).toEqual([ok, tooLarge, throttled, broken].map((d) => d.endpoint).sort());

    // The dead devices are gone for good: the next test push does not even try them.
    push.requests.length = 0;
    await call('POST', '/api/send-push', { token: user.token });
    expect(push.requests).not.toContain(gone410.endpoint);
    expect(push.requests).not.toContain(gone404.endpoint);
    expect(push.requests).toHaveLength(4);
  });

  it('answers 409 once every device turned out to be gone', async () => {
    const user = await makeUser();
    const device = push.device();
    await subscribe(user, device);
    push.answer(device.endpoint, { status: 410 });
    expect(await (await call('POST', '/api/send-push', { token: user.token })).json()).toEqual({ sent: 0 });
    expect(await deviceCount(user.id)).toBe(0);
    await expectError(await call('POST', '/api/send-push', { token: user.token }), 'conflict');
  });

  it.each([
    ['title', { title: 'x'.repeat(101) }, /title: at most 100 characters/],
    ['body', { body: 'x'.repeat(501) }, /body: at most 500 characters/],
    ['empty title', { title: '  ' }, /title/],
    ['unknown field', { icon: 'x' }, /unknown field icon/],
    ['wrong type', { title: 5 }, /title/],
  ])('refuses a bad %s with 400 naming the field', async (_, input, message) => {
    const user = await makeUser();
    await subscribe(user, push.device());
    const body = await expectError(
      await call('POST', '/api/send-push', { token: user.token, body: input }),
      'bad_request',
    );
    expect(body.message).toMatch(message);
    expect(push.requests).toEqual([]);
  });

  it('keeps the longest allowed texts within the 3 KB payload', async () => {
    const user = await makeUser();
    const device = push.device();
    await subscribe(user, device);
    const res = await call('POST', '/api/send-push', {
      token: user.token,
      body: { title: '𝄞'.repeat(100), body: '\u0001'.repeat(500) },
    });
    expect(await res.json()).toEqual({ sent: 1 });
    const [message] = push.receivedBy(device.endpoint);
    expect(message!.plaintextBytes).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(message!.encryptedBytes).toBeLessThanOrEqual(4096);
    expect(message!.payload.title).toBe('𝄞'.repeat(100));
  });

  it(`allows ${TEST_PUSH_LIMIT.limit} test pushes per user per hour, then 429 with Retry-After`, async () => {
    const user = await makeUser();
    await subscribe(user, push.device());
    for (let i = 0; i < TEST_PUSH_LIMIT.limit; i++)
      expect((await call('POST', '/api/send-push', { token: user.token })).status).toBe(200);
    const res = await call('POST', '/api/send-push', { token: user.token });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(res, 'rate_limited');
    expect(push.requests).toHaveLength(TEST_PUSH_LIMIT.limit);
  });
});

describe('sendTestPush at the transport', () => {
  it('counts a push service that does not answer in time as not reached, and keeps the device', async () => {
    const user = await makeUser();
    const slow = push.device();
    const fast = push.device();
    await subscribe(user, slow);
    await subscribe(user, fast);
    push.answer(slow.endpoint, { status: 201, delayMs: 5000 });
    const result = await sendTestPush(db(), user.id, {}, webPushTransport(vapidConfig(), { timeoutMs: 1500 }));
    expect(result).toEqual({ sent: 1, devicesRemoved: 0 });
    expect(await deviceCount(user.id)).toBe(2);
  });

  it('counts a network failure as not reached', async () => {
    const { HttpResponse, http } = await import('msw');
    const user = await makeUser();
    const device = push.device();
    await subscribe(user, device);
    mswServer.use(http.post(device.endpoint, () => HttpResponse.error()));
    await expect(sendTestPush(db(), user.id, {}, webPushTransport(vapidConfig()))).rejects.toMatchObject({
      code: 'upstream_error',
    });
    expect(await deviceCount(user.id)).toBe(1);
  });

  it('answers 502 when no device was reached because every push service failed, keeping the devices; 200 with sent 0 when they refused for good', async () => {
    const user = await makeUser();
    const throttled = push.device('fcm.googleapis.com');
    const broken = push.device('web.push.apple.com');
    const gone = push.device('updates.push.services.mozilla.com');
    for (const d of [throttled, broken, gone]) await subscribe(user, d);
    push.answer(throttled.endpoint, { status: 429, headers: { 'retry-after': '120' } });
    push.answer(broken.endpoint, { status: 503 });
    push.answer(gone.endpoint, { status: 410 });
    const failed = await call('POST', '/api/send-push', { token: user.token });
    await expectDocumented('POST', '/api/send-push', failed);
    expect((await expectError(failed, 'upstream_error')).message).toMatch(/2 of 3 device/);
    expect(await deviceCount(user.id)).toBe(2);

    // A definite refusal (413) is an answer, not an outage: 200 with nothing sent.
    const other = await makeUser();
    const tooLarge = push.device('web.push.apple.com');
    await subscribe(other, tooLarge);
    push.answer(tooLarge.endpoint, { status: 413 });
    const refused = await call('POST', '/api/send-push', { token: other.token });
    expect(await expectDocumented('POST', '/api/send-push', refused)).toEqual({ sent: 0 });
  });
});
