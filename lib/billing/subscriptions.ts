// The subscriptions mirror. One rule makes it converge on Stripe's newest state whatever order
// events and actions arrive in: every write happens while holding the owner's users row lock,
// and writes a state read from Stripe after that lock was taken. Lock holders run one after
// another, so the last writer always read last. users.plan follows by trigger (billing migration).
import type Stripe from 'stripe';
import type { TransactionSql } from '../db.js';
import { isStripeMissing } from '../errors.js';
import { iso } from '../../schemas/common.js';
import type { BillingSubscription, SUBSCRIPTION_STATUSES } from '../../schemas/billing.js';
import type { z } from '../zod.js';
import { idOf, planOf, type PaidPlan } from './plans.js';
import { stripe } from './stripe.js';

export interface LockedUser {
  id: string;
  plan: 'free' | PaidPlan;
  stripeCustomerId: string | null;
  email: string | null;
}

interface UserRow {
  id: string;
  plan: LockedUser['plan'];
  stripe_customer_id: string | null;
  email: string | null;
}

const locked = (row: UserRow | undefined): LockedUser | null =>
  row ? { id: row.id, plan: row.plan, stripeCustomerId: row.stripe_customer_id, email: row.email } : null;

/** Locks a user's row for the rest of the transaction. */
export async function lockUser(tx: TransactionSql, userId: string): Promise<LockedUser | null> {
  const [row] = await tx<UserRow[]>`
    select id, plan, stripe_customer_id, email from users where id = ${userId} for update`;
  return locked(row);
}

/** Locks the row of the user a Stripe customer belongs to; null for a customer we did not create. */
export async function lockUserByCustomer(tx: TransactionSql, customerId: string): Promise<LockedUser | null> {
  const [row] = await tx<UserRow[]>`
    select id, plan, stripe_customer_id, email from users where stripe_customer_id = ${customerId} for update`;
  return locked(row);
}

export interface SubscriptionRow {
  id: string;
  user_id: string;
  customer_id: string;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  plan: PaidPlan;
  unit_amount_cents: number | null;
  currency: string | null;
  billing_interval: string | null;
  interval_count: number | null;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  trial_end: Date | null;
  state_as_of: Date;
}

const fromUnix = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

/**
 * Writes one subscription state for a locked user. `asOf` is the Stripe time (event.created)
 * of the event that led to the read; direct reads pass null and leave the marker where it is
 * (a subscription's own `created` for a new row), since our clock is not Stripe's.
 * Returns null for a subscription that sells none of our plans.
 */
export async function writeSubscription(
  tx: TransactionSql,
  user: LockedUser,
  sub: Stripe.Subscription,
  asOf: Date | null,
): Promise<SubscriptionRow | null> {
  const plan = planOf(sub);
  if (!plan) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'subscription sells no known plan; not mirrored', subscription: sub.id }),
    );
    return null;
  }
  const item = sub.items.data[0];
  const price = item?.price;
  // Period ends live on the items since API version 2025-03-31.basil.
  const periodEnd = sub.items.data.reduce<number | null>(
    (min, i) => (min === null || i.current_period_end < min ? i.current_period_end : min),
    null,
  );
  const stateAsOf = asOf ?? fromUnix(sub.created)!;
  const [row] = await tx<SubscriptionRow[]>`
    insert into subscriptions (id, user_id, customer_id, status, plan, price_id, unit_amount_cents, currency,
                               billing_interval, interval_count, cancel_at_period_end, current_period_end,
                               trial_end, livemode, state_as_of)
    values (${sub.id}, ${user.id}, ${idOf(sub.customer)!}, ${sub.status}, ${plan}, ${price?.id ?? null},
            ${price?.unit_amount ?? null}, ${price?.currency ?? sub.currency ?? null}, ${price?.recurring?.interval ?? null},
            ${price?.recurring?.interval_count ?? null}, ${sub.cancel_at_period_end}, ${fromUnix(periodEnd)},
            ${fromUnix(sub.trial_end)}, ${sub.livemode}, ${stateAsOf})
    on conflict (id) do update set
      status = excluded.status, plan = excluded.plan, price_id = excluded.price_id,
      unit_amount_cents = excluded.unit_amount_cents, currency = excluded.currency,
      billing_interval = excluded.billing_interval, interval_count = excluded.interval_count,
      cancel_at_period_end = excluded.cancel_at_period_end, current_period_end = excluded.current_period_end,
      trial_end = excluded.trial_end, livemode = excluded.livemode,
      state_as_of = greatest(subscriptions.state_as_of, excluded.state_as_of), updated_at = now()
    where subscriptions.user_id = excluded.user_id
    returning id, user_id, customer_id, status, plan, unit_amount_cents, currency, billing_interval, interval_count,
              cancel_at_period_end, current_period_end, trial_end, state_as_of`;
  return row ?? null;
}

