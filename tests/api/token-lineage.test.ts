// What a minted admin token may do is decided by the chain of tokens
// that minted it, recorded when it is minted (api_tokens.root_user_id, lineage_user_ids,
// chain_depth), so the self-add ban holds for a chain of any length and the audit actor is
// the account at the chain's root.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser } from '../support/app.js';

let slugCounter = 0;
const freshSlug = () => `lineage-${Date.now().toString(36)}-${++slugCounter}`;

async function makeAdmin() {
  const user = await makeUser();
  const { id, token } = await makeToken('adm', user.id);
  return { user, id, token };
}

async function createOrg(token: string): Promise<string> {
  const res = await call('POST', '/api/v1/orgs', { token, body: { name: 'Lineage Club', slug: freshSlug() } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function mint(token: string, body: Record<string, unknown>): Promise<Response> {
  return call('POST', '/api/v1/admin/tokens', { token, body: { scope: 'admin', name: 'link', ...body } });
}

describe('the self-add ban over a chain of minted tokens', () => {
  it('refuses the self-add at the end of a 65-link chain: minting stops at depth 8, and every link is refused', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin.token);
    const other = await makeUser();
    // Try to build the chain the fuzzer built: 65 tokens, each minted by the previous one,
    // the first for another account, the rest for none.
    let current = admin.token;
    let depth = 1;
    let refusal: Response | undefined;
    for (let i = 0; i < 65; i++) {
      const res = await mint(current, i === 0 ? { userId: other.id } : {});
      if (res.status !== 201) {
        refusal = res;
        break;
      }
      current = ((await res.json()) as { token: string }).token;
      depth++;
    }
    expect(depth).toBe(8);
    expect((await expectError(refusal!, 'forbidden')).message).toMatch(/cannot mint another/);
    const add = await call('POST', `/api/v1/orgs/${org}/team`, { token: current, body: { userId: admin.user.id } });
    expect((await expectError(add, 'forbidden')).message).toMatch(/own account/);
    // The account the chain was minted for is on the lineage as well.
    const addOther = await call('POST', `/api/v1/orgs/${org}/team`, { token: current, body: { userId: other.id } });
    expect((await expectError(addOther, 'forbidden')).message).toMatch(/own account/);
    expect(await db()`select 1 from org_members where org_id = ${org}`).toHaveLength(0);
  }, 60_000);

  it('keeps the lineage when a link in the middle of the chain is deleted', async () => {
    const admin = await makeAdmin();
    const org = await createOrg(admin.token);
    const middle = (await (await mint(admin.token, {})).json()) as { id: string; token: string };
    const leaf = (await (await mint(middle.token, {})).json()) as { id: string; token: string };
    await db()`delete from api_tokens where id = ${middle.id}`;
    const [row] = await db()<
      { created_by_token_id: string | null; lineage_user_ids: string[]; root_user_id: string }[]
    >`
      select created_by_token_id, lineage_user_ids, root_user_id from api_tokens where id = ${leaf.id}`;
    expect(row).toEqual({ created_by_token_id: null, lineage_user_ids: [admin.user.id], root_user_id: admin.user.id });
    const add = await call('POST', `/api/v1/orgs/${org}/team`, { token: leaf.token, body: { userId: admin.user.id } });
    await expectError(add, 'forbidden');
  });

  it('does not let an update rewrite a token’s lineage, and refuses raw SQL minting past the depth cap', async () => {
    const admin = await makeAdmin();
    const child = (await (await mint(admin.token, {})).json()) as { id: string };
    const sql = db();
    await sql`update api_tokens set lineage_user_ids = '{}', root_user_id = null, chain_depth = 1 where id = ${child.id}`;
    const [row] = await sql<{ lineage_user_ids: string[]; root_user_id: string; chain_depth: number }[]>`
      select lineage_user_ids, root_user_id, chain_depth from api_tokens where id = ${child.id}`;
    expect(row).toEqual({ lineage_user_ids: [admin.user.id], root_user_id: admin.user.id, chain_depth: 2 });
    // Raw SQL meets the same cap as the API: a chain grown by hand stops at depth 8.
    let parent = child.id;
    let refused: unknown;
    for (let i = 0; i < 10 && !refused; i++) {
      try {
        const [next] = await sql<{ id: string }[]>`
          insert into api_tokens (prefix, scope, token_hash, hint, name, created_by_token_id)
          values ('tk_adm_', 'admin', ${Buffer.from(crypto.getRandomValues(new Uint8Array(32)))}, 'abcd', 'raw link', ${parent})
          returning id`;
        parent = next!.id;
      } catch (err) {
        refused = err;
      }
    }
    expect(refused).toMatchObject({ code: 'GT403' });
    expect((await sql<{ chain_depth: number }[]>`select chain_depth from api_tokens where id = ${parent}`)[0]).toEqual({
      chain_depth: 8,
    });
  });
});

describe('the audit actor of a token minted for another account', () => {
  it('records the minting chain’s root account as publisher and actor, and the post as on the club’s behalf', async () => {
    const admin = await makeAdmin();
    const teammate = await makeUser();
    const colleague = await makeAdmin();
    const org = await createOrg(colleague.token);
    const added = await call('POST', `/api/v1/orgs/${org}/team`, {
      token: colleague.token,
      body: { userId: teammate.id },
    });
    expect(added.status).toBe(201);

    // The admin mints a token "for" the teammate and publishes with it.
    const minted = (await (await mint(admin.token, { userId: teammate.id })).json()) as { id: string; token: string };
    const res = await call('POST', `/api/v1/orgs/${org}/posts`, {
      token: minted.token,
      body: { title: 'Not me', body: 'Published by someone else' },
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as { publishedByUserId: string | null; onBehalf: boolean };
    expect({ publishedByUserId: post.publishedByUserId, onBehalf: post.onBehalf }).toEqual({
      publishedByUserId: admin.user.id,
      onBehalf: true,
    });
    const audit = await db()<{ actor_user_id: string; on_behalf: boolean }[]>`
      select actor_user_id, on_behalf from admin_audit_log where token_id = ${minted.id}`;
    expect(audit).toEqual([{ actor_user_id: admin.user.id, on_behalf: true }]);

    // The teammate's own token (not minted by another account) still publishes as the teammate.
    const own = await makeToken('adm', teammate.id);
    const ownPost = (await (
      await call('POST', `/api/v1/orgs/${org}/posts`, { token: own.token, body: { title: 'Me', body: 'Mine' } })
    ).json()) as {
      publishedByUserId: string;
      onBehalf: boolean;
    };
    expect({ publishedByUserId: ownPost.publishedByUserId, onBehalf: ownPost.onBehalf }).toEqual({
      publishedByUserId: teammate.id,
      onBehalf: false,
    });
  });

  it('fills the publisher from the token even when raw SQL names another account', async () => {
    const admin = await makeAdmin();
    const teammate = await makeUser();
    const org = await createOrg(admin.token);
    await db()`insert into org_members (org_id, user_id, added_by_token_id) values (${org}, ${teammate.id}, ${admin.id})`;
    const [row] = await db()<{ published_by_user_id: string; on_behalf: boolean }[]>`
      insert into org_posts (org_id, title, body, published_by_token_id, published_by_user_id, on_behalf)
      values (${org}, 'T', 'B', ${admin.id}, ${teammate.id}, false)
      returning published_by_user_id, on_behalf`;
    expect(row).toEqual({ published_by_user_id: admin.user.id, on_behalf: true });
  });
});

describe('a chain whose root token has no account', () => {
  it('keeps no account as the actor of a token it mints for a teammate: its writes are on the club’s behalf', async () => {
    // As the operations guide bootstraps the first admin: `npm run token -- create adm --name console`, no --user.
    const consoleToken = await makeToken('adm');
    const teammate = await makeUser();
    const colleague = await makeAdmin();
    const org = await createOrg(colleague.token);
    const added = await call('POST', `/api/v1/orgs/${org}/team`, {
      token: colleague.token,
      body: { userId: teammate.id },
    });
    expect(added.status).toBe(201);

    const mintedRes = await mint(consoleToken.token, { email: teammate.email });
    expect(mintedRes.status).toBe(201);
    const minted = (await mintedRes.json()) as { id: string; token: string };
    const res = await call('POST', `/api/v1/orgs/${org}/posts`, {
      token: minted.token,
      body: { title: 'Not the student', body: 'Published by the console' },
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as { publishedByUserId: string | null; onBehalf: boolean };
    expect({ publishedByUserId: post.publishedByUserId, onBehalf: post.onBehalf }).toEqual({
      publishedByUserId: null,
      onBehalf: true,
    });
    const audit = await db()<{ actor_user_id: string | null; on_behalf: boolean }[]>`
      select actor_user_id, on_behalf from admin_audit_log where token_id = ${minted.id}`;
    expect(audit).toEqual([{ actor_user_id: null, on_behalf: true }]);

    // Further down the chain too: a token the minted one mints acts as no account either.
    const grandchild = (await (await mint(minted.token, {})).json()) as { id: string };
    const [row] = await db()<{ root_user_id: string | null }[]>`
      select root_user_id from api_tokens where id = ${grandchild.id}`;
    expect(row).toEqual({ root_user_id: null });
  });
});

describe('the lineage when the root account is deleted', () => {
  it('clears root_user_id through the foreign key, keeping the lineage on record', async () => {
    const root = await makeUser();
    const admin = await makeToken('adm', root.id);
    const other = await makeUser();
    const child = (await (await mint(admin.token, { userId: other.id })).json()) as { id: string };
    await db()`delete from users where id = ${root.id}`;
    const [row] = await db()<{ root_user_id: string | null; lineage_user_ids: string[] }[]>`
      select root_user_id, lineage_user_ids from api_tokens where id = ${child.id}`;
    expect(row).toEqual({ root_user_id: null, lineage_user_ids: [root.id, other.id] });
  });
});
