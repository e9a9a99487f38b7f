// Third parties that never answer (msw's delay('infinite') at the network edge): the request
// ends when the configured timeout does, plus a margin, never later. Over real HTTP.
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRIPE_TIMEOUT_MS } from '../../lib/billing/stripe.js';
import { db } from '../../lib/db.js';
import { env, resetEnv } from '../../lib/env.js';
import { PUSH_TIMEOUT_MS } from '../../lib/push/transport.js';
import { expectError, makeUser, useTestServer } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { CONCORDIA_BASE, clearTermCache, useProvider } from '../support/directory.js';
import { mswServer } from '../support/msw.js';
import { usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService } from '../support/push-service.js';
import { configureStripe, FakeStripe } from '../support/stripe.js';

/** Time allowed on top of a timeout: the rest of the request's work on a busy 2-core CI machine. */
const MARGIN_MS = 2_000;

const server = useTestServer();
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  vi.restoreAllMocks();
});

const never = (url: string, method: 'get' | 'post' | 'all' = 'all') =>
  http[method](url, async () => {
    await delay('infinite');
    return new Response(null, { status: 204 });
  });

async function timed(path: string, init: RequestInit = {}): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  await res.clone().arrayBuffer();
  return { res, ms: performance.now() - started };
}

function expectBounded(what: string, ms: number, timeoutMs: number) {
  console.log(`[faults] ${what}: answered after ${Math.round(ms)} ms (timeout ${timeoutMs} ms)`);
  expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50); // the timeout is what ended it
  expect(ms).toBeLessThan(timeoutMs + MARGIN_MS);
}

describe('an upstream that never answers', () => {
  it('university directory: 502 upstream_error within DIRECTORY_TIMEOUT_MS', async () => {
    useProvider('concordia');
    await clearTermCache();
    mswServer.use(never(`${CONCORDIA_BASE}/*`, 'get'));
    const { res, ms } = await timed('/api/sections?subject=BIOL&catalog=201');
    await expectDocumented('GET', '/api/sections', res.clone());
    expect((await expectError(res, 'upstream_error')).message).toMatch(/did not answer within 5 s/);
    expectBounded('directory', ms, env().DIRECTORY_TIMEOUT_MS);
  }, 30_000);

  it('Stripe: 502 upstream_error within STRIPE_TIMEOUT_MS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configureStripe();
    new FakeStripe(); // the normal stand-in is there, and the hang takes precedence over it
    mswServer.use(never('https://api.stripe.com/*'));
    const user = await makeUser();
    const { res, ms } = await timed('/api/payment-checkout', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'monthly' }),
    });
    await expectDocumented('POST', '/api/payment-checkout', res.clone());
    await expectError(res, 'upstream_error');
    expectBounded('Stripe', ms, STRIPE_TIMEOUT_MS);
  }, 30_000);

  describe('push service', () => {
    usePushEnv();
    it('sendTestPush: answers 502 upstream_error within PUSH_TIMEOUT_MS when the only push service never answers, and keeps the device', async () => {
      const push = new FakePushService(() => vapid.publicKey);
      mswServer.use(...push.handlers());
      const user = await makeUser();
      const device = push.device();
      const subscribed = await fetch(`${server.url}/api/push-subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys }),
      });
      expect(subscribed.status).toBe(201);
      mswServer.use(never(device.endpoint, 'post'));
      const { res, ms } = await timed('/api/send-push', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
      });
      await expectDocumented('POST', '/api/send-push', res);
      await expectError(res, 'upstream_error');
      expectBounded('push service (send-push)', ms, PUSH_TIMEOUT_MS);
      expect(await db()`select 1 from push_subscriptions where endpoint = ${device.endpoint}`).toHaveLength(1);
    }, 30_000);
  });
});
