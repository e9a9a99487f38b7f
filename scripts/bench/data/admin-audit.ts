// What SPEC's database-enforced admin rules cost: team inserts through the self-add trigger and
// audit entries through the fill trigger (acting account and on-behalf mark), each against the
// same inserts into a trigger-free copy of the table, in the same run. Then one page of the
// audit log filtered by organisation over a log of 20,000 entries.
import type { DataBench } from '../data-harness.js';

const ROWS = 2000; // divisible into the warm-up and rounds below

const bench: DataBench = {
  name: 'admin-audit',
  async run({ sql, time }) {
    await sql`insert into users (auth_subject, email) select 'bench-' || g, 'bench' || g || '@example.edu' from generate_series(1, ${ROWS}) g`;
    const [admin] = await sql<
      { id: string }[]
    >`insert into users (auth_subject, email) values ('bench-admin', 'admin@example.edu') returning id`;
    const [token] = await sql<{ id: string }[]>`
      insert into api_tokens (prefix, scope, token_hash, hint, name, user_id)
      values ('tk_adm_', 'admin', ${Buffer.alloc(32, 7)}, 'abcd', 'bench', ${admin!.id}) returning id`;
    const orgs = await sql<
      { id: string }[]
    >`insert into organisations (slug, name) select 'org-' || g, 'Org ' || g from generate_series(1, 20) g returning id`;
    const org = orgs[0]!.id;
    await sql`create table bench_members (like org_members including defaults)`;
    await sql`create table bench_audit (like admin_audit_log including defaults including identity)`;
    const users = (
      await sql<
        { id: string }[]
      >`select id from users where auth_subject like 'bench-%' and auth_subject <> 'bench-admin'`
    ).map((r) => r.id);

    // One statement per row, as the API makes them; the trigger-free copy and the real table
    // take turns in rounds (after a warm-up), so neither gets the warmer cache throughout.
    const entry = (o: string, i: number) => ({
      token_id: token!.id,
      organisation_id: o,
      action: 'org.update',
      target_type: 'organisation',
      target_id: String(i),
    });
    const cases = {
      plainTeam: (u: string) =>
        sql`insert into bench_members (org_id, user_id, added_by_token_id) values (${org}, ${u}, ${token!.id})`,
      team: (u: string) =>
        sql`insert into org_members (org_id, user_id, added_by_token_id) values (${org}, ${u}, ${token!.id})`,
      plainAudit: (_: string, i: number) => sql`insert into bench_audit ${sql(entry(org, i))}`,
      audit: (_: string, i: number) => sql`insert into admin_audit_log ${sql(entry(org, i))}`,
    };
    const totals = {
      plainTeam: { ms: 0, queries: 0 },
      team: { ms: 0, queries: 0 },
      plainAudit: { ms: 0, queries: 0 },
      audit: { ms: 0, queries: 0 },
    };
    const WARMUP = 200;
    const ROUNDS = 6;
    const chunk = (ROWS - WARMUP) / ROUNDS;
    for (const run of Object.values(cases)) for (let i = 0; i < WARMUP; i++) await run(users[i]!, i);
    for (let r = 0; r < ROUNDS; r++) {
      const slice = users.slice(WARMUP + r * chunk, WARMUP + (r + 1) * chunk);
      const order = (r % 2 === 0 ? Object.keys(cases) : Object.keys(cases).reverse()) as Array<keyof typeof cases>;
      for (const name of order) {
        const t = await time(async () => {
          for (let i = 0; i < slice.length; i++) await cases[name](slice[i]!, WARMUP + r * chunk + i);
        });
        totals[name].ms += t.ms;
        totals[name].queries += t.queries;
      }
    }
    const measured = ROWS - WARMUP;
    const team = totals.team,
      plainTeam = totals.plainTeam,
      audit = totals.audit,
      plainAudit = totals.plainAudit;
    await sql`insert into admin_audit_log (token_id, organisation_id, action, target_type, target_id)
              select ${token!.id}, (array[${sql.array(orgs.map((o) => o.id))}]::uuid[])[1 + g % 20], 'org.update', 'organisation', g::text
              from generate_series(1, ${20000 - ROWS}) g`;
    const pages = 200;
    const read = await time(async () => {
      for (let i = 0; i < pages; i++) {
        await sql`select * from admin_audit_log where organisation_id = ${orgs[i % 20]!.id} order by id desc limit 51`;
      }
    });
    const perSec = (ms: number, n: number) => Math.round((n / ms) * 1000).toLocaleString('en');
    return [
      '| case | rows/s | time vs trigger-free copy | statements per 1,000 rows |',
      '|---|---|---|---|',
      `| team insert (self-add trigger) | ${perSec(team.ms, measured)} | ${(team.ms / plainTeam.ms).toFixed(2)}× | ${Math.round((team.queries / measured) * 1000)} |`,
      `| audit insert (fill trigger: account, on-behalf) | ${perSec(audit.ms, measured)} | ${(audit.ms / plainAudit.ms).toFixed(2)}× | ${Math.round((audit.queries / measured) * 1000)} |`,
      `| audit page by organisation (51 of 20,000 entries) | ${perSec(read.ms, pages * 51)} rows/s, ${perSec(read.ms, pages)} pages/s | – | ${Math.round((read.queries / pages) * 1000)} per 1,000 pages |`,
    ];
  },
};
export default bench;
