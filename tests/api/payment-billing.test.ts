// manageSubscription: confirm, cancel, resume, invoices, portal, and every action's error paths.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { configureStripe, deliver, FakeStripe, PRICE_SEMESTER, signedEvent, stripeFixture } from '../support/stripe.js';

let stripe: FakeStripe;
let user: TestUser;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  configureStripe();
  stripe = new FakeStripe();
  user = await makeUser();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  vi.restoreAllMocks();
});

const manage = (body: unknown, who: TestUser = user) =>
  call('POST', '/api/payment-billing', { token: who.token, body });
const planOf = async (id: string) => (await db()`select plan from users where id = ${id}`)[0]!.plan as string;
const subscriptionRows = async (id: string) =>
  Number((await db()`select count(*)::int as n from subscriptions where user_id = ${id}`)[0]!.n);

/** Runs a real checkout for the user and completes it in the fake account; returns the session id. */
async function paidCheckout(
  who: TestUser = user,
  plan: 'monthly' | 'semester' = 'monthly',
  fields: Record<string, unknown> = {},
) {
  expect((await call('POST', '/api/payment-checkout', { token: who.token, body: { plan } })).status).toBe(200);
  const session = [...stripe.sessions.values()].at(-1)!;
  const sub = stripe.completeCheckout(session.id, fields);
  return { sessionId: session.id as string, subscription: sub };
}

async function subscribed(who: TestUser = user, fields: Record<string, unknown> = {}) {
  const { sessionId, subscription } = await paidCheckout(who, 'monthly', fields);
  expect((await manage({ action: 'confirm', sessionId }, who)).status).toBe(200);
  return subscription;
}

