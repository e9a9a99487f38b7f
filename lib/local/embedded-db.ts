// The embedded database for laptops and tests: PGlite (Postgres compiled to WebAssembly)
// served on a loopback port (lib/local/session-server.ts), so the app talks to it with the same
// postgres.js client it uses against Supabase. PGlite is a single session: connections take
// turns, so each client keeps to max: 1 (the server's pool, and a CLI beside it).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { serveSession } from './session-server.js';

export interface EmbeddedPostgres {
  url: string;
  pglite: PGlite;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** A folder to persist to, or undefined for an in-memory database. */
  dataDir?: string;
  /** A tarball made by PGlite's dumpDataDir() to start from (tests: a migrated template). */
  loadDataDir?: Blob;
  port?: number;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = await serveSession(pglite, '127.0.0.1', options.port ?? 0);
  const { port } = server;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
