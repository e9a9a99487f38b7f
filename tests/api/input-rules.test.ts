// Rules every operation applies before its own schemas. NUL characters
// are refused in validation with the field named (Postgres text cannot hold them), and a query
// parameter an operation does not declare is refused with its name, on list routes and all others.
import { describe, expect, it, vi } from 'vitest';
import { jsonNestsDeeper, nulPath } from '../../lib/http/request-rules.js';
import { call, expectError, makeToken, makeUser } from '../support/app.js';
import { ticketCall } from '../support/tickets.js';

describe('NUL characters', () => {
  it('are refused with 400 naming the field, at the top level and nested, before anything is stored', async () => {
    const user = await makeUser();
    const cases: Array<[Promise<Response>, RegExp]> = [
      [
        call('POST', '/api/courses', { token: user.token, body: { code: 'CS\u0000 1', title: 'T' } }),
        /body code: must not contain NUL/,
      ],
      [
        call('POST', '/api/courses', {
          token: user.token,
          body: { code: 'CS 1', title: 'T', assessments: [{ title: 'ok' }, { title: 'a\u0000b' }] },
        }),
        /body assessments\.1\.title: must not contain NUL/,
      ],
      [
        call('PATCH', '/api/me', { token: user.token, body: { school: '\u0000' } }),
        /body school: must not contain NUL/,
      ],
      [ticketCall({ email: 'v@example.com', message: 'Help\u0000me' }), /body message: must not contain NUL/],
      [call('GET', '/api/catalog?q=ab%00c'), /query q: must not contain NUL/],
    ];
    for (const [pending, message] of cases) {
      const body = await expectError(await pending, 'bad_request');
      expect(body.message).toMatch(message);
    }
    const courses = (await (await call('GET', '/api/courses', { token: user.token })).json()) as { items: unknown[] };
    expect(courses.items).toEqual([]);
  });

  it('nulPath names the first field holding one, keys included, and nothing in clean input', () => {
    expect(nulPath({ a: 'x', b: [{ c: 'y' }, { d: 'z\u0000' }] })).toBe('b.1.d');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath({ a: 'x', b: [1, null, true, { c: 'é😀' }] })).toBeUndefined();
    // Deep nesting walks iteratively.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe('query parameters an operation does not declare', () => {
  it('are refused with 400 naming the parameter on every list route and on routes that take no query', async () => {
    const user = await makeUser();
    const personal = await makeToken('per', user.id);
    const admin = await makeToken('adm', user.id);
    const support = await makeToken('sup');
    const owner = await makeToken('owner');
    const targets: Array<[string, string | undefined]> = [
      ['/api/courses', user.token],
      ['/api/tokens', user.token],
      ['/api/me', user.token],
      ['/api/catalog', undefined],
      ['/api/v1/me/assignments', personal.token],
      ['/api/v1/me/courses', personal.token],
      ['/api/v1/admin/users', admin.token],
      ['/api/v1/admin/audit-log', admin.token],
      ['/api/v1/orgs', admin.token],
      ['/api/v1/support/tickets', support.token],
      ['/api/v1/owner/timeseries', owner.token],
    ];
    for (const [path, token] of targets) {
      const res = await call('GET', `${path}?sortBy=title`, token ? { token } : {});
      expect((await expectError(res, 'bad_request')).message, path).toMatch(
        /unknown field sortBy in query|query.*sortBy/,
      );
    }
  });

  it('declared parameters and the path parameters the platform adds are still accepted', async () => {
    const user = await makeUser();
    expect((await call('GET', '/api/courses?archived=true&limit=5', { token: user.token })).status).toBe(200);
    const course = (await (
      await call('POST', '/api/courses', { token: user.token, body: { code: 'A 1', title: 'A' } })
    ).json()) as { id: string };
    // Vercel's rewrites pass [id] as ?id=…: not an unknown parameter.
    expect((await call('GET', `/api/courses/${course.id}?id=${course.id}`, { token: user.token })).status).toBe(200);
  });
});

describe('bodies nested too deep', () => {
  it('are refused with 400 before JSON.parse builds them, for an anonymous caller too', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const half = 500_000;
      const raw = '['.repeat(half) + ']'.repeat(half);
      const res = await call('POST', '/api/events', { body: raw });
      expect((await expectError(res, 'bad_request')).message).toMatch(/nested deeper than 32 levels/);
      // The 1 MB body was never handed to JSON.parse (nor to the NUL scan, which runs on its result).
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= half)).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
    // Brackets inside strings do not count, and 32 levels are still read (then judged by the schema).
    expect(jsonNestsDeeper(JSON.stringify({ message: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestsDeeper('['.repeat(32) + ']'.repeat(32))).toBe(false);
    expect(jsonNestsDeeper('{"a":'.repeat(33) + '1' + '}'.repeat(33))).toBe(true);
    expect(jsonNestsDeeper('["\\"[[[[", ' + '['.repeat(31) + ']'.repeat(32))).toBe(false);
    const shallow = await call('POST', '/api/ticket', { body: '['.repeat(32) + ']'.repeat(32) });
    expect((await expectError(shallow, 'bad_request')).message).not.toMatch(/nested deeper/);
  });
});
