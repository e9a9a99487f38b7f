import { createCheckout } from '../lib/billing/checkout.js';
import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { CheckoutRequest, CheckoutSession } from '../schemas/billing.js';

export const createCheckoutSession = defineRoute({
  operationId: 'createCheckoutSession',
  method: 'POST',
  path: '/api/payment-checkout',
  auth: 'user',
  summary: 'Start an embedded checkout for a plan',
  description:
    "Creates a Stripe Checkout Session (embedded) for the semester or monthly plan, for the caller's Stripe customer " +
    '(created on first use, then reused). Mount it with Stripe.js; when it completes, Stripe returns to ' +
    '`<APP_BASE_URL>/account/billing?session_id=…` (the web app), whose page calls `POST /api/payment-billing` with ' +
    '`{"action":"confirm","sessionId":…}`. 409 while the account already has a live subscription; ' +
    "`not_configured` when the deployment lacks the Stripe key, the plan's price or APP_BASE_URL.",
  tags: ['Billing'],
  body: CheckoutRequest,
  responses: { 200: CheckoutSession },
  errors: ['conflict', 'not_configured', 'upstream_error'],
});

// POST /api/payment-checkout – createCheckoutSession: embedded checkout for the caller
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(createCheckoutSession, async ({ body, principal }) => ({
    status: 200,
    body: { clientSecret: await createCheckout(db(), principal.user.id, body.plan) },
  })),
);
