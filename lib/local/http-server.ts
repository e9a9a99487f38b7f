// The local server: node:http through @hono/node-server's request listener (a lazy Request, a
// Response written as it was built, back-pressure on streamed bodies), the way the platform hands
// requests to functions: the client address goes in x-forwarded-for, replacing whatever the client
// sent. What the library does not do, this file adds:
// - the Error shape (JSON) for a malformed request line or head, and for a malformed Host;
// - the Host rule of a server on a developer's machine: it answers only its own names (localhost,
//   loopback addresses, PUBLIC_BASE_URL's host), so a page that rebinds its DNS name to 127.0.0.1
//   cannot drive the open routes;
// - a body the route left unread is drained up to DRAIN_LIMIT_BYTES so a keep-alive connection stays
//   usable; a larger one gets `Connection: close`, and the socket keeps reading (and dropping) what is
//   still coming for LINGER_MS, so closing cannot reset the connection before the client reads the reply.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
// First: the "already sent" marker is a plain Response, made before the listener swaps in its own.
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { getRequestListener, RequestError } from '@hono/node-server';
import { env } from '../env.js';
import { ApiError, errorResponse } from '../errors.js';
import { MAX_BODY_BYTES, newRequestId } from '../route.js';

export type FetchHandler = (request: Request) => Promise<Response>;

/** Unread bodies up to this size are read and dropped so the connection stays usable; larger ones close it. */
export const DRAIN_LIMIT_BYTES = MAX_BODY_BYTES;
/** How long a closing connection keeps reading what the client is still sending. */
const LINGER_MS = 5_000;

export function createHttpServer(handler: FetchHandler): Server {
  const listener = getRequestListener(
    async (request, { incoming, outgoing }) => {
      const http1 = incoming as IncomingMessage;
      const body = new IncomingBody(http1);
      const response = await handler(withBody(request, body));
      const settling = body.settle(outgoing as ServerResponse);
      if (settling) await settling;
      // The parser already refused what followed this request on the connection and answered
      // 400 on the socket itself (clientError below): a second reply would corrupt that answer.
      return answeredRaw.has(http1.socket) ? RESPONSE_ALREADY_SENT : response;
    },
    {
      // A request without Host (HTTP/1.0) is for this machine.
      hostname: 'localhost',
      // Bodies are settled above, with this server's limits.
      autoCleanupIncoming: false,
      errorHandler: (err) =>
        errorResponse(
          err instanceof RequestError
            ? new ApiError('bad_request', {
                message: 'The request target is not a valid path and query.',
                hint: 'Send an origin-form target, e.g. /api/courses?limit=10.',
              })
            : err,
          newRequestId(),
        ),
    },
  );
  const server = createServer((incoming, outgoing) => {
    const refusal = hostRefusal(incoming.headers.host);
    if (refusal) return void answerDirectly(incoming, outgoing, errorResponse(refusal, newRequestId()));
    forwardedFor(incoming);
    void listener(incoming, outgoing);
  });
  // Requests node:http refuses before any handler runs (a head over its size limit, a malformed
  // request line) still get the Error shape instead of Node's bare status line.
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || (err.code === 'ECONNRESET' && socket.destroyed)) return socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const error = new ApiError('bad_request', {
      message: tooLarge
        ? 'The request head (request line and headers) is too large.'
        : 'The request is not valid HTTP/1.1.',
      hint: tooLarge
        ? 'Send shorter query strings and headers (at most 16 KB together).'
        : 'Send a well-formed HTTP request.',
    });
    answeredRaw.add(socket);
    void writeRaw(socket, errorResponse(error, newRequestId()));
  });
  return server;
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

// reg-name (letters, digits, dot, hyphen, underscore) or an IPv6 literal, then an optional port.
// One pass, no nested quantifiers: linear in the header's length.
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9._-]+))(?::(\d{1,5}))?$/;

/** Why this server does not answer a request with this Host header, or undefined when it does. */
export function hostRefusal(host: string | undefined): ApiError | undefined {
  if (host === undefined) return undefined; // HTTP/1.0 without Host: only a local client sends that
  const m = HOST.exec(host);
  if (!m || (m[3] !== undefined && Number(m[3]) > 65_535) || (m[1] !== undefined && isIP(m[1]) !== 6)) {
    return new ApiError('bad_request', {
      message: 'The Host header is not a valid host name with an optional port.',
      hint: 'Send Host as name[:port], e.g. localhost:3000.',
    });
  }
  const name = (m[1] ?? m[2] ?? '').toLowerCase();
  if (isOwnName(name)) return undefined;
  return new ApiError('forbidden', {
    message: `This local server answers only its own names (localhost, loopback addresses, the host of PUBLIC_BASE_URL), not Host ${name}.`,
    hint: 'Call it as http://localhost:<port>, or set PUBLIC_BASE_URL to the address you call it by.',
  });
}

