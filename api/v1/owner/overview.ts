import { db } from '../../../lib/db.js';
import { computeOverview } from '../../../lib/owner/overview.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { OwnerOverview } from '../../../schemas/owner.js';

export const getOwnerOverview = defineRoute({
  operationId: 'getOwnerOverview',
  method: 'GET',
  path: '/api/v1/owner/overview',
  auth: 'token:owner',
  summary: 'Users, engagement, support load and revenue in one call',
  description:
    'Counts and revenue only, never an individual account. Internal and test accounts are left out of every figure except `users.excluded_accounts`. Revenue follows the fixed business definitions: a paying customer has been charged more than 0 and the charge settled; trials and comped accounts are never paying; MRR comes only from active subscriptions with a settled charge, each price normalised to one month (see `revenue.mrr_cents`); ARR is an estimate, MRR × 12.',
  tags: ['Owner'],
  responses: { 200: OwnerOverview },
});

// GET /api/v1/owner/overview – the business at a glance
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOwnerOverview, async () => ({ status: 200, body: await computeOverview(db()) })),
);
