// The embedded database for laptops and tests: PGlite (Postgres compiled to WebAssembly)
// served on a loopback port (lib/local/session-server.ts), so the app talks to it with the same
// postgres.js client it uses against Supabase. PGlite is a single session: connections take
// turns, so each client keeps to max: 1 (the server's pool, and a CLI beside it).
//
// Only the same OS user may open it: the session server asks for a password made at each start
// (the URL carries it; `npm start` keeps it in the 0600 `.data/server.json`), and the files are
// private: the data folder is 0700, PGlite writes under umask 077, and files an older version
// left readable (or PGlite gave a mode of its own) are made private on start and stop.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseTimeouts } from '../http/deadline.js';
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
  /** Extra initdb arguments for a new database (tests: `--wal-segsize=1`, a smaller snapshot). */
  initdbArgs?: string[];
  port?: number;
}

/** Folders 0700 and files 0600 at most, from `dir` down (the modes' group and other bits cleared). */
export async function makePrivate(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(file, 0o700);
    else if (entry.isFile()) await chmod(file, 0o600);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  // What PGlite creates from here on is private to this OS user (NODEFS honours the umask).
  const previousUmask = options.dataDir ? process.umask(0o077) : undefined;
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
    await makePrivate(options.dataDir);
  }
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.initdbArgs ? { initDbStartParams: options.initdbArgs } : {}),
  });
  // A few files (the relation cache's pg_internal.init) get an explicit mode of their own.
  if (options.dataDir) await makePrivate(options.dataDir);
  const password = randomBytes(24).toString('base64url');
  const server = await serveSession(pglite, {
    host: '127.0.0.1',
    port: options.port ?? 0,
    password,
    settings: databaseTimeouts(),
  });
  const { port } = server;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
      if (options.dataDir) await makePrivate(options.dataDir);
      if (previousUmask !== undefined) process.umask(previousUmask);
    },
  };
}
