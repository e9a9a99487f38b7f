// defineRoute / handle / serve: a route file's contract, its handler, and the method table
// Vercel calls. Every request goes authenticate ▸ rate-limit ▸ parse ▸ handle ▸ respond, and
// every throw leaves through the one error builder.
import { randomUUID } from 'node:crypto';
import { authenticate, type AuthKind, type AuthOutcome, type PrincipalOf } from './auth/index.js';
import { withCors } from './http/cors.js';
import { deadlineExceeded, deadlineMs, withinDeadline } from './http/deadline.js';
import { validatesResponses } from './env.js';
import { ApiError, badRequest, describeZodError, errorResponse, invalidInput, type ErrorCode } from './errors.js';
import { withRequestLog } from './http/log.js';
import { jsonNestsDeeper, MAX_JSON_DEPTH, refuseNul, strictQuery } from './http/request-rules.js';
import { targetOf } from './http/request-target.js';
import type { IdempotencyOption } from './http/idempotency.js';
import { z } from './zod.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
/** Every method a route file answers: the ones it serves, and 405 for the rest. */
export const ALL_METHODS = [...HTTP_METHODS, 'HEAD', 'OPTIONS'] as const;
export type AnyMethod = (typeof ALL_METHODS)[number];

/** Request bodies larger than this are refused before parsing, unless the route sets its own `maxBodyBytes`. */
export const MAX_BODY_BYTES = 1024 * 1024;

type Schema = z.ZodType;
type Responses = Record<number, Schema>;

export interface RouteConfig<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Responses,
  A extends AuthKind = AuthKind,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI form, e.g. `/api/v1/me/assignments/{id}`; must match the file's place under api/. */
  path: string;
  auth: A;
  summary: string;
  description?: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** A body schema is required unless this is false (then an empty body parses as undefined). */
  bodyRequired?: boolean;
  /** Success responses by status. */
  responses: R;
  /** Error codes the handler itself raises; the ones the pipeline raises are added automatically. */
  errors?: readonly ErrorCode[];
  /**
   * Codes the specification lists for this operation although neither the handler nor the
   * pipeline raises them today (e.g. 401 and 502 on createSupportTicket). They are documented
   * so clients built from the contract handle them; keep them apart from `errors`, which
   * says what the code actually does.
   */
  documentedErrors?: readonly ErrorCode[];
  /** Media type of the success responses; JSON unless stated. */
  contentType?: string;
  /** Cache-Control of success responses; `no-store` unless stated. */
  cacheControl?: string;
  /**
   * The largest request body read, in bytes (MAX_BODY_BYTES unless stated): sized to what the
   * body schema allows, with every character sent as a JSON `\u` escape (6 bytes). Larger is 400.
   */
  maxBodyBytes?: number;
  /**
   * A media type the route takes as its body besides JSON: a body sent with that Content-Type
   * arrives as `{ [field]: text }` and is checked by the same body schema.
   */
  textBody?: { mediaType: 'text/calendar'; field: string };
  /**
   * Accepts an Idempotency-Key header: a retry replays the first answer (lib/http/idempotency.ts).
   * `{ secret: 'token' }` names a field shown once, never stored: a replay answers 200 without it.
   */
  idempotent?: IdempotencyOption;
}

const ROUTE = Symbol.for('gradetrack.route');

export type RouteDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Responses = Responses,
  A extends AuthKind = AuthKind,
> = RouteConfig<P, Q, B, R, A> & { readonly [ROUTE]: true };

export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Responses = Responses,
  A extends AuthKind = AuthKind,
>(config: RouteConfig<P, Q, B, R, A>): RouteDefinition<P, Q, B, R, A> {
  return Object.freeze({ ...config, [ROUTE]: true as const });
}

export function isRouteDefinition(value: unknown): value is RouteDefinition {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ROUTE] === true;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RequestContext {
  requestId: string;
  request: Request;
  url: URL;
  /** The client address: the first x-forwarded-for hop (set by the platform, and by scripts/serve.ts locally). */
  ip: string;
}

