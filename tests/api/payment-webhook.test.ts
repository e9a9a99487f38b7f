// receiveWebhook: signature over the raw body, one effect per event, newest state wins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError, makeUser, useTestServer, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import {
  configureStripe,
  deliver,
  FakeStripe,
  PRICE_SEMESTER,
  signedEvent,
  stripeFixture,
  WEBHOOK_SECRET,
} from '../support/stripe.js';

let stripe: FakeStripe;
let user: TestUser;
let customer: string;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  configureStripe();
  // The file shares one database: each case starts from an empty billing mirror.
  await db()`delete from stripe_events`;
  await db()`delete from charges`;
  await db()`delete from subscriptions`;
  stripe = new FakeStripe();
  user = await makeUser();
  customer = stripe.addCustomer();
  await db()`update users set stripe_customer_id = ${customer} where id = ${user.id}`;
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  vi.restoreAllMocks();
});

const count = async (table: 'stripe_events' | 'charges' | 'subscriptions', where = 'true') =>
  Number((await db().unsafe(`select count(*)::int as n from ${table} where ${where}`))[0]!.n);
const planOf = async (id: string) => (await db()`select plan from users where id = ${id}`)[0]!.plan as string;
const mirrored = async (id: string) => (await db()`select * from subscriptions where id = ${id}`)[0];
const now = () => Math.floor(Date.now() / 1000);

function paidInvoice(subscriptionId: string, amountPaid = 499) {
  const invoice = stripeFixture('invoice');
  return {
    ...invoice,
    id: `in_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`,
    customer,
    amount_paid: amountPaid,
    amount_due: amountPaid,
    total: amountPaid,
    parent: {
      ...invoice.parent,
      subscription_details: { ...invoice.parent.subscription_details, subscription: subscriptionId },
    },
  };
}

describe('signature', () => {
  it('accepts a correctly signed event and answers {received: true}', async () => {
    const { payload, header } = signedEvent('customer.created', stripeFixture('customer'));
    const res = await deliver(payload, header);
    expect(res.status).toBe(200);
    expect(await expectDocumented('POST', '/api/payment-webhook', res)).toEqual({ received: true });
  });

  it('refuses a tampered body with 400 and writes nothing', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header } = signedEvent('invoice.paid', paidInvoice(sub.id));
    const tampered = payload.replace('"amount_paid": 499', '"amount_paid": 1');
    expect(tampered).not.toBe(payload);
    const body = await expectError(await deliver(tampered, header), 'bad_request');
    expect(body.message).toMatch(/signature/);
    expect({
      events: await count('stripe_events'),
      charges: await count('charges'),
      subs: await count('subscriptions'),
    }).toEqual({ events: 0, charges: 0, subs: 0 });
    expect(stripe.requests).toEqual([]);
  });

  it('refuses the same event re-serialized, signed with another secret, unsigned, or with a malformed header', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header } = signedEvent('customer.subscription.updated', sub);
    const other = signedEvent('customer.subscription.updated', sub, { secret: 'whsec_someone_else' });
    await expectError(await deliver(JSON.stringify(JSON.parse(payload)), header), 'bad_request');
    await expectError(await deliver(payload, other.header), 'bad_request');
    await expectError(await deliver(payload, null), 'bad_request');
    await expectError(await deliver(payload, 't=abc'), 'bad_request');
    await expectError(await deliver(payload, header.replace(/v1=[0-9a-f]+/, 'v0=00')), 'bad_request');
    expect(await count('stripe_events')).toBe(0);
    expect(stripe.requests).toEqual([]);
  });

  it('uses the SDK default tolerance: a signature older than 300 s is refused, a recent one accepted', async () => {
    const old = signedEvent('customer.created', stripeFixture('customer'), { timestamp: now() - 310 });
    await expectError(await deliver(old.payload, old.header), 'bad_request');
    const recent = signedEvent('customer.created', stripeFixture('customer'), { timestamp: now() - 240 });
    expect((await deliver(recent.payload, recent.header)).status).toBe(200);
  });

  it('refuses a signature timestamped beyond the tolerance in the future too (a year, or 310 s ahead)', async () => {
    for (const ahead of [365 * 24 * 3600, 310]) {
      const future = signedEvent('customer.created', stripeFixture('customer'), { timestamp: now() + ahead });
      await expectError(await deliver(future.payload, future.header), 'bad_request');
    }
    expect(await count('stripe_events')).toBe(0);
    const skewed = signedEvent('customer.created', stripeFixture('customer'), { timestamp: now() + 240 });
    expect((await deliver(skewed.payload, skewed.header)).status).toBe(200);
  });

  it('is not_configured without a webhook secret', async () => {
    configureStripe({ STRIPE_WEBHOOK_SECRET: undefined });
    const { payload, header } = signedEvent('customer.created', stripeFixture('customer'));
    await expectError(await deliver(payload, header), 'not_configured');
  });

  it('trims a secret pasted with a trailing newline (lib/env.ts) and still verifies', async () => {
    configureStripe({ STRIPE_WEBHOOK_SECRET: `${WEBHOOK_SECRET}\n` });
    const { payload, header } = signedEvent('customer.created', stripeFixture('customer'));
    expect((await deliver(payload, header)).status).toBe(200);
  });
});

