// Embedded Checkout for a plan, with one Stripe customer per user, created once.
import type { Sql } from '../db.js';
import { ApiError } from '../errors.js';
import { checkoutReturnUrl, LIVE_STATUSES, priceFor, type PaidPlan } from './plans.js';
import { stripe } from './stripe.js';
import { lockUser, newestSubscription } from './subscriptions.js';

/** Stripe keeps idempotency keys for at least 24 hours: a retried creation returns the same customer. */
export const customerIdempotencyKey = (userId: string) => `gradetrack-customer-${userId}`;

/**
 * The user's Stripe customer, created on first use. The users row stays locked while Stripe
 * creates it, so a concurrent first checkout waits and then reuses the stored id; the
 * idempotency key covers a creation whose database write was lost (crash, rollback).
 * Refuses a second subscription while one is still live.
 */
async function customerFor(sql: Sql, userId: string): Promise<string> {
  return sql.begin(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('authenticated user has no row');
    const live = await newestSubscription(tx, userId, LIVE_STATUSES);
    if (live) {
      throw new ApiError('conflict', {
        message: `This account already has a ${live.plan} subscription (${live.status}).`,
        hint: 'Change or cancel it in the billing portal: POST /api/payment-billing with {"action":"portal"}.',
      });
    }
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await (await stripe()).customers.create(
      { ...(user.email ? { email: user.email } : {}), metadata: { user_id: userId } },
      { idempotencyKey: customerIdempotencyKey(userId) },
    );
    await tx`update users set stripe_customer_id = ${customer.id} where id = ${userId}`;
    return customer.id;
  });
}

/** Creates an embedded Checkout Session for the plan and returns its client secret. */
export async function createCheckout(sql: Sql, userId: string, plan: PaidPlan): Promise<string> {
  const price = priceFor(plan);
  const client = await stripe();
  // Before any customer is created: a deployment without the web app's address cannot take a payment.
  const returnUrl = checkoutReturnUrl();
  const customer = await customerFor(sql, userId);
  const metadata = { user_id: userId, plan };
  const session = await client.checkout.sessions.create({
    mode: 'subscription',
    // The SDK's pinned API version (≥ 2026-03-25.dahlia) names embedded checkout `embedded_page`.
    ui_mode: 'embedded_page',
    customer,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    return_url: returnUrl,
    metadata,
    // Copied onto the subscription, so the webhook can name the plan even after prices change.
    subscription_data: { metadata },
  });
  if (!session.client_secret) throw new Error(`checkout session ${session.id} came back without a client_secret`);
  return session.client_secret;
}
