// The target of vercel.json's catch-all rewrite: any unknown path under /api/ answers
// the JSON not_found error, whatever the method.
import { ApiError, errorResponse } from '../lib/errors.js';
import { ALL_METHODS, newRequestId, type AnyMethod } from '../lib/route.js';

async function notFound(): Promise<Response> {
  return errorResponse(
    new ApiError('not_found', { message: 'No API operation at this path.', hint: 'See /api/openapi for the operations this API offers.' }),
    newRequestId(),
  );
}

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = Object.fromEntries(
  ALL_METHODS.map((m) => [m, notFound]),
) as Record<AnyMethod, () => Promise<Response>>;
