// Student organisations under /api/v1/orgs (tk_adm_): clubs, teams, posts, and SPEC's admin
// token rules: an audit entry per write with the on-behalf mark, no self-add to an existing
// club (enforced by the database), no deletions.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

interface Admin {
  user: TestUser;
  id: string;
  token: string;
}

/** An admin token that belongs to an account, as staff tokens do. */
async function makeAdmin(): Promise<Admin> {
  const user = await makeUser();
  const { id, token } = await makeToken('adm', user.id);
  return { user, id, token };
}

let slugCounter = 0;
const freshSlug = (base = 'club') => `${base}-${Date.now().toString(36)}-${++slugCounter}`;

async function createOrg(admin: { token: string }, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/v1/orgs', {
    token: admin.token,
    body: { name: 'Chess Club', slug: freshSlug(), ...body },
  });
  expect(res.status).toBe(201);
  return (await expectDocumented('POST', '/api/v1/orgs', res)) as {
    id: string;
    slug: string;
    name: string;
    teamSize: number;
  };
}

interface AuditRow {
  token_id: string;
  actor_user_id: string | null;
  organisation_id: string | null;
  on_behalf: boolean;
  action: string;
  target_id: string;
  before: unknown;
  after: unknown;
}
const auditOf = (tokenId: string) =>
  db()<AuditRow[]>`select * from admin_audit_log where token_id = ${tokenId} order by id`;

