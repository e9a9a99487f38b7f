// The local server's HTTP layer against what an outside fuzzer sent it:
// methods Node's Request refuses, Allow for unknown methods, bodies answered without being read
// on a keep-alive connection, and malformed Host headers. Raw sockets, so the bytes arrive as sent.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/app.js';
import { rawExchange, parseResponses } from '../support/raw-http.js';

const server = useTestServer();
const port = () => Number(new URL(server.url).port);

describe('methods the Fetch API refuses and unknown methods', () => {
  it.each(['TRACE', 'PROPFIND', 'PUT'])('%s /api/courses is 405 with the path’s own Allow', async (method) => {
    const { responses } = await rawExchange(
      port(),
      `${method} /api/courses HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`,
    );
    const [res] = responses;
    expect(res?.status).toBe(405);
    expect(res?.headers.allow).toBe('GET, POST, HEAD');
    expect(JSON.parse(res!.body)).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  it('TRACE on a page and on an unknown API path answers as that path does for any other method', async () => {
    const page = (await rawExchange(port(), 'TRACE /docs HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n'))
      .responses[0];
    expect(page?.status).toBe(405);
    expect(page?.headers.allow).toBe('GET, HEAD');
    const api = (await rawExchange(port(), 'TRACE /api/nope HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n'))
      .responses[0];
    expect(api?.status).toBe(404);
    expect(JSON.parse(api!.body)).toMatchObject({ code: 'not_found' });
  });
});

describe('a body answered without being read, then a second request on the same connection', () => {
  const second = 'GET /api/openapi HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n';

  it.each([
    ['401 (bad token)', 'POST /api/courses', 'authorization: Bearer not-a-jwt\r\n', 400_000],
    ['404 (unknown path)', 'POST /api/nope', '', 400_000],
    ['405 (method not served)', 'PUT /api/courses', '', 900_000],
  ])('%s with a %s body: the body is drained and the second request is answered', async (_, line, extra, size) => {
    const head = `${line} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n${extra}\r\n`;
    const started = Date.now();
    const { responses } = await rawExchange(port(), [head, Buffer.alloc(size, 'a'), second]);
    expect(responses.map((r) => r.status)).toEqual([expect.any(Number), 200]);
    expect(responses[0]!.headers.connection).not.toBe('close');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('a body over the drain limit is refused with Connection: close, and the reply arrives whole', async () => {
    const size = 3 * 1024 * 1024;
    const head = `POST /api/courses HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\nauthorization: Bearer not-a-jwt\r\n\r\n`;
    const started = Date.now();
    const { responses, closed } = await rawExchange(port(), [head, Buffer.alloc(size, 'a'), second]);
    expect(closed).toBe(true);
    expect(responses).toHaveLength(1);
    expect(responses[0]!.status).toBe(401);
    expect(responses[0]!.headers.connection).toBe('close');
    expect(JSON.parse(responses[0]!.body)).toMatchObject({ code: 'unauthorized' });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('a chunked body over the drain limit is refused with Connection: close, and the reply arrives whole', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const parts: Array<string | Buffer> = [
      'POST /api/nope HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n',
    ];
    for (let i = 0; i < 12; i++) parts.push(`${chunk.length.toString(16)}\r\n`, chunk, '\r\n');
    parts.push('0\r\n\r\n', second);
    const { responses, closed } = await rawExchange(port(), parts);
    expect(closed).toBe(true);
    expect(responses[0]!.status).toBe(404);
    expect(responses[0]!.headers.connection).toBe('close');
  });
});

describe('malformed Host headers', () => {
  it.each(['[', 'a b', 'x@y', 'evil.com:99999', 'a/b', 'host:port'])(
    'Host: %s is 400 bad_request in the Error shape',
    async (host) => {
      const { responses } = await rawExchange(
        port(),
        `GET /api/openapi HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
      );
      const res = responses[0]!;
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as { code: string; message: string };
      expect(body).toMatchObject({ code: 'bad_request', status: 400 });
      expect(body.message).toMatch(/Host/);
      expect(res.body).not.toMatch(/\n\s+at /);
    },
  );

  it('its own names still work: localhost, loopback IPv4 and IPv6, with ports', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'LocalHost']) {
      const { responses } = await rawExchange(
        port(),
        `GET /api/openapi HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
      );
      expect(responses[0]?.status, host).toBe(200);
    }
  });
});

describe('foreign Host headers', () => {
  it.each(['api.example.edu', 'rebound.example:3000', '192.168.1.10:3000'])(
    'Host: %s is 403 forbidden in the Error shape: the local server answers only its own names',
    async (host) => {
      const { responses } = await rawExchange(
        port(),
        `GET /api/openapi HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`,
      );
      const res = responses[0]!;
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'forbidden', status: 403 });
    },
  );

  it('a refused Host with an unread body still leaves the connection usable', async () => {
    const { responses } = await rawExchange(port(), [
      'POST /api/courses HTTP/1.1\r\nhost: evil.example\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n',
      Buffer.alloc(100_000, 'a'),
      'GET /api/openapi HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n',
    ]);
    expect(responses.map((r) => r.status)).toEqual([403, 200]);
  });
});

it('the raw helper parses two responses on one connection', async () => {
  const { responses } = await rawExchange(
    port(),
    'GET /api/openapi HTTP/1.1\r\nhost: localhost\r\n\r\nGET /api/nope HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n',
  );
  expect(responses.map((r) => r.status)).toEqual([200, 404]);
  expect(parseResponses(Buffer.from('HTTP/1.1 204 No Content\r\n\r\n')).responses).toHaveLength(1);
});
