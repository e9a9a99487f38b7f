import { clientConfig } from '../lib/http/client-config.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { ClientConfig } from '../schemas/client-config.js';

export const getClientConfig = defineRoute({
  operationId: 'getClientConfig',
  method: 'GET',
  path: '/api/client-config',
  auth: 'none',
  summary: 'Public settings for a front end',
  description:
    'The keys a web app needs and may show to anyone: the web-push VAPID public key (applicationServerKey), the Stripe publishable key (Embedded Checkout), and the Supabase project URL and anon key (sign-in). Each is null when the deployment does not set it. Settings change only with a deployment, so the answer is cacheable (5 minutes in the browser, an hour at the edge).',
  tags: ['Meta'],
  responses: { 200: ClientConfig },
  cacheControl: 'public, max-age=300, s-maxage=3600',
});

// GET /api/client-config – the public configuration a front end starts from
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getClientConfig, async () => ({ status: 200, body: clientConfig() })),
);
