// createCheckoutSession: embedded checkout, one Stripe customer per user, configuration errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerIdempotencyKey } from '../../lib/billing/checkout.js';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { configureStripe, FakeStripe, PRICE_MONTHLY, PRICE_SEMESTER } from '../support/stripe.js';

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

const checkout = (plan: unknown, who: TestUser = user) =>
  call('POST', '/api/payment-checkout', { token: who.token, body: { plan } });
const storedCustomer = async (id: string) =>
  (await db()`select stripe_customer_id from users where id = ${id}`)[0]!.stripe_customer_id as string | null;

describe('createCheckoutSession', () => {
  it('creates an embedded Checkout Session and answers only its client secret', async () => {
    const res = await checkout('monthly');
    expect(res.status).toBe(200);
    const body = (await expectDocumented('POST', '/api/payment-checkout', res)) as { clientSecret: string };
    const [created] = stripe.seen('POST', '/v1/checkout/sessions');
    expect(body).toEqual({ clientSecret: [...stripe.sessions.values()][0]!.client_secret });
    expect(body.clientSecret).toMatch(/^cs_test_\w+_secret_\w+$/);

    const p = created!.params;
    expect(p.get('ui_mode')).toBe('embedded_page');
    expect(p.get('mode')).toBe('subscription');
    expect(p.get('return_url')).toBe('http://localhost:5173/account/billing?session_id={CHECKOUT_SESSION_ID}');
    expect(p.has('success_url') || p.has('cancel_url')).toBe(false);
    expect(p.get('line_items[0][price]')).toBe(PRICE_MONTHLY);
    expect(p.get('line_items[0][quantity]')).toBe('1');
    expect(p.get('customer')).toBe(await storedCustomer(user.id));
    expect(p.get('client_reference_id')).toBe(user.id);
    expect(p.get('metadata[user_id]')).toBe(user.id);
    expect(p.get('subscription_data[metadata][plan]')).toBe('monthly');
    expect(p.get('subscription_data[metadata][user_id]')).toBe(user.id);
  });

  it('sells the semester plan at its own price', async () => {
    expect((await checkout('semester')).status).toBe(200);
    expect(stripe.seen('POST', '/v1/checkout/sessions')[0]!.params.get('line_items[0][price]')).toBe(PRICE_SEMESTER);
  });

  it('creates the Stripe customer once, with an idempotency key of the user, and reuses it', async () => {
    await checkout('monthly');
    await checkout('semester');
    const creations = stripe.seen('POST', '/v1/customers');
    expect(creations).toHaveLength(1);
    expect(creations[0]!.idempotencyKey).toBe(customerIdempotencyKey(user.id));
    expect(creations[0]!.params.get('metadata[user_id]')).toBe(user.id);
    expect(creations[0]!.params.get('email')).toBe(user.email);
    const sessions = stripe.seen('POST', '/v1/checkout/sessions');
    expect(sessions.map((s) => s.params.get('customer'))).toEqual([
      await storedCustomer(user.id),
      await storedCustomer(user.id),
    ]);
  });

  it('two concurrent first checkouts store one customer and use it for both sessions', async () => {
    const fresh = await makeUser();
    const results = await Promise.all([
      checkout('monthly', fresh),
      checkout('semester', fresh),
      checkout('monthly', fresh),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(stripe.seen('POST', '/v1/customers')).toHaveLength(1);
    expect(stripe.customers.size).toBe(1);
    const customer = await storedCustomer(fresh.id);
    expect(customer).toMatch(/^cus_/);
    expect(stripe.seen('POST', '/v1/checkout/sessions').map((s) => s.params.get('customer'))).toEqual([
      customer,
      customer,
      customer,
    ]);
  });

  it('a creation whose database write was lost gets the same customer back on retry (idempotency key)', async () => {
    const fresh = await makeUser();
    await checkout('monthly', fresh);
    const first = await storedCustomer(fresh.id);
    // As if that attempt's transaction had rolled back after Stripe created the customer.
    await db()`update users set stripe_customer_id = null where id = ${fresh.id}`;
    expect((await checkout('monthly', fresh)).status).toBe(200);
    expect(await storedCustomer(fresh.id)).toBe(first);
    expect(stripe.customers.size).toBe(1);
  });

  it('users never share a customer', async () => {
    const other = await makeUser();
    await checkout('monthly');
    await checkout('monthly', other);
    expect(await storedCustomer(user.id)).not.toBe(await storedCustomer(other.id));
  });

  it('refuses a second subscription while one is live (409), and allows a new one after it ended', async () => {
    await checkout('monthly');
    const customer = (await storedCustomer(user.id))!;
    const sub = stripe.addSubscription({ customer });
    await db()`insert into subscriptions (id, user_id, customer_id, status, plan, state_as_of) values (${sub.id}, ${user.id}, ${customer}, 'active', 'monthly', now())`;
    const body = await expectError(await checkout('semester'), 'conflict');
    expect(body.hint).toMatch(/portal/);
    await db()`update subscriptions set status = 'canceled' where id = ${sub.id}`;
    expect((await checkout('semester')).status).toBe(200);
  });

  it('400 for an unknown plan, a missing plan or extra fields', async () => {
    await expectError(await checkout('yearly'), 'bad_request');
    await expectError(await call('POST', '/api/payment-checkout', { token: user.token, body: {} }), 'bad_request');
    const extra = await expectError(
      await call('POST', '/api/payment-checkout', { token: user.token, body: { plan: 'monthly', customer: 'cus_x' } }),
      'bad_request',
    );
    expect(extra.message).toMatch(/customer/);
    expect(stripe.requests).toEqual([]);
  });

  it("not_configured without STRIPE_SECRET_KEY, or without the plan's price, naming the variable", async () => {
    configureStripe({ STRIPE_SECRET_KEY: undefined });
    expect((await expectError(await checkout('monthly'), 'not_configured')).hint).toMatch(/STRIPE_SECRET_KEY/);
    configureStripe({ STRIPE_PRICE_MONTHLY: undefined });
    expect((await expectError(await checkout('monthly'), 'not_configured')).hint).toMatch(/STRIPE_PRICE_MONTHLY/);
    expect((await checkout('semester')).status).toBe(200);
    configureStripe({ STRIPE_PRICE_SEMESTER: undefined });
    expect((await expectError(await checkout('semester'), 'not_configured')).hint).toMatch(/STRIPE_PRICE_SEMESTER/);
  });

  it("not_configured without APP_BASE_URL, the web app's address, before any call to Stripe", async () => {
    vi.stubEnv('APP_BASE_URL', '');
    resetEnv();
    expect((await expectError(await checkout('monthly'), 'not_configured')).hint).toMatch(/APP_BASE_URL/);
    expect(stripe.requests).toEqual([]);
    expect(await storedCustomer(user.id)).toBeNull();
  });

  it('502 when Stripe fails or cannot be reached; a rejected key is not_configured', async () => {
    stripe.fail('POST', /^\/v1\/customers$/);
    await expectError(await checkout('monthly'), 'upstream_error');
    expect(await storedCustomer(user.id)).toBeNull();
    stripe.fail('POST', /^\/v1\/checkout\/sessions$/, { kind: 'network' });
    await expectError(await checkout('monthly'), 'upstream_error');
    stripe.failWith('POST', /^\/v1\/checkout\/sessions$/, () =>
      Response.json(
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****0000' } },
        { status: 401 },
      ),
    );
    await expectError(await checkout('monthly'), 'not_configured');
  });
});
