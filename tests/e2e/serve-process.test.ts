// The README's start command, as a child process on a fresh embedded database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess | undefined;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gt-serve-'));
  server = await startServerProcess({
    env: { PGLITE_DATA_DIR: dataDir, DATABASE_URL: undefined, SUPABASE_JWT_SECRET: undefined },
  });
  base = server.url;
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('migrates a fresh embedded database and serves the API', async () => {
    const doc = await fetch(`${base}/api/openapi`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0');
    expect((await fetch(`${base}/api/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/openapi`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    const me = await fetch(`${base}/api/me`, { headers: { authorization: 'Bearer nope' } });
    expect(me.status).toBe(401);
  });
});
