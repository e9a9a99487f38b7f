// The support desk (tk_sup_, DESIGN §8) and the admin console's read-only ticket routes
// (tk_adm_): list, read, answer, set status, and the transitions of DESIGN §7.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import type { Ticket, TicketDetail, TicketResponse } from '../../schemas/tickets.js';
import { call, expectError, makeToken, makeUser, useTestServer } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { checkTicket, openTicket, ticketCall, type OpenedTicket } from '../support/tickets.js';

let support: string;
let admin: string;
beforeAll(async () => {
  support = (await makeToken('sup')).token;
  admin = (await makeToken('adm')).token;
});

const desk = (method: string, path: string, body?: unknown, token = support) =>
  call(method, `/api/v1/support/tickets${path}`, { token, ...(body !== undefined ? { body } : {}) });

async function documented<T>(method: string, path: string, res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await expectDocumented(method, path, res)) as T;
}

async function list(
  query = '',
  token = support,
  base = '/api/v1/support/tickets',
): Promise<{ items: Ticket[]; nextCursor: string | null }> {
  return documented('GET', base, await call('GET', `${base}${query}`, { token }));
}

async function allPages(query: string, limit: number, base?: string): Promise<Ticket[]> {
  const seen: Ticket[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(
      `?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      base?.includes('admin') ? admin : support,
      base,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const reply = (t: OpenedTicket, message: string) =>
  ticketCall({ action: 'reply', caseId: t.caseId, token: t.token, message });

describe('answer and status: the transitions of DESIGN §7', () => {
  it('support answer → answered (first_answered_at once); visitor reply → open; solved; a visitor reply reopens it', async () => {
    const t = await openTicket({ name: 'Bo', subject: 'Export' });
    const path = `/api/v1/support/tickets/${t.caseId}/messages`;

    const first = await documented<TicketDetail>(
      'POST',
      path,
      await desk('POST', `/${t.caseId}/messages`, { message: 'Try clearing the cache.' }),
      201,
    );
    expect(first).toMatchObject({
      caseId: t.caseId,
      status: 'answered',
      name: 'Bo',
      subject: 'Export',
      messageCount: 2,
    });
    expect(first.firstAnsweredAt).toBe(first.messages[1]!.createdAt);
    expect(first.lastActivityAt).toBe(first.messages[1]!.createdAt);
    expect(first.messages.map((m) => m.authorRole)).toEqual(['user', 'support']);

    // The visitor sees the answer, and the status.
    const seen = await checkTicket(t);
    expect(seen.status).toBe('answered');
    expect(seen.messages!.at(-1)).toEqual({
      authorRole: 'support',
      body: 'Try clearing the cache.',
      createdAt: first.messages[1]!.createdAt,
    });

    const replied = (await (await reply(t, 'Did not help.')).json()) as TicketResponse;
    expect(replied.status).toBe('open');

    const second = await documented<TicketDetail>(
      'POST',
      path,
      await desk('POST', `/${t.caseId}/messages`, { message: 'Fixed now.' }),
      201,
    );
    expect(second.status).toBe('answered');
    expect(second.firstAnsweredAt).toBe(first.firstAnsweredAt);

    const solved = await documented<TicketDetail>(
      'PATCH',
      `/api/v1/support/tickets/${t.caseId}`,
      await desk('PATCH', `/${t.caseId}`, { status: 'solved' }),
    );
    expect(solved.status).toBe('solved');
    expect((await checkTicket(t)).status).toBe('solved');

    const reopened = (await (await reply(t, 'It broke again.')).json()) as TicketResponse;
    expect(reopened.status).toBe('open');
    const detail = await documented<TicketDetail>(
      'GET',
      `/api/v1/support/tickets/${t.caseId}`,
      await desk('GET', `/${t.caseId}`),
    );
    expect(detail).toMatchObject({ status: 'open', messageCount: 5, firstAnsweredAt: first.firstAnsweredAt });
  });

  it('PATCH sets open, answered or solved; a change is activity, setting the same status again is not', async () => {
    const t = await openTicket();
    const before = await documented<TicketDetail>(
      'GET',
      `/api/v1/support/tickets/${t.caseId}`,
      await desk('GET', `/${t.caseId}`),
    );
    for (const status of ['answered', 'solved', 'open'] as const) {
      const res = await documented<TicketDetail>(
        'PATCH',
        `/api/v1/support/tickets/${t.caseId}`,
        await desk('PATCH', `/${t.caseId}`, { status }),
      );
      expect(res.status).toBe(status);
      expect(res.firstAnsweredAt).toBeNull();
      expect(Date.parse(res.lastActivityAt)).toBeGreaterThan(Date.parse(before.lastActivityAt));
    }
    const changed = await documented<TicketDetail>(
      'GET',
      `/api/v1/support/tickets/${t.caseId}`,
      await desk('GET', `/${t.caseId}`),
    );
    const same = await documented<TicketDetail>(
      'PATCH',
      `/api/v1/support/tickets/${t.caseId}`,
      await desk('PATCH', `/${t.caseId}`, { status: 'open' }),
    );
    expect(same.lastActivityAt).toBe(changed.lastActivityAt);
  });

  it('refuses invalid answers and status updates with 400 naming the field', async () => {
    const t = await openTicket();
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', `/${t.caseId}/messages`, { message: '  ' }, /message: must not be empty/],
      ['POST', `/${t.caseId}/messages`, { message: 'x'.repeat(10_001) }, /message: at most 10000 characters/],
      ['POST', `/${t.caseId}/messages`, { message: 'hi', status: 'solved' }, /unknown field status/],
      ['POST', `/${t.caseId}/messages`, {}, /message/],
      ['PATCH', `/${t.caseId}`, { status: 'closed' }, /status/],
      ['PATCH', `/${t.caseId}`, { status: 'solved', subject: 'x' }, /unknown field subject/],
    ];
    for (const [method, path, body, message] of cases) {
      expect((await expectError(await desk(method, path, body), 'bad_request')).message).toMatch(message);
    }
    expect(
      (await documented<TicketDetail>('GET', `/api/v1/support/tickets/${t.caseId}`, await desk('GET', `/${t.caseId}`)))
        .messageCount,
    ).toBe(1);
  });

  it('answers 404 for an unknown or malformed case number on every desk route, and changes nothing', async () => {
    for (const caseId of ['GT-0000-0000-0000', 'nope', encodeURIComponent('GT 1')]) {
      await expectError(await desk('GET', `/${caseId}`), 'not_found');
      await expectError(await desk('PATCH', `/${caseId}`, { status: 'solved' }), 'not_found');
      await expectError(await desk('POST', `/${caseId}/messages`, { message: 'hello' }), 'not_found');
      await expectError(await call('GET', `/api/v1/admin/tickets/${caseId}`, { token: admin }), 'not_found');
    }
    const [row] = await db()<
      { n: number }[]
    >`select count(*)::int as n from ticket_messages where author_role = 'support'`;
    const before = row!.n;
    await desk('POST', '/GT-ZZZZ-ZZZZ-ZZZZ/messages', { message: 'lost' });
    const [after] = await db()<
      { n: number }[]
    >`select count(*)::int as n from ticket_messages where author_role = 'support'`;
    expect(after!.n).toBe(before);
  });

  it('reads a ticket by its case number as typed (lower case, no dashes)', async () => {
    const t = await openTicket({ email: 'cy@example.com' });
    const detail = await documented<TicketDetail>(
      'GET',
      '/api/v1/support/tickets/x',
      await desk('GET', `/${t.caseId.toLowerCase().replace(/-/g, '')}`),
    );
    expect(detail).toMatchObject({
      caseId: t.caseId,
      email: 'cy@example.com',
      category: 'other',
      status: 'open',
      messageCount: 1,
    });
    expect(detail.messages).toEqual([
      { authorRole: 'user', body: 'The grade page is blank.', createdAt: expect.any(String) },
    ]);
    expect(Object.keys(detail)).not.toContain('id');
  });
});

describe('the list', () => {
  it('pages through every ticket newest activity first, with a status filter, and no ticket twice', async () => {
    const tickets: OpenedTicket[] = [];
    for (let i = 0; i < 7; i++) tickets.push(await openTicket({ subject: `list ${i}` }));
    await desk('POST', `/${tickets[1]!.caseId}/messages`, { message: 'answer' });
    await desk('PATCH', `/${tickets[2]!.caseId}`, { status: 'solved' });
    // Activity on the oldest moves it to the top.
    await reply(tickets[0]!, 'bump');

    const all = await allPages('', 3);
    expect(new Set(all.map((t) => t.caseId)).size).toBe(all.length);
    const activity = all.map((t) => Date.parse(t.lastActivityAt));
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
    expect(all[0]!.caseId).toBe(tickets[0]!.caseId);
    for (const t of tickets) expect(all.map((x) => x.caseId)).toContain(t.caseId);

    const open = await allPages('status=open', 2);
    expect(open.every((t) => t.status === 'open')).toBe(true);
    expect(open.map((t) => t.caseId)).toEqual(all.filter((t) => t.status === 'open').map((t) => t.caseId));
    expect((await allPages('status=answered', 50)).map((t) => t.caseId)).toContain(tickets[1]!.caseId);
    expect((await allPages('status=solved', 50)).map((t) => t.caseId)).toEqual([tickets[2]!.caseId]);

    const first = await list('?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await list('?limit=200')).nextCursor).toBeNull();
  });

  it('keeps paging exact when tickets share the same activity time to the microsecond', async () => {
    const tickets = await Promise.all(Array.from({ length: 5 }, () => openTicket({ subject: 'tie' })));
    await db()`update tickets set last_activity_at = '2030-01-01T00:00:00.123456Z' where case_id in ${db()(tickets.map((t) => t.caseId))}`;
    const all = await allPages('', 2);
    expect(
      all
        .slice(0, 5)
        .map((t) => t.caseId)
        .sort(),
    ).toEqual(tickets.map((t) => t.caseId).sort());
    expect(new Set(all.map((t) => t.caseId)).size).toBe(all.length);
  });

  it('refuses a bad status, limit or cursor with 400', async () => {
    for (const query of [
      '?status=closed',
      '?limit=0',
      '?limit=201',
      '?cursor=garbage',
      '?cursor=eyJhdCI6MX0',
      '?sort=asc',
    ]) {
      await expectError(await call('GET', `/api/v1/support/tickets${query}`, { token: support }), 'bad_request');
    }
  });
});

describe('admin: the same tickets, read-only', () => {
  it('lists and reads tickets exactly as the support desk does', async () => {
    const t = await openTicket({ subject: 'admin view' });
    await desk('POST', `/${t.caseId}/messages`, { message: 'answered for admin' });
    const viaAdmin = await allPages('', 50, '/api/v1/admin/tickets');
    expect(viaAdmin).toEqual(await allPages('', 50));
    const detail = await documented<TicketDetail>(
      'GET',
      `/api/v1/admin/tickets/${t.caseId}`,
      await call('GET', `/api/v1/admin/tickets/${t.caseId}`, { token: admin }),
    );
    expect(detail).toEqual(
      await documented<TicketDetail>('GET', `/api/v1/support/tickets/${t.caseId}`, await desk('GET', `/${t.caseId}`)),
    );
  });

  it('has no write routes', async () => {
    const t = await openTicket();
    const patch = await call('PATCH', `/api/v1/admin/tickets/${t.caseId}`, {
      token: admin,
      body: { status: 'solved' },
    });
    expect(patch.headers.get('allow')).toBe('GET, HEAD');
    await expectError(patch, 'method_not_allowed');
    await expectError(
      await call('POST', `/api/v1/admin/tickets/${t.caseId}/messages`, { token: admin, body: { message: 'x' } }),
      'not_found',
    );
    expect((await checkTicket(t)).status).toBe('open');
  });
});

describe('who reaches what', () => {
  it('a support token reaches the desk and nothing else: 403 elsewhere under /api/v1, 401 on session routes', async () => {
    const t = await openTicket();
    await expectError(await call('GET', '/api/v1/admin/tickets', { token: support }), 'forbidden');
    await expectError(await call('GET', `/api/v1/admin/tickets/${t.caseId}`, { token: support }), 'forbidden');
    await expectError(await call('GET', '/api/me', { token: support }), 'unauthorized');
    // And other tokens do not reach the desk.
    for (const kind of ['owner', 'per', 'adm'] as const) {
      const { token } = await makeToken(kind);
      await expectError(await desk('GET', '', undefined, token), 'forbidden');
      await expectError(await desk('POST', `/${t.caseId}/messages`, { message: 'x' }, token), 'forbidden');
      await expectError(await desk('PATCH', `/${t.caseId}`, { status: 'solved' }, token), 'forbidden');
    }
    const user = await makeUser();
    await expectError(await desk('GET', `/${t.caseId}`, undefined, user.token), 'unauthorized');
    expect((await checkTicket(t)).messages).toHaveLength(1);
  });

  it('sends the token rate-limit headers on desk errors too', async () => {
    const res = await desk('GET', '/GT-0000-0000-0000');
    expect(res.headers.get('ratelimit-limit')).toBe('120');
    await expectError(res, 'not_found');
  });
});

describe('over HTTP, through the vercel.json rewrites', () => {
  const server = useTestServer();

  it('lists, answers, solves and reads a ticket', async () => {
    const t = await openTicket({ subject: 'over http' });
    const auth = { authorization: `Bearer ${support}`, 'content-type': 'application/json' };
    const base = `${server.url}/api/v1/support/tickets`;
    const listed = await documented<{ items: Ticket[] }>(
      'GET',
      '/api/v1/support/tickets',
      await fetch(`${base}?status=open&limit=200`, { headers: auth }),
    );
    expect(listed.items.map((x) => x.caseId)).toContain(t.caseId);
    const answered = await fetch(`${base}/${t.caseId}/messages`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ message: 'Over the wire.' }),
    });
    expect(
      (await documented<TicketDetail>('POST', `/api/v1/support/tickets/${t.caseId}/messages`, answered, 201)).status,
    ).toBe('answered');
    const solved = await fetch(`${base}/${t.caseId}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ status: 'solved' }),
    });
    expect((await documented<TicketDetail>('PATCH', `/api/v1/support/tickets/${t.caseId}`, solved)).status).toBe(
      'solved',
    );
    const read = await fetch(`${server.url}/api/v1/admin/tickets/${t.caseId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await documented<TicketDetail>('GET', `/api/v1/admin/tickets/${t.caseId}`, read)).toMatchObject({
      status: 'solved',
      messageCount: 2,
    });
    const missing = await fetch(`${base}/GT-0000-0000-0000`, { headers: auth });
    expect(missing.status).toBe(404);
    await expectDocumented('GET', '/api/v1/support/tickets/GT-0000-0000-0000', missing);
  });
});
