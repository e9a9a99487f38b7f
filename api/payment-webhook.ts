import { receiveEvent, verifyEvent } from '../lib/billing/webhook.js';
import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { WebhookReceipt } from '../schemas/billing.js';

export const receiveWebhook = defineRoute({
  operationId: 'receiveWebhook',
  method: 'POST',
  path: '/api/payment-webhook',
  auth: 'webhook',
  summary: 'Stripe webhook receiver',
  description:
    'Not callable by clients. Takes a Stripe event signed in the `stripe-signature` header (checked over the raw body ' +
    'with STRIPE_WEBHOOK_SECRET, signed within 5 minutes of now, before or after; a bad signature is 400 and nothing is written). Acts on ' +
    'checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed; ' +
    'acknowledges every other type. Each event takes effect once; a failure answers 5xx so Stripe retries.',
  tags: ['Billing'],
  responses: { 200: WebhookReceipt },
  errors: ['upstream_error'],
});

// POST /api/payment-webhook – receiveWebhook: verify, dedupe and apply one Stripe event
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(receiveWebhook, async ({ rawBody, ctx }) => {
    const event = await verifyEvent(rawBody, ctx.request.headers.get('stripe-signature'));
    await receiveEvent(db(), event);
    return { status: 200, body: { received: true } };
  }),
);
