// The embedded database for laptops and tests: PGlite (Postgres compiled to WebAssembly)
// served on a loopback port by pglite-socket, so the app talks to it with the same
// postgres.js client it uses against Supabase. PGlite is a single session, so exactly
// one connection is allowed and the client must use max: 1.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: options.port ?? 0, maxConnections: 1 });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
