// GET /api/v1/owner/payments against Stripe's charge list, met with msw in Stripe's own shapes
// (tests/fixtures/stripe-owner/, see PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { MAX_PAGES, PAGE_SIZE } from '../../lib/owner/payments.js';
import { call, expectError, makeToken } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { mswServer } from '../support/msw.js';
import { seedUser } from '../support/owner.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/stripe-owner/${name}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const CHARGE = fixture('charge.json');
const LIST = fixture('list.json');

let seq = 0;
/** The documented example charge with the fields a case is about changed. */
function charge(
  o: Partial<{
    customer: string | null;
    amount: number;
    refunded: number;
    currency: string;
    status: string;
    paid: boolean;
    captured: boolean;
  }> = {},
) {
  const amount = o.amount ?? 1000;
  const status = o.status ?? 'succeeded';
  const paid = o.paid ?? status === 'succeeded';
  const captured = o.captured ?? status === 'succeeded';
  return {
    ...CHARGE,
    id: `ch_${String(++seq).padStart(24, '0')}`,
    customer: o.customer ?? null,
    amount,
    amount_captured: captured ? amount : 0,
    amount_refunded: o.refunded ?? 0,
    refunded: (o.refunded ?? 0) >= amount,
    currency: o.currency ?? 'usd',
    status,
    paid,
    captured,
    created: Math.floor(Date.now() / 1000) - seq,
    failure_code: status === 'failed' ? 'card_declined' : null,
  };
}

const page = (data: unknown[], hasMore: boolean) => ({ ...LIST, data, has_more: hasMore });

