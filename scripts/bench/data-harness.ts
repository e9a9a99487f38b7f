// Database benchmarks (bulk sync, reminders, statistics): each file in scripts/bench/data/
// default-exports a DataBench. Every bench gets a fresh migrated database and a client that
// counts the statements it sends, so round trips per 1,000 rows are measured, not guessed.
import { readdir } from 'node:fs/promises';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';
import type { Sql } from '../../lib/db.js';
import { migrate } from '../../lib/local/migrate.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';

export interface DataBenchContext {
  /** A client on a fresh, migrated database; every statement it sends is counted. */
  sql: Sql;
  /** Statements sent through `sql` so far. */
  queries(): number;
  /** Times fn, returning its result and the elapsed milliseconds and statements it sent. */
  time<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; queries: number }>;
}

export interface DataBench {
  name: string;
  /** Returns the lines to print (a Markdown table is the convention). */
  run(ctx: DataBenchContext): Promise<string[]>;
}

export async function runDataBenches(filter?: string): Promise<void> {
  const dir = `${PROJECT_ROOT}/scripts/bench/data`;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    const bench = ((await import(`${dir}/${file}`)) as { default: DataBench }).default;
    if (filter && !bench.name.includes(filter) && !file.includes(filter)) continue;
    // Always a fresh in-memory database: a bench must never write into a real one.
    const embedded = await startEmbeddedPostgres();
    let count = 0;
    const sql = postgres(embedded.url, { max: 1, prepare: false, onnotice: () => {}, debug: () => void count++ });
    try {
      await migrate(sql);
      count = 0;
      const ctx: DataBenchContext = {
        sql,
        queries: () => count,
        async time(fn) {
          const before = count;
          const start = performance.now();
          const result = await fn();
          return { result, ms: performance.now() - start, queries: count - before };
        },
      };
      console.log(`\n## ${bench.name} (embedded PGlite, fresh database)\n`);
      for (const line of await bench.run(ctx)) console.log(line);
    } finally {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    }
  }
}
