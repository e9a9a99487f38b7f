// Builds the OpenAPI 3.1 document from the route definitions: the same objects the
// handlers validate with, so the document and the runtime cannot drift apart.
import './openapi-metadata.js';
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { API_VERSION } from './http/api-version.js';
import { ERROR_CODES, ERRORS, ErrorBody, type ErrorCode } from './errors.js';
import { bodyCapOf, type RouteDefinition } from './route.js';
import { z } from './zod.js';

export { API_VERSION };

/** Every error a route can answer: its own plus those its pipeline raises. */
export function errorCodesOf(route: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>([...(route.errors ?? []), ...(route.documentedErrors ?? [])]);
  codes.add('method_not_allowed');
  codes.add('internal_error');
  // Every operation refuses query parameters it does not declare and NUL characters (lib/http/request-rules.ts).
  codes.add('bad_request');
  if (route.auth === 'user')
    ['unauthorized', 'not_configured', 'upstream_error'].forEach((c) => codes.add(c as ErrorCode));
  // Session requests count against the account's write or read limit (lib/http/session-writes.ts).
  if (route.auth === 'user') codes.add('rate_limited');
  if (route.auth.startsWith('token:'))
    ['unauthorized', 'forbidden', 'rate_limited', 'not_configured'].forEach((c) => codes.add(c as ErrorCode));
  if (route.auth === 'cron') ['unauthorized', 'not_configured'].forEach((c) => codes.add(c as ErrorCode));
  if (route.auth === 'webhook') codes.add('not_configured');
  // The same Idempotency-Key with another request, or while the first still runs (lib/http/idempotency.ts).
  if (route.idempotent) codes.add('conflict');
  return ERROR_CODES.filter((c) => codes.has(c));
}

const SECURITY: Record<string, Array<Record<string, string[]>>> = {
  none: [],
  user: [{ userBearer: [] }],
  cron: [{ cronSecret: [] }],
  webhook: [{ paymentSignature: [] }],
};

function securityOf(route: RouteDefinition) {
  return route.auth.startsWith('token:') ? [{ apiToken: [] }] : (SECURITY[route.auth] ?? []);
}

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('Requests allowed per rolling minute for this token.', 'integer'),
  'RateLimit-Remaining': header('Requests left in the current window.', 'integer'),
  'RateLimit-Reset': header('Seconds until a request slot frees up.', 'integer'),
};

/** The route's error codes grouped by HTTP status, lowest status first. */
export function errorStatuses(route: RouteDefinition): Array<[number, ErrorCode[]]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus].sort(([a], [b]) => a - b);
}

