// Calls to a university's directory: one identifying User-Agent, a hard timeout, and every
// failure (HTTP error, timeout, network, unreadable body) turned into 502 upstream_error, so
// a caller never sees a 500 or half an answer because a university's server misbehaved.
import { env } from '../env.js';
import { ApiError, describeZodError } from '../errors.js';
import { API_VERSION } from '../http/api-version.js';
import { z } from '../zod.js';

export function userAgent(): string {
  return `GradeTrack-API/${API_VERSION} (course directory lookups; +${env().PUBLIC_BASE_URL})`;
}

export interface UpstreamRequest {
  /** The university's name, for messages ("Concordia University"). */
  who: string;
  url: URL;
  headers?: Record<string, string>;
  timeoutMs: number;
}

export function upstreamError(message: string, cause?: unknown): ApiError {
  return new ApiError('upstream_error', {
    message,
    hint: 'The university directory is unavailable or answered unexpectedly; retry in a few minutes.',
    ...(cause !== undefined ? { cause } : {}),
  });
}

/** GET the URL and return its body as text; any failure is an upstream_error. */
export async function fetchText(req: UpstreamRequest): Promise<string> {
  // One signal covers connecting, the headers and reading the body.
  const signal = AbortSignal.timeout(req.timeoutMs);
  const seconds = req.timeoutMs < 1000 ? `${req.timeoutMs} ms` : `${req.timeoutMs / 1000} s`;
  try {
    const response = await fetch(req.url, {
      signal,
      headers: { 'user-agent': userAgent(), accept: 'application/json, text/html;q=0.9, */*;q=0.1', ...req.headers },
    });
    if (!response.ok) {
      // The body is of no use; release it without waiting for the server.
      response.body?.cancel().catch(() => {});
      throw upstreamError(`${req.who}'s directory answered HTTP ${response.status}.`);
    }
    return await response.text();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (signal.aborted) throw upstreamError(`${req.who}'s directory did not answer within ${seconds}.`, err);
    throw upstreamError(`${req.who}'s directory could not be reached.`, err);
  }
}

/** GET JSON and check it against the shape we rely on; anything else is an upstream_error. */
export async function fetchJson<S extends z.ZodType>(req: UpstreamRequest, schema: S): Promise<z.output<S>> {
  const text = await fetchText(req);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw upstreamError(`${req.who}'s directory sent a response that is not JSON.`, err);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw upstreamError(
      `${req.who}'s directory sent data in an unexpected shape (${describeZodError(parsed.error)}).`,
      parsed.error,
    );
  }
  return parsed.data;
}
