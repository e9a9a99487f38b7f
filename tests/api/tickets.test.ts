// createSupportTicket: SPEC "Ticket behaviour" 1–4, DESIGN §7 (fields, limits, transitions).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import { db } from '../../lib/db.js';
import { createLimitKey } from '../../lib/tickets/visitor.js';
import type { TicketResponse } from '../../schemas/tickets.js';
import { call, expectError, useTestServer } from '../support/app.js';
import { expectDocumented, openapi } from '../support/contract.js';
import { checkTicket, nextIp, openTicket, stableHeaders, ticketCall } from '../support/tickets.js';

const CASE_ID = /^GT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function ticketRow(caseId: string) {
  const [row] = await db()<
    {
      id: string;
      token_hash: Buffer;
      email: string;
      name: string | null;
      category: string;
      subject: string;
      status: string;
    }[]
  >`
    select id, token_hash, email, name, category, subject, status from tickets where case_id = ${caseId}`;
  return row!;
}

async function messageCount(caseId: string): Promise<number> {
  const [row] = await db()<{ n: number }[]>`
    select count(*)::int as n from ticket_messages m join tickets t on t.id = m.ticket_id where t.case_id = ${caseId}`;
  return row!.n;
}

describe('create (action omitted or create)', () => {
  it('opens a ticket and answers caseId, token, status open and subject, and nothing else', async () => {
    const res = await ticketCall({
      email: 'ana@example.com',
      name: 'Ana',
      category: 'bug',
      subject: 'Blank page',
      message: 'The grade page is blank.',
    });
    expect(res.status).toBe(200);
    const body = (await expectDocumented('POST', '/api/ticket', res)) as TicketResponse;
    expect(Object.keys(body).sort()).toEqual(['caseId', 'status', 'subject', 'token']);
    expect(body).toMatchObject({ status: 'open', subject: 'Blank page' });
    expect(body.caseId).toMatch(CASE_ID);
    expect(body.token).toMatch(/^[0-9A-Za-z]{43}$/);

    const row = await ticketRow(body.caseId);
    expect(row).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      category: 'bug',
      subject: 'Blank page',
      status: 'open',
    });
    expect(row.token_hash.equals(sha256(body.token!))).toBe(true);
    const [stored] = await db()<{ text: string }[]>`
      select (select t::text from tickets t where t.id = ${row.id}) || (select string_agg(m::text, ' ') from ticket_messages m where m.ticket_id = ${row.id}) as text`;
    expect(stored!.text).not.toContain(body.token!);
  });

  it('stores the message as the first user message; action create behaves the same', async () => {
    const t = await openTicket({ action: 'create', message: '  Two classes vanished.  ' });
    const checked = await checkTicket(t);
    expect(checked.messages).toEqual([
      { authorRole: 'user', body: 'Two classes vanished.', createdAt: expect.any(String) },
    ]);
  });

  it('defaults category to other and subject to the first non-empty line of the message, cut at 200 characters', async () => {
    const t = await openTicket({ message: '\n\n  Calendar export fails  \nDetails follow.' });
    expect(t.subject).toBe('Calendar export fails');
    expect((await ticketRow(t.caseId)).category).toBe('other');
    const long = await openTicket({ message: `${'x'.repeat(250)}\nrest`, subject: '   ' });
    expect([...long.subject]).toHaveLength(200);
    expect(long.subject.endsWith('…')).toBe(true);
    expect((await ticketRow(long.caseId)).name).toBeNull();
  });

  it('draws random, non-sequential case numbers and distinct tokens', async () => {
    const tickets = await Promise.all(Array.from({ length: 8 }, () => openTicket()));
    expect(new Set(tickets.map((t) => t.caseId)).size).toBe(8);
    expect(new Set(tickets.map((t) => t.token)).size).toBe(8);
    for (const t of tickets) expect(t.caseId).toMatch(CASE_ID);
  });

  it.each([
    ['no email', { message: 'hi' }, /email: required when action is create/],
    ['no message', { email: 'a@example.com' }, /message: required when action is create/],
    ['a malformed email', { email: 'not-an-email', message: 'hi' }, /email: must be an email address/],
    ['a domain label ending in -', { email: 'a@exa-.com', message: 'hi' }, /email: must be an email address/],
    ['a domain label starting with -', { email: 'a@-exa.com', message: 'hi' }, /email: must be an email address/],
    ['an email over 320 characters', { email: `${'a'.repeat(320)}@example.com`, message: 'hi' }, /email: /],
    ['a blank message', { email: 'a@example.com', message: '   ' }, /message: must not be empty/],
    [
      'a message over 10,000 characters',
      { email: 'a@example.com', message: 'x'.repeat(10_001) },
      /message: at most 10000 characters/,
    ],
    [
      'a name over 100 characters',
      { email: 'a@example.com', message: 'hi', name: 'n'.repeat(101) },
      /name: at most 100 characters/,
    ],
    [
      'a subject over 200 characters',
      { email: 'a@example.com', message: 'hi', subject: 's'.repeat(201) },
      /subject: at most 200 characters/,
    ],
    ['an unknown category', { email: 'a@example.com', message: 'hi', category: 'urgent' }, /category: /],
    ['an unknown field', { email: 'a@example.com', message: 'hi', priority: 'high' }, /unknown field priority/],
    ['an unknown action', { action: 'delete', caseId: 'x', token: 'y' }, /action: /],
    ['check without token', { action: 'check', caseId: 'GT-0000-0000-0000' }, /token: required when action is check/],
    ['check without caseId', { action: 'check', token: 'abc' }, /caseId: required when action is check/],
    [
      'reply without message',
      { action: 'reply', caseId: 'GT-0000-0000-0000', token: 'abc' },
      /message: required when action is reply/,
    ],
    ['a caseId that is not a string', { action: 'check', caseId: 42, token: 'abc' }, /caseId: /],
    ['a body that is not an object', [], /body/],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    const err = await expectError(await ticketCall(body), 'bad_request');
    expect(err.message).toMatch(message);
  });

  it('refuses a missing or malformed JSON body with 400', async () => {
    await expectError(await call('POST', '/api/ticket'), 'bad_request');
    await expectError(await call('POST', '/api/ticket', { body: '{"email":' }), 'bad_request');
  });

  it('accepts the largest allowed fields', async () => {
    const t = await openTicket({ name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(10_000) });
    expect(t.subject).toBe('s'.repeat(200));
  });
});

