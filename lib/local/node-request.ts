// A node:http request as a Web Request, built lazily. Most requests are read for their method,
// URL and a header or two; constructing a full Request (URL parsing, a Headers copy, an
// AbortSignal, a body stream) for each was a visible share of a small request's CPU. This
// object answers `method`, `url` and `headers` itself and builds the real Request the first
// time anything else is asked for (the body, `signal`, `clone()`…), to which it then delegates.
// It is an `instanceof Request`; only the node adapter makes them (the platform hands real ones).
import type { IncomingMessage } from 'node:http';
import { fetchableMethod, type IncomingBody } from './http-incoming.js';
import { urlOfTarget } from '../http/request-target.js';
import { delegateTheRest } from '../http/web-delegate.js';

interface State {
  req: IncomingMessage;
  origin: string;
  body: IncomingBody;
  method: string;
  url?: string;
  headers?: Headers;
  real?: Request;
}

function urlOf(state: State): string {
  if (state.url === undefined) {
    const target = state.req.url ?? '/';
    // Origin-form targets are joined as text, so `//host/x` stays a path instead of a host.
    state.url = target.startsWith('/') ? urlOfTarget(state.origin, target) : new URL(target).href;
  }
  return state.url;
}

function headersOf(state: State): Headers {
  if (state.headers === undefined) {
    const headers = new Headers();
    const raw = state.req.headers;
    for (const name in raw) {
      const value = raw[name];
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    }
    // The platform's rule: the client address, replacing whatever the client sent.
    headers.set('x-forwarded-for', state.req.socket.remoteAddress ?? 'unknown');
    state.headers = headers;
  }
  return state.headers;
}

function realOf(state: State): Request {
  if (state.real === undefined) {
    const hasBody = state.method !== 'GET' && state.method !== 'HEAD';
    state.real = new Request(urlOf(state), {
      method: state.method,
      headers: headersOf(state),
      ...(hasBody ? { body: state.body.stream(), duplex: 'half' } : {}),
    } as RequestInit);
  }
  return state.real;
}

class NodeRequest {
  readonly #state: State;

  constructor(state: State) {
    this.#state = state;
  }

  get method(): string {
    return this.#state.method;
  }

  get url(): string {
    return urlOf(this.#state);
  }

  get headers(): Headers {
    return headersOf(this.#state);
  }

  /** The real Request behind one of these (a TypeError for anything else, as Request's own members throw). */
  static real(request: NodeRequest): Request {
    return realOf(request.#state);
  }
}
delegateTheRest(NodeRequest.prototype, Request.prototype, NodeRequest.real);

/** The Request a route sees for this node:http request; `origin` is the normalised `http://host[:port]`. */
export function nodeRequest(req: IncomingMessage, origin: string, body: IncomingBody): Request {
  return new NodeRequest({ req, origin, body, method: fetchableMethod(req.method ?? 'GET') }) as unknown as Request;
}
