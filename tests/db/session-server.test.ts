// The embedded database's loopback server: several postgres.js connections share the one PGlite
// session (the running `npm start` and a CLI beside it) without seeing each other's half-done work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../../lib/db.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../lib/local/embedded-db.js';

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
});
