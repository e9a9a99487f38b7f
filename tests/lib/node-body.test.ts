// The node adapter's body path: handed-over bodies go to the socket as they are (one Buffer for
// every OpenAPI response, never a copy), other bodies chunk by chunk, with a length whenever
// the whole body is known.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, listen } from '../../lib/local/node-http.js';
import { fixedBody, fixedResponse, handedOverBody, textResponse } from '../../lib/http/response-body.js';
import { call } from '../support/app.js';

const fixed = fixedBody(JSON.stringify({ document: 'x'.repeat(300_000) }));
const big = Buffer.alloc(4 * 1024 * 1024, 'abcdefgh');
const responses: Record<string, () => Response> = {
  '/fixed': () => fixedResponse(fixed, { status: 200, headers: { 'content-type': 'application/json' } }),
  '/text': () => textResponse('{"ok":"é"}', { status: 201, headers: { 'content-type': 'application/json' } }),
  '/one-chunk': () => new Response(new Uint8Array([1, 2, 3])),
  '/chunks': () =>
    new Response(
      new ReadableStream({
        start(controller) {
          // Large enough that the socket pushes back while it is written.
          for (let i = 0; i < big.length; i += 256 * 1024) controller.enqueue(big.subarray(i, i + 256 * 1024));
          controller.close();
        },
      }),
    ),
  '/empty': () => new Response(null, { status: 204 }),
};

let port = 0;
const server = createHttpServer(async (request) => responses[new URL(request.url).pathname]!());
beforeAll(async () => {
  port = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.once('error', reject).end();
  });
}

describe('the node adapter writes bodies without copying them', () => {
  it('sends a fixed body as it is, with its length', async () => {
    const res = await get('/fixed');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(fixed.bytes.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.body.equals(fixed.bytes)).toBe(true);
  });

  it('sends a text body in UTF-8 with its byte length', async () => {
    const res = await get('/text');
    expect(res.status).toBe(201);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('{"ok":"é"}')));
    expect(res.body.toString('utf8')).toBe('{"ok":"é"}');
  });

  it('gives a body that arrives in one chunk its length', async () => {
    const res = await get('/one-chunk');
    expect(res.headers['content-length']).toBe('3');
    expect([...res.body]).toEqual([1, 2, 3]);
  });

  it('streams a body of many chunks whole, under backpressure', async () => {
    const res = await get('/chunks');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body.equals(big)).toBe(true);
  });

  it('answers HEAD and empty bodies without a body', async () => {
    expect((await get('/fixed', 'HEAD')).body.length).toBe(0);
    const empty = await get('/empty');
    expect({ status: empty.status, length: empty.body.length }).toEqual({ status: 204, length: 0 });
  });

  it('keeps the Response itself complete for other consumers (the platform, tests)', async () => {
    expect(await responses['/fixed']!().text()).toBe(fixed.bytes.toString('utf8'));
    const text = responses['/text']!();
    expect(await text.json()).toEqual({ ok: 'é' });
    expect(handedOverBody(text)).toBeUndefined();
  });

  it('GET /api/openapi hands every response the same encoded bytes (no per-request copy)', async () => {
    const [a, b] = [await call('GET', '/api/openapi'), await call('GET', '/api/openapi')];
    const bytes = handedOverBody(a);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(handedOverBody(b)).toBe(bytes);
    expect(JSON.parse(await b.text())).toMatchObject({ openapi: '3.1.0' });
  });
});
