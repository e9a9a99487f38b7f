// The one error builder. Every failure of every route, including unknown paths and
// wrong methods, leaves the service through errorResponse() in the Error shape of the spec.
import { env } from './env.js';
import { listed, z } from './zod.js';

/** The closed set of error codes: this table is both the code enum and the only status map. */
export const ERRORS = {
  bad_request: {
    status: 400,
    message: 'The request is malformed or a parameter failed validation.',
    hint: 'Check the request against the API reference and try again.',
  },
  unauthorized: {
    status: 401,
    message: 'Missing or invalid credentials.',
    hint: 'Send a valid token in the Authorization header as "Bearer <token>".',
  },
  forbidden: {
    status: 403,
    message: 'These credentials do not reach this resource.',
    hint: 'Use a token whose scope covers this path.',
  },
  not_found: { status: 404, message: 'No matching record or path.', hint: 'Check the identifier and the path.' },
  method_not_allowed: {
    status: 405,
    message: 'This method is not allowed on this path.',
    hint: 'Use one of the methods in the Allow header.',
  },
  conflict: {
    status: 409,
    message: 'The request clashes with the current state.',
    hint: 'Read the current state and retry with a request that fits it.',
  },
  rate_limited: {
    status: 429,
    message: 'Too many requests.',
    hint: 'Wait for the number of seconds in the Retry-After header, then retry.',
  },
  not_configured: {
    status: 500,
    message: 'This deployment is not configured for this operation.',
    hint: 'The operator must set the missing configuration; see the README.',
  },
  upstream_error: {
    status: 502,
    message: 'An upstream service failed or timed out.',
    hint: 'Retry later; the failure is outside this API.',
  },
  internal_error: {
    status: 500,
    message: 'Unexpected server error.',
    hint: 'Retry later; if it persists, contact support with the x-request-id.',
  },
} as const satisfies Record<string, { status: number; message: string; hint: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** The most field problems one error lists; `errorsTotal` then says how many there were. */
export const MAX_LISTED_ERRORS = 20;

export const FieldError = z
  .object({
    path: z.string().openapi({
      description:
        'The field, dot-separated within the request part the message names (`title`, `assessments.0.weight`); empty for the part as a whole.',
      example: 'assessments.0.weight',
    }),
    message: z.string().openapi({ description: 'What is wrong with it.', example: 'must be at most 100' }),
  })
  .openapi('FieldError');
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z
  .object({
    error: z.string().openapi({ description: 'Human-readable message; legacy alias of `message`.' }),
    code: z.enum(ERROR_CODES).openapi({ description: 'Stable, safe to branch on.' }),
    message: z.string(),
    hint: z.string().openapi({ description: 'What the caller should do.' }),
    status: z.number().int().openapi({ description: 'The HTTP status, repeated.' }),
    docs: z.string().optional().openapi({ description: 'Where this error is documented.' }),
    param: z.string().optional().openapi({
      description:
        'The path of the first field that failed validation (the first entry of `errors`); absent when no one field is at fault.',
      example: 'code',
    }),
    errors: z
      .array(FieldError)
      .max(MAX_LISTED_ERRORS)
      .optional()
      .openapi({
        description: `Every field that failed validation, in order, up to ${MAX_LISTED_ERRORS}.`,
      }),
    errorsTotal: z
      .number()
      .int()
      .optional()
      .openapi({
        description: `Present when \`errors\` was cut at ${MAX_LISTED_ERRORS}: how many problems the request had.`,
      }),
  })
  .openapi('Error');
export type ErrorBody = z.infer<typeof ErrorBody>;

export interface ApiErrorOptions {
  message?: string;
  hint?: string;
  /** Extra response headers (Retry-After, Allow, …). */
  headers?: Record<string, string>;
  cause?: unknown;
  /** The fields at fault, the first one first (at most MAX_LISTED_ERRORS are kept). */
  fields?: readonly FieldError[];
  /** How many problems there were, when more than `fields` lists. */
  fieldsTotal?: number;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly hint: string;
  readonly headers: Record<string, string>;
  readonly fields: readonly FieldError[];
  readonly fieldsTotal: number;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.hint = options.hint ?? ERRORS[code].hint;
    this.headers = options.headers ?? {};
    this.fields = (options.fields ?? []).slice(0, MAX_LISTED_ERRORS);
    this.fieldsTotal = Math.max(options.fieldsTotal ?? 0, options.fields?.length ?? 0);
  }

  get status(): number {
    return statusOf(this.code);
  }
}

