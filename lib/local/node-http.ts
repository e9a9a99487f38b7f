// Serves a fetch-style handler over node:http, the way the platform hands requests to
// functions: the client address goes in x-forwarded-for (replacing whatever the client sent).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorResponse } from '../errors.js';
import { IncomingBody, originOf } from './http-incoming.js';
import { writeBody } from './node-body.js';
import { nodeRequest } from './node-request.js';
import { plainHeaderFields } from '../http/response-body.js';
import { newRequestId } from '../route.js';

export type FetchHandler = (request: Request) => Promise<Response>;

export async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const fields = plainHeaderFields(response);
  const headers: Record<string, string | string[]> = fields ? { ...fields } : {};
  if (!fields) {
    response.headers.forEach((value, name) => {
      headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
    });
  }
  await writeBody(res, response, headers, method === 'HEAD');
}

export function createHttpServer(handler: FetchHandler): Server {
  const server = createServer(async (req, res) => {
    const body = new IncomingBody(req);
    let response: Response;
    try {
      response = await handler(nodeRequest(req, originOf(req.headers.host), body));
    } catch (err) {
      response = errorResponse(err, newRequestId());
    }
    // A body the route did not read is drained, or the connection closed deliberately (issue 21);
    // bodies are written at once, so the reply waits for this (bounded) instead of racing it.
    const settling = body.settle(res);
    if (settling) await settling;
    // The parser already refused what followed this request on the connection and answered
    // 400 on the socket itself (clientError below): a second reply would corrupt that answer.
    if (answeredRaw.has(req.socket)) return;
    try {
      await writeResponse(res, response, req.method ?? 'GET');
    } catch {
      res.destroy();
    }
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

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
