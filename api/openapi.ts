import document from '../openapi.json' with { type: 'json' };
import { fixedBody, fixedResponse } from '../lib/http/response-body.js';
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

// Serialised and encoded once per instance: the document is static for a deployment, and each
// response hands over the same bytes (no per-request copy: see lib/http/response-body.ts).
const body = fixedBody(JSON.stringify(document));

// GET /api/openapi – the committed openapi.json, generated from every route's definition
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getOpenApiSpec, async ({ ctx }) => ({
    response: fixedResponse(body, { status: 200, headers: jsonHeaders(getOpenApiSpec, ctx.requestId) }),
  })),
);