describe('check and reply (caseId and token)', () => {
  it('check answers the ticket with its messages, never the token', async () => {
    const t = await openTicket({ subject: 'Sync' });
    const res = await ticketCall({ action: 'check', caseId: t.caseId, token: t.token });
    const body = (await expectDocumented('POST', '/api/ticket', res)) as TicketResponse;
    expect(body).toEqual({
      caseId: t.caseId,
      status: 'open',
      subject: 'Sync',
      messages: [{ authorRole: 'user', body: 'The grade page is blank.', createdAt: expect.any(String) }],
    });
    expect(body.messages![0]!.createdAt).toMatch(/Z$/);
  });

  it('accepts the case number as a person types it: lower case, spaces, o for 0, i or l for 1, no prefix', async () => {
    const t = await openTicket();
    const typed = t.caseId.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/-/g, ' ');
    expect((await checkTicket({ caseId: typed, token: t.token })).caseId).toBe(t.caseId);
    expect((await checkTicket({ caseId: t.caseId.slice(3).replace(/-/g, ''), token: t.token })).caseId).toBe(t.caseId);
  });

  it('reply appends a user message and answers every message, oldest first', async () => {
    const t = await openTicket();
    const res = await ticketCall({
      action: 'reply',
      caseId: t.caseId,
      token: t.token,
      message: 'Still blank after a reload.',
    });
    const body = (await expectDocumented('POST', '/api/ticket', res)) as TicketResponse;
    expect(body.status).toBe('open');
    expect(body.token).toBeUndefined();
    expect(body.messages!.map((m) => [m.authorRole, m.body])).toEqual([
      ['user', 'The grade page is blank.'],
      ['user', 'Still blank after a reload.'],
    ]);
    expect(await messageCount(t.caseId)).toBe(2);
  });
});

