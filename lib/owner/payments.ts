// GET /api/v1/owner/payments: revenue of the last 30 days read live from Stripe's charge
// list, paged to the end of the window or to a cap a note reports. Without STRIPE_SECRET_KEY
// the answer is 200 with null figures and a note (the rest of the owner API does not need
// Stripe). A Stripe failure or timeout is 502 upstream_error: a partial sum would pass for
// the whole, so nothing partial is returned.
import type Stripe from 'stripe';
import { isStripeTestMode } from '../billing/mode.js';
import { stripe } from '../billing/stripe.js';
import type { Queryable } from '../db.js';
import { env } from '../env.js';
import type { OwnerPayments } from '../../schemas/owner.js';
import type { z } from '../zod.js';
import { iso } from '../../schemas/common.js';
import { envelope } from './common.js';

export const PAYMENTS_WINDOW_DAYS = 30;
/** Stripe's largest page is 100; 10 pages keep the call within a few seconds. */
export const PAGE_SIZE = 100;
export const MAX_PAGES = 10;

type Payments = z.input<typeof OwnerPayments>;
type CurrencyFigures = NonNullable<Payments['by_currency']>[number];

export async function readPayments(sql: Queryable, now: Date = new Date()): Promise<Payments> {
  const since = new Date(now.getTime() - PAYMENTS_WINDOW_DAYS * 86_400_000);
  const base = { source: 'stripe' as const, since: iso(since), window_days: PAYMENTS_WINDOW_DAYS };
  const key = env().STRIPE_SECRET_KEY;
  if (!key) {
    return {
      ...envelope(now, [
        'STRIPE_SECRET_KEY is not set: payments are read live from Stripe, so there are no payment figures. Set the key to see them.',
      ]),
      ...base,
      configured: false,
      mode: null,
      complete: false,
      charges_read: null,
      excluded_charges: null,
      paying_customers: null,
      by_currency: null,
    };
  }
  const mode = isStripeTestMode(key) ? ('test' as const) : ('live' as const);
  const notes: string[] = [];
  if (mode === 'test')
    notes.push('Stripe is in test mode (STRIPE_SECRET_KEY is a test key): these are test payments, not real money.');

  const { charges, complete } = await listCharges(Math.floor(since.getTime() / 1000));
  if (!complete) {
    const oldest = charges[charges.length - 1];
    notes.push(
      `Stopped after ${MAX_PAGES} pages (${charges.length} charges): only charges created from ${oldest ? iso(new Date(oldest.created * 1000)) : iso(since)} on are included.`,
    );
  }

  const accounts = await accountsOf(sql, charges);
  const byCurrency = new Map<string, CurrencyFigures>();
  const payers = new Set<string>();
  let excluded = 0;
  for (const charge of charges) {
    const customer = customerId(charge);
    const account = customer ? accounts.get(customer) : undefined;
    if (account?.excluded) {
      excluded++;
      continue;
    }
    const currency = charge.currency.toLowerCase();
    let f = byCurrency.get(currency);
    if (!f) {
      f = {
        currency,
        settled_charges: 0,
        gross_cents: 0,
        refunded_cents: 0,
        net_cents: 0,
        pending_charges: 0,
        failed_charges: 0,
      };
      byCurrency.set(currency, f);
    }
    if (charge.status === 'failed') f.failed_charges++;
    else if (settled(charge)) {
      f.settled_charges++;
      f.gross_cents += charge.amount_captured;
      f.refunded_cents += charge.amount_refunded;
      f.net_cents = f.gross_cents - f.refunded_cents;
      if (customer && !account?.comped) payers.add(customer);
    } else f.pending_charges++;
  }
  return {
    ...envelope(now, notes),
    ...base,
    configured: true,
    mode,
    complete,
    charges_read: charges.length,
    excluded_charges: excluded,
    paying_customers: payers.size,
    by_currency: [...byCurrency.values()].sort(
      (a, b) => b.gross_cents - a.gross_cents || a.currency.localeCompare(b.currency),
    ),
  };
}

/** Charged more than 0 and settled: succeeded, paid and captured. */
function settled(charge: Stripe.Charge): boolean {
  return charge.status === 'succeeded' && charge.paid && charge.captured && charge.amount_captured > 0;
}

function customerId(charge: Stripe.Charge): string | null {
  const c = charge.customer;
  return typeof c === 'string' ? c : (c?.id ?? null);
}

/** Newest first, page after page, until Stripe says there is no more or the cap is reached. */
async function listCharges(createdGte: number): Promise<{ charges: Stripe.Charge[]; complete: boolean }> {
  const client = await stripe();
  const charges: Stripe.Charge[] = [];
  let startingAfter: string | undefined;
  // A Stripe failure ends the request through the one error mapping (lib/errors.ts): 502 when
  // Stripe fails or times out, not_configured when it refuses the key; never a partial total.
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await client.charges.list({
      limit: PAGE_SIZE,
      created: { gte: createdGte },
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
    charges.push(...list.data);
    const last = list.data[list.data.length - 1];
    if (!list.has_more || !last) return { charges, complete: true };
    startingAfter = last.id;
  }
  return { charges, complete: false };
}

/** Which Stripe customers are internal/test (left out) or comped (never paying): one query. */
async function accountsOf(
  sql: Queryable,
  charges: Stripe.Charge[],
): Promise<Map<string, { excluded: boolean; comped: boolean }>> {
  const ids = [...new Set(charges.map(customerId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await sql<{ stripe_customer_id: string; excluded: boolean; comped: boolean }[]>`
    select stripe_customer_id, (is_internal or is_test) as excluded, comped from users
    where stripe_customer_id = any(${sql.array(ids)})`;
  return new Map(rows.map((r) => [r.stripe_customer_id, { excluded: r.excluded, comped: r.comped }]));
}