describe('organisations', () => {
  it('creates, reads, lists and updates a club, one audit entry per write, on the club’s behalf', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin, { name: '  Chess Club ', description: 'Thursdays at 6' });
    expect(org).toMatchObject({ name: 'Chess Club', description: 'Thursdays at 6', teamSize: 0 });

    const read = await call('GET', `/api/v1/orgs/${org.id}`, { token: admin.token });
    expect(await expectDocumented('GET', `/api/v1/orgs/${org.id}`, read)).toEqual(org);

    const patched = await call('PATCH', `/api/v1/orgs/${org.id}`, {
      token: admin.token,
      body: { name: 'Chess & Go', description: null },
    });
    const after = (await expectDocumented('PATCH', `/api/v1/orgs/${org.id}`, patched)) as Record<string, unknown>;
    expect(after).toMatchObject({ id: org.id, slug: org.slug, name: 'Chess & Go', description: null });

    const entries = await auditOf(admin.id);
    expect(entries.map((e) => e.action)).toEqual(['org.create', 'org.update']);
    for (const e of entries) {
      expect(e).toMatchObject({
        organisation_id: org.id,
        actor_user_id: admin.user.id,
        on_behalf: true,
        target_id: org.id,
      });
    }
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ slug: org.slug, name: 'Chess Club' });
    expect(entries[1]!.before).toMatchObject({ name: 'Chess Club', description: 'Thursdays at 6' });
    expect(entries[1]!.after).toMatchObject({ name: 'Chess & Go', description: null });
  });

  it('puts the creator on a new club’s team when asked, and then its writes are not on the club’s behalf', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin, { joinTeam: true });
    expect(org.teamSize).toBe(1);
    const team = (await (await call('GET', `/api/v1/orgs/${org.id}/team`, { token: admin.token })).json()) as {
      items: Array<{ userId: string }>;
    };
    expect(team.items.map((m) => m.userId)).toEqual([admin.user.id]);
    await call('PATCH', `/api/v1/orgs/${org.id}`, { token: admin.token, body: { name: 'Renamed' } });
    expect((await auditOf(admin.id)).map((e) => [e.action, e.on_behalf])).toEqual([
      ['org.create', false],
      ['org.update', false],
    ]);
  });

  it('refuses joinTeam for a token that belongs to no account', async () => {
    const { token } = await makeToken('adm');
    const body = await expectError(
      await call('POST', '/api/v1/orgs', { token, body: { name: 'X', slug: freshSlug(), joinTeam: true } }),
      'bad_request',
    );
    expect(body.message).toMatch(/joinTeam/);
  });

  it('marks every write of an account-less admin token as made on the club’s behalf', async () => {
    const { id, token } = await makeToken('adm');
    const org = await createOrg({ token });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ actor_user_id: null, on_behalf: true, organisation_id: org.id }),
    ]);
  });

  it('answers 409 for a slug in use, on create and on update, and writes nothing', async () => {
    const admin = await makeAdmin();
    const a = await createOrg(admin);
    const b = await createOrg(admin);
    const dup = await call('POST', '/api/v1/orgs', { token: admin.token, body: { name: 'Other', slug: a.slug } });
    expect((await expectError(dup, 'conflict')).message).toContain(a.slug);
    await expectError(
      await call('PATCH', `/api/v1/orgs/${b.id}`, { token: admin.token, body: { slug: a.slug } }),
      'conflict',
    );
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual(['org.create', 'org.create']);
    expect(await db()`select 1 from organisations where name = 'Other'`).toHaveLength(0);
  });

  it('validates names, slugs and descriptions, naming the field and its limit', async () => {
    const { token } = await makeAdmin();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x'.repeat(101), slug: freshSlug() }, /name: at most 100 characters/],
      [{ name: 'X', slug: 'Has Spaces' }, /slug: lowercase letters/],
      [{ name: 'X', slug: 'a' }, /slug: at least 2 characters/],
      [{ name: 'X', slug: freshSlug(), description: 'd'.repeat(2001) }, /description: at most 2000 characters/],
      [{ slug: freshSlug() }, /name/],
      [{ name: 'X', slug: freshSlug(), owner: 'me' }, /unknown field owner/],
    ];
    for (const [body, message] of cases) {
      expect((await expectError(await call('POST', '/api/v1/orgs', { token, body }), 'bad_request')).message).toMatch(
        message,
      );
    }
    await expectError(await call('PATCH', `/api/v1/orgs/${crypto.randomUUID()}`, { token, body: {} }), 'bad_request');
  });

  it('answers 404 for unknown organisations on every path, and 400 for ids that are not UUIDs', async () => {
    const { token } = await makeAdmin();
    const id = crypto.randomUUID();
    await expectError(await call('GET', `/api/v1/orgs/${id}`, { token }), 'not_found');
    await expectError(await call('PATCH', `/api/v1/orgs/${id}`, { token, body: { name: 'X' } }), 'not_found');
    await expectError(await call('GET', `/api/v1/orgs/${id}/team`, { token }), 'not_found');
    await expectError(
      await call('POST', `/api/v1/orgs/${id}/team`, { token, body: { userId: crypto.randomUUID() } }),
      'not_found',
    );
    await expectError(await call('GET', `/api/v1/orgs/${id}/team/${crypto.randomUUID()}`, { token }), 'not_found');
    await expectError(await call('GET', `/api/v1/orgs/${id}/posts`, { token }), 'not_found');
    await expectError(
      await call('POST', `/api/v1/orgs/${id}/posts`, { token, body: { title: 'T', body: 'B' } }),
      'not_found',
    );
    await expectError(await call('GET', '/api/v1/orgs/not-a-uuid', { token }), 'bad_request');
  });

  it('pages the list in slug order without repeats or gaps', async () => {
    const { token } = await makeAdmin();
    for (let i = 0; i < 5; i++) await createOrg({ token }, { slug: freshSlug('paging') });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path = `/api/v1/orgs?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await expectDocumented('GET', path, await call('GET', path, { token }))) as {
        items: Array<{ slug: string }>;
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((o) => o.slug));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await db()<{ slug: string }[]>`select slug from organisations order by slug`).map((r) => r.slug);
    expect(seen).toEqual(all);
    await expectError(await call('GET', '/api/v1/orgs?cursor=bogus', { token }), 'bad_request');
    await expectError(await call('GET', '/api/v1/orgs?limit=201', { token }), 'bad_request');
  });
});

describe('the team', () => {
  it('adds existing accounts by id or e-mail, one audit entry each, on the club’s behalf', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const alice = await makeUser();
    const bob = await makeUser();
    const byId = await call('POST', `/api/v1/orgs/${org.id}/team`, { token: admin.token, body: { userId: alice.id } });
    expect(byId.status).toBe(201);
    expect(await expectDocumented('POST', `/api/v1/orgs/${org.id}/team`, byId)).toMatchObject({
      organisationId: org.id,
      userId: alice.id,
      email: alice.email,
      addedByTokenId: admin.id,
      addedByUserId: admin.user.id,
    });
    const byEmail = await call('POST', `/api/v1/orgs/${org.id}/team`, {
      token: admin.token,
      body: { email: bob.email!.toUpperCase() },
    });
    expect(((await byEmail.json()) as { userId: string }).userId).toBe(bob.id);

    const list = await call('GET', `/api/v1/orgs/${org.id}/team`, { token: admin.token });
    const team = (await expectDocumented('GET', `/api/v1/orgs/${org.id}/team`, list)) as {
      items: Array<{ userId: string }>;
    };
    expect(team.items.map((m) => m.userId)).toEqual([alice.id, bob.id]);
    const one = await call('GET', `/api/v1/orgs/${org.id}/team/${alice.id}`, { token: admin.token });
    expect(await expectDocumented('GET', `/api/v1/orgs/${org.id}/team/${alice.id}`, one)).toMatchObject({
      userId: alice.id,
    });
    await expectError(
      await call('GET', `/api/v1/orgs/${org.id}/team/${admin.user.id}`, { token: admin.token }),
      'not_found',
    );

    const adds = (await auditOf(admin.id)).filter((e) => e.action === 'org.team.add');
    expect(adds.map((e) => [e.target_id, e.on_behalf, e.organisation_id])).toEqual([
      [alice.id, true, org.id],
      [bob.id, true, org.id],
    ]);
    expect(adds[0]!.after).toMatchObject({ userId: alice.id });
  });

  it('marks additions by a teammate’s token as not on the club’s behalf', async () => {
    const creator = await makeAdmin();
    const org = await createOrg(creator, { joinTeam: true });
    const newcomer = await makeUser();
    await call('POST', `/api/v1/orgs/${org.id}/team`, { token: creator.token, body: { userId: newcomer.id } });
    expect((await auditOf(creator.id)).map((e) => [e.action, e.on_behalf])).toEqual([
      ['org.create', false],
      ['org.team.add', false],
    ]);
  });

  it('answers 404 for an unknown account, 409 for a teammate already on the team, 400 for an ambiguous body', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const member = await makeUser();
    const path = `/api/v1/orgs/${org.id}/team`;
    await expectError(
      await call('POST', path, { token: admin.token, body: { userId: crypto.randomUUID() } }),
      'not_found',
    );
    await expectError(
      await call('POST', path, { token: admin.token, body: { email: 'nobody@nowhere.example' } }),
      'not_found',
    );
    expect((await call('POST', path, { token: admin.token, body: { userId: member.id } })).status).toBe(201);
    await expectError(await call('POST', path, { token: admin.token, body: { userId: member.id } }), 'conflict');
    await expectError(
      await call('POST', path, { token: admin.token, body: { userId: member.id, email: member.email } }),
      'bad_request',
    );
    await expectError(await call('POST', path, { token: admin.token, body: {} }), 'bad_request');
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual(['org.create', 'org.team.add']);
  });

  it('refuses an admin token adding its own account to an existing club: 403, nothing written, no audit entry', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const before = await auditOf(admin.id);
    for (const body of [{ userId: admin.user.id }, { email: admin.user.email }]) {
      const res = await call('POST', `/api/v1/orgs/${org.id}/team`, { token: admin.token, body });
      const error = await expectError(res, 'forbidden');
      expect(error.message).toMatch(/own account/);
      expect(error.hint).toMatch(/Another account must add this one/);
    }
    expect(await db()`select 1 from org_members where org_id = ${org.id}`).toHaveLength(0);
    expect(await auditOf(admin.id)).toEqual(before);
    // Another account's token may add them: the rule is about adding oneself.
    const colleague = await makeAdmin();
    expect(
      (await call('POST', `/api/v1/orgs/${org.id}/team`, { token: colleague.token, body: { userId: admin.user.id } }))
        .status,
    ).toBe(201);
  });

  it('refuses the self-add through a token the admin minted, with or without an account of its own', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const other = await makeUser();
    for (const body of [
      { scope: 'admin', name: 'no account' },
      { scope: 'admin', name: 'someone else', userId: other.id },
    ]) {
      const minted = (await (await call('POST', '/api/v1/admin/tokens', { token: admin.token, body })).json()) as {
        token: string;
      };
      const res = await call('POST', `/api/v1/orgs/${org.id}/team`, {
        token: minted.token,
        body: { userId: admin.user.id },
      });
      expect((await expectError(res, 'forbidden')).message).toMatch(/own account/);
    }
    expect(await db()`select 1 from org_members where org_id = ${org.id} and user_id = ${admin.user.id}`).toHaveLength(
      0,
    );
  });

  it('refuses the same self-add made with raw SQL (the database enforces it)', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const sql = db();
    const attempt = sql`insert into org_members (org_id, user_id, added_by_token_id) values (${org.id}, ${admin.user.id}, ${admin.id})`;
    await expect(attempt).rejects.toMatchObject({ code: 'GT403' });
    // Leaving out the acting token does not get around it: every insert must name one.
    await expect(
      sql`insert into org_members (org_id, user_id) values (${org.id}, ${admin.user.id})`,
    ).rejects.toMatchObject({ code: '23502' });
    // Nor does moving an existing membership onto oneself.
    const other = await makeUser();
    await sql`insert into org_members (org_id, user_id, added_by_token_id) values (${org.id}, ${other.id}, ${admin.id})`;
    await expect(sql`update org_members set user_id = ${admin.user.id} where org_id = ${org.id}`).rejects.toMatchObject(
      { code: 'GT403' },
    );
    // Nor does making the club look new.
    await sql`update organisations set created_xact = pg_current_xact_id() where id = ${org.id}`;
    await expect(
      sql`insert into org_members (org_id, user_id, added_by_token_id) values (${org.id}, ${admin.user.id}, ${admin.id})`,
    ).rejects.toMatchObject({ code: 'GT403' });
    expect(await sql`select 1 from org_members where org_id = ${org.id} and user_id = ${admin.user.id}`).toHaveLength(
      0,
    );
  });

  it('lets raw SQL put the creator on the team only inside the transaction that creates the club', async () => {
    const admin = await makeAdmin();
    const orgId = await db().begin(async (tx) => {
      const [org] = await tx<
        { id: string }[]
      >`insert into organisations (slug, name) values (${freshSlug()}, 'New') returning id`;
      await tx`insert into org_members (org_id, user_id, added_by_token_id) values (${org!.id}, ${admin.user.id}, ${admin.id})`;
      return org!.id;
    });
    expect(await db()`select 1 from org_members where org_id = ${orgId}`).toHaveLength(1);
  });

  it('pages the team in the order of addition, even for members added in the same instant', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser()));
    // One transaction: every row gets the same added_at (now() is the transaction's start).
    await db().begin(async (tx) => {
      for (const u of users)
        await tx`insert into org_members (org_id, user_id, added_by_token_id) values (${org.id}, ${u.id}, ${admin.id})`;
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/v1/orgs/${org.id}/team?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin.token,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const page = (await res.json()) as { items: Array<{ userId: string }>; nextCursor: string | null };
      seen.push(...page.items.map((m) => m.userId));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 20);
    expect(seen).toEqual(users.map((u) => u.id).sort());
  });
});

describe('posts', () => {
  it('publishes an event on the club’s behalf and lists posts newest first', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const path = `/api/v1/orgs/${org.id}/posts`;
    const event = await call('POST', path, {
      token: admin.token,
      body: {
        title: 'Open night',
        body: 'Come and play.',
        eventStart: '2026-12-01T18:00:00-05:00',
        eventEnd: '2026-12-01T21:00:00-05:00',
        location: 'Room 101',
      },
    });
    expect(event.status).toBe(201);
    const post = (await expectDocumented('POST', path, event)) as Record<string, unknown>;
    expect(post).toMatchObject({
      organisationId: org.id,
      eventStart: '2026-12-01T23:00:00.000Z',
      eventEnd: '2026-12-02T02:00:00.000Z',
      location: 'Room 101',
      publishedByTokenId: admin.id,
      publishedByUserId: admin.user.id,
      onBehalf: true,
    });
    const note = await call('POST', path, {
      token: admin.token,
      body: { title: 'Notice', body: 'No meeting this week.' },
    });
    expect(await note.json()).toMatchObject({ eventStart: null, eventEnd: null, location: null });

    const list = (await expectDocumented('GET', path, await call('GET', path, { token: admin.token }))) as {
      items: Array<{ title: string }>;
    };
    expect(list.items.map((p) => p.title)).toEqual(['Notice', 'Open night']);
    const publishes = (await auditOf(admin.id)).filter((e) => e.action === 'org.post.publish');
    expect(publishes.map((e) => e.on_behalf)).toEqual([true, true]);
  });

  it('marks a post by a teammate’s token as not on the club’s behalf', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin, { joinTeam: true });
    const res = await call('POST', `/api/v1/orgs/${org.id}/posts`, {
      token: admin.token,
      body: { title: 'T', body: 'B' },
    });
    expect(await res.json()).toMatchObject({ onBehalf: false });
    expect((await auditOf(admin.id)).at(-1)).toMatchObject({ action: 'org.post.publish', on_behalf: false });
  });

  it('pages posts newest first, even for posts published in the same instant', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    // One transaction: every post gets the same created_at, to the microsecond.
    await db().begin(async (tx) => {
      for (let i = 0; i < 5; i++)
        await tx`insert into org_posts (org_id, title, body, on_behalf) values (${org.id}, ${`P${i}`}, 'B', true)`;
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/v1/orgs/${org.id}/posts?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin.token,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const page = (await res.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 20);
    const ids = (await db()<{ id: string }[]>`select id from org_posts where org_id = ${org.id} order by id desc`).map(
      (r) => r.id,
    );
    expect(seen).toEqual(ids);
  });

  it('refuses an end before the start, an end without a start, and over-long fields', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const path = `/api/v1/orgs/${org.id}/posts`;
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [
        { title: 'T', body: 'B', eventStart: '2026-12-01T18:00:00Z', eventEnd: '2026-12-01T17:59:59Z' },
        /eventEnd: must not be before eventStart/,
      ],
      [{ title: 'T', body: 'B', eventEnd: '2026-12-01T18:00:00Z' }, /eventEnd: eventEnd needs eventStart/],
      [{ title: 't'.repeat(201), body: 'B' }, /title: at most 200 characters/],
      [{ title: 'T', body: 'b'.repeat(10001) }, /body: at most 10000 characters/],
      [{ title: 'T', body: 'B', location: 'l'.repeat(201) }, /location: at most 200 characters/],
      [{ title: 'T', body: 'B', eventStart: 'tomorrow' }, /eventStart/],
    ];
    for (const [body, message] of bad) {
      expect(
        (await expectError(await call('POST', path, { token: admin.token, body }), 'bad_request')).message,
      ).toMatch(message);
    }
    // An event of no length is allowed: end equal to start.
    const same = await call('POST', path, {
      token: admin.token,
      body: { title: 'T', body: 'B', eventStart: '2026-12-01T18:00:00Z', eventEnd: '2026-12-01T18:00:00Z' },
    });
    expect(same.status).toBe(201);
    // The database holds the same rule for writes that bypass the API.
    await expect(
      db()`insert into org_posts (org_id, title, body, event_start, event_end, on_behalf)
           values (${org.id}, 'T', 'B', '2026-12-01T18:00:00Z', '2026-12-01T17:00:00Z', true)`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('unreachable deletions', () => {
  it('answers 405 to deleting an organisation or a teammate, and deletes nothing', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin);
    const member = await makeUser();
    await call('POST', `/api/v1/orgs/${org.id}/team`, { token: admin.token, body: { userId: member.id } });
    for (const path of [
      `/api/v1/orgs/${org.id}`,
      `/api/v1/orgs/${org.id}/team/${member.id}`,
      `/api/v1/orgs/${org.id}/team`,
    ]) {
      const res = await call('DELETE', path, { token: admin.token });
      expect(res.headers.get('allow')).not.toContain('DELETE');
      await expectError(res, 'method_not_allowed');
    }
    expect(await db()`select 1 from organisations where id = ${org.id}`).toHaveLength(1);
    expect(await db()`select 1 from org_members where org_id = ${org.id} and user_id = ${member.id}`).toHaveLength(1);
  });
});

describe('scope', () => {
  const paths = (org: string, user: string): Array<[string, string, unknown?]> => [
    ['GET', '/api/v1/orgs'],
    ['POST', '/api/v1/orgs', { name: 'X', slug: freshSlug() }],
    ['GET', `/api/v1/orgs/${org}`],
    ['PATCH', `/api/v1/orgs/${org}`, { name: 'Y' }],
    ['GET', `/api/v1/orgs/${org}/team`],
    ['POST', `/api/v1/orgs/${org}/team`, { userId: user }],
    ['GET', `/api/v1/orgs/${org}/team/${user}`],
    ['GET', `/api/v1/orgs/${org}/posts`],
    ['POST', `/api/v1/orgs/${org}/posts`, { title: 'T', body: 'B' }],
  ];

  it.each(['owner', 'per', 'sup'] as const)(
    'refuses a %s token with 403 on every organisation path, writing nothing',
    async (kind) => {
      const admin = await makeAdmin();
      const org = await createOrg(admin);
      const other = await makeUser();
      const { token } = await makeToken(kind);
      for (const [method, path, body] of paths(org.id, other.id)) {
        await expectError(await call(method, path, { token, ...(body ? { body } : {}) }), 'forbidden');
      }
      expect(await db()`select 1 from org_members where org_id = ${org.id}`).toHaveLength(0);
      expect(await db()`select 1 from org_posts where org_id = ${org.id}`).toHaveLength(0);
      expect(await getOrgName(org.id)).toBe('Chess Club');
    },
  );
});

async function getOrgName(id: string): Promise<string | undefined> {
  const [row] = await db()<{ name: string }[]>`select name from organisations where id = ${id}`;
  return row?.name;
}
