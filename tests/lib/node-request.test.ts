// The node adapter hands routes a Request that is built only when a route reads more than its
// method, URL and headers, and the pipeline answers with Responses built only when something
// reads them as streams: per request, neither is made when the adapter alone reads them.
// Both still behave as the real classes for every other reader.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IncomingBody } from '../../lib/local/http-incoming.js';
import { createHttpServer, listen } from '../../lib/local/node-http.js';
import { setHeader, textResponse } from '../../lib/http/response-body.js';

// Counts the real Requests and Responses constructed while a test runs.
const built = { requests: 0, responses: 0 };
const RealRequest = globalThis.Request;
const RealResponse = globalThis.Response;
class CountedRequest extends RealRequest {
  constructor(...args: ConstructorParameters<typeof Request>) {
    super(...args);
    built.requests++;
  }
}
class CountedResponse extends RealResponse {
  constructor(...args: ConstructorParameters<typeof Response>) {
    super(...args);
    built.responses++;
  }
}

let handler: (request: Request) => Promise<Response> = async () => textResponse('{}', { status: 200 });
const server = createHttpServer((request) => handler(request));
let port = 0;
beforeAll(async () => {
  port = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  globalThis.Request = RealRequest;
  globalThis.Response = RealResponse;
});

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.once('error', reject).end(options.body);
  });
}

function counting(): void {
  built.requests = 0;
  built.responses = 0;
  globalThis.Request = CountedRequest as typeof Request;
  globalThis.Response = CountedResponse as typeof Response;
}

describe('the Request the node adapter hands a route', () => {
  it('answers method, URL and headers without a Request being built', async () => {
    let seen: Record<string, unknown> = {};
    handler = async (request) => {
      seen = {
        isRequest: request instanceof RealRequest,
        method: request.method,
        url: request.url,
        forwardedFor: request.headers.get('x-forwarded-for'),
        custom: request.headers.get('x-custom'),
      };
      const response = textResponse(JSON.stringify(seen), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
      response.headers.set('x-added-late', 'yes');
      return response;
    };
    counting();
    const res = await send('/api/./x/../openapi?a=1&b=%41', {
      headers: { host: 'LocalHost:80', 'x-forwarded-for': '203.0.113.9', 'x-custom': 'v' },
    });
    expect({ requests: built.requests, responses: built.responses }).toEqual({ requests: 0, responses: 0 });
    // The URL as the URL parser writes it, the client address replacing the client's own claim.
    expect(seen).toEqual({
      isRequest: true,
      method: 'GET',
      url: 'http://localhost/api/openapi?a=1&b=%41',
      forwardedFor: '127.0.0.1',
      custom: 'v',
    });
    expect(res.headers['x-added-late']).toBe('yes');
    expect(JSON.parse(res.body)).toEqual(seen);
  });

  it('is a full Request for anything else: the body, clone(), signal', async () => {
    let seen: Record<string, unknown> = {};
    handler = async (request) => {
      const copy = request.clone();
      seen = {
        text: await request.text(),
        used: request.bodyUsed,
        copy: await copy.json(),
        signal: request.signal instanceof AbortSignal,
        contentType: request.headers.get('content-type'),
      };
      return textResponse('{}', { status: 200 });
    };
    counting();
    await send('/api/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(seen).toEqual({
      text: '{"a":1}',
      used: true,
      copy: { a: 1 },
      signal: true,
      contentType: 'application/json',
    });
    expect(built.requests).toBe(1);
  });
});

describe('a whole-body Response (textResponse)', () => {
  it('is a Response to every other reader, built when it is read', async () => {
    counting();
    const response = textResponse('{"ok":true}', { status: 201, statusText: 'Made', headers: { 'x-a': '1' } });
    expect(response).toBeInstanceOf(RealResponse);
    expect({
      status: response.status,
      ok: response.ok,
      statusText: response.statusText,
      used: response.bodyUsed,
    }).toEqual({ status: 201, ok: true, statusText: 'Made', used: false });
    expect(built.responses).toBe(0);
    response.headers.set('x-b', '2');
    const copy = response.clone();
    expect(await copy.text()).toBe('{"ok":true}');
    expect(Object.fromEntries(copy.headers)).toMatchObject({ 'x-a': '1', 'x-b': '2' });
    expect(await response.json()).toEqual({ ok: true });
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('sends its header fields as Headers would hold them, whether kept plain or not', async () => {
    const responses = [
      textResponse('{}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_1', 'x-empty': '' },
      }),
      textResponse('{}', { status: 200, headers: { 'x-a': '1', 'X-A': '2', 'x-padded': '  v  ' } }),
    ];
    const sent = [];
    for (const response of responses) {
      handler = async () => response;
      sent.push((await send('/api/h')).headers);
    }
    expect(sent[0]).toMatchObject({ 'content-type': 'application/json', 'x-request-id': 'req_1', 'x-empty': '' });
    expect(sent[1]).toMatchObject({ 'x-a': '1, 2', 'x-padded': 'v' });
    expect(Object.fromEntries(responses[0]!.headers)).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'req_1',
      'x-empty': '',
    });
  });

  it("copies its init headers, as a Response does: setting one later leaves the caller's object alone", async () => {
    const shared = { 'content-type': 'application/json' };
    const response = textResponse('{}', { status: 200, headers: shared });
    setHeader(response, 'x-request-id', 'req_2');
    setHeader(response, 'content-type', 'text/plain', true);
    expect(shared).toEqual({ 'content-type': 'application/json' });
    handler = async () => response;
    expect((await send('/api/h')).headers).toMatchObject({
      'content-type': 'application/json',
      'x-request-id': 'req_2',
    });
  });

  it('refuses the statuses a Response refuses', () => {
    expect(() => textResponse('x', { status: 99 })).toThrow(RangeError);
    expect(() => textResponse('x', { status: 600 })).toThrow(RangeError);
    expect(() => textResponse('x', { status: 204 })).toThrow(TypeError);
  });
});

describe('settling the request body before the reply', () => {
  it('gives the reply nothing to wait for when the whole request is in and nobody read it', async () => {
    const outcomes: string[] = [];
    const raw = createServer(async (req, res) => {
      const body = new IncomingBody(req);
      // As in the adapter, after the route's first await: node:http marks the message complete
      // once the handler it started returns.
      await null;
      const settled = body.settle(res);
      outcomes.push(settled === undefined ? 'nothing' : 'drain');
      void Promise.resolve(settled).then(() => res.end('done'));
    });
    const rawPort = await listen(raw, 0);
    try {
      for (const method of ['GET', 'HEAD']) {
        await new Promise<void>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port: rawPort, path: '/', method }, (res) => res.resume().on('end', resolve))
            .once('error', reject)
            .end();
        });
      }
    } finally {
      await new Promise<void>((resolve) => raw.close(() => resolve()));
    }
    expect(outcomes).toEqual(['nothing', 'nothing']);
  });
});
