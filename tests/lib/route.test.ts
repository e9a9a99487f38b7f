// The pipeline of lib/route.ts, exercised through small route definitions made here.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors.js';
import { defineRoute, handle, MAX_BODY_BYTES, serve } from '../../lib/route.js';
import { z } from '../../lib/zod.js';
import { expectError } from '../support/app.js';

const Echo = z.object({ name: z.string().max(10), count: z.number().int().optional() });
const echoRoute = defineRoute({
  operationId: 'testEcho',
  method: 'POST',
  path: '/api/test/{id}/echo',
  auth: 'none',
  summary: 'echo',
  tags: ['Test'],
  params: z.object({ id: z.uuid() }),
  query: z.object({ mode: z.enum(['a', 'b']).optional() }),
  body: Echo,
  responses: { 200: z.object({ id: z.string(), mode: z.string().nullable(), name: z.string(), raw: z.number() }) },
});
const echo = handle(echoRoute, async ({ params, query, body, rawBody }) => ({
  status: 200,
  body: { id: params.id, mode: query.mode ?? null, name: body.name, raw: rawBody.length },
}));

const id = '5f0c6c1e-2f3b-4a39-9a57-0c5f1b6f2e41';
const post = (body: BodyInit | null, path = `/api/test/${id}/echo`, headers: Record<string, string> = {}) =>
  echo.run(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

describe('request parsing', () => {
  it('hands typed params, query and body to the handler', async () => {
    const res = await post(JSON.stringify({ name: 'Ada' }), `/api/test/${id}/echo?mode=b`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, mode: 'b', name: 'Ada', raw: 14 });
  });

  it('reads path parameters from the query when the platform passes them that way', async () => {
    const res = await post(JSON.stringify({ name: 'Ada' }), `/api/test/[id]/echo?id=${id}`);
    expect(res.status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"name":', /^body: not valid JSON/],
    ['an empty body', '', /^body: a JSON body is required/],
    ['a JSON array', '[1,2]', /^body /],
    ['a field over its limit', JSON.stringify({ name: 'x'.repeat(11) }), /^body name: /],
    ['a wrong type', JSON.stringify({ name: 'Ada', count: 'three' }), /^body count: /],
  ])('refuses %s with bad_request naming the problem', async (_, body, message) => {
    const error = await expectError(await post(body), 'bad_request');
    expect(error.message).toMatch(message);
  });

  it('parses the body whatever the content type says', async () => {
    const res = await post(JSON.stringify({ name: 'Ada' }), undefined, { 'content-type': 'text/plain' });
    expect(res.status).toBe(200);
    await expectError(
      await post('name=Ada', undefined, { 'content-type': 'application/x-www-form-urlencoded' }),
      'bad_request',
    );
  });

  it('refuses bodies over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await expectError(await post(big), 'bad_request')).message).toMatch(/larger than/);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100_000).fill(32));
        controller.close();
      },
    });
    const res = await echo.run(
      new Request(`http://localhost/api/test/${id}/echo`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect((await expectError(res, 'bad_request')).message).toMatch(/larger than/);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const res = await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect((await expectError(res, 'bad_request')).message).toMatch(/UTF-8/);
  });

  it('refuses invalid path and query values, and repeated query parameters', async () => {
    expect((await expectError(await post('{"name":"a"}', '/api/test/not-a-uuid/echo'), 'bad_request')).message).toMatch(
      /^path id: /,
    );
    expect(
      (await expectError(await post('{"name":"a"}', `/api/test/${id}/echo?mode=c`), 'bad_request')).message,
    ).toMatch(/^query mode: /);
    await expectError(await post('{"name":"a"}', `/api/test/${id}/echo?mode=a&mode=b`), 'bad_request');
    await expectError(await post('{"name":"a"}', `/api/test/%E0%A4%A/echo`), 'bad_request');
  });

  it('accepts unicode inside JSON strings and refuses NUL characters naming the field', async () => {
    expect((await post(JSON.stringify({ name: 'Zoë😀\u2028' }))).status).toBe(200);
    const body = await expectError(await post(JSON.stringify({ name: 'Zoë\u0000😀' })), 'bad_request');
    expect(body.message).toBe('body name: must not contain NUL (U+0000) characters');
  });
});

describe('responses', () => {
  it('fails loudly (outside production) when a handler answers outside its declared schema', async () => {
    const route = defineRoute({
      operationId: 'testBadResponse',
      method: 'GET',
      path: '/api/test/bad',
      auth: 'none',
      summary: 's',
      tags: ['Test'],
      responses: { 200: z.object({ ok: z.boolean() }) },
    });
    const op = handle(route, async () => ({ status: 200, body: { ok: 'yes' as unknown as boolean } }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectError(await op.run(new Request('http://localhost/api/test/bad')), 'internal_error');
    expect(spy.mock.calls.join(' ')).toMatch(/testBadResponse 200 response does not match its schema/);
    spy.mockRestore();
  });

  it('passes ApiErrors thrown by a handler through the error builder', async () => {
    const route = defineRoute({
      operationId: 'testConflict',
      method: 'GET',
      path: '/api/test/conflict',
      auth: 'none',
      summary: 's',
      tags: ['Test'],
      responses: { 200: z.object({}) },
    });
    const op = handle(route, async () => {
      throw new ApiError('conflict', { message: 'No device is subscribed.' });
    });
    const body = await expectError(await op.run(new Request('http://localhost/api/test/conflict')), 'conflict');
    expect(body.message).toBe('No device is subscribed.');
  });

  it('refuses two operations for one method in a route file', () => {
    expect(() => serve(echo, echo)).toThrow(/share a method/);
  });
});