function errorResponses(route: RouteDefinition): Record<number, ResponseConfig> {
  const out: Record<number, ResponseConfig> = {};
  for (const [status, codes] of errorStatuses(route)) {
    const headers: Record<string, ReturnType<typeof header>> = {
      'x-request-id': header('Identifies the request in the server logs.'),
    };
    if (codes.includes('rate_limited')) headers['Retry-After'] = header('Seconds to wait before retrying.', 'integer');
    if (codes.includes('method_not_allowed')) headers.Allow = header('The methods this path answers.');
    if (codes.includes('unauthorized')) headers['WWW-Authenticate'] = header('Always `Bearer`.');
    out[status] = {
      description: `Error: ${codes.map((c) => `\`${c}\``).join(', ')}`,
      headers,
      content: { 'application/json': { schema: ErrorBody } },
    };
  }
  return out;
}

/** What the document says of an operation's body cap (lib/route.ts), for operations that take a body. */
function bodyCapSentence(route: RouteDefinition): string {
  if (!route.body) return '';
  return `Request body: at most ${bodyCapOf(route).toLocaleString('en')} bytes (400 \`bad_request\` beyond).`;
}

const IDEMPOTENCY_HEADERS = {
  'Idempotency-Replayed': header('`true` when this answer replays the first answer to the same Idempotency-Key.'),
};
const IDEMPOTENCY_WITHHELD = {
  'Idempotency-Withheld': header(
    'On a replay: the field of the first answer left out (a secret is shown once and never stored).',
  ),
};

/** The optional Idempotency-Key request header of the operations that create (lib/http/idempotency.ts). */
function idempotencyHeader(route: RouteDefinition) {
  const secret = typeof route.idempotent === 'object' ? route.idempotent.secret : null;
  return z.object({
    'Idempotency-Key': z
      .string()
      .min(1)
      .max(255)
      .optional()
      .openapi({
        description:
          'Makes a retry safe: a repeat of this request with the same key within 24 hours replays the first answer (with `Idempotency-Replayed: true`) instead of creating another record. ' +
          'The same key with a different body is a 409 `conflict`, as is a repeat while the first is still running. Keys are scoped to the caller; 1 to 255 visible ASCII characters, a UUID per distinct request.' +
          (secret
            ? ` The first answer's \`${secret}\` is shown once and never stored: a replay answers 200 with the record without it, and \`Idempotency-Withheld: ${secret}\`.`
            : ''),
        example: '5f0c3c9e-6a53-4b0f-9a63-1c1f2f1e2d3c',
      }),
  });
}

function pathConfig(route: RouteDefinition): RouteConfig {
  const success: Record<number, ResponseConfig> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    success[Number(status)] = {
      description: route.summary,
      headers: {
        'x-request-id': header('Identifies the request in the server logs.'),
        ...(route.auth.startsWith('token:') ? RATE_LIMIT_HEADERS : {}),
        ...(route.idempotent ? IDEMPOTENCY_HEADERS : {}),
        ...(typeof route.idempotent === 'object' ? IDEMPOTENCY_WITHHELD : {}),
      },
      content: { [route.contentType ?? 'application/json']: { schema } },
    };
  }
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description || route.body
      ? { description: [route.description, bodyCapSentence(route)].filter(Boolean).join(' ') }
      : {}),
    tags: route.tags,
    security: securityOf(route),
    request: {
      ...(route.params ? { params: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(route.idempotent ? { headers: idempotencyHeader(route) } : {}),
      ...(route.body
        ? {
            body: {
              required: route.bodyRequired !== false,
              content: {
                'application/json': { schema: route.body },
                ...(route.textBody ? { [route.textBody.mediaType]: { schema: { type: 'string' as const } } } : {}),
              },
            },
          }
        : {}),
    },
    responses: { ...success, ...errorResponses(route) },
  };
}

export function buildOpenApiDocument(routes: RouteDefinition[]) {
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.operationId)) throw new Error(`duplicate operationId ${r.operationId}`);
    seen.add(r.operationId);
  }
  const registry = new OpenAPIRegistry();
  registry.register('Error', ErrorBody);
  registry.registerComponent('securitySchemes', 'userBearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Access token of a signed-in user, issued by the identity provider (Supabase Auth); expires after one hour. Accepted on /api/ paths outside /api/v1.',
  });
  registry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'Long-lived API token, accepted under /api/v1 only. The prefix decides the scope: `tk_owner_` → /api/v1/owner, `tk_per_` (and legacy `tk_pat_`) → /api/v1/me, `tk_sup_` → /api/v1/support, `tk_adm_` → /api/v1/admin and /api/v1/orgs. 120 requests per rolling minute per token.',
  });
  registry.registerComponent('securitySchemes', 'cronSecret', {
    type: 'http',
    scheme: 'bearer',
    description: 'The deployment cron secret (`Authorization: Bearer <CRON_SECRET>`); for the platform scheduler only.',
  });
  registry.registerComponent('securitySchemes', 'paymentSignature', {
    type: 'apiKey',
    in: 'header',
    name: 'stripe-signature',
    description: "The payment provider's signature of the raw request body.",
  });
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) registry.registerPath(pathConfig(route));

  const document = new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' }).generateDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'GradeTrack API',
        version: API_VERSION,
        description:
          'The HTTP API behind a deadline, grade and GPA tracker for university students. Independent; not affiliated with any university. Every response, including every error, is JSON. ' +
          'Rules every operation applies: a query parameter the operation does not list is refused (400 naming it); no string in a path, query or body may contain NUL (U+0000) (400 naming the field); date-times take years 1900 to 2200 as written.',
      },
      servers: [{ url: '/', description: 'This deployment' }],
    },
  );
  // Name the error codes of each response so clients and contract tests can branch on them.
  for (const route of sorted) {
    const operation = (document.paths![route.path] as Record<string, { responses: Record<string, object> }>)[
      route.method.toLowerCase()
    ];
    for (const [status, codes] of errorStatuses(route)) {
      const response = operation?.responses[String(status)];
      if (response) Object.assign(response, { 'x-error-codes': codes });
    }
  }
  return document;
}