/** Stripe's current state of a subscription; null when Stripe no longer knows it. */
export async function fetchSubscription(id: string): Promise<Stripe.Subscription | null> {
  try {
    return await (await stripe()).subscriptions.retrieve(id);
  } catch (err) {
    if (isStripeMissing(err)) return null;
    throw err;
  }
}

export type SyncOutcome = 'applied' | 'stale' | 'missing' | 'foreign' | 'unsold';

/**
 * Brings one subscription of a locked user up to Stripe's current state. An event older than
 * the newest one already applied is skipped without asking Stripe: the state written then was
 * read after that newer event, so it is newer than anything the older one could describe.
 */
export async function syncSubscription(
  tx: TransactionSql,
  user: LockedUser,
  subscriptionId: string,
  options: { asOf?: Date; fallback?: Stripe.Subscription } = {},
): Promise<{ outcome: SyncOutcome; row: SubscriptionRow | null }> {
  const asOf = options.asOf ?? null;
  if (asOf) {
    const [existing] = await tx<
      { state_as_of: Date }[]
    >`select state_as_of from subscriptions where id = ${subscriptionId}`;
    if (existing && asOf < existing.state_as_of) return { outcome: 'stale', row: null };
  }
  // A subscription Stripe has forgotten (deleted test data) keeps the state its event carried.
  const sub = (await fetchSubscription(subscriptionId)) ?? options.fallback ?? null;
  if (!sub) return { outcome: 'missing', row: null };
  if (idOf(sub.customer) !== user.stripeCustomerId) return { outcome: 'foreign', row: null };
  const row = await writeSubscription(tx, user, sub, asOf);
  return { outcome: row ? 'applied' : 'unsold', row };
}

/** The user's newest subscription in one of these states, from the mirror. */
export async function newestSubscription(
  tx: TransactionSql,
  userId: string,
  statuses: readonly string[],
): Promise<SubscriptionRow | null> {
  const [row] = await tx<SubscriptionRow[]>`
    select id, user_id, customer_id, status, plan, unit_amount_cents, currency, billing_interval, interval_count,
           cancel_at_period_end, current_period_end, trial_end, state_as_of
      from subscriptions
     where user_id = ${userId} and status in ${tx(statuses as string[])}
     order by state_as_of desc, created_at desc
     limit 1`;
  return row ?? null;
}

export async function planOfUser(tx: TransactionSql, userId: string): Promise<LockedUser['plan']> {
  const [row] = await tx<{ plan: LockedUser['plan'] }[]>`select plan from users where id = ${userId}`;
  return row?.plan ?? 'free';
}

export function toApiSubscription(row: SubscriptionRow): z.input<typeof BillingSubscription> {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: iso(row.current_period_end),
    trialEnd: iso(row.trial_end),
    amountCents: row.unit_amount_cents,
    currency: row.currency,
    interval: row.billing_interval,
    intervalCount: row.interval_count,
  };
}
