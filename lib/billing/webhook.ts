// Stripe webhook events: verified over the raw body, applied at most once (the dedupe row and the
// effect commit together), and converging on Stripe's newest state in whatever order they come.
import type Stripe from 'stripe';
import type { Sql, TransactionSql } from '../db.js';
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';
import { idOf } from './plans.js';
import { stripeSdk } from './stripe.js';
import { lockUserByCustomer, syncSubscription, type SyncOutcome } from './subscriptions.js';

/** The event types this service acts on; subscribe the endpoint to exactly these. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const HANDLED = new Set<string>(HANDLED_EVENT_TYPES);

/** How far a signature's timestamp may be from now, either way (the SDK's default, in seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The event, if the stripe-signature header signs exactly these bytes with our endpoint secret
 * at a time within 300 s of now, before or after (the SDK checks only the past); otherwise 400
 * and nothing is read from the body.
 */
export async function verifyEvent(rawBody: string, signature: string | null): Promise<Stripe.Event> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw notConfigured('STRIPE_WEBHOOK_SECRET');
  const { webhooks } = await stripeSdk();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature ?? '')?.[1]);
    if (!(signedAt <= Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS))
      throw new Error('Timestamp outside the tolerance zone (in the future)');
  } catch (err) {
    throw new ApiError('bad_request', {
      message: 'The stripe-signature header does not match the body.',
      hint: "Webhooks are sent by the payment provider only; check that STRIPE_WEBHOOK_SECRET is this endpoint's signing secret.",
      cause: err,
    });
  }
  // The SDK parses any signed JSON; a body without an event's envelope is refused, not dereferenced.
  if (!hasEventEnvelope(event)) {
    throw new ApiError('bad_request', {
      message: 'The body is not a Stripe event.',
      hint: 'Webhooks are sent by the payment provider only.',
    });
  }
  return event;
}

/** id, type, created and an object in data: what every Stripe event carries and the handler reads. */
function hasEventEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  const data = e.data as { object?: unknown } | null | undefined;
  return (
    typeof e.id === 'string' &&
    typeof e.type === 'string' &&
    typeof e.created === 'number' &&
    typeof data?.object === 'object' &&
    data.object !== null
  );
}

export type Receipt = 'processed' | 'duplicate' | 'ignored';

/**
 * Applies one verified event. The stripe_events row is inserted first, in the same transaction
 * as the effect: a concurrent delivery of the same event waits on that row's key and then finds
 * it (duplicate), and a failure rolls both back so Stripe's retry starts clean.
 */
export async function receiveEvent(sql: Sql, event: Stripe.Event): Promise<Receipt> {
  if (!HANDLED.has(event.type)) return 'ignored';
  return sql.begin(async (tx) => {
    const [fresh] = await tx`
      insert into stripe_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing
      returning id`;
    if (!fresh) return 'duplicate' as const;
    const outcome = await apply(tx, event);
    if (outcome !== 'applied') {
      console.info(
        JSON.stringify({
          level: 'info',
          msg: 'stripe event recorded without effect',
          event: event.id,
          type: event.type,
          outcome,
        }),
      );
    }
    return 'processed' as const;
  });
}

type Outcome = SyncOutcome | 'unknown_customer' | 'not_a_subscription';

async function apply(tx: TransactionSql, event: Stripe.Event): Promise<Outcome> {
  const asOf = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return 'not_a_subscription';
      return reconcile(tx, idOf(session.customer), subscriptionId, asOf);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return reconcile(tx, idOf(sub.customer), sub.id, asOf, sub);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      const user = customerId ? await lockUserByCustomer(tx, customerId) : null;
      if (!user) return 'unknown_customer';
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (event.type === 'invoice.paid') await recordCharge(tx, user.id, invoice, subscriptionId, asOf);
      if (!subscriptionId) return 'applied';
      return (await syncSubscription(tx, user, subscriptionId, { asOf })).outcome;
    }
    default:
      return 'applied';
  }
}

async function reconcile(
  tx: TransactionSql,
  customerId: string | null,
  subscriptionId: string,
  asOf: Date,
  fallback?: Stripe.Subscription,
): Promise<Outcome> {
  const user = customerId ? await lockUserByCustomer(tx, customerId) : null;
  if (!user) return 'unknown_customer';
  return (await syncSubscription(tx, user, subscriptionId, { asOf, ...(fallback ? { fallback } : {}) })).outcome;
}

/**
 * A settled charge is an invoice paid with more than 0: trials and fully discounted invoices are
 * paid with 0 and never count as a charge. Keyed by invoice id, so a replay adds nothing.
 */
async function recordCharge(
  tx: TransactionSql,
  userId: string,
  invoice: Stripe.Invoice,
  subscriptionId: string | null,
  asOf: Date,
) {
  if (invoice.amount_paid <= 0) return;
  const paidAt = invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : asOf;
  await tx`
    insert into charges (id, user_id, subscription_id, amount_cents, currency, paid_at, livemode)
    values (${invoice.id}, ${userId}, ${subscriptionId}, ${invoice.amount_paid}, ${invoice.currency}, ${paidAt}, ${invoice.livemode})
    on conflict (id) do nothing`;
}
