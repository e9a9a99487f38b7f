import { db } from '../../../lib/db.js';
import { computeUserStats } from '../../../lib/owner/users.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { OwnerUsers } from '../../../schemas/owner.js';

export const getOwnerUsers = defineRoute({
  operationId: 'getOwnerUsers',
  method: 'GET',
  path: '/api/v1/owner/users',
  auth: 'token:owner',
  summary: 'Cohorts (new, active, comped) and breakdowns by school and programme; counts only',
  description:
    'No names, e-mail addresses or user identifiers. Schools and programmes shared by fewer than 3 accounts are counted in `other`, never listed. Internal and test accounts are left out of every figure except `excluded_accounts`.',
  tags: ['Owner'],
  responses: { 200: OwnerUsers },
});

// GET /api/v1/owner/users – account counts by cohort, plan, school and programme
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOwnerUsers, async () => ({ status: 200, body: await computeUserStats(db()) })),
);
