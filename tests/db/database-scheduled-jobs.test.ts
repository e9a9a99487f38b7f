// supabase/cron/schedule-jobs.sql: the jobs of vercel.json scheduled by the database (pg_cron), each
// run calling its route through pg_net with the cron secret. Runs on a real PostgreSQL server with
// pg_cron; pg_net (which cannot be installed here) is replaced by a net.http_post of the same
// signature that records its calls. Skipped where pg_cron is not installed, except in CI.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../../lib/db.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { call } from '../support/app.js';
import { pgCronBin, startPgCronServer, type PgCronServer } from '../support/pg-cron-server.js';
import { CRON_SECRET, usePushEnv } from '../support/push-env.js';

const SCRIPT = path.join(PROJECT_ROOT, 'supabase/cron/schedule-jobs.sql');
const vercel = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'vercel.json'), 'utf8')) as {
  functions: Record<string, { maxDuration: number }>;
  crons: Array<{ path: string; schedule: string }>;
};
const BASE = 'https://api.gradetrack.example';

const bin = pgCronBin();

describe.runIf(!bin && process.env.CI)('pg_cron in CI', () => {
  it('is installed (.ci/run installs postgresql-<version>-cron)', () => {
    expect(bin, 'no /usr/lib/postgresql/<version>/lib/pg_cron.so').toBeDefined();
  });
});

interface Call {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  timeout_milliseconds: number;
}

