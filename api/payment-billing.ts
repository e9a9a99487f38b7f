import { cancel, confirm, invoices, portal, resume } from '../lib/billing/manage.js';
import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { ManageSubscriptionRequest, ManageSubscriptionResult } from '../schemas/billing.js';

export const manageSubscription = defineRoute({
  operationId: 'manageSubscription',
  method: 'POST',
  path: '/api/payment-billing',
  auth: 'user',
  summary: 'Confirm a checkout, cancel or resume the subscription, list invoices, open the billing portal',
  description:
    'One operation, one result shape per `action` (the result repeats it). ' +
    "`confirm`: 404 when the session is unknown or not the caller's, 409 while it is still open or expired; " +
    'repeating it grants nothing more (`newlyGranted` false). ' +
    '`cancel` / `resume`: 409 when the account has no live subscription, or it is paused (resume that through the portal). ' +
    '`invoices`: newest first, `limit` 1–100 (default 20), `cursor` from `nextCursor`. ' +
    '`portal`: a short-lived Stripe billing portal URL that returns to the account page; 409 before the first checkout.',
  tags: ['Billing'],
  body: ManageSubscriptionRequest,
  responses: { 200: ManageSubscriptionResult },
  errors: ['not_found', 'conflict', 'not_configured', 'upstream_error'],
});

// POST /api/payment-billing – manageSubscription: the caller's subscription actions
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(manageSubscription, async ({ body, principal }) => {
    const sql = db();
    const userId = principal.user.id;
    switch (body.action) {
      case 'confirm':
        return { status: 200, body: await confirm(sql, userId, body.sessionId) };
      case 'cancel':
        return { status: 200, body: await cancel(sql, userId) };
      case 'resume':
        return { status: 200, body: await resume(sql, userId) };
      case 'invoices':
        return { status: 200, body: await invoices(sql, userId, body.limit, body.cursor) };
      case 'portal':
        return { status: 200, body: await portal(sql, userId) };
    }
  }),
);
