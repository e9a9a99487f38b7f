import { z } from '../lib/zod.js';
import { IsoDateTime } from './common.js';

export const PaidPlan = z
  .enum(['semester', 'monthly'])
  .openapi('PaidPlan', { description: 'A plan that is bought through checkout.' });
export const Plan = z.enum(['free', 'semester', 'monthly']).openapi('Plan', {
  description:
    'The plan the account is on, kept in step with the payment provider. Comped accounts act as paid whatever this says.',
});

export const CheckoutRequest = z.object({ plan: PaidPlan }).strict().openapi('CheckoutRequest');

export const CheckoutSession = z
  .object({
    clientSecret: z.string().openapi({
      description:
        'Pass to Stripe.js `createEmbeddedCheckoutPage({ fetchClientSecret })` (Stripe.js 10; `initEmbeddedCheckout` before) to mount the embedded checkout.',
    }),
  })
  .openapi('CheckoutSession');

export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export const BillingSubscription = z
  .object({
    id: z.string().openapi({ example: 'sub_1SgT7uLkdIwHu7ix3FJq0tKb' }),
    plan: PaidPlan,
    status: z
      .enum(SUBSCRIPTION_STATUSES)
      .openapi({ description: "The payment provider's status; trialing, active and past_due grant the plan." }),
    cancelAtPeriodEnd: z
      .boolean()
      .openapi({ description: 'True when the subscription ends at currentPeriodEnd instead of renewing.' }),
    currentPeriodEnd: IsoDateTime.nullable(),
    trialEnd: IsoDateTime.nullable(),
    amountCents: z.number().int().nullable().openapi({ description: 'Price per billing interval, in cents.' }),
    currency: z.string().nullable().openapi({ example: 'cad' }),
    interval: z
      .string()
      .nullable()
      .openapi({ description: 'Billing interval (month, year, …) as configured on the price.', example: 'month' }),
    intervalCount: z.number().int().nullable(),
  })
  .openapi('BillingSubscription');

const CURSOR = z.string().max(500);
export const INVOICES_LIMIT_DEFAULT = 20;
export const INVOICES_LIMIT_MAX = 100;

export const ManageSubscriptionRequest = z
  .discriminatedUnion('action', [
    z
      .object({
        action: z.literal('confirm'),
        sessionId: z
          .string()
          .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'must be a Checkout Session id (cs_…)')
          .openapi({ description: 'The `{CHECKOUT_SESSION_ID}` the return URL carried.', example: 'cs_test_a1b2c3' }),
      })
      .strict(),
    z.object({ action: z.literal('cancel') }).strict(),
    z.object({ action: z.literal('resume') }).strict(),
    z
      .object({
        action: z.literal('invoices'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(INVOICES_LIMIT_MAX)
          .default(INVOICES_LIMIT_DEFAULT)
          .openapi({ description: `Page size, 1 to ${INVOICES_LIMIT_MAX} (default ${INVOICES_LIMIT_DEFAULT}).` }),
        cursor: CURSOR.optional().openapi({
          description: 'The `nextCursor` of the previous page; omit for the first page.',
        }),
      })
      .strict(),
    z.object({ action: z.literal('portal') }).strict(),
  ])
  .openapi('ManageSubscriptionRequest', {
    description:
      "`confirm` (needs `sessionId`) applies a completed checkout; `cancel` ends the subscription at the period end; `resume` undoes that; `invoices` lists invoices, newest first; `portal` opens the payment provider's billing portal.",
  });

export const ConfirmResult = z
  .object({
    action: z.literal('confirm'),
    plan: Plan,
    newlyGranted: z.boolean().openapi({
      description: 'True only for the call that moved the account from free to the paid plan; repeats answer false.',
    }),
    subscription: BillingSubscription,
  })
  .openapi('ConfirmResult');

export const CancelResult = z
  .object({ action: z.literal('cancel'), plan: Plan, subscription: BillingSubscription })
  .openapi('CancelResult', { description: 'The subscription keeps its plan until currentPeriodEnd, then ends.' });

export const ResumeResult = z
  .object({ action: z.literal('resume'), plan: Plan, subscription: BillingSubscription })
  .openapi('ResumeResult', { description: 'The subscription renews again at currentPeriodEnd.' });

export const Invoice = z
  .object({
    id: z.string().openapi({ example: 'in_1SgT7vLkdIwHu7ixQ2Ur1bHc' }),
    number: z
      .string()
      .nullable()
      .openapi({ description: 'Null until the invoice is finalized.', example: 'A1B2C3D4-0001' }),
    status: z.string().nullable().openapi({ description: 'draft, open, paid, uncollectible or void.' }),
    amountCents: z.number().int().openapi({ description: 'Total of the invoice, in cents.' }),
    amountPaidCents: z.number().int(),
    currency: z.string(),
    hostedInvoiceUrl: z
      .string()
      .nullable()
      .openapi({ description: "The payment provider's page for the invoice (view, pay, download)." }),
    createdAt: IsoDateTime,
    paidAt: IsoDateTime.nullable(),
  })
  .openapi('Invoice');

export const InvoicesResult = z
  .object({
    action: z.literal('invoices'),
    items: z.array(Invoice),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `cursor` (with action invoices) for the next page; null on the last page.' }),
  })
  .openapi('InvoicesResult');

export const PortalResult = z
  .object({
    action: z.literal('portal'),
    url: z
      .url()
      .openapi({ description: 'Short-lived billing portal address; open it at once. It returns to the account page.' }),
  })
  .openapi('PortalResult');

export const ManageSubscriptionResult = z
  .discriminatedUnion('action', [ConfirmResult, CancelResult, ResumeResult, InvoicesResult, PortalResult])
  .openapi('ManageSubscriptionResult', { description: "One result shape per action; `action` repeats the request's." });

export const WebhookReceipt = z
  .object({
    received: z.boolean().openapi({
      description:
        'Always true: the event was accepted (applied, already applied, or a type this service does not act on).',
    }),
  })
  .openapi('WebhookReceipt');
