// The target of vercel.json's catch-all rewrite: any unknown path under /api/ answers
// the JSON not_found error, whatever the method.
import { withRequestLog } from '../lib/http/log.js';
import { ALL_METHODS, apiPathNotFound, type AnyMethod } from '../lib/route.js';

const notFound = withRequestLog('/api/{unknown}', async () => apiPathNotFound());

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = Object.fromEntries(
  ALL_METHODS.map((m) => [m, notFound]),
) as Record<AnyMethod, (request: Request) => Promise<Response>>;
