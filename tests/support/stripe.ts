// Stripe at the network edge: msw answers the SDK's requests to api.stripe.com from a small
// in-memory account built from the fixtures in tests/fixtures/stripe/ (Stripe's object shapes),
// and records every request so tests can assert exactly what was sent.
import { readFileSync } from 'node:fs';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import Stripe from 'stripe';
import { vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { call } from './app.js';
import { mswServer } from './msw.js';

type Json = any;

export function stripeFixture(name: string): Json {
  return JSON.parse(readFileSync(new URL(`../fixtures/stripe/${name}.json`, import.meta.url), 'utf8'));
}

export const PRICE_MONTHLY = stripeFixture('subscription').items.data[0].price.id as string;
export const PRICE_SEMESTER = 'price_1SgSyQLkdIwHu7ixSemEst4R';
export const WEBHOOK_SECRET = 'whsec_test_5b0c2e4f6a8d1e3c5b7a9f0e2d4c6b8a';

/** Configures billing for this test (undo with vi.unstubAllEnvs() + resetEnv()). */
export function configureStripe(overrides: Record<string, string | undefined> = {}): void {
  const values: Record<string, string | undefined> = {
    STRIPE_SECRET_KEY: 'sk_test_51GradeTrackFakeKeyForTests0000000000',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_SEMESTER: PRICE_SEMESTER,
    STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
    ...overrides,
  };
  for (const [k, v] of Object.entries(values)) vi.stubEnv(k, v ?? '');
  resetEnv();
}

export interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

const API = 'https://api.stripe.com';
let counter = 0;
const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36).padStart(6, '0')}Tst`;
const stripeError = (status: number, fixture: string, message?: string) => {
  const body = stripeFixture(fixture);
  if (message) body.error.message = message;
  return HttpResponse.json(body, { status });
};
const missing = (what: string, id: string) => stripeError(404, 'error_resource_missing', `No such ${what}: '${id}'`);

/** A failure to inject: the next `times` requests matching method and path pattern get this response. */
interface Fault {
  method: string;
  path: RegExp;
  times: number;
  respond: () => Response;
}

export class FakeStripe {
  readonly requests: SeenRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices: Json[] = [];
  private readonly idempotent = new Map<string, Json>();
  private readonly faults: Fault[] = [];

  constructor() {
    mswServer.use(...this.handlers());
  }

  /** Requests seen with this method whose path matches. */
  seen(method: string, path: RegExp | string): SeenRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** The next `times` matching requests fail: Stripe's 500 api_error by default, or a network error. */
  fail(method: string, path: RegExp, options: { times?: number; kind?: 'api_error' | 'network' } = {}): void {
    const respond = options.kind === 'network' ? () => HttpResponse.error() : () => stripeError(500, 'error_api');
    this.faults.push({ method, path, times: options.times ?? 1, respond });
  }

  failWith(method: string, path: RegExp, respond: () => Response): void {
    this.faults.push({ method, path, times: 1, respond });
  }

  /** Adds a customer as if created earlier (e.g. by another user's checkout). */
  addCustomer(id = newId('cus')): string {
    this.customers.set(id, { ...stripeFixture('customer'), id });
    return id;
  }

  /** A subscription in the account, in the fixture's shape, with these fields changed. */
  addSubscription(
    fields: { customer: string; status?: string; price?: string; plan?: string } & Record<string, unknown>,
  ): Json {
    const base = stripeFixture('subscription');
    const id = (fields.id as string | undefined) ?? newId('sub');
    const item = base.items.data[0];
    if (fields.price) item.price.id = item.plan.id = fields.price;
    item.subscription = id;
    base.items.url = `/v1/subscription_items?subscription=${id}`;
    const { price: _price, plan, ...rest } = fields;
    const sub = { ...base, id, metadata: { ...base.metadata, ...(plan ? { plan } : {}) }, ...rest };
    this.subscriptions.set(id, sub);
    return sub;
  }

  /** Completes a checkout session the way Stripe does after payment: complete, paid, with a subscription. */
  completeCheckout(sessionId: string, subscriptionFields: Record<string, unknown> = {}): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const price = session.line_items_price as string;
    const sub = this.addSubscription({
      customer: session.customer,
      price,
      plan: session.metadata.plan,
      ...subscriptionFields,
    });
    Object.assign(session, {
      ...stripeFixture('checkout_session_complete'),
      id: session.id,
      customer: session.customer,
      client_reference_id: session.client_reference_id,
      metadata: session.metadata,
      subscription: sub.id,
      payment_status: sub.status === 'trialing' ? 'no_payment_required' : 'paid',
    });
    return sub;
  }

  addInvoice(fields: { customer: string } & Record<string, unknown>): Json {
    const inv = { ...stripeFixture('invoice'), id: newId('in'), ...fields };
    this.invoices.unshift(inv);
    return inv;
  }

  private handlers() {
    const record = async (request: Request): Promise<Response | SeenRequest> => {
      const url = new URL(request.url);
      const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text());
      const seen = {
        method: request.method,
        path: url.pathname,
        params,
        idempotencyKey: request.headers.get('idempotency-key'),
      };
      this.requests.push(seen);
      const fault = this.faults.find((f) => f.times > 0 && f.method === request.method && f.path.test(url.pathname));
      if (fault) {
        fault.times -= 1;
        return fault.respond();
      }
      return seen;
    };
    const json = (body: Json) => HttpResponse.json(body as JsonBodyType);

    return [
      http.post(`${API}/v1/customers`, async ({ request }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        // Stripe replays the first answer for a repeated idempotency key.
        const replay = seen.idempotencyKey ? this.idempotent.get(seen.idempotencyKey) : undefined;
        if (replay) return json(replay);
        const customer = {
          ...stripeFixture('customer'),
          id: newId('cus'),
          email: seen.params.get('email'),
          metadata: { user_id: seen.params.get('metadata[user_id]') },
        };
        this.customers.set(customer.id, customer);
        if (seen.idempotencyKey) this.idempotent.set(seen.idempotencyKey, customer);
        return json(customer);
      }),
      http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        const p = seen.params;
        const id = `cs_test_${newId('a1')}`;
        const session = {
          ...stripeFixture('checkout_session_open'),
          id,
          client_secret: `${id}_secret_${newId('fid')}`,
          customer: p.get('customer'),
          client_reference_id: p.get('client_reference_id'),
          return_url: p.get('return_url'),
          ui_mode: p.get('ui_mode'),
          metadata: { user_id: p.get('metadata[user_id]'), plan: p.get('metadata[plan]') },
          line_items_price: p.get('line_items[0][price]'),
        };
        this.sessions.set(id, session);
        const { line_items_price: _, ...body } = session;
        return json(body);
      }),
      http.get(`${API}/v1/checkout/sessions/:id`, async ({ request, params }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        const session = this.sessions.get(String(params.id));
        if (!session) return missing('checkout.session', String(params.id));
        const { line_items_price: _, ...body } = session;
        return json(body);
      }),
      http.get(`${API}/v1/subscriptions/:id`, async ({ request, params }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        const sub = this.subscriptions.get(String(params.id));
        return sub ? json(sub) : missing('subscription', String(params.id));
      }),
      http.post(`${API}/v1/subscriptions/:id`, async ({ request, params }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        const sub = this.subscriptions.get(String(params.id));
        if (!sub) return missing('subscription', String(params.id));
        const flag = seen.params.get('cancel_at_period_end');
        if (flag !== null) {
          sub.cancel_at_period_end = flag === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
          sub.canceled_at = sub.cancel_at_period_end ? Math.floor(Date.now() / 1000) : null;
        }
        return json(sub);
      }),
      http.get(`${API}/v1/invoices`, async ({ request }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        const customer = seen.params.get('customer');
        const limit = Number(seen.params.get('limit') ?? 10);
        const after = seen.params.get('starting_after');
        let list = this.invoices.filter((i) => !customer || i.customer === customer);
        if (after) {
          const at = list.findIndex((i) => i.id === after);
          if (at < 0) return missing('invoice', after);
          list = list.slice(at + 1);
        }
        return json({ object: 'list', data: list.slice(0, limit), has_more: list.length > limit, url: '/v1/invoices' });
      }),
      http.post(`${API}/v1/billing_portal/sessions`, async ({ request }) => {
        const seen = await record(request);
        if (seen instanceof Response) return seen;
        return json({
          ...stripeFixture('billing_portal_session'),
          id: newId('bps'),
          customer: seen.params.get('customer'),
          return_url: seen.params.get('return_url'),
        });
      }),
      // Anything else the code might send to Stripe is a test failure, not a silent success.
      http.all(`${API}/*`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${request.method}: ${new URL(request.url).pathname})`,
            },
          },
          { status: 404 },
        );
      }),
    ];
  }
}

export interface SignedEvent {
  event: Json;
  payload: string;
  header: string;
}

/** A Stripe event around `object`, serialized once and signed the way Stripe signs deliveries. */
export function signedEvent(
  type: string,
  object: Json,
  options: { id?: string; created?: number; secret?: string; timestamp?: number } = {},
): SignedEvent {
  const event = {
    ...stripeFixture('event'),
    id: options.id ?? newId('evt'),
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  };
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { event, payload, header };
}

export function deliver(payload: string, header: string | null): Promise<Response> {
  return call('POST', '/api/payment-webhook', {
    body: payload,
    headers: header === null ? {} : { 'stripe-signature': header },
  });
}
