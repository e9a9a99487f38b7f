// Local set-up shared by the scripts: without DATABASE_URL they use the embedded database
// under PGLITE_DATA_DIR, and without identity-provider settings a per-checkout development
// secret (never a constant in the code, never used when SUPABASE_* is configured).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../lib/db-embedded.js';
import { env, resetEnv } from '../lib/env.js';

/** Reads ./.env when present; variables already in the environment win. */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
  resetEnv();
}

export function dataDir(): string {
  return path.resolve(env().PGLITE_DATA_DIR);
}

const pidFile = () => path.join(dataDir(), 'server.pid');

export function ensureDevJwtSecret(): void {
  if (env().SUPABASE_JWT_SECRET || env().SUPABASE_URL) return;
  const file = path.join(dataDir(), 'dev-jwt-secret');
  mkdirSync(dataDir(), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.SUPABASE_JWT_SECRET = readFileSync(file, 'utf8').trim();
  resetEnv();
}

function runningServerPid(): number | null {
  try {
    const pid = Number(readFileSync(pidFile(), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Starts the embedded database when DATABASE_URL is unset; returns how to stop it. */
export async function useLocalDatabase(role: 'server' | 'cli'): Promise<EmbeddedPostgres | null> {
  if (env().DATABASE_URL) return null;
  const pid = runningServerPid();
  if (pid && pid !== process.pid) {
    throw new Error(
      `The local server (pid ${pid}) holds the embedded database in ${dataDir()}; PGlite allows one process at a time. Stop it first, or set DATABASE_URL.`,
    );
  }
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir(), 'pglite') });
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = '1';
  resetEnv();
  if (role === 'server') writeFileSync(pidFile(), String(process.pid));
  return embedded;
}

export function releaseLocalDatabase(): void {
  if (runningServerPid() === process.pid) writeFileSync(pidFile(), '');
}
