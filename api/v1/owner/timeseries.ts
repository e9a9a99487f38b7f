import { db } from '../../../lib/db.js';
import { computeTimeseries } from '../../../lib/owner/timeseries.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { OwnerTimeseries, TimeseriesQuery } from '../../../schemas/owner.js';

export const getOwnerTimeseries = defineRoute({
  operationId: 'getOwnerTimeseries',
  method: 'GET',
  path: '/api/v1/owner/timeseries',
  auth: 'token:owner',
  summary: 'Daily signups, visitors, active users and page views',
  description:
    'One entry per UTC day for the last `days` days (today included), oldest first; days without data are zeros. `days` is 1 to 365 (default 30); anything else is 400.',
  tags: ['Owner'],
  query: TimeseriesQuery,
  responses: { 200: OwnerTimeseries },
});

// GET /api/v1/owner/timeseries – daily figures, zero-filled, oldest first
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOwnerTimeseries, async ({ query }) => ({ status: 200, body: await computeTimeseries(db(), query.days) })),
);
