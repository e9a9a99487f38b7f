import { db } from '../../../lib/db.js';
import { readPayments } from '../../../lib/owner/payments.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { OwnerPayments } from '../../../schemas/owner.js';

export const getOwnerPayments = defineRoute({
  operationId: 'getOwnerPayments',
  method: 'GET',
  path: '/api/v1/owner/payments',
  auth: 'token:owner',
  summary: 'Revenue read live from the payment provider',
  description:
    'The last 30 days of Stripe charges, paged to the end (or to 10 pages of 100, which a note reports). Without STRIPE_SECRET_KEY the answer is 200 with `configured: false`, null figures and a note. When Stripe fails or times out the answer is 502 `upstream_error`, and `not_configured` when Stripe refuses the key; partial sums are never returned. Charges of internal and test accounts are counted only in `excluded_charges`.',
  tags: ['Owner'],
  responses: { 200: OwnerPayments },
  errors: ['upstream_error', 'not_configured'],
});

// GET /api/v1/owner/payments – the last 30 days of payments, live from Stripe
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOwnerPayments, async () => ({ status: 200, body: await readPayments(db()) })),
);
