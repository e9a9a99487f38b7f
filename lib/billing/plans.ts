// Which Stripe price sells which plan, and where the payment pages send the student back to.
import type Stripe from 'stripe';
import { env } from '../env.js';
import { notConfigured } from '../errors.js';

export type PaidPlan = 'semester' | 'monthly';
/** States of a subscription that still exists and can be acted on (cancel, resume, portal). */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'unpaid', 'paused'] as const;

const PRICE_VARIABLE = { semester: 'STRIPE_PRICE_SEMESTER', monthly: 'STRIPE_PRICE_MONTHLY' } as const;

/** The configured price of a plan; `not_configured` naming its variable when unset. */
export function priceFor(plan: PaidPlan): string {
  const price = env()[PRICE_VARIABLE[plan]];
  if (!price) throw notConfigured(PRICE_VARIABLE[plan]);
  return price;
}

const isPaidPlan = (value: unknown): value is PaidPlan => value === 'semester' || value === 'monthly';

/**
 * The plan a subscription sells: by its price when that is one of ours, else by the plan our
 * checkout wrote into its metadata (prices can be replaced while old subscribers keep theirs).
 * Null for a subscription this service did not sell.
 */
export function planOf(subscription: Stripe.Subscription): PaidPlan | null {
  const { STRIPE_PRICE_SEMESTER, STRIPE_PRICE_MONTHLY } = env();
  for (const item of subscription.items.data) {
    if (STRIPE_PRICE_SEMESTER && item.price.id === STRIPE_PRICE_SEMESTER) return 'semester';
    if (STRIPE_PRICE_MONTHLY && item.price.id === STRIPE_PRICE_MONTHLY) return 'monthly';
  }
  const fromMetadata = subscription.metadata?.plan;
  return isPaidPlan(fromMetadata) ? fromMetadata : null;
}

/** The web app's page Stripe sends the student back to (APP_BASE_URL is the web app, not this API). */
export const BILLING_PAGE_PATH = '/account/billing';

/** APP_BASE_URL, or not_configured: without it a student who has just paid would land nowhere. */
export function appBaseUrl(): string {
  const url = env().APP_BASE_URL;
  if (!url) throw notConfigured("APP_BASE_URL (the web app's address, where Stripe returns the student)");
  return url;
}

/** Embedded checkout returns here; Stripe fills in the session id, the page then calls confirm. */
export const checkoutReturnUrl = () => `${appBaseUrl()}${BILLING_PAGE_PATH}?session_id={CHECKOUT_SESSION_ID}`;
/** The billing portal's way back: fixed by the server, never taken from the request. */
export const portalReturnUrl = () => `${appBaseUrl()}${BILLING_PAGE_PATH}`;

/** An expandable Stripe reference as its id. */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (ref == null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}
