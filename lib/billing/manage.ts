// The actions of POST /api/payment-billing. Each acts only on the caller's own Stripe customer.
import type { Sql, Queryable } from '../db.js';
import { ApiError, badRequest, isStripeError, isStripeMissing } from '../errors.js';
import { decodeCursor, encodeCursor } from '../http/paging.js';
import { z } from '../zod.js';
import { iso } from '../../schemas/common.js';
import type { CancelResult, ConfirmResult, InvoicesResult, PortalResult, ResumeResult } from '../../schemas/billing.js';
import { idOf, LIVE_STATUSES, portalReturnUrl } from './plans.js';
import { stripe } from './stripe.js';
import {
  lockUser,
  newestSubscription,
  planOfUser,
  syncSubscription,
  toApiSubscription,
  writeSubscription,
} from './subscriptions.js';

type In<T extends z.ZodType> = z.input<T>;

async function customerOf(sql: Queryable, userId: string): Promise<string | null> {
  const [row] = await sql<
    { stripe_customer_id: string | null }[]
  >`select stripe_customer_id from users where id = ${userId}`;
  return row?.stripe_customer_id ?? null;
}

const sessionNotFound = () =>
  new ApiError('not_found', {
    message: 'No checkout session with this id belongs to your account.',
    hint: 'Pass the session_id the checkout return URL carried.',
  });

const noSubscription = () =>
  new ApiError('conflict', {
    message: 'This account has no subscription to act on.',
    hint: 'Subscribe with POST /api/payment-checkout; right after paying, confirm the checkout first.',
  });

/**
 * Applies a completed checkout: retrieves the session, checks it is the caller's, then mirrors
 * its subscription as Stripe has it now. The plan is granted by the subscription's state
 * (trialing or active), so repeating the call, or the webhook doing the same, grants it once.
 */
export async function confirm(sql: Sql, userId: string, sessionId: string): Promise<In<typeof ConfirmResult>> {
  const customer = await customerOf(sql, userId);
  if (!customer) throw sessionNotFound();
  let session;
  try {
    session = await (await stripe()).checkout.sessions.retrieve(sessionId);
  } catch (err) {
    if (isStripeMissing(err)) throw sessionNotFound();
    throw err;
  }
  const subscriptionId = idOf(session.subscription);
  // Someone else's session answers exactly like an unknown one.
  if (idOf(session.customer) !== customer || session.mode !== 'subscription') throw sessionNotFound();
  if (session.status !== 'complete') {
    throw new ApiError('conflict', {
      message: `The checkout session is ${session.status ?? 'not complete'}; nothing was granted.`,
      hint:
        session.status === 'open'
          ? 'Finish the payment in the embedded checkout, then confirm again.'
          : 'Start a new checkout with POST /api/payment-checkout.',
    });
  }
  if (!subscriptionId) throw sessionNotFound();
  return sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('authenticated user has no row');
    const { row } = await syncSubscription(tx, user, subscriptionId);
    if (!row) throw sessionNotFound();
    const plan = await planOfUser(tx, userId);
    return {
      action: 'confirm' as const,
      plan,
      newlyGranted: user.plan === 'free' && plan !== 'free',
      subscription: toApiSubscription(row),
    };
  });
}

/**
 * Sets cancel_at_period_end on the caller's live subscription (never the immediate DELETE, and
 * never /resume, which is for paused subscriptions only). The Stripe call runs under the user
 * lock, so its answer is the newest state when it is written.
 */
async function setCancelAtPeriodEnd(sql: Sql, userId: string, value: boolean) {
  return sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('authenticated user has no row');
    const current = await newestSubscription(tx, userId, LIVE_STATUSES);
    if (!current) throw noSubscription();
    if (current.status === 'paused') {
      throw new ApiError('conflict', {
        message: 'The subscription is paused (its trial ended without a payment method).',
        hint: 'Add a payment method in the billing portal ({"action":"portal"}) to resume it.',
      });
    }
    const updated = await (await stripe()).subscriptions.update(current.id, { cancel_at_period_end: value });
    const row = (await writeSubscription(tx, user, updated, null)) ?? current;
    return { plan: await planOfUser(tx, userId), subscription: toApiSubscription(row) };
  });
}

export async function cancel(sql: Sql, userId: string): Promise<In<typeof CancelResult>> {
  return { action: 'cancel', ...(await setCancelAtPeriodEnd(sql, userId, true)) };
}

export async function resume(sql: Sql, userId: string): Promise<In<typeof ResumeResult>> {
  return { action: 'resume', ...(await setCancelAtPeriodEnd(sql, userId, false)) };
}

const InvoiceCursor = z.string().regex(/^in_[A-Za-z0-9]{1,250}$/);

/**
 * The caller's invoices, newest first, a page at a time straight from Stripe (limit ≤ 100, the
 * API's own maximum). The cursor is the last invoice served; the customer is always the caller's.
 */
export async function invoices(
  sql: Queryable,
  userId: string,
  limit: number,
  cursor: string | undefined,
): Promise<In<typeof InvoicesResult>> {
  const startingAfter = decodeCursor(cursor, InvoiceCursor);
  const customer = await customerOf(sql, userId);
  if (!customer) return { action: 'invoices', items: [], nextCursor: null };
  let page;
  try {
    page = await (await stripe()).invoices.list({
      customer,
      limit,
      ...(startingAfter ? { starting_after: startingAfter } : {}),
    });
  } catch (err) {
    if (startingAfter && isStripeMissing(err))
      throw badRequest('cursor is not a cursor this list issued.', 'Omit cursor to start from the newest invoice.');
    throw err;
  }
  const items = page.data.map((inv) => ({
    id: inv.id,
    number: inv.number,
    status: inv.status,
    amountCents: inv.total,
    amountPaidCents: inv.amount_paid,
    currency: inv.currency,
    hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
    createdAt: iso(new Date(inv.created * 1000)),
    paidAt: inv.status_transitions?.paid_at ? iso(new Date(inv.status_transitions.paid_at * 1000)) : null,
  }));
  const last = items[items.length - 1];
  return { action: 'invoices', items, nextCursor: page.has_more && last ? encodeCursor(last.id) : null };
}

/** A billing portal session for the caller's customer; the return address is the server's. */
export async function portal(sql: Queryable, userId: string): Promise<In<typeof PortalResult>> {
  const customer = await customerOf(sql, userId);
  if (!customer) throw noSubscription();
  const returnUrl = portalReturnUrl();
  try {
    const session = await (await stripe()).billingPortal.sessions.create({ customer, return_url: returnUrl });
    return { action: 'portal', url: session.url };
  } catch (err) {
    // Stripe refuses portal sessions until the portal settings were saved once in the Dashboard.
    if (isStripeError(err) && err.type === 'StripeInvalidRequestError' && /configuration/i.test(err.message)) {
      throw new ApiError('not_configured', {
        message: 'This deployment has no Stripe customer portal configured.',
        hint: 'The operator must save the customer portal settings in the Stripe Dashboard (Settings → Billing → Customer portal).',
        cause: err,
      });
    }
    throw err;
  }
}
