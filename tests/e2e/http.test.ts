// Over real HTTP against the local server's HTTP layer, checked against openapi.json.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeUser, useTestServer } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

const server = useTestServer();

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);

describe('the local server over HTTP', () => {
  it('curl /api/openapi returns the 3.1 document', async () => {
    const res = await get('/api/openapi');
    expect(res.status).toBe(200);
    expect((await expectDocumented('GET', '/api/openapi', res)) as object).toMatchObject({ openapi: '3.1.0' });
  });

  it('curl /api/nope returns JSON not_found', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('curl -X DELETE /api/openapi returns 405 method_not_allowed', async () => {
    const res = await get('/api/openapi', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await expectDocumented('GET', '/api/openapi', res)).toMatchObject({ code: 'method_not_allowed' });
  });

  it('curl /nope returns a real 404 with a short body', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect((await res.text()).trim()).toBe('Not found: /nope');
  });

  it('a bad token on a protected route is 401 in the Error shape', async () => {
    for (const token of ['tk_owner_bad', 'not-a-jwt']) {
      const res = await get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      await expectDocumented('GET', '/api/me', res);
    }
  });

  it('serves a signed-in user as documented', async () => {
    const user = await makeUser();
    const me = await get('/api/me', { headers: { authorization: `Bearer ${user.token}` } });
    expect(me.status).toBe(200);
    expect(await expectDocumented('GET', '/api/me', me)).toMatchObject({ id: user.id });
  });

  it('answers a 2 MB body on an unknown path with JSON not_found, not a crash', async () => {
    const res = await get('/api/nope', { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(404);
  });

  it('keeps a path that looks like a host a path', async () => {
    const res = await get('//evil.example/api/openapi');
    expect(res.status).toBe(404);
  });

  it('answers a request head over the server limit with the JSON Error shape, not a bare status line', async () => {
    // A raw socket: the request must reach the server as sent, whatever a client library does with it.
    const raw = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `GET /api/sections?subject=BIOL&catalog=201&q=${'x'.repeat(20_000)} HTTP/1.1\r\nhost: localhost\r\n\r\n`,
      );
    });
    const [head, body] = raw.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\ncontent-type: application\/json/);
    expect(head).toMatch(/\r\nx-request-id: req_/);
    expect(JSON.parse(body)).toMatchObject({
      code: 'bad_request',
      status: 400,
      message: expect.stringMatching(/head .* too large/),
    });
  });

  it('delivers the whole reply when the client sends an unread body and closes (the body is drained, not reset)', async () => {
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/api/openapi`,
        { method: 'GET', headers: { connection: 'close', 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(Buffer.alloc(1_500_000, 'a'));
    });
    // GET takes no body: the answer is the whole 400, whatever the client still had in flight.
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 'bad_request', status: 400 });
  });
});