describe('event types', () => {
  it('acknowledges a type it does not act on without writing or calling Stripe', async () => {
    const { payload, header } = signedEvent('payment_intent.created', { id: 'pi_1', object: 'payment_intent' });
    expect(await (await deliver(payload, header)).json()).toEqual({ received: true });
    expect(await count('stripe_events')).toBe(0);
    expect(stripe.requests).toEqual([]);
  });

  it('checkout.session.completed mirrors the subscription and grants its plan', async () => {
    const sub = stripe.addSubscription({ customer, price: PRICE_SEMESTER, plan: 'semester' });
    const session = {
      ...stripeFixture('checkout_session_complete'),
      customer,
      subscription: sub.id,
      client_reference_id: user.id,
    };
    const { payload, header } = signedEvent('checkout.session.completed', session);
    expect((await deliver(payload, header)).status).toBe(200);
    expect(await planOf(user.id)).toBe('semester');
    expect((await mirrored(sub.id))!.status).toBe('active');
    expect(stripe.seen('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('a trial grants the plan, and its 0-amount invoice is never a charge', async () => {
    const trialEnd = now() + 14 * 86400;
    const sub = stripe.addSubscription({ customer, status: 'trialing', trial_start: now(), trial_end: trialEnd });
    await deliver(...pair(signedEvent('customer.subscription.created', sub)));
    await deliver(...pair(signedEvent('invoice.paid', paidInvoice(sub.id, 0))));
    expect(await planOf(user.id)).toBe('monthly');
    const row = await mirrored(sub.id);
    expect(row!.status).toBe('trialing');
    expect((row!.trial_end as Date).getTime()).toBe(trialEnd * 1000);
    expect(await count('charges')).toBe(0);
    const [ent] = await db()`select paid, trialing from billing_entitlements where user_id = ${user.id}`;
    expect(ent).toEqual({ paid: true, trialing: true });
  });

  it('invoice.paid with an amount records one settled charge; invoice.payment_failed records none and follows the status', async () => {
    const sub = stripe.addSubscription({ customer });
    const invoice = paidInvoice(sub.id, 499);
    await deliver(...pair(signedEvent('invoice.paid', invoice)));
    const [charge] = await db()`select user_id, subscription_id, amount_cents, currency, paid_at from charges`;
    expect(charge).toEqual({
      user_id: user.id,
      subscription_id: sub.id,
      amount_cents: 499,
      currency: 'cad',
      paid_at: new Date(invoice.status_transitions.paid_at * 1000),
    });

    sub.status = 'past_due';
    await deliver(
      ...pair(signedEvent('invoice.payment_failed', { ...paidInvoice(sub.id, 0), status: 'open', amount_due: 499 })),
    );
    expect(await count('charges')).toBe(1);
    expect((await mirrored(sub.id))!.status).toBe('past_due');
    expect(await planOf(user.id)).toBe('monthly'); // past_due keeps access while Stripe retries
  });

  it('customer.subscription.deleted ends the plan', async () => {
    const sub = stripe.addSubscription({ customer });
    await deliver(...pair(signedEvent('customer.subscription.created', sub)));
    expect(await planOf(user.id)).toBe('monthly');
    Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: now() });
    await deliver(...pair(signedEvent('customer.subscription.deleted', sub)));
    expect(await planOf(user.id)).toBe('free');
  });

  it('records, and otherwise ignores, events about customers this service did not create', async () => {
    const foreign = stripe.addCustomer();
    const sub = stripe.addSubscription({ customer: foreign });
    const { payload, header } = signedEvent('customer.subscription.created', sub);
    expect((await deliver(payload, header)).status).toBe(200);
    expect(await count('subscriptions')).toBe(0);
    expect(await count('stripe_events')).toBe(1);
  });
});

