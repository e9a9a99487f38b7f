import { describe, expect, it } from 'vitest';
import { call, expectError } from '../support/app.js';

describe('routing, as on Vercel', () => {
  it('serves the OpenAPI document at /api/openapi and /openapi.json', async () => {
    for (const path of ['/api/openapi', '/openapi.json']) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      const doc = (await res.json()) as { openapi: string; info: { version: string } };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.version).toBe('1.0.0');
    }
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s on an unknown /api/ path with JSON not_found',
    async (method) => {
      for (const path of [
        '/api/nope',
        '/api/v1/nothing/here',
        '/api/openapi/extra',
        '/api/',
        '/api/%25zz',
        '/api/%E0%A4%A',
      ]) {
        const body = await expectError(await call(method, path), 'not_found');
        expect(body.message).toMatch(/No API operation/);
      }
    },
  );

  it('answers a method the path does not serve with 405 and an Allow header', async () => {
    for (const method of ['DELETE', 'POST', 'PUT', 'PATCH']) {
      const res = await call(method, '/api/openapi');
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      await expectError(res, 'method_not_allowed');
    }
  });

  it('answers HEAD like GET without a body, and OPTIONS (not a listed method) with 405 and Allow', async () => {
    const head = await call('HEAD', '/api/openapi');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await call('OPTIONS', '/api/openapi');
    await expectError(options.clone(), 'method_not_allowed');
    expect(options.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers an unknown page outside /api/ with a real 404 and a short body', async () => {
    const plain = await call('GET', '/nope');
    expect(plain.status).toBe(404);
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await plain.text()).length).toBeLessThan(100);
    const html = await call('GET', '/no/such/page', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await html.text()).length).toBeLessThan(600);
  });

  it('does not serve files outside public/', async () => {
    for (const path of ['/package.json', '/lib/db.ts', '/../package.json', '/%2e%2e/package.json', '/.env']) {
      expect((await call('GET', path)).status).toBe(404);
    }
  });

  it('gives every response an x-request-id', async () => {
    for (const [method, path] of [
      ['GET', '/api/openapi'],
      ['GET', '/api/nope'],
      ['DELETE', '/api/openapi'],
      ['GET', '/api/me'],
      ['GET', '/'],
      ['GET', '/nope'],
    ]) {
      expect((await call(method!, path!)).headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    }
  });
});
