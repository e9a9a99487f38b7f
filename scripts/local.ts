// Local set-up shared by the scripts: without DATABASE_URL they use the embedded database
// under PGLITE_DATA_DIR, and without identity-provider settings a per-checkout development
// secret (never a constant in the code, never used when SUPABASE_* is configured).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../lib/local/embedded-db.js';
import { env, resetEnv } from '../lib/env.js';

/** Reads ./.env when present; variables already in the environment win. */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
  resetEnv();
}

export function dataDir(): string {
  return path.resolve(env().PGLITE_DATA_DIR);
}

/** The local data folder, private to this OS user (0700, also when an older version made it 0755). */
function ensureDataDir(): void {
  mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
  chmodSync(dataDir(), 0o700);
}

/**
 * Written by a running `npm start` (mode 0600): its pid and the loopback address of its embedded
 * database, with the password that opens it.
 */
const serverFile = () => path.join(dataDir(), 'server.json');

interface RunningServer {
  pid: number;
  databaseUrl: string;
}

/** Uses the per-checkout development secret unless Supabase is configured; true when it did. */
export function ensureDevJwtSecret(): boolean {
  if (env().SUPABASE_JWT_SECRET || env().SUPABASE_URL) return false;
  const file = path.join(dataDir(), 'dev-jwt-secret');
  ensureDataDir();
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  chmodSync(file, 0o600);
  process.env.SUPABASE_JWT_SECRET = readFileSync(file, 'utf8').trim();
  resetEnv();
  return true;
}

function recordedServer(): RunningServer | null {
  try {
    const recorded = JSON.parse(readFileSync(serverFile(), 'utf8')) as RunningServer;
    process.kill(recorded.pid, 0);
    return recorded;
  } catch {
    return null;
  }
}

/** A server that crashed leaves its file behind (and its pid may be reused): ask its port. */
function answers(databaseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(databaseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 2_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });
}

function useDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  process.env.DATABASE_POOL_MAX = '1';
  resetEnv();
}

/**
 * Without DATABASE_URL: the server opens the embedded database and serves it on a loopback
 * port, behind a password kept in server.json; the CLI goes through that port while the server runs (PGlite's files open in one
 * process only) and opens the files itself when no server does. Returns what to stop, if any.
 */
export async function useLocalDatabase(role: 'server' | 'cli'): Promise<EmbeddedPostgres | null> {
  if (env().DATABASE_URL) return null;
  const running = recordedServer();
  if (running && running.pid !== process.pid && (await answers(running.databaseUrl))) {
    if (role === 'server') {
      throw new Error(
        `Another local server (pid ${running.pid}) serves the embedded database in ${dataDir()}. Stop it first, or set PGLITE_DATA_DIR or DATABASE_URL.`,
      );
    }
    console.error(`using the database of the running local server (pid ${running.pid})`);
    useDatabaseUrl(running.databaseUrl);
    return null;
  }
  ensureDataDir();
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir(), 'pglite') });
  useDatabaseUrl(embedded.url);
  if (role === 'server') {
    // Removed first, so the file is created anew with mode 0600 whatever an older one had.
    rmSync(serverFile(), { force: true });
    writeFileSync(
      serverFile(),
      JSON.stringify({ pid: process.pid, databaseUrl: embedded.url } satisfies RunningServer),
      { mode: 0o600, flag: 'wx' },
    );
  }
  return embedded;
}

export function releaseLocalDatabase(): void {
  if (recordedServer()?.pid === process.pid) rmSync(serverFile(), { force: true });
}

/** Written by a running `npm start` whatever its database: its pid and the address it answers on. */
const addressFile = () => path.join(dataDir(), 'server-address.json');

/** Records where this local server answers, so the CLI (`npm run demo`) prints that address. */
export function recordServerAddress(url: string): void {
  mkdirSync(dataDir(), { recursive: true });
  writeFileSync(addressFile(), JSON.stringify({ pid: process.pid, url }), { mode: 0o600 });
}

export function releaseServerAddress(): void {
  try {
    const recorded = JSON.parse(readFileSync(addressFile(), 'utf8')) as { pid: number };
    if (recorded.pid === process.pid) rmSync(addressFile(), { force: true });
  } catch {
    // No file, or not ours: nothing to release.
  }
}

/**
 * The base URL of the running local server of this data folder (its PUBLIC_BASE_URL, by default
 * http://localhost:<its PORT>), or null when none runs: printed addresses follow the server, not
 * this process's PORT.
 */
export function runningServerUrl(): string | null {
  try {
    const recorded = JSON.parse(readFileSync(addressFile(), 'utf8')) as { pid: number; url: string };
    process.kill(recorded.pid, 0);
    return recorded.url;
  } catch {
    return null;
  }
}
