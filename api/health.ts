import { healthReport } from '../lib/health/status.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { Health } from '../schemas/health.js';

export const getHealth = defineRoute({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'none',
  summary: 'Liveness, the database, the migration version and the configured providers',
  description:
    'For uptime monitors and an operator’s first check. Answers 200 when the function runs and the database answers a round trip; 502 `upstream_error` when the database does not answer, 500 `not_configured` without DATABASE_URL. `migration` is the newest migration recorded; `providers` names the optional integrations that have settings, never a value.',
  tags: ['Meta'],
  responses: { 200: Health },
  errors: ['not_configured', 'upstream_error'],
});

// GET /api/health – is this deployment up, and how is it set up
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getHealth, async () => ({ status: 200, body: await healthReport() })),
);
