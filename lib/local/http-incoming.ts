// What the local server settles about a request before and after its route runs: the Host it
// builds the URL from, methods the Fetch API refuses to carry, and a body the route left unread.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../errors.js';
import { MAX_BODY_BYTES } from '../route.js';

// reg-name (letters, digits, dot, hyphen, underscore) or an IPv6 literal, then an optional port.
// One pass, no nested quantifiers: linear in the header's length.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/**
 * `http://<host>` from the Host header, normalised as the URL parser writes it (lowercase,
 * no default port), or 400: a Host the URL parser refuses must not become a 500.
 */
export function originOf(host: string | undefined): string {
  if (host === undefined) return 'http://localhost';
  const known = ORIGINS.get(host);
  if (known !== undefined) return known;
  const m = HOST.exec(host);
  const url = m && (m[1] === undefined || Number(m[1]) <= 65_535) ? URL.parse(`http://${host}/`) : null;
  if (!url) {
    throw new ApiError('bad_request', {
      message: 'The Host header is not a valid host name with an optional port.',
      hint: 'Send Host as name[:port], e.g. api.example.edu or localhost:3000.',
    });
  }
  // A server sees the same few Host values on every request; the header is the client's, so the memo is bounded.
  if (ORIGINS.size >= 64) ORIGINS.clear();
  const origin = url.href.slice(0, -1);
  ORIGINS.set(host, origin);
  return origin;
}
const ORIGINS = new Map<string, string>();

/**
 * Methods the Fetch API refuses to put on a Request (it throws). They travel under a stand-in
 * name no route file exports, so the router answers them as any unknown method: 405 with the
 * path's Allow (or the path's 404).
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
export function fetchableMethod(method: string): string {
  if (method === 'GET' || method === 'POST') return method;
  return FORBIDDEN_METHODS.has(method.toUpperCase()) ? `X-UNSUPPORTED-${method.toUpperCase()}` : method;
}

/** Unread bodies up to this size are read and dropped so the connection stays usable; larger ones close it. */
export const DRAIN_LIMIT_BYTES = MAX_BODY_BYTES;
/** How long a closing connection keeps reading what the client is still sending. */
const LINGER_MS = 5_000;

/**
 * The request body as a web stream the route may read, cancel or ignore. Cancelling does not
 * destroy the socket (which would reset it under the reply): what is left stays here, and
 * `settle` drains it or closes the connection deliberately.
 */
export class IncomingBody {
  private iterator?: AsyncIterator<Buffer>;

  constructor(private readonly req: IncomingMessage) {}

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
   * next request on a keep-alive connection is read; a larger one gets `Connection: close`, and
   * the socket keeps reading (and dropping) what is still coming for a few seconds, so closing
   * cannot reset the connection before the client has read the reply.
   */
  settle(res: ServerResponse): Promise<void> | undefined {
    if (this.req.readableEnded) return undefined;
    // Every byte of the request is in already (the usual bodiless GET) and nobody started
    // reading: nothing can reset the connection, and node:http discards what is buffered once
    // the reply is finished. No drain, and no promise for the reply to wait on.
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