function isOwnName(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  if (name.startsWith('::ffff:127.')) return true; // IPv4-mapped loopback
  if (isIP(name) === 4) return name.startsWith('127.');
  const own = URL.parse(env().PUBLIC_BASE_URL)?.hostname.toLowerCase();
  return own !== undefined && (own === name || own === `[${name}]`);
}

/** The platform's rule: the client address, replacing whatever the client sent. */
function forwardedFor(incoming: IncomingMessage): void {
  const address = incoming.socket.remoteAddress ?? 'unknown';
  const raw = incoming.rawHeaders;
  if (incoming.headers['x-forwarded-for'] !== undefined) {
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === 'x-forwarded-for') raw.splice(i, 2);
  }
  incoming.headers['x-forwarded-for'] = address;
  raw.push('x-forwarded-for', address);
}

/**
 * Methods the Fetch API refuses to put on a Request (it throws). No route exports them: the library's
 * lazy Request carries their name to the router, which answers 405 with the path's Allow (or 404).
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The request with its body as IncomingBody's stream, so the route may read, cancel or ignore it. */
function withBody(request: Request, body: IncomingBody): Request {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD' || FORBIDDEN_METHODS.has(method.toUpperCase()) || !body.present())
    return request;
  return new Request(request.url, {
    method,
    headers: request.headers,
    body: body.stream(),
    duplex: 'half',
  } as RequestInit);
}

/** A refused Host: the Error shape, written without running any route. */
async function answerDirectly(incoming: IncomingMessage, outgoing: ServerResponse, response: Response) {
  const text = await response.text();
  const settling = new IncomingBody(incoming).settle(outgoing);
  if (settling) await settling;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(Buffer.byteLength(text));
  outgoing.writeHead(response.status, headers);
  outgoing.end(text);
}

/**
 * The request body as a web stream the route may read, cancel or ignore. Cancelling does not
 * destroy the socket (which would reset it under the reply): what is left stays here, and
 * `settle` drains it or closes the connection deliberately.
 */
class IncomingBody {
  private iterator?: AsyncIterator<Buffer>;

  constructor(private readonly req: IncomingMessage) {}

  present(): boolean {
    const { headers } = this.req;
    return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  }

  stream(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const { done, value } = await this.next();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: () => undefined,
      },
      { highWaterMark: 0 },
    );
  }

  private next(): Promise<IteratorResult<Buffer>> {
    this.iterator ??= this.req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    return this.iterator.next();
  }

  /**
   * Before the reply is written: a body nobody read is drained (up to DRAIN_LIMIT_BYTES) so the
   * next request on a keep-alive connection is read; a larger one gets `Connection: close` and a
   * linger. Undefined (no promise to wait on) when there is nothing to do, as for the usual GET.
   */
  settle(res: ServerResponse): Promise<void> | undefined {
    if (this.req.readableEnded) return undefined;
    // Every byte of the request is in already and nobody started reading: nothing can reset the
    // connection, and node:http discards what is buffered once the reply is finished.
    if (this.req.complete && this.iterator === undefined) return undefined;
    return this.drain(res);
  }

  private async drain(res: ServerResponse): Promise<void> {
    const declared = Number(this.req.headers['content-length'] ?? 0);
    let drained = 0;
    if (declared <= DRAIN_LIMIT_BYTES) {
      try {
        for (;;) {
          const { done, value } = await this.next();
          if (done) return;
          drained += value.byteLength;
          if (drained > DRAIN_LIMIT_BYTES) break;
        }
      } catch {
        return; // the client went away: nothing left to keep usable
      }
    }
    res.setHeader('connection', 'close');
    this.lingerOnClose(res.socket as Socket | null);
  }

  private lingerOnClose(socket: Socket | null): void {
    if (!socket) return;
    const destroy = () => socket.destroy();
    const timer = setTimeout(destroy, LINGER_MS);
    timer.unref();
    // node:http ends a `Connection: close` reply with destroySoon(), which resets a socket that
    // still has unread bytes: end the writing side only, and destroy once the body is in or time is up.
    socket.destroySoon = () => {
      socket.end();
    };
    void (async () => {
      try {
        for (;;) if ((await this.next()).done) break;
      } catch {
        // reset by the client: destroyed below either way
      }
      clearTimeout(timer);
      destroy();
    })();
  }
}

/** Connections answered by clientError; a request parsed before the error must not answer too. */
const answeredRaw = new WeakSet<object>();

async function writeRaw(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const lines = [`HTTP/1.1 ${response.status} ${response.statusText || 'Bad Request'}`];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') lines.push(`${name}: ${value}`);
  });
  lines.push(`content-length: ${body.length}`, 'connection: close', '', '');
  // Keep reading what the client is still sending: closing with unread bytes would reset the
  // connection and lose the answer. The client closes once it has read it; a stalled one is cut.
  socket.on('data', () => {}).on('end', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
  socket.end(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]));
}
