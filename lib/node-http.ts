// Serves a fetch-style handler over node:http, the way the platform hands requests to
// functions: the client address goes in x-forwarded-for (replacing whatever the client sent).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { errorResponse } from './errors.js';
import { newRequestId } from './route.js';

export type FetchHandler = (request: Request) => Promise<Response>;

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'unknown');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const target = req.url ?? '/';
  // Origin-form targets are joined as text, so `//host/x` stays a path instead of a host.
  return new Request(target.startsWith('/') ? `${origin}${target}` : target, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

export async function writeResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, headers);
  // Our bodies are small JSON or pages: buffering them is cheaper than piping a web stream.
  res.end(method === 'HEAD' || !response.body ? undefined : Buffer.from(await response.arrayBuffer()));
}

export function createHttpServer(handler: FetchHandler): Server {
  return createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    let response: Response;
    try {
      response = await handler(toRequest(req, origin));
    } catch (err) {
      response = errorResponse(err, newRequestId());
    }
    try {
      await writeResponse(res, response, req.method ?? 'GET');
    } catch {
      res.destroy();
    }
  });
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
