// One structured line per request, on stdout, for the local server and Vercel's function logs
// alike. Only the route template is written (never the URL: a calendar feed's address is its
// credential, query strings may hold anything), and never a header or a body.
import { env } from '../env.js';

export interface RequestLine {
  method: string;
  /** The operation's path template, e.g. `/api/calendar/{feed}`. */
  route: string;
  status: number;
  durationMs: number;
  requestId: string | null;
}

/** On unless LOG_REQUESTS=off; under NODE_ENV=test only when LOG_REQUESTS=on, so test output stays readable. */
export function logsRequests(): boolean {
  const { LOG_REQUESTS, NODE_ENV } = env();
  return LOG_REQUESTS ? LOG_REQUESTS === 'on' : NODE_ENV !== 'test';
}

export function formatRequestLine(line: RequestLine): string {
  return JSON.stringify({ level: 'info', msg: 'request', ...line });
}

type Handler = (request: Request) => Promise<Response>;

/** Wraps one method of a route file so each call leaves its line. */
export function withRequestLog(route: string, handler: Handler): Handler {
  // Not async itself: without logging, a request passes through with no promise of its own.
  return (request) => (logsRequests() ? logged(route, handler, request) : handler(request));
}

async function logged(route: string, handler: Handler, request: Request): Promise<Response> {
  const started = performance.now();
  let response: Response | undefined;
  try {
    response = await handler(request);
    return response;
  } finally {
    console.log(
      formatRequestLine({
        method: request.method,
        route,
        // A handler that throws ends as a 500 in the server around it.
        status: response?.status ?? 500,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        requestId: response ? response.headers.get('x-request-id') : null,
      }),
    );
  }
}