export interface HandlerInput<P, Q, B, A extends AuthKind = AuthKind> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The body exactly as received (webhook signatures are computed over it). */
  rawBody: string;
  /** Who called, as the route's `auth` guarantees it: `user` for 'user', `token` for 'token:…'. */
  principal: PrincipalOf<A>;
  ctx: RequestContext;
}

/**
 * A declared status with its body, or `{ response }` for bodies that are not JSON (pages, calendars)
 * or sent as stored bytes; such a response carries its own `x-request-id` (ctx.requestId), as
 * jsonHeaders() gives it.
 */
export type Result<R extends Responses, S extends keyof R & number> =
  | { [K in S]: { status: K; body: z.input<R[K]>; headers?: Record<string, string> } }[S]
  | { response: Response };

export interface Operation {
  route: RouteDefinition;
  run(request: Request): Promise<Response>;
}

type ParamsOf<T> = T extends RouteDefinition<infer P, Schema | undefined, Schema | undefined, Responses> ? P : never;
type QueryOf<T> = T extends RouteDefinition<Schema | undefined, infer Q, Schema | undefined, Responses> ? Q : never;
type BodyOf<T> = T extends RouteDefinition<Schema | undefined, Schema | undefined, infer B, Responses> ? B : never;
type AuthOf<T> = T extends { auth: infer A extends AuthKind } ? A : never;
type ResponsesOf<T> =
  T extends RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? R : never;

const NO_AUTH: AuthOutcome = { principal: {}, headers: {} };
// Loaded on the first request that can carry an Idempotency-Key (only the routes that accept one
// pay its import at cold start), then kept: import() of a loaded module still resolves its
// specifier on every call, through every loader hook.
let idempotency: Promise<typeof import('./http/idempotency.js')> | undefined;
const loadIdempotency = () => (idempotency ??= import('./http/idempotency.js'));

export function handle<T extends RouteDefinition, S extends keyof ResponsesOf<T> & number>(
  route: T,
  // S is a type parameter so a literal status (200) keeps its literal type in the handler's result.
  handler: (input: HandlerInput<ParamsOf<T>, QueryOf<T>, BodyOf<T>, AuthOf<T>>) => Promise<Result<ResponsesOf<T>, S>>,
): Operation {
  const pathPattern = compilePath(route.path);
  const querySchema = strictQuery(route.query);
  return {
    route,
    async run(request) {
      const requestId = newRequestId();
      const ctx = context(requestId, request);
      let auth = NO_AUTH;
      try {
        // Credentials first: a caller without them learns nothing, not even which input is wrong.
        // Path and query as text: no URL object per request (ctx.url builds one if a handler asks).
        const target = targetOf(request.url);
        const search = target.query === '' ? NO_QUERY : new URLSearchParams(target.query);
        auth = route.auth === 'none' ? NO_AUTH : await authenticate(request, search, route.auth);
        const params = (
          route.params ? parsePart(route.params, pathParams(pathPattern, target.pathname, search), 'path') : undefined
        ) as Out<ParamsOf<T>>;
        const query = parsePart(querySchema, queryObject(search, pathPattern.names), 'query') as Out<QueryOf<T>>;
        const rawBody = route.body || route.auth === 'webhook' ? await readBody(request, bodyCapOf(route)) : '';
        const asText = route.textBody && mediaTypeOf(request) === route.textBody.mediaType ? route.textBody : undefined;
        const body = (
          route.body
            ? asText
              ? parsePart(route.body, { [asText.field]: rawBody }, 'body')
              : parseBody(route.body, rawBody, route.bodyRequired !== false)
            : undefined
        ) as Out<BodyOf<T>>;
        const principal = auth.principal as PrincipalOf<AuthOf<T>>;
        const input = { params, query, body, rawBody, principal, ctx };
        const result = route.idempotent
          ? ((await (
              await loadIdempotency()
            ).withIdempotency({ route, request, principal: auth.principal, ip: ctx.ip, rawBody, requestId }, () =>
              handler(input),
            )) as Awaited<ReturnType<typeof handler>>)
          : await handler(input);
        if ('response' in result) {
          // Its headers are touched only when there is something to add: reading them makes the
          // local server's adapter build a full Response instead of writing the one it was given.
          const extra = Object.entries(auth.headers);
          if (extra.length > 0) for (const [k, v] of extra) result.response.headers.set(k, v);
          return result.response;
        }
        const schema = route.responses[result.status as number];
        if (validatesResponses()) checkResponse(route, result.status, schema, result.body);
        const headers = { ...jsonHeaders(route, requestId), ...auth.headers, ...result.headers };
        return new Response(JSON.stringify(result.body), { status: result.status, headers });
      } catch (err) {
        const response = errorResponse(err, requestId, { operationId: route.operationId });
        // An authenticated caller's failures count against its limit too, so they say so (RateLimit-*).
        for (const [k, v] of Object.entries(auth.headers)) if (!response.headers.has(k)) response.headers.set(k, v);
        return response;
      }
    },
  };
}

