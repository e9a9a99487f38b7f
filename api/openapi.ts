import document from '../openapi.json' with { type: 'json' };
import { defineRoute, handle, jsonHeaders, serve } from '../lib/route.js';
import { OpenApiDocument } from '../schemas/openapi.js';

export const getOpenApiSpec = defineRoute({
  operationId: 'getOpenApiSpec',
  method: 'GET',
  path: '/api/openapi',
  auth: 'none',
  summary: 'The OpenAPI 3.1 document of this API (also at /openapi.json)',
  tags: ['Meta'],
  responses: { 200: OpenApiDocument },
  cacheControl: 'public, max-age=300, s-maxage=3600',
});

// Serialised and encoded once per instance: the document is static for a deployment, and the
// local server hands the same bytes to every response (no per-request copy).
const body = new TextEncoder().encode(JSON.stringify(document));

// GET /api/openapi – the committed openapi.json, generated from every route's definition
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOpenApiSpec, async ({ ctx }) => ({
    response: new Response(body, { status: 200, headers: jsonHeaders(getOpenApiSpec, ctx.requestId) }),
  })),
);
