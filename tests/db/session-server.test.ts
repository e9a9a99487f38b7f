// The embedded database's loopback server: several postgres.js connections share the one PGlite
// session (the running `npm start` and a CLI beside it) without seeing each other's half-done work.
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../../lib/db.js';
import { databaseTimeouts } from '../../lib/http/deadline.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../lib/local/embedded-db.js';

/** A client that sends no settings of its own, as psql or another tool would. */
const plainClient = (url: string) => postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });

let embedded: EmbeddedPostgres;
let a: Sql;
let b: Sql;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  a = connect(embedded.url, 1);
  b = connect(embedded.url, 1);
  await a`create table t (id int primary key, v text not null)`;
});

afterAll(async () => {
  await a.end();
  await b.end();
  await embedded.stop();
});

describe('the embedded database server', () => {
  it('moves a result of several MB whole, row for row and byte for byte', async () => {
    // PGlite hands out each chunk of its answer as a view into its WASM memory, which it overwrites
    // with the next chunk: a chunk written to the socket without a copy arrives corrupted or not at all.
    const n = 100_000;
    const rows = await a<{ i: number; h: string }[]>`select i, md5(i::text) as h from generate_series(1, ${n}) i`;
    expect(rows.length).toBe(n);
    const expected = new Map<number, string>();
    const direct = await embedded.pglite.query<{ i: number; h: string }>(
      'select i, md5(i::text) as h from generate_series(1, $1::int) i',
      [n],
    );
    for (const row of direct.rows) expected.set(row.i, row.h);
    let wrong = 0;
    rows.forEach((row, k) => {
      if (row.i !== k + 1 || expected.get(row.i) !== row.h) wrong += 1;
    });
    expect(wrong).toBe(0);
    // One wide value of several MB, compared byte for byte with what PGlite computes itself.
    const [wide] = await b<{ t: string }[]>`select string_agg(md5(i::text), '') as t from generate_series(1, ${n}) i`;
    const [same] = (
      await embedded.pglite.query<{ t: string }>(
        "select string_agg(md5(i::text), '') as t from generate_series(1, $1::int) i",
        [n],
      )
    ).rows;
    expect(wide!.t.length).toBe(32 * n);
    expect(Buffer.from(wide!.t).equals(Buffer.from(same!.t))).toBe(true);
    // And the session still answers afterwards.
    expect((await a`select ${'after'}::text as s`)[0]).toEqual({ s: 'after' });
  });

  it('keeps each connection’s extended-protocol exchanges whole when two connections query at once', async () => {
    // Every parametrised postgres.js query is Parse+Describe+Flush, then Bind+Execute+Sync on the
    // unnamed statement: a turn switched in between would bind one client's values to the other's SQL.
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < 200; i += 1) {
      jobs.push(
        a`insert into t values (${i}, ${`a${i}`}) returning id, v`.then(([row]) =>
          expect(row).toEqual({ id: i, v: `a${i}` }),
        ),
      );
      jobs.push(
        b`select ${i}::int + 1 as n, ${'x'}::text as s`.then(([row]) => expect(row).toEqual({ n: i + 1, s: 'x' })),
      );
    }
    await Promise.all(jobs);
    expect((await b`select count(*)::int as c from t`)[0]).toEqual({ c: 200 });
  });

  it('gives a transaction the session until it ends: the other connection waits, then sees all of it', async () => {
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const tx = a.begin(async (sql) => {
      await sql`insert into t values (${1000}, ${'tx'})`;
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`insert into t values (${1001}, ${'tx'})`;
    });
    await begun;
    const [seen] = await b`select count(*)::int as c from t where id >= ${1000}`;
    await tx;
    expect(seen).toEqual({ c: 2 });
  });

  it('rolls back what a connection that went away left open, and serves the next one', async () => {
    const c = connect(embedded.url, 1);
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    void c
      .begin(async (sql) => {
        await sql`insert into t values (${2000}, ${'abandoned'})`;
        inside();
        await new Promise(() => {});
      })
      .catch(() => {});
    await begun;
    await c.end({ timeout: 0 });
    expect((await b`select count(*)::int as c from t where id = ${2000}`)[0]).toEqual({ c: 0 });
    expect((await a`select ${'still'}::text as s`)[0]).toEqual({ s: 'still' });
  });

  it('refuses a connection without the server’s password', async () => {
    const wrong = new URL(embedded.url);
    wrong.password = 'postgres';
    const intruder = plainClient(wrong.toString());
    await expect(intruder`select 1`).rejects.toMatchObject({ code: '28P01' });
    await intruder.end({ timeout: 0 });
    const none = new URL(embedded.url);
    none.password = '';
    const anonymous = plainClient(none.toString());
    await expect(anonymous`select 1`).rejects.toBeTruthy();
    await anonymous.end({ timeout: 0 });
  });

  it('holds the session deadlines on every connection, whatever another connection set', async () => {
    const other = plainClient(embedded.url);
    const expected = databaseTimeouts();
    const [row] = await other<{ s: string; l: string; i: string }[]>`
      select current_setting('statement_timeout') s, current_setting('lock_timeout') l,
             current_setting('idle_in_transaction_session_timeout') i`;
    expect(row!.s).not.toBe('0');
    expect(row).toEqual({
      s: `${expected.statement_timeout / 1000}s`,
      l: `${expected.lock_timeout / 1000}s`,
      i: `${expected.idle_in_transaction_session_timeout / 1000}s`,
    });
    // One connection turning its own deadline off does not turn it off for the next one.
    await other`set statement_timeout = 0`;
    expect((await a<{ s: string }[]>`select current_setting('statement_timeout') s`)[0]!.s).toBe(
      `${expected.statement_timeout / 1000}s`,
    );
    await other.end();
  });

  it('ends a transaction held idle while another connection waits, and rolls it back', async () => {
    const holder = plainClient(embedded.url);
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const held = holder
      .begin(async (sql) => {
        await sql`insert into t values (${3000}, ${'held'})`;
        inside();
        await new Promise(() => {});
      })
      .catch((err: unknown) => err);
    await begun;
    // Without the idle limit this waits forever (the other connection never commits).
    const [row] = await b<{ c: number }[]>`select count(*)::int as c from t where id = ${3000}`;
    expect(row).toEqual({ c: 0 });
    // The holder learns its connection ended (postgres.js names the close, or the server's 25P03).
    expect(await held).toBeInstanceOf(Error);
    await holder.end({ timeout: 0 });
  });
});

describe('the embedded database on disk', () => {
  it('keeps its folder 0700 and its files private, also files an older version left readable', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gt-pglite-'));
    const dataDir = path.join(dir, 'pglite');
    try {
      const first = await startEmbeddedPostgres({ dataDir });
      await first.stop();
      // As an older version under umask 022 left them.
      await chmod(dataDir, 0o755);
      for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true }))
        await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666);
      await writeFile(path.join(dataDir, 'stray'), 'x', { mode: 0o666 });
      await chmod(path.join(dataDir, 'stray'), 0o666);

      const second = await startEmbeddedPostgres({ dataDir });
      const sql = connect(second.url, 1);
      await sql`create table private_check as select i from generate_series(1, 1000) i`;
      await sql.end();
      await second.stop();

      const modes = { folder: 0, readable: 0, files: 0 };
      modes.folder = (await stat(dataDir)).mode & 0o777;
      for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
        modes.files += 1;
        if ((await stat(path.join(entry.parentPath, entry.name))).mode & 0o077) modes.readable += 1;
      }
      expect(modes.files).toBeGreaterThan(100);
      expect(modes).toMatchObject({ folder: 0o700, readable: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