/** The headers of a JSON success response; routes that answer with `{ response }` use them too. */
export function jsonHeaders(route: RouteDefinition, requestId: string): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': route.cacheControl ?? 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  };
}

/** The method table a route file exports for Vercel: `export const { GET, POST, … } = serve(a, b)`. */
export function serve(...operations: Operation[]): Record<AnyMethod, (request: Request) => Promise<Response>> {
  const byMethod = new Map<string, Operation>(operations.map((op) => [op.route.method, op]));
  if (byMethod.size !== operations.length) throw new Error('serve(): two operations share a method');
  // SPEC: any method a path does not list is 405, OPTIONS included; lib/http/cors.ts answers only the
  // preflights of origins listed in CORS_ORIGINS on the routes browsers call.
  const allow = [...byMethod.keys(), ...(byMethod.has('GET') ? ['HEAD'] : [])].join(', ');
  const methods = {} as Record<AnyMethod, (request: Request) => Promise<Response>>;
  const path = operations[0]?.route.path ?? '';
  for (const method of ALL_METHODS) {
    const op = byMethod.get(method);
    methods[method] = withRequestLog(
      path,
      op
        ? (request) => runInTime(op, request)
        : method === 'HEAD' && byMethod.has('GET')
          ? async (request) => withoutBody(await runInTime(byMethod.get('GET')!, request))
          : async () => methodNotAllowed(allow),
    );
  }
  return withAllow(
    allow,
    withCors(
      operations.map((op) => op.route),
      methods,
    ),
  );
}

/** Answers 500 internal_error at the route's deadline, below the function's maxDuration (lib/http/deadline.ts). */
function runInTime(op: Operation, request: Request): Promise<Response> {
  const ms = deadlineMs(op.route.path);
  return withinDeadline(
    ms,
    () => op.run(request),
    () => errorResponse(deadlineExceeded(ms), newRequestId(), { operationId: op.route.operationId }),
  );
}

const ALLOW = new WeakMap<object, string>();

/**
 * Marks every handler of a route file's method table with the file's Allow list, so the router
 * answers a method the file does not export (PROPFIND, a refused TRACE) with the same list.
 * Applied to the final table, after any wrapper (CORS, request log) has made new functions.
 */
export function withAllow<T extends Record<string, unknown>>(allow: string, table: T): T {
  for (const handler of Object.values(table)) if (typeof handler === 'function') ALLOW.set(handler, allow);
  return table;
}

/** The Allow list of the method table this handler belongs to (set by withAllow). */
export function allowOf(handler: unknown): string | undefined {
  return typeof handler === 'function' ? ALLOW.get(handler) : undefined;
}

/** `req_` + 24 hex digits; randomUUID draws from a cached entropy pool, so it is cheap per request. */
export function newRequestId(): string {
  const uuid = randomUUID();
  return `req_${uuid.slice(0, 8)}${uuid.slice(9, 13)}${uuid.slice(19, 23)}${uuid.slice(24, 32)}`;
}