describe('a guessed case number without its token reveals nothing', () => {
  let known: { caseId: string; token: string };
  let other: { caseId: string; token: string };
  let reference: { status: number; body: string; headers: Record<string, string> };

  beforeAll(async () => {
    known = await openTicket();
    other = await openTicket();
    const res = await ticketCall({ action: 'check', caseId: 'GT-0000-0000-0000', token: 'x'.repeat(43) });
    reference = { status: res.status, body: await res.text(), headers: stableHeaders(res) };
    expect(reference.status).toBe(404);
    expect(JSON.parse(reference.body)).toMatchObject({
      code: 'not_found',
      message: 'No ticket matches this case number and token.',
    });
  });

  async function expectSameAsUnknown(res: Response) {
    expect(res.status).toBe(reference.status);
    expect(await res.text()).toBe(reference.body);
    expect(stableHeaders(res)).toEqual(reference.headers);
  }

  it.each(['check', 'reply'])(
    "%s: unknown case, wrong token, another ticket's token and malformed values are the same 404",
    async (action) => {
      const before = await messageCount(known.caseId);
      const extra = action === 'reply' ? { message: 'let me in' } : {};
      for (const [caseId, token] of [
        ['GT-ZZZZ-ZZZZ-ZZZZ', known.token], // unknown case, a real token
        [known.caseId, 'x'.repeat(43)], // wrong token
        [known.caseId, other.token], // another ticket's token
        [known.caseId, known.token.slice(0, -1)], // almost the token
        [known.caseId, ''],
        ['', known.token],
        ['not a case number', known.token],
        [`${known.caseId}-0`, known.token],
        ['x'.repeat(5000), 'y'.repeat(5000)],
      ]) {
        await expectSameAsUnknown(await ticketCall({ action, caseId, token, ...extra }));
      }
      expect(await messageCount(known.caseId)).toBe(before);
    },
  );

  it('property: random caseId/token pairs never reveal a ticket', async () => {
    const crockford = fc.constantFrom(...'0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    const group = fc.string({ unit: crockford, minLength: 4, maxLength: 4 });
    const wellFormedCase = fc.tuple(group, group, group).map((g) => `GT-${g.join('-')}`);
    const caseId = fc.oneof(
      wellFormedCase,
      fc.string({ maxLength: 60 }),
      fc.constant(known.caseId),
      fc.constant(other.caseId),
    );
    const token = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.base64String({ minLength: 43, maxLength: 44 }),
      fc.constant(other.token),
      fc.constant(known.token),
    );
    const before = await messageCount(known.caseId);
    await fc.assert(
      fc.asyncProperty(caseId, token, fc.constantFrom('check', 'reply'), async (c, tk, action) => {
        // The only pairs that may open a ticket are its own case number with its own token.
        fc.pre(!((c === known.caseId && tk === known.token) || (c === other.caseId && tk === other.token)));
        await expectSameAsUnknown(
          await ticketCall({ action, caseId: c, token: tk, ...(action === 'reply' ? { message: 'guess' } : {}) }),
        );
      }),
      { numRuns: 120 },
    );
    expect(await messageCount(known.caseId)).toBe(before);
  });
});

