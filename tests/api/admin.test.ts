// The admin console (tk_adm_): accounts and flags, API tokens, the audit log, and the audit
// rules every admin write follows.
import { describe, expect, it } from 'vitest';
import { auditedWrite } from '../../lib/admin/audit.js';
import { mayIssue } from '../../lib/admin/tokens.js';
import { sha256 } from '../../lib/auth/secrets.js';
import { SCOPES } from '../../lib/auth/tokens.js';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

async function makeAdmin(): Promise<{ user: TestUser; id: string; token: string }> {
  const user = await makeUser();
  const { id, token } = await makeToken('adm', user.id);
  return { user, id, token };
}

const auditOf = (tokenId: string) =>
  db()<
    {
      action: string;
      organisation_id: string | null;
      on_behalf: boolean;
      actor_user_id: string | null;
      target_id: string;
      before: unknown;
      after: unknown;
    }[]
  >`
    select * from admin_audit_log where token_id = ${tokenId} order by id`;

describe('accounts', () => {
  it('searches by e-mail fragment in any case, newest first, and pages', async () => {
    const admin = await makeAdmin();
    const tag = `srch${Date.now()}`;
    const made: TestUser[] = [];
    for (let i = 0; i < 5; i++) made.push(await makeUser(`${tag}.${i}@Uni.example.edu`));
    await makeUser(`other-${tag.slice(0, 3)}@example.edu`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path = `/api/v1/admin/users?email=${tag.toUpperCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await expectDocumented('GET', path, await call('GET', path, { token: admin.token }))) as {
        items: Array<{ id: string; email: string }>;
        nextCursor: string | null;
      };
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((u) => u.id).reverse());
  });

  it('matches % and _ literally', async () => {
    const admin = await makeAdmin();
    const odd = await makeUser(`under_score${Date.now()}@example.edu`);
    await makeUser(`underXscore${Date.now()}@example.edu`);
    const res = await call('GET', `/api/v1/admin/users?email=${encodeURIComponent('under_score')}`, {
      token: admin.token,
    });
    expect(((await res.json()) as { items: Array<{ id: string }> }).items.map((u) => u.id)).toEqual([odd.id]);
    const none = await call('GET', `/api/v1/admin/users?email=${encodeURIComponent('%')}`, { token: admin.token });
    expect(((await none.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('reads one account and sets its flags, with an audit entry holding before and after', async () => {
    const admin = await makeAdmin();
    const student = await makeUser();
    const read = await call('GET', `/api/v1/admin/users/${student.id}`, { token: admin.token });
    expect(await expectDocumented('GET', `/api/v1/admin/users/${student.id}`, read)).toMatchObject({
      id: student.id,
      email: student.email,
      plan: 'free',
      paid: false,
      comped: false,
      internal: false,
      test: false,
    });
    const res = await call('PATCH', `/api/v1/admin/users/${student.id}`, {
      token: admin.token,
      body: { comped: true, test: true },
    });
    expect(await expectDocumented('PATCH', `/api/v1/admin/users/${student.id}`, res)).toMatchObject({
      comped: true,
      paid: true,
      internal: false,
      test: true,
    });
    const [row] = await db()`select comped, is_internal, is_test from users where id = ${student.id}`;
    expect(row).toEqual({ comped: true, is_internal: false, is_test: true });
    expect(await auditOf(admin.id)).toEqual([
      expect.objectContaining({
        action: 'user.flags.update',
        target_id: student.id,
        organisation_id: null,
        on_behalf: false,
        actor_user_id: admin.user.id,
        before: { comped: false, internal: false, test: false },
        after: { comped: true, internal: false, test: true },
      }),
    ]);
  });

  it('answers 404 for an unknown account and 400 for an empty or unknown flag, writing nothing', async () => {
    const admin = await makeAdmin();
    const id = crypto.randomUUID();
    await expectError(await call('GET', `/api/v1/admin/users/${id}`, { token: admin.token }), 'not_found');
    await expectError(
      await call('PATCH', `/api/v1/admin/users/${id}`, { token: admin.token, body: { comped: true } }),
      'not_found',
    );
    const student = await makeUser();
    await expectError(
      await call('PATCH', `/api/v1/admin/users/${student.id}`, { token: admin.token, body: {} }),
      'bad_request',
    );
    await expectError(
      await call('PATCH', `/api/v1/admin/users/${student.id}`, { token: admin.token, body: { plan: 'monthly' } }),
      'bad_request',
    );
    await expectError(
      await call('PATCH', `/api/v1/admin/users/${student.id}`, { token: admin.token, body: { comped: 'yes' } }),
      'bad_request',
    );
    expect(await auditOf(admin.id)).toEqual([]);
  });
});

describe('API tokens', () => {
  it('issues a token shown once and stored only as its SHA-256; the new token works at once', async () => {
    const admin = await makeAdmin();
    const staff = await makeUser();
    const res = await call('POST', '/api/v1/admin/tokens', {
      token: admin.token,
      body: { scope: 'admin', name: 'second console', email: staff.email },
    });
    expect(res.status).toBe(201);
    const created = (await expectDocumented('POST', '/api/v1/admin/tokens', res)) as {
      id: string;
      token: string;
      hint: string;
      userId: string;
    };
    expect(created.token).toMatch(/^tk_adm_[0-9A-Za-z]{49}$/);
    expect(created).toMatchObject({
      scope: 'admin',
      prefix: 'tk_adm_',
      name: 'second console',
      userId: staff.id,
      hint: created.token.slice(-4),
      createdByTokenId: admin.id,
      revokedAt: null,
    });

    const [row] = await db()`select * from api_tokens where id = ${created.id}`;
    expect(Buffer.compare(row!.token_hash as Buffer, sha256(created.token))).toBe(0);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(7, 40));

    // Never again: not in the list, not in the audit log.
    const list = await call('GET', '/api/v1/admin/tokens', { token: admin.token });
    const listed = await expectDocumented('GET', '/api/v1/admin/tokens', list);
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(7, 40));
    expect(
      (listed as { items: Array<Record<string, unknown>> }).items.find((t) => t.id === created.id),
    ).not.toHaveProperty('token');
    const [entry] = await auditOf(admin.id);
    expect(entry).toMatchObject({
      action: 'token.create',
      target_id: created.id,
      organisation_id: null,
      on_behalf: false,
    });
    expect(JSON.stringify(entry)).not.toContain(created.token.slice(7, 40));

    expect((await call('GET', '/api/v1/admin/users', { token: created.token })).status).toBe(200);
  });

  it('issues owner and support tokens, and refuses personal ones (they belong to their users)', async () => {
    const admin = await makeAdmin();
    for (const [scope, prefix] of [
      ['owner', 'tk_owner_'],
      ['support', 'tk_sup_'],
    ] as const) {
      const res = await call('POST', '/api/v1/admin/tokens', {
        token: admin.token,
        body: { scope, name: `${scope} token` },
      });
      expect(await res.json()).toMatchObject({ scope, prefix, userId: null });
    }
    await expectError(
      await call('POST', '/api/v1/admin/tokens', { token: admin.token, body: { scope: 'personal', name: 'x' } }),
      'bad_request',
    );
    await expectError(
      await call('POST', '/api/v1/admin/tokens', { token: admin.token, body: { scope: 'owner', name: '' } }),
      'bad_request',
    );
    await expectError(
      await call('POST', '/api/v1/admin/tokens', {
        token: admin.token,
        body: { scope: 'owner', name: 'x'.repeat(101) },
      }),
      'bad_request',
    );
    await expectError(
      await call('POST', '/api/v1/admin/tokens', {
        token: admin.token,
        body: { scope: 'owner', name: 'x', userId: crypto.randomUUID() },
      }),
      'not_found',
    );
    await expectError(
      await call('POST', '/api/v1/admin/tokens', {
        token: admin.token,
        body: { scope: 'owner', name: 'x', email: 'ghost@example.edu' },
      }),
      'not_found',
    );
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual(['token.create', 'token.create']);
  });

  it('never lets a token issue a token of wider scope', () => {
    for (const scope of SCOPES) expect(mayIssue('admin', scope)).toBe(true);
    for (const actor of SCOPES.filter((s) => s !== 'admin')) {
      expect(mayIssue(actor, 'admin')).toBe(false);
      for (const other of SCOPES.filter((s) => s !== actor)) expect(mayIssue(actor, other)).toBe(false);
    }
  });

  it('lists tokens without secrets, filtered by scope and state, and pages', async () => {
    const admin = await makeAdmin();
    const sup = await Promise.all(Array.from({ length: 3 }, () => makeToken('sup')));
    await db()`update api_tokens set revoked_at = now() where id = ${sup[0]!.id}`;
    const live = await call('GET', '/api/v1/admin/tokens?scope=support&revoked=false&limit=200', {
      token: admin.token,
    });
    const ids = ((await live.json()) as { items: Array<{ id: string; scope: string }> }).items.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([sup[1]!.id, sup[2]!.id]));
    expect(ids).not.toContain(sup[0]!.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/v1/admin/tokens?limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin.token,
      });
      const page = (await res.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
      seen.push(...page.items.map((t) => t.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await db()<{ id: string }[]>`select id from api_tokens order by created_at desc, id desc`).map(
      (r) => r.id,
    );
    expect(seen).toEqual(all);
  });

  it('revokes at once: the next request with the token is refused', async () => {
    const admin = await makeAdmin();
    const victim = await makeToken('adm');
    expect((await call('GET', '/api/v1/orgs', { token: victim.token })).status).toBe(200);
    const res = await call('DELETE', `/api/v1/admin/tokens/${victim.id}`, { token: admin.token });
    const body = (await expectDocumented('DELETE', `/api/v1/admin/tokens/${victim.id}`, res)) as {
      revokedAt: string | null;
    };
    expect(body.revokedAt).not.toBeNull();
    await expectError(await call('GET', '/api/v1/orgs', { token: victim.token }), 'unauthorized');

    // Again: nothing changes, so nothing is logged.
    expect((await call('DELETE', `/api/v1/admin/tokens/${victim.id}`, { token: admin.token })).status).toBe(200);
    expect((await auditOf(admin.id)).map((e) => e.action)).toEqual(['token.revoke']);
    await expectError(
      await call('DELETE', `/api/v1/admin/tokens/${crypto.randomUUID()}`, { token: admin.token }),
      'not_found',
    );
  });

  it('lets an admin token revoke itself, and then refuses it', async () => {
    const admin = await makeAdmin();
    expect((await call('DELETE', `/api/v1/admin/tokens/${admin.id}`, { token: admin.token })).status).toBe(200);
    await expectError(await call('GET', '/api/v1/admin/tokens', { token: admin.token }), 'unauthorized');
  });
});

describe('the audit log', () => {
  it('holds exactly one entry per admin write, each with its action', async () => {
    const admin = await makeAdmin();
    const student = await makeUser();
    let orgId = '';
    let tokenId = '';
    const steps: Array<{ action: string; run: () => Promise<Response> }> = [
      {
        action: 'user.flags.update',
        run: () => call('PATCH', `/api/v1/admin/users/${student.id}`, { token: admin.token, body: { internal: true } }),
      },
      {
        action: 'token.create',
        run: () => call('POST', '/api/v1/admin/tokens', { token: admin.token, body: { scope: 'owner', name: 'dash' } }),
      },
      { action: 'token.revoke', run: () => call('DELETE', `/api/v1/admin/tokens/${tokenId}`, { token: admin.token }) },
      {
        action: 'org.create',
        run: () =>
          call('POST', '/api/v1/orgs', { token: admin.token, body: { name: 'Debate', slug: `debate-${Date.now()}` } }),
      },
      {
        action: 'org.update',
        run: () => call('PATCH', `/api/v1/orgs/${orgId}`, { token: admin.token, body: { description: 'Mondays' } }),
      },
      {
        action: 'org.team.add',
        run: () => call('POST', `/api/v1/orgs/${orgId}/team`, { token: admin.token, body: { userId: student.id } }),
      },
      {
        action: 'org.post.publish',
        run: () => call('POST', `/api/v1/orgs/${orgId}/posts`, { token: admin.token, body: { title: 'T', body: 'B' } }),
      },
    ];
    for (const step of steps) {
      const before = (await auditOf(admin.id)).length;
      const res = await step.run();
      expect(res.status, step.action).toBeLessThan(300);
      const body = (await res.json()) as { id?: string };
      if (step.action === 'token.create') tokenId = body.id!;
      if (step.action === 'org.create') orgId = body.id!;
      const after = await auditOf(admin.id);
      expect(after.length, step.action).toBe(before + 1);
      expect(after.at(-1)!.action).toBe(step.action);
    }
    const orgEntries = (await auditOf(admin.id)).filter((e) => e.organisation_id === orgId);
    expect(orgEntries.map((e) => e.on_behalf)).toEqual([true, true, true, true]);
  });

  it('writes nothing when the audit entry cannot be written (same transaction)', async () => {
    const ghost = {
      id: crypto.randomUUID(),
      scope: 'admin' as const,
      name: 'ghost',
      userId: null,
      createdAt: new Date(),
      lastUsedAt: null,
    };
    const slug = `ghost-${Date.now()}`;
    await expect(
      auditedWrite(db(), ghost, async (tx) => {
        const [org] = await tx<
          { id: string }[]
        >`insert into organisations (slug, name) values (${slug}, 'Ghost') returning id`;
        return {
          result: org,
          audit: { action: 'org.create', targetType: 'organisation', targetId: org!.id, organisationId: org!.id },
        };
      }),
    ).rejects.toMatchObject({ code: '23503' });
    expect(await db()`select 1 from organisations where slug = ${slug}`).toHaveLength(0);
  });

  it('lists entries newest first, filtered by organisation, account and token, and pages', async () => {
    const a = await makeAdmin();
    const b = await makeAdmin();
    const orgA = (await (
      await call('POST', '/api/v1/orgs', { token: a.token, body: { name: 'A', slug: `a-${Date.now()}` } })
    ).json()) as { id: string };
    const orgB = (await (
      await call('POST', '/api/v1/orgs', { token: b.token, body: { name: 'B', slug: `b-${Date.now()}` } })
    ).json()) as { id: string };
    for (let i = 0; i < 3; i++)
      await call('PATCH', `/api/v1/orgs/${orgA.id}`, { token: a.token, body: { name: `A${i}` } });
    await call('PATCH', `/api/v1/orgs/${orgB.id}`, { token: a.token, body: { name: 'B by a' } });

    const byOrg = await call('GET', `/api/v1/admin/audit-log?organisationId=${orgA.id}`, { token: b.token });
    const page = (await expectDocumented('GET', `/api/v1/admin/audit-log?organisationId=${orgA.id}`, byOrg)) as {
      items: Array<{
        action: string;
        after: { name: string };
        organisationId: string;
        tokenId: string;
        actorUserId: string;
        onBehalf: boolean;
      }>;
    };
    expect(page.items.map((e) => [e.action, e.after.name])).toEqual([
      ['org.update', 'A2'],
      ['org.update', 'A1'],
      ['org.update', 'A0'],
      ['org.create', 'A'],
    ]);
    expect(page.items.every((e) => e.tokenId === a.id && e.actorUserId === a.user.id && e.onBehalf)).toBe(true);

    const byActor = (await (
      await call('GET', `/api/v1/admin/audit-log?actorUserId=${a.user.id}&organisationId=${orgB.id}`, {
        token: b.token,
      })
    ).json()) as {
      items: Array<{ after: { name: string } }>;
    };
    expect(byActor.items.map((e) => e.after.name)).toEqual(['B by a']);
    const byToken = (await (
      await call('GET', `/api/v1/admin/audit-log?tokenId=${b.id}`, { token: b.token })
    ).json()) as { items: unknown[] };
    expect(byToken.items).toHaveLength(1);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'GET',
        `/api/v1/admin/audit-log?actorUserId=${a.user.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: b.token },
      );
      const p = (await res.json()) as { items: Array<{ id: string }>; nextCursor: string | null };
      seen.push(...p.items.map((e) => e.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((x, y) => Number(y) - Number(x))).toEqual(seen);
    await expectError(await call('GET', '/api/v1/admin/audit-log?cursor=abc', { token: b.token }), 'bad_request');
    await expectError(
      await call('GET', '/api/v1/admin/audit-log?organisationId=nope', { token: b.token }),
      'bad_request',
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even in raw SQL', async () => {
    const admin = await makeAdmin();
    await call('PATCH', `/api/v1/admin/users/${admin.user.id}`, { token: admin.token, body: { internal: true } });
    const [entry] = await auditOf(admin.id);
    expect(entry).toBeDefined();
    const sql = db();
    await expect(
      sql`update admin_audit_log set action = 'user.flags.reset' where token_id = ${admin.id}`,
    ).rejects.toMatchObject({ code: 'GT403' });
    await expect(sql`delete from admin_audit_log where token_id = ${admin.id}`).rejects.toMatchObject({
      code: 'GT403',
    });
    await expect(sql`truncate admin_audit_log`).rejects.toMatchObject({ code: 'GT403' });
    expect(await auditOf(admin.id)).toEqual([entry]);
  });

  it('works out the acting account and the on-behalf mark itself, whatever an insert claims', async () => {
    const admin = await makeAdmin();
    const [org] = await db()<
      { id: string }[]
    >`insert into organisations (slug, name) values (${`raw-${Date.now()}`}, 'Raw') returning id`;
    const someoneElse = await makeUser();
    await db()`insert into admin_audit_log (token_id, actor_user_id, organisation_id, action, target_type, target_id, on_behalf)
               values (${admin.id}, ${someoneElse.id}, ${org!.id}, 'org.update', 'organisation', ${org!.id}, false)`;
    expect(await auditOf(admin.id)).toEqual([
      expect.objectContaining({ actor_user_id: admin.user.id, on_behalf: true }),
    ]);
  });
});

describe('scope', () => {
  it.each(['owner', 'per', 'sup'] as const)('refuses a %s token with 403 on every admin path', async (kind) => {
    const { token } = await makeToken(kind);
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ['GET', '/api/v1/admin/users'],
      ['GET', `/api/v1/admin/users/${id}`],
      ['PATCH', `/api/v1/admin/users/${id}`],
      ['GET', '/api/v1/admin/tokens'],
      ['POST', '/api/v1/admin/tokens'],
      ['DELETE', `/api/v1/admin/tokens/${id}`],
      ['GET', '/api/v1/admin/audit-log'],
    ] as const) {
      const body = method === 'GET' ? {} : { body: { scope: 'admin', name: 'escalate', comped: true } };
      await expectError(await call(method, path, { token, ...body }), 'forbidden');
    }
    expect(await db()`select 1 from api_tokens where name = 'escalate'`).toHaveLength(0);
  });
});