export function methodNotAllowed(allow: string): Response {
  return errorResponse(
    new ApiError('method_not_allowed', { message: `This path answers ${allow} only.`, headers: { allow } }),
    newRequestId(),
  );
}

/** Any unknown path under /api/: the JSON not_found, whatever the method. */
export function apiPathNotFound(): Response {
  return errorResponse(
    new ApiError('not_found', {
      message: 'No API operation at this path.',
      hint: 'See /api/openapi for the operations this API offers.',
    }),
    newRequestId(),
  );
}

function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, headers: response.headers });
}

function checkResponse(route: RouteDefinition, status: number, schema: Schema | undefined, body: unknown): void {
  if (!schema) throw new Error(`${route.operationId} answered ${status}, which its definition does not declare`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${route.operationId} ${status} response does not match its schema: ${describeZodError(parsed.error)}`,
    );
  }
}

/** The URL and client address are worked out only if a route asks for them (a class: no getters made per request). */
class Context implements RequestContext {
  #url: URL | undefined;
  #ip: string | undefined;

  constructor(
    readonly requestId: string,
    readonly request: Request,
  ) {}

  get url(): URL {
    this.#url ??= new URL(this.request.url);
    return this.#url;
  }

  get ip(): string {
    this.#ip ??= clientIp(this.request);
    return this.#ip;
  }
}

function context(requestId: string, request: Request): RequestContext {
  return new Context(requestId, request);
}

function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || request.headers.get('x-real-ip') || 'unknown';
}

interface PathPattern {
  regex: RegExp;
  names: string[];
}

function compilePath(path: string): PathPattern {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), names };
}

/** Nobody writes to a request's query parameters: one empty instance serves every request without a query. */
const NO_QUERY = new URLSearchParams();

/** Path parameters from the URL; Vercel may instead pass `[param]` segments as query values. */
function pathParams(pattern: PathPattern, pathname: string, search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  const match = pattern.regex.exec(pathname);
  pattern.names.forEach((name, i) => {
    const fromPath = match?.[i + 1];
    const raw = fromPath !== undefined && fromPath !== `[${name}]` ? fromPath : (search.get(name) ?? fromPath);
    if (raw != null) {
      try {
        out[name] = decodeURIComponent(raw);
      } catch {
        throw badRequest(`${name}: not a valid URL-encoded value`);
      }
    }
  });
  return out;
}

/**
 * Query parameters; a repeated name becomes an array, which single-valued schemas refuse.
 * Names of path parameters are left out: the platform may repeat `[param]` values there.
 */
function queryObject(search: URLSearchParams, pathNames: string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    if (pathNames.includes(key)) continue;
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function parsePart(schema: Schema | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return undefined;
  refuseNul(value, where);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error, where);
  return parsed.data;
}

function parseBody(schema: Schema, raw: string, required: boolean): unknown {
  if (raw.trim() === '') {
    if (required)
      throw badRequest('body: a JSON body is required', 'Send a JSON object with Content-Type: application/json.');
    return parsePart(schema.optional(), undefined, 'body');
  }
  if (jsonNestsDeeper(raw))
    throw badRequest(
      `body: nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`,
      'No operation of this API takes a body nested that deep.',
    );
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('body: not valid JSON', 'Send a JSON object with Content-Type: application/json.');
  }
  return parsePart(schema, json, 'body');
}

/** The request's media type, lowercase, without parameters (`text/calendar; charset=utf-8` → `text/calendar`). */
function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The body cap of a route, in bytes. */
export function bodyCapOf(route: Pick<RouteConfig<never, never, never, never>, 'maxBodyBytes'>): number {
  return route.maxBodyBytes ?? MAX_BODY_BYTES;
}

async function readBody(request: Request, cap: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > cap) throw tooLarge(cap);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      throw tooLarge(cap);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('body: not valid UTF-8');
  }
}

const tooLarge = (cap: number) => badRequest(`body: larger than ${cap} bytes`, 'Send a smaller request body.');