/** Shorthands that keep call sites short and greppable. */
export const badRequest = (message: string, hint?: string) =>
  new ApiError('bad_request', { message, ...(hint ? { hint } : {}) });
/** A 400 about one field: its message, and `param`/`errors` naming the field for a program. */
export const fieldError = (where: string, path: string, problem: string, hint?: string) =>
  new ApiError('bad_request', {
    message: `${where} ${path || where}: ${problem}`,
    fields: [{ path, message: problem }],
    ...(hint ? { hint } : {}),
  });
export const notConfigured = (what: string) =>
  new ApiError('not_configured', {
    message: `This deployment has no ${what} configured.`,
    hint: `The operator must set ${what} (see the README's configuration section).`,
  });

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Describes a zod failure by the field it concerns, e.g. `subject: must match ^[A-Za-z]{2,6}$`. */
export function describeZodError(error: z.ZodError, where?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const path = pathOf(issue.path);
  const field = path || where || 'input';
  if (issue.code === 'unrecognized_keys') {
    // Named a few at most: a body of 60,000 unknown keys still answers a small error.
    const keys = listed(issue.keys, 3, false);
    return `${path ? `${path}: ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}${where ? ` in ${where}` : ''}`;
  }
  return `${field}: ${issue.message}`;
}

/**
 * Every problem of a zod failure as `{path, message}`, up to MAX_LISTED_ERRORS, and how many there
 * were: each unknown key counts as one problem at its own path.
 */
export function zodFieldErrors(error: z.ZodError): { fields: FieldError[]; total: number } {
  const fields: FieldError[] = [];
  let total = 0;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const base = pathOf(issue.path);
      for (const key of issue.keys.slice(0, Math.max(0, MAX_LISTED_ERRORS - fields.length)))
        fields.push({ path: base ? `${base}.${key}` : key, message: 'unknown field' });
      total += issue.keys.length;
      continue;
    }
    const path = pathOf(issue.path);
    // Two checks of one field may word the same problem alike (`min(1)` and `regex(/\S/)`): one entry.
    if (fields.some((f) => f.path === path && f.message === issue.message)) continue;
    if (fields.length < MAX_LISTED_ERRORS) fields.push({ path, message: issue.message });
    total += 1;
  }
  return { fields, total };
}

/** The 400 for input that failed its schema: the first problem in the message, all of them in `errors`. */
export function invalidInput(error: z.ZodError, where?: 'path' | 'query' | 'body'): ApiError {
  const { fields, total } = zodFieldErrors(error);
  const message = where ? `${where} ${describeZodError(error)}` : describeZodError(error);
  return new ApiError('bad_request', { message, fields, fieldsTotal: total });
}

/**
 * SQLSTATE our triggers raise (`raise exception '…' using errcode = 'GT403'`) for a rule the
 * database enforces; its message is written for clients. Postgres's own 42501 (a missing
 * privilege) stays an internal error: it is a deployment fault, and its text names tables.
 */
export const RULE_VIOLATION_SQLSTATE = 'GT403';

interface PostgresLikeError {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint_name?: unknown;
  message?: unknown;
}

function isPostgresError(err: unknown): err is PostgresLikeError & Error {
  return err instanceof Error && typeof (err as PostgresLikeError).code === 'string' && 'severity' in err;
}

/** The fields of the Stripe SDK's errors this module reads (`type` is the class name). */
interface StripeLikeError {
  type: string;
  code?: string;
  statusCode?: number;
  requestId?: string;
}

/** Duck-typed so this module, which every route loads, does not load the Stripe SDK. */
export function isStripeError(err: unknown): err is Error & StripeLikeError {
  return (
    err instanceof Error &&
    typeof (err as Partial<StripeLikeError>).type === 'string' &&
    (err as unknown as StripeLikeError).type.startsWith('Stripe')
  );
}

/** True for Stripe's "No such …" answer; routes turn it into their own 404 when the id came from the caller. */
export const isStripeMissing = (err: unknown) => isStripeError(err) && err.code === 'resource_missing';

function stripeApiError(err: Error & StripeLikeError): ApiError {
  switch (err.type) {
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new ApiError('upstream_error', { message: 'The payment provider failed or timed out.', cause: err });
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new ApiError('not_configured', {
        message: "The payment provider refused this deployment's API key.",
        hint: "The operator must set a valid STRIPE_SECRET_KEY (see the README's billing section).",
        cause: err,
      });
    case 'StripeCardError':
      return new ApiError('conflict', {
        message: 'The payment method was declined.',
        hint: 'Update the payment method in the billing portal.',
        cause: err,
      });
    case 'StripeIdempotencyError':
      return new ApiError('conflict', {
        message: 'A concurrent billing request is still in progress.',
        hint: 'Retry in a few seconds.',
        cause: err,
      });
    case 'StripeInvalidRequestError':
      if (err.code === 'resource_missing')
        return new ApiError('not_found', { message: 'No such billing record.', cause: err });
      // Stripe refused a request we built: a defect or a setting on our side, never the caller's input.
      return new ApiError('internal_error', { cause: err });
    case 'StripeSignatureVerificationError':
      return badRequest(
        'The payment provider signature does not match the body.',
        'Webhooks are sent by the payment provider only.',
      );
    default:
      return new ApiError(err.statusCode !== undefined && err.statusCode >= 500 ? 'upstream_error' : 'internal_error', {
        cause: err,
      });
  }
}

/** Maps anything thrown to an ApiError; unknown failures become a generic internal_error. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof z.ZodError) return invalidInput(err);
  if (isStripeError(err)) return stripeApiError(err);
  if (isPostgresError(err)) {
    switch (err.code) {
      case '23505':
        return new ApiError('conflict', { message: 'A record with the same unique value already exists.', cause: err });
      case '23503':
        return new ApiError('conflict', {
          message: 'The record is referenced by, or refers to, a record that does not fit.',
          cause: err,
        });
      case '22P02':
      case '22007':
      case '22008':
      case '22003':
      case '22001':
      case '22021': // a NUL or invalid byte in text
      case '23502':
      case '23514':
        return new ApiError('bad_request', { message: 'A value has the wrong format or is out of range.', cause: err });
      case RULE_VIOLATION_SQLSTATE:
        // Raised by our own triggers for the rules "enforced by the database"; the message is ours.
        return new ApiError('forbidden', { message: String(err.message), cause: err });
    }
  }
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return new ApiError('upstream_error', { message: 'An upstream service timed out.', cause: err });
  }
  return new ApiError('internal_error', { cause: err });
}

/** The error builder must answer even when the configuration itself is broken. */
function docsBase(): string {
  try {
    return env().PUBLIC_BASE_URL;
  } catch {
    return '';
  }
}

export function errorBody(error: ApiError): ErrorBody {
  const body: ErrorBody = {
    error: error.message,
    code: error.code,
    message: error.message,
    hint: error.hint,
    status: error.status,
    docs: `${docsBase()}/docs/errors#${error.code}`,
  };
  const first = error.fields[0];
  if (first) {
    if (first.path !== '') body.param = first.path;
    body.errors = [...error.fields];
    if (error.fieldsTotal > error.fields.length) body.errorsTotal = error.fieldsTotal;
  }
  return body;
}

/** Logs what the client must not see: the cause of a 5xx, keyed by request id. */
export function logError(error: ApiError, requestId: string, context: Record<string, unknown> = {}): void {
  if (error.status < 500) return;
  const cause =
    error.cause instanceof Error
      ? { name: error.cause.name, message: error.cause.message, stack: error.cause.stack }
      : error.cause;
  console.error(
    JSON.stringify({ level: 'error', requestId, code: error.code, message: error.message, cause, ...context }),
  );
}

/** Builds the JSON response for any thrown value. */
export function errorResponse(err: unknown, requestId: string, context: Record<string, unknown> = {}): Response {
  const error = toApiError(err);
  logError(error, requestId, context);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
    ...error.headers,
  });
  if (error.code === 'unauthorized' && !headers.has('www-authenticate')) {
    headers.set('www-authenticate', 'Bearer');
  }
  return new Response(JSON.stringify(errorBody(error)), { status: error.status, headers });
}