const pair = (e: { payload: string; header: string }) => [e.payload, e.header] as const;

describe('idempotency', () => {
  it('10 concurrent deliveries of one event: all 200, one dedupe row, one effect', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header, event } = signedEvent('invoice.paid', paidInvoice(sub.id));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, header)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await count('stripe_events', `id = '${event.id}'`)).toBe(1);
    expect(await count('charges')).toBe(1);
    expect(stripe.seen('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('a replay after success answers 200 and has no second effect', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header } = signedEvent('invoice.paid', paidInvoice(sub.id));
    expect((await deliver(payload, header)).status).toBe(200);
    const before = stripe.requests.length;
    const replay = await deliver(payload, header);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
    expect(stripe.requests.length).toBe(before);
    expect(await count('charges')).toBe(1);
  });

  it('a failure inside the handler answers 5xx and leaves no dedupe row; the retry applies it once', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header, event } = signedEvent('invoice.paid', paidInvoice(sub.id));
    stripe.fail('GET', /^\/v1\/subscriptions\//);
    const failed = await deliver(payload, header);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    await expectError(failed, 'upstream_error');
    expect({ events: await count('stripe_events'), charges: await count('charges') }).toEqual({
      events: 0,
      charges: 0,
    });
    expect(await planOf(user.id)).toBe('free');

    expect((await deliver(payload, header)).status).toBe(200);
    expect(await count('stripe_events', `id = '${event.id}'`)).toBe(1);
    expect(await count('charges')).toBe(1);
    expect(await planOf(user.id)).toBe('monthly');
  });

  it('a network failure reaching Stripe is a 502 too, and nothing is kept', async () => {
    const sub = stripe.addSubscription({ customer });
    stripe.fail('GET', /^\/v1\/subscriptions\//, { kind: 'network' });
    await expectError(await deliver(...pair(signedEvent('customer.subscription.updated', sub))), 'upstream_error');
    expect(await count('stripe_events')).toBe(0);
  });
});