describe('limits', () => {
  it('allows 5 new tickets per client address per hour, then 429 with Retry-After; another address is unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await openTicket({}, ip);
    const refused = await ticketCall({ email: 'a@example.com', message: 'sixth' }, ip);
    expect(refused.headers.get('ratelimit-limit')).toBe('5');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/5 new tickets per hour/);
    await openTicket({}, nextIp());
  });

  it('keys the creation limit of an IPv6 client on its /64: fresh addresses in it share one allowance', async () => {
    const prefix = `2001:db8:${(Date.now() & 0xffff).toString(16)}:77`;
    for (let i = 1; i <= 5; i++)
      expect((await ticketCall({ email: 'v6@example.com', message: 'Blank page.' }, `${prefix}::${i}`)).status).toBe(
        200,
      );
    const refused = await ticketCall(
      { email: 'v6@example.com', message: 'Blank page.' },
      `${prefix}:1234:5678:9abc:def0`,
    );
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/5 new tickets per hour/);
    // The next /64 is another client.
    expect(
      (await ticketCall({ email: 'v6@example.com', message: 'Blank page.' }, `${prefix.replace(/77$/, '78')}::1`))
        .status,
    ).toBe(200);
  });

  it('keys the creation limit on a SHA-256 of the address, never the address itself', async () => {
    const ip = nextIp();
    await openTicket({}, ip);
    const rows = await db()<{ key: string }[]>`select key from rate_limits where key like 'ticket:create:%'`;
    expect(rows.map((r) => r.key)).toContain(createLimitKey(ip));
    expect(createLimitKey(ip)).toBe(`ticket:create:${sha256(ip).toString('hex')}`);
    expect(rows.filter((r) => r.key.includes(ip))).toEqual([]);
  });

  it('does not count refused input or check and reply against the creation limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) await expectError(await ticketCall({ email: 'bad', message: 'x' }, ip), 'bad_request');
    const t = await openTicket({}, ip);
    for (let i = 0; i < 6; i++) expect((await ticketCall({ action: 'check', ...t }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) await openTicket({}, ip);
  });

  it('allows 30 replies per ticket per hour, counted only after caseId and token match', async () => {
    const t = await openTicket();
    const other = await openTicket();
    // Guesses do not use up the ticket's replies.
    for (let i = 0; i < 5; i++)
      expect(
        (await ticketCall({ action: 'reply', caseId: t.caseId, token: other.token, message: 'guess' })).status,
      ).toBe(404);
    for (let i = 0; i < 30; i++)
      expect((await ticketCall({ action: 'reply', ...t, message: `reply ${i}` })).status).toBe(200);
    const refused = await ticketCall({ action: 'reply', ...t, message: 'one too many' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await expectError(refused, 'rate_limited')).message).toMatch(/30 replies per hour/);
    // A wrong token past the limit is still the plain 404, and other tickets are unaffected.
    expect((await ticketCall({ action: 'reply', caseId: t.caseId, token: other.token, message: 'guess' })).status).toBe(
      404,
    );
    expect((await ticketCall({ action: 'reply', ...other, message: 'fine' })).status).toBe(200);
    expect(await messageCount(t.caseId)).toBe(31);
    // Reading is not limited by the reply limit.
    expect((await checkTicket(t)).messages).toHaveLength(31);
  });
});

describe('nothing lost', () => {
  it('20 concurrent replies on one ticket all persist, each after every earlier one', async () => {
    // PGlite serves one connection, so the transactions queue in the client; CI repeats this
    // on PostgreSQL with a pool, where they wait on the ticket's row lock instead.
    const t = await openTicket();
    const bodies = Array.from({ length: 20 }, (_, i) => `concurrent reply ${i}`);
    const responses = await Promise.all(bodies.map((message) => ticketCall({ action: 'reply', ...t, message })));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const answers = (await Promise.all(responses.map((r) => r.json()))) as TicketResponse[];

    const final = (await checkTicket(t)).messages!;
    expect(final).toHaveLength(21);
    const order = final.slice(1).map((m) => m.body);
    expect([...order].sort()).toEqual([...bodies].sort());
    // Arrival order: messages keep the order in which they committed, and each reply saw
    // exactly the messages committed before it, ending with its own.
    const times = final.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    answers.forEach((answer, i) => {
      const position = order.indexOf(bodies[i]!) + 2;
      expect(answer.messages).toEqual(final.slice(0, position));
    });
  });
});