describe.skipIf(!bin)('supabase/cron/schedule-jobs.sql on PostgreSQL with pg_cron', () => {
  usePushEnv();
  let server: PgCronServer;
  let sql: Sql;

  beforeAll(async () => {
    server = await startPgCronServer(bin!);
    sql = connect(server.url, 1);
    // Supabase's API roles, and the stand-in for pg_net.
    await sql.unsafe(`
      create role anon nologin;
      create role authenticated nologin;
      create schema net;
      create table net.calls (
        id bigserial primary key, url text, body jsonb, params jsonb, headers jsonb, timeout_milliseconds integer
      );
      create function net.http_post(
        url text,
        body jsonb default '{}'::jsonb,
        params jsonb default '{}'::jsonb,
        headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
        timeout_milliseconds integer default 5000
      ) returns bigint language sql as $$
        insert into net.calls (url, body, params, headers, timeout_milliseconds)
        values (url, body, params, headers, timeout_milliseconds) returning id
      $$;
    `);
    await sql.unsafe(await readFile(SCRIPT, 'utf8'));
  });

  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  const jobs = () =>
    sql<
      {
        jobid: string;
        jobname: string;
        schedule: string;
        command: string;
        database: string;
        username: string;
        active: boolean;
      }[]
    >`
      select jobid, jobname, schedule, command, database, username, active
      from cron.job where jobname like 'gradetrack-%' order by jobname`;

  /** Runs every scheduled job's command as pg_cron would, and returns the calls they made. */
  async function runEveryJob(): Promise<Call[]> {
    await sql`truncate net.calls`;
    for (const job of await jobs()) await sql.unsafe(job.command);
    return sql<Call[]>`select url, body, headers, timeout_milliseconds from net.calls order by id`;
  }

  it('refuses to run a job before the deployment is configured, saying how', async () => {
    await expect(sql`select gradetrack_jobs.run('/api/run-reminders')`).rejects.toThrow(/no deployment configured/);
    expect(await jobs()).toHaveLength(0);
  });

  it('refuses an address with a path and a secret shorter than 16 characters', async () => {
    await expect(sql`select * from gradetrack_jobs.configure(${`${BASE}/api`}, ${CRON_SECRET})`).rejects.toThrow(
      /check constraint/,
    );
    await expect(sql`select * from gradetrack_jobs.configure(${BASE}, 'short')`).rejects.toThrow(/check constraint/);
    expect(await jobs()).toHaveLength(0);
  });

  it('schedules each cron of vercel.json, on the same schedule, in this database', async () => {
    const scheduled = await sql`select * from gradetrack_jobs.configure(${`${BASE}/`}, ${CRON_SECRET})`;
    expect(scheduled).toHaveLength(vercel.crons.length);
    const rows = await jobs();
    expect(
      rows
        .map((j) => ({ command: j.command, schedule: j.schedule }))
        .sort((a, b) => a.command.localeCompare(b.command)),
    ).toEqual(
      vercel.crons
        .map((c) => ({ command: `select gradetrack_jobs.run('${c.path}')`, schedule: c.schedule }))
        .sort((a, b) => a.command.localeCompare(b.command)),
    );
    for (const job of rows) expect(job).toMatchObject({ database: 'postgres', username: 'postgres', active: true });
    // The secret is in no job's command (cron.job and its run log are readable more widely).
    for (const job of rows) expect(job.command).not.toContain(CRON_SECRET);
  });

  it("makes each run POST to its route with the cron secret, waiting for the route's whole maxDuration", async () => {
    const calls = await runEveryJob();
    expect(calls.map((c) => c.url).sort()).toEqual(vercel.crons.map((c) => `${BASE}${c.path}`).sort());
    for (const c of calls) {
      const file = `api${new URL(c.url).pathname.slice('/api'.length)}.ts`;
      expect(c.headers).toEqual({ Authorization: `Bearer ${CRON_SECRET}`, 'Content-Type': 'application/json' });
      expect(c.body).toEqual({});
      expect(c.timeout_milliseconds).toBe(vercel.functions[file]!.maxDuration * 1000 + 5000);
    }
  });

  it('sends a request the job route accepts, and one it refuses once the secret changes', async () => {
    const [recorded] = (await runEveryJob()).filter((c) => c.url.endsWith('/api/run-reminders'));
    const replay = (c: Call) =>
      call('POST', new URL(c.url).pathname, { headers: c.headers, body: JSON.stringify(c.body) });
    const accepted = await replay(recorded!);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ sent: 0, more: false });

    // Configuring again replaces the address and secret; the jobs stay the same three.
    const before = (await jobs()).map((j) => j.jobid);
    await sql`select * from gradetrack_jobs.configure('http://localhost:3000', ${`${CRON_SECRET}-rotated`})`;
    expect((await jobs()).map((j) => j.jobid)).toEqual(before);
    const [rotated] = (await runEveryJob()).filter((c) => c.url.endsWith('/api/run-reminders'));
    expect(rotated!.url).toBe('http://localhost:3000/api/run-reminders');
    expect((await replay(rotated!)).status).toBe(401);
  });

  it("keeps the secret from Supabase's API roles", async () => {
    const [row] = await sql<{ schema: boolean; settings: boolean; run: boolean; configure: boolean }[]>`
      select
        has_schema_privilege(r, 'gradetrack_jobs', 'usage') as schema,
        has_table_privilege(r, 'gradetrack_jobs.settings', 'select') as settings,
        has_function_privilege(r, 'gradetrack_jobs.run(text)', 'execute') as run,
        has_function_privilege(r, 'gradetrack_jobs.configure(text, text)', 'execute') as configure
      from unnest(array['anon', 'authenticated']) r`;
    expect(row).toEqual({ schema: false, settings: false, run: false, configure: false });
  });

  it('can be run again without losing the configuration, and unschedules only its own jobs', async () => {
    await sql.unsafe(await readFile(SCRIPT, 'utf8'));
    expect(await jobs()).toHaveLength(vercel.crons.length);
    expect((await runEveryJob()).length).toBe(vercel.crons.length);

    await sql`select cron.schedule('someone-else', '0 3 * * *', 'select 1')`;
    const removed = await sql<{ unschedule: string }[]>`select * from gradetrack_jobs.unschedule()`;
    expect(removed.map((r) => r.unschedule).sort()).toEqual(
      (await sql`select job_name from gradetrack_jobs.jobs()`).map((r) => r.job_name).sort(),
    );
    expect(await jobs()).toHaveLength(0);
    expect(await sql`select 1 from cron.job where jobname = 'someone-else'`).toHaveLength(1);
    expect(await sql`select 1 from gradetrack_jobs.settings`).toHaveLength(0);
  });
});