describe('ordering', () => {
  it('an older event delivered after a newer one changes nothing and is not even fetched', async () => {
    const t = now() - 100;
    const sub = stripe.addSubscription({ customer, status: 'active' });
    const older = signedEvent('customer.subscription.updated', { ...sub, status: 'trialing' }, { created: t });
    const newer = signedEvent('customer.subscription.updated', { ...sub, status: 'active' }, { created: t + 60 });
    await deliver(newer.payload, newer.header);
    await deliver(older.payload, older.header);
    expect((await mirrored(sub.id))!.status).toBe('active');
    expect(((await mirrored(sub.id))!.state_as_of as Date).getTime()).toBe((t + 60) * 1000);
    expect(stripe.seen('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect(await count('stripe_events')).toBe(2);
  });

  it('events of the same second in reverse order: the state is read from Stripe, not from the payload', async () => {
    const t = now() - 50;
    const sub = stripe.addSubscription({ customer, status: 'active' });
    const first = signedEvent('customer.subscription.created', { ...sub, status: 'incomplete' }, { created: t });
    const second = signedEvent('customer.subscription.updated', { ...sub, status: 'active' }, { created: t });
    await deliver(second.payload, second.header);
    await deliver(first.payload, first.header);
    expect((await mirrored(sub.id))!.status).toBe('active');
    expect(await planOf(user.id)).toBe('monthly');
  });

  it('deleted before an older update: ends canceled and free', async () => {
    const t = now() - 200;
    const sub = stripe.addSubscription({ customer, status: 'canceled', ended_at: t + 120 });
    const update = signedEvent('customer.subscription.updated', { ...sub, status: 'active' }, { created: t + 60 });
    const deleted = signedEvent('customer.subscription.deleted', sub, { created: t + 120 });
    await deliver(deleted.payload, deleted.header);
    await deliver(update.payload, update.header);
    expect((await mirrored(sub.id))!.status).toBe('canceled');
    expect(await planOf(user.id)).toBe('free');
  });

  it("concurrent events about one subscription converge on Stripe's current state", async () => {
    const t = now() - 30;
    const sub = stripe.addSubscription({ customer, status: 'active', cancel_at_period_end: true });
    const events = [
      signedEvent(
        'customer.subscription.created',
        { ...sub, status: 'incomplete', cancel_at_period_end: false },
        { created: t },
      ),
      signedEvent('invoice.paid', paidInvoice(sub.id), { created: t + 1 }),
      signedEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: false }, { created: t + 1 }),
      signedEvent('customer.subscription.updated', sub, { created: t + 5 }),
    ];
    const responses = await Promise.all(events.reverse().map((e) => deliver(e.payload, e.header)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const row = await mirrored(sub.id);
    expect({ status: row!.status, cancel: row!.cancel_at_period_end }).toEqual({ status: 'active', cancel: true });
  });

  it('a subscription Stripe no longer has keeps the state its event carried', async () => {
    const sub = stripe.addSubscription({ customer });
    stripe.subscriptions.delete(sub.id);
    await deliver(...pair(signedEvent('customer.subscription.deleted', { ...sub, status: 'canceled' })));
    expect((await mirrored(sub.id))!.status).toBe('canceled');
  });
});

describe('route', () => {
  it('is served by the router with only POST', async () => {
    expect((await call('GET', '/api/payment-webhook')).status).toBe(405);
  });
});

describe('over HTTP (the raw bytes through the Node server, as Stripe sends them)', () => {
  const server = useTestServer();
  const post = (payload: string, header: string) =>
    fetch(`${server.url}/api/payment-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });

  it('verifies the signature over the bytes received, applies once, and refuses a tampered body', async () => {
    const sub = stripe.addSubscription({ customer });
    const { payload, header } = signedEvent('invoice.paid', paidInvoice(sub.id));
    const tampered = await post(payload.replace('"amount_paid": 499', '"amount_paid": 1'), header);
    expect(tampered.status).toBe(400);
    await expectDocumented('POST', '/api/payment-webhook', tampered);
    expect(await count('stripe_events')).toBe(0);

    const first = await post(payload, header);
    expect(first.status).toBe(200);
    expect(await expectDocumented('POST', '/api/payment-webhook', first)).toEqual({ received: true });
    const replay = await post(payload, header);
    expect(replay.status).toBe(200);
    expect({
      events: await count('stripe_events'),
      charges: await count('charges'),
      plan: await planOf(user.id),
    }).toEqual({ events: 1, charges: 1, plan: 'monthly' });
  });
});