describe('over HTTP', () => {
  const server = useTestServer();
  const post = (body: unknown, ip = nextIp()) =>
    fetch(`${server.url}/api/ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  it('creates, checks and replies as documented', async () => {
    const created = (await expectDocumented(
      'POST',
      '/api/ticket',
      await post({ email: 'h@example.com', message: 'Over HTTP' }),
    )) as TicketResponse;
    expect(created.status).toBe('open');
    const checked = (await expectDocumented(
      'POST',
      '/api/ticket',
      await post({ action: 'check', caseId: created.caseId, token: created.token }),
    )) as TicketResponse;
    expect(checked.messages).toHaveLength(1);
    const replied = await post({ action: 'reply', caseId: created.caseId, token: created.token, message: 'More' });
    expect(replied.status).toBe(200);
    expect(((await expectDocumented('POST', '/api/ticket', replied)) as TicketResponse).messages).toHaveLength(2);
  });

  it('answers an unknown case and a wrong token with byte-identical 404s', async () => {
    const t = (await (await post({ email: 'h@example.com', message: 'x' })).json()) as TicketResponse;
    const unknown = await post({ action: 'check', caseId: 'GT-0000-0000-0000', token: t.token });
    const wrong = await post({ action: 'check', caseId: t.caseId, token: 'y'.repeat(43) });
    expect([unknown.status, wrong.status]).toEqual([404, 404]);
    expect(stableHeaders(wrong)).toEqual(stableHeaders(unknown));
    const [a, b] = [await unknown.clone().text(), await wrong.clone().text()];
    expect(b).toBe(a);
    await expectDocumented('POST', '/api/ticket', wrong);
  });

  it('keys the creation limit on the socket address: a forged x-forwarded-for does not escape it; 429 with Retry-After', async () => {
    // The local server, like the platform, replaces x-forwarded-for with the client address,
    // so every ticket opened over HTTP in this file shares the loopback address's limit.
    const loopback = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map(createLimitKey);
    const [row] = await db()<
      { n: number }[]
    >`select max(cardinality(hits))::int as n from rate_limits where key in ${db()(loopback)}`;
    const used = row?.n ?? 0;
    expect(used).toBeGreaterThan(0);
    for (let i = used; i < 5; i++)
      expect((await post({ email: 'h@example.com', message: `n${i}` }, nextIp())).status).toBe(200);
    const refused = await post({ email: 'h@example.com', message: 'over' }, nextIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectDocumented('POST', '/api/ticket', refused);
  });

  it('answers other methods with 405 and an Allow header', async () => {
    const get = await fetch(`${server.url}/api/ticket`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    await expectDocumented('POST', '/api/ticket', get);
  });
});

describe('the contract', () => {
  it('documents TicketRequest, TicketResponse and exactly the statuses SPEC lists', () => {
    const op = openapi.paths['/api/ticket']!.post! as unknown as {
      operationId: string;
      security: unknown[];
      requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
      responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    };
    expect(op.operationId).toBe('createSupportTicket');
    expect(op.security).toEqual([]);
    expect(op.requestBody.required).toBe(true);
    expect(op.requestBody.content['application/json']!.schema.$ref).toBe('#/components/schemas/TicketRequest');
    expect(op.responses['200']!.content['application/json']!.schema.$ref).toBe('#/components/schemas/TicketResponse');
    // SPEC's statuses, and 409 for an Idempotency-Key reused with another body (lib/http/idempotency.ts).
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '404', '405', '409', '429', '500', '502']);
  });
});