describe('confirm', () => {
  it('grants the plan of a completed checkout, documented, once', async () => {
    const { sessionId, subscription } = await paidCheckout(user, 'semester');
    expect(await planOf(user.id)).toBe('free');
    const res = await manage({ action: 'confirm', sessionId });
    const body = (await expectDocumented('POST', '/api/payment-billing', res)) as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'confirm', plan: 'semester', newlyGranted: true });
    expect(body.subscription).toMatchObject({
      id: subscription.id,
      plan: 'semester',
      status: 'active',
      cancelAtPeriodEnd: false,
      currency: 'cad',
      interval: 'month',
    });
    expect(await planOf(user.id)).toBe('semester');
    expect(stripe.seen('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);

    const again = await manage({ action: 'confirm', sessionId });
    expect(await again.json()).toMatchObject({ action: 'confirm', plan: 'semester', newlyGranted: false });
    expect(await subscriptionRows(user.id)).toBe(1);
  });

  it('after the webhook already applied it, confirm grants nothing new', async () => {
    const { sessionId, subscription } = await paidCheckout();
    const session = stripe.sessions.get(sessionId);
    const { line_items_price: _, ...object } = session;
    const event = signedEvent('checkout.session.completed', object);
    await deliver(event.payload, event.header);
    expect(await planOf(user.id)).toBe('monthly');
    expect(await (await manage({ action: 'confirm', sessionId })).json()).toMatchObject({
      newlyGranted: false,
      subscription: { id: subscription.id },
    });
    expect(await subscriptionRows(user.id)).toBe(1);
  });

  it('a trial is granted (trialing) and reports its end', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 86400;
    const { sessionId } = await paidCheckout(user, 'monthly', { status: 'trialing', trial_end: trialEnd });
    const body = await (await manage({ action: 'confirm', sessionId })).json();
    expect(body).toMatchObject({
      plan: 'monthly',
      newlyGranted: true,
      subscription: { status: 'trialing', trialEnd: new Date(trialEnd * 1000).toISOString() },
    });
  });

  it('a complete session whose first payment is still pending grants nothing yet', async () => {
    const { sessionId } = await paidCheckout(user, 'monthly', { status: 'incomplete' });
    const body = await (await manage({ action: 'confirm', sessionId })).json();
    expect(body).toMatchObject({ plan: 'free', newlyGranted: false, subscription: { status: 'incomplete' } });
  });

  it('400 without a sessionId, or with one that is not a Checkout Session id', async () => {
    expect((await expectError(await manage({ action: 'confirm' }), 'bad_request')).message).toMatch(/sessionId/);
    await expectError(await manage({ action: 'confirm', sessionId: '../v1/customers' }), 'bad_request');
    await expectError(await manage({ action: 'refund' }), 'bad_request');
    await expectError(await manage({}), 'bad_request');
    expect(stripe.requests).toEqual([]);
  });

  it("404 for an unknown session, someone else's session, and before any checkout", async () => {
    await expectError(await manage({ action: 'confirm', sessionId: 'cs_test_unknown' }), 'not_found'); // no customer yet
    await paidCheckout();
    const unknown = await expectError(
      await manage({ action: 'confirm', sessionId: 'cs_test_doesnotexist' }),
      'not_found',
    );
    const other = await makeUser();
    const { sessionId: theirs } = await paidCheckout(other);
    const foreign = await expectError(await manage({ action: 'confirm', sessionId: theirs }), 'not_found');
    expect(foreign.message).toBe(unknown.message);
    expect(await planOf(user.id)).toBe('free');
    expect(await planOf(other.id)).toBe('free');
  });

  it('409 while the session is open or expired', async () => {
    await call('POST', '/api/payment-checkout', { token: user.token, body: { plan: 'monthly' } });
    const session = [...stripe.sessions.values()].at(-1)!;
    expect((await expectError(await manage({ action: 'confirm', sessionId: session.id }), 'conflict')).message).toMatch(
      /open/,
    );
    session.status = 'expired';
    expect((await expectError(await manage({ action: 'confirm', sessionId: session.id }), 'conflict')).message).toMatch(
      /expired/,
    );
    expect(await planOf(user.id)).toBe('free');
  });

  it('not_configured without STRIPE_SECRET_KEY; 502 on Stripe 500 or a network failure', async () => {
    const { sessionId } = await paidCheckout();
    configureStripe({ STRIPE_SECRET_KEY: undefined });
    await expectError(await manage({ action: 'confirm', sessionId }), 'not_configured');
    configureStripe();
    stripe.fail('GET', /^\/v1\/checkout\/sessions\//);
    await expectError(await manage({ action: 'confirm', sessionId }), 'upstream_error');
    stripe.fail('GET', /^\/v1\/subscriptions\//, { kind: 'network' });
    await expectError(await manage({ action: 'confirm', sessionId }), 'upstream_error');
    expect(await planOf(user.id)).toBe('free');
  });
});

describe('cancel and resume', () => {
  it('cancel sets cancel_at_period_end (one update, never DELETE); the plan stays until the period ends', async () => {
    const sub = await subscribed();
    const res = await manage({ action: 'cancel' });
    const body = (await expectDocumented('POST', '/api/payment-billing', res)) as Record<string, unknown>;
    expect(body).toMatchObject({
      action: 'cancel',
      plan: 'monthly',
      subscription: { id: sub.id, cancelAtPeriodEnd: true },
    });
    const updates = stripe.seen('POST', `/v1/subscriptions/${sub.id}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.params.get('cancel_at_period_end')).toBe('true');
    expect(stripe.seen('DELETE', /subscriptions/)).toEqual([]);
    const [row] = await db()`select cancel_at_period_end from subscriptions where id = ${sub.id}`;
    expect(row!.cancel_at_period_end).toBe(true);
  });

  it('resume clears cancel_at_period_end and never calls /resume', async () => {
    const sub = await subscribed();
    await manage({ action: 'cancel' });
    const res = await manage({ action: 'resume' });
    expect(await expectDocumented('POST', '/api/payment-billing', res)).toMatchObject({
      action: 'resume',
      subscription: { cancelAtPeriodEnd: false },
    });
    expect(stripe.seen('POST', `/v1/subscriptions/${sub.id}`).map((r) => r.params.get('cancel_at_period_end'))).toEqual(
      ['true', 'false'],
    );
    expect(stripe.seen('POST', /\/resume$/)).toEqual([]);
  });

  it('409 with no subscription, or only a canceled one', async () => {
    await expectError(await manage({ action: 'cancel' }), 'conflict');
    await expectError(await manage({ action: 'resume' }), 'conflict');
    const sub = await subscribed();
    await db()`update subscriptions set status = 'canceled' where id = ${sub.id}`;
    await expectError(await manage({ action: 'resume' }), 'conflict');
    await expectError(await manage({ action: 'cancel' }), 'conflict');
    expect(stripe.seen('POST', /^\/v1\/subscriptions\//)).toEqual([]);
  });

  it('409 with a portal hint for a paused subscription', async () => {
    const sub = await subscribed();
    await db()`update subscriptions set status = 'paused' where id = ${sub.id}`;
    expect((await expectError(await manage({ action: 'resume' }), 'conflict')).hint).toMatch(/portal/);
    expect(stripe.seen('POST', /^\/v1\/subscriptions\//)).toEqual([]);
  });

  it("acts on the caller's subscription only", async () => {
    const other = await makeUser();
    const theirs = await subscribed(other);
    await expectError(await manage({ action: 'cancel' }), 'conflict');
    expect(stripe.subscriptions.get(theirs.id).cancel_at_period_end).toBe(false);
  });

  it('502 when Stripe fails: nothing changes locally', async () => {
    const sub = await subscribed();
    stripe.fail('POST', /^\/v1\/subscriptions\//);
    await expectError(await manage({ action: 'cancel' }), 'upstream_error');
    const [row] = await db()`select cancel_at_period_end from subscriptions where id = ${sub.id}`;
    expect(row!.cancel_at_period_end).toBe(false);
    configureStripe({ STRIPE_SECRET_KEY: undefined });
    await expectError(await manage({ action: 'cancel' }), 'not_configured');
  });
});

describe('invoices', () => {
  it("lists the caller's invoices newest first, in pages, for the caller's customer only", async () => {
    await paidCheckout();
    const customer = (await db()`select stripe_customer_id from users where id = ${user.id}`)[0]!
      .stripe_customer_id as string;
    const oldest = stripe.addInvoice({ customer, number: 'A-0001', created: 1795190400 });
    const middle = stripe.addInvoice({
      customer,
      number: 'A-0002',
      created: 1797782400,
      status: 'open',
      amount_paid: 0,
      status_transitions: { finalized_at: 1797782400, paid_at: null, marked_uncollectible_at: null, voided_at: null },
    });
    const newest = stripe.addInvoice({ customer, number: 'A-0003', created: 1800374400 });
    stripe.addInvoice({ customer: stripe.addCustomer(), number: 'OTHER-0001' });

    const first = await manage({ action: 'invoices', limit: 2 });
    const page1 = (await expectDocumented('POST', '/api/payment-billing', first)) as {
      action: string;
      items: Array<Record<string, unknown>>;
      nextCursor: string | null;
    };
    expect(page1.action).toBe('invoices');
    expect(page1.items.map((i) => i.number)).toEqual(['A-0003', 'A-0002']);
    expect(page1.items[0]).toEqual({
      id: newest.id,
      number: 'A-0003',
      status: 'paid',
      amountCents: 499,
      amountPaidCents: 499,
      currency: 'cad',
      hostedInvoiceUrl: newest.hosted_invoice_url,
      createdAt: '2027-01-19T16:00:00.000Z',
      paidAt: new Date(newest.status_transitions.paid_at * 1000).toISOString(),
    });
    expect(page1.items[1]).toMatchObject({ id: middle.id, status: 'open', amountPaidCents: 0, paidAt: null });
    expect(page1.nextCursor).toEqual(expect.any(String));

    const page2 = await (await manage({ action: 'invoices', limit: 2, cursor: page1.nextCursor })).json();
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([oldest.id]);
    expect(page2.nextCursor).toBeNull();

    const lists = stripe.seen('GET', '/v1/invoices');
    expect(lists.map((r) => r.params.get('customer'))).toEqual([customer, customer]);
    expect(lists.map((r) => r.params.get('limit'))).toEqual(['2', '2']);
    expect(lists[1]!.params.get('starting_after')).toBe(middle.id);
  });

  it('defaults to 20 per page, caps at 100, and refuses other customers or foreign cursors', async () => {
    await paidCheckout();
    await manage({ action: 'invoices' });
    expect(stripe.seen('GET', '/v1/invoices')[0]!.params.get('limit')).toBe('20');
    await expectError(await manage({ action: 'invoices', limit: 101 }), 'bad_request');
    await expectError(await manage({ action: 'invoices', customer: 'cus_other' }), 'bad_request');
    await expectError(await manage({ action: 'invoices', cursor: 'not-a-cursor' }), 'bad_request');
    const unknownInvoice = Buffer.from(JSON.stringify('in_doesnotexist')).toString('base64url');
    await expectError(await manage({ action: 'invoices', cursor: unknownInvoice }), 'bad_request');
  });

  it('an account that never checked out has no invoices (and Stripe is not asked)', async () => {
    expect(await (await manage({ action: 'invoices' })).json()).toEqual({
      action: 'invoices',
      items: [],
      nextCursor: null,
    });
    expect(stripe.requests).toEqual([]);
  });

  it('502 on Stripe failure; not_configured without a key', async () => {
    await paidCheckout();
    stripe.fail('GET', /^\/v1\/invoices$/);
    await expectError(await manage({ action: 'invoices' }), 'upstream_error');
    configureStripe({ STRIPE_SECRET_KEY: undefined });
    await expectError(await manage({ action: 'invoices' }), 'not_configured');
  });
});

describe('portal', () => {
  it("opens a portal session for the caller's customer with the server's return URL", async () => {
    await paidCheckout();
    const res = await manage({ action: 'portal' });
    const body = (await expectDocumented('POST', '/api/payment-billing', res)) as { action: string; url: string };
    expect(body.action).toBe('portal');
    expect(body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [created] = stripe.seen('POST', '/v1/billing_portal/sessions');
    expect(created!.params.get('return_url')).toBe('http://localhost:5173/account/billing');
    expect(created!.params.get('customer')).toBe(
      (await db()`select stripe_customer_id from users where id = ${user.id}`)[0]!.stripe_customer_id,
    );
  });

  it('takes no return URL from the request', async () => {
    await paidCheckout();
    await expectError(await manage({ action: 'portal', returnUrl: 'https://evil.example' }), 'bad_request');
    expect(stripe.seen('POST', '/v1/billing_portal/sessions')).toEqual([]);
  });

  it('409 before the first checkout; not_configured when the portal was never set up; 502 on failure', async () => {
    await expectError(await manage({ action: 'portal' }), 'conflict');
    await paidCheckout();
    stripe.failWith('POST', /^\/v1\/billing_portal\/sessions$/, () =>
      Response.json(stripeFixture('error_portal_not_configured'), { status: 400 }),
    );
    expect((await expectError(await manage({ action: 'portal' }), 'not_configured')).hint).toMatch(/Customer portal/);
    stripe.fail('POST', /^\/v1\/billing_portal\/sessions$/);
    await expectError(await manage({ action: 'portal' }), 'upstream_error');
  });
});

describe('plans', () => {
  it('the semester price maps to the semester plan even without metadata', async () => {
    const { sessionId, subscription } = await paidCheckout(user, 'semester');
    subscription.metadata = {};
    expect(subscription.items.data[0].price.id).toBe(PRICE_SEMESTER);
    expect(await (await manage({ action: 'confirm', sessionId })).json()).toMatchObject({ plan: 'semester' });
  });
});

describe('a deployment without Stripe (what the docs promise)', () => {
  it('answers an account that never checked out as it would with Stripe, and checkout not_configured', async () => {
    configureStripe({ STRIPE_SECRET_KEY: undefined });
    await expectError(await manage({ action: 'confirm', sessionId: 'cs_test_a1b2c3' }), 'not_found');
    for (const action of ['cancel', 'resume', 'portal']) await expectError(await manage({ action }), 'conflict');
    const invoices = await manage({ action: 'invoices' });
    expect(await expectDocumented('POST', '/api/payment-billing', invoices)).toEqual({
      action: 'invoices',
      items: [],
      nextCursor: null,
    });
    const checkout = await call('POST', '/api/payment-checkout', { token: user.token, body: { plan: 'monthly' } });
    await expectError(checkout, 'not_configured');
  });
});