let owner: string;
beforeAll(async () => {
  owner = (await makeToken('owner')).token;
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

function useKey(key: string) {
  vi.stubEnv('STRIPE_SECRET_KEY', key);
  resetEnv();
}

interface Payments {
  notes: string[];
  configured: boolean;
  mode: string | null;
  complete: boolean;
  since: string;
  charges_read: number | null;
  excluded_charges: number | null;
  paying_customers: number | null;
  by_currency:
    | {
        currency: string;
        settled_charges: number;
        gross_cents: number;
        refunded_cents: number;
        net_cents: number;
        pending_charges: number;
        failed_charges: number;
      }[]
    | null;
}

async function payments(): Promise<Payments> {
  const res = await call('GET', '/api/v1/owner/payments', { token: owner });
  expect(res.status).toBe(200);
  return (await expectDocumented('GET', '/api/v1/owner/payments', res)) as Payments;
}

describe('GET /api/v1/owner/payments', () => {
  it('answers 200 with an explanatory note and null figures when STRIPE_SECRET_KEY is missing', async () => {
    const body = await payments();
    expect(body).toMatchObject({
      configured: false,
      mode: null,
      charges_read: null,
      paying_customers: null,
      by_currency: null,
    });
    expect(body.notes).toEqual([expect.stringMatching(/STRIPE_SECRET_KEY is not set/)]);
  });

  it('reads every page to the end, newest first, with starting_after, limit and the 30-day window', async () => {
    useKey('sk_live_owner');
    const first = Array.from({ length: 3 }, (_, i) => charge({ customer: `cus_page1_${i}`, amount: 1000 }));
    const second = [charge({ customer: 'cus_page2', amount: 2500, refunded: 500 })];
    const seen: URL[] = [];
    mswServer.use(
      http.get('https://api.stripe.com/v1/charges', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        expect(request.headers.get('authorization')).toBe('Bearer sk_live_owner');
        return HttpResponse.json(url.searchParams.get('starting_after') ? page(second, false) : page(first, true));
      }),
    );
    const body = await payments();
    expect(seen).toHaveLength(2);
    expect(seen[0]!.searchParams.get('limit')).toBe(String(PAGE_SIZE));
    expect(seen[1]!.searchParams.get('starting_after')).toBe(first[2]!.id);
    const gte = Number(seen[0]!.searchParams.get('created[gte]'));
    expect(gte).toBe(Math.floor(Date.parse(body.since) / 1000));
    expect(Date.now() / 1000 - gte).toBeGreaterThan(30 * 86400 - 60);
    expect(body).toMatchObject({
      configured: true,
      mode: 'live',
      complete: true,
      charges_read: 4,
      excluded_charges: 0,
      paying_customers: 4,
      notes: [],
    });
    expect(body.by_currency).toEqual([
      {
        currency: 'usd',
        settled_charges: 4,
        gross_cents: 5500,
        refunded_cents: 500,
        net_cents: 5000,
        pending_charges: 0,
        failed_charges: 0,
      },
    ]);
  });

  it('counts only settled charges above 0 as paid; leaves internal and test accounts out; never counts comped accounts as paying', async () => {
    useKey('sk_test_owner');
    await seedUser({ internal: true, customer: 'cus_internal' });
    await seedUser({ test: true, customer: 'cus_qa' });
    await seedUser({ comped: true, customer: 'cus_comped' });
    await seedUser({ customer: 'cus_real' });
    mswServer.use(
      http.get('https://api.stripe.com/v1/charges', () =>
        HttpResponse.json(
          page(
            [
              charge({ customer: 'cus_real', amount: 1200 }),
              charge({ customer: 'cus_real', amount: 1200 }),
              charge({ customer: 'cus_internal', amount: 99_999 }),
              charge({ customer: 'cus_qa', amount: 50_000, currency: 'eur' }),
              charge({ customer: 'cus_comped', amount: 800 }),
              charge({ customer: 'cus_declined', amount: 1200, status: 'failed' }),
              charge({ customer: 'cus_ach', amount: 1200, status: 'pending' }),
              charge({ customer: 'cus_uncaptured', amount: 1200, status: 'succeeded', paid: true, captured: false }),
              charge({ customer: null, amount: 300, currency: 'eur' }),
            ],
            false,
          ),
        ),
      ),
    );
    const body = await payments();
    expect(body).toMatchObject({ mode: 'test', charges_read: 9, excluded_charges: 2, paying_customers: 1 });
    expect(body.notes).toEqual([expect.stringMatching(/test mode/)]);
    expect(body.by_currency).toEqual([
      {
        currency: 'usd',
        settled_charges: 3,
        gross_cents: 3200,
        refunded_cents: 0,
        net_cents: 3200,
        pending_charges: 2,
        failed_charges: 1,
      },
      {
        currency: 'eur',
        settled_charges: 1,
        gross_cents: 300,
        refunded_cents: 0,
        net_cents: 300,
        pending_charges: 0,
        failed_charges: 0,
      },
    ]);
  });

  it(`stops after ${MAX_PAGES} pages and says so in the notes`, async () => {
    useKey('sk_live_owner');
    let requests = 0;
    mswServer.use(
      http.get('https://api.stripe.com/v1/charges', () => {
        requests++;
        return HttpResponse.json(page([charge({ customer: `cus_${requests}` })], true));
      }),
    );
    const body = await payments();
    expect(requests).toBe(MAX_PAGES);
    expect(body.complete).toBe(false);
    expect(body.charges_read).toBe(MAX_PAGES);
    expect(body.notes.join(' ')).toMatch(
      new RegExp(`Stopped after ${MAX_PAGES} pages \\(${MAX_PAGES} charges\\): only charges created from \\d{4}-`),
    );
  });

  it('answers 502 upstream_error when Stripe fails, and not_configured naming the key when Stripe refuses it', async () => {
    useKey('sk_live_owner');
    mswServer.use(
      http.get('https://api.stripe.com/v1/charges', () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'boom' } }, { status: 500 }),
      ),
    );
    await expectError(await call('GET', '/api/v1/owner/payments', { token: owner }), 'upstream_error');
    mswServer.use(
      http.get('https://api.stripe.com/v1/charges', () =>
        HttpResponse.json(fixture('error-authentication.json'), { status: 401 }),
      ),
    );
    const refused = await expectError(await call('GET', '/api/v1/owner/payments', { token: owner }), 'not_configured');
    expect(refused.hint).toMatch(/STRIPE_SECRET_KEY/);
    expect(JSON.stringify(refused)).not.toContain('sk_live_owner');
  });
});
