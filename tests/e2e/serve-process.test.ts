// The README's start command, as a child process on a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/routes.js';

let child: ChildProcess;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gt-serve-'));
  const env = { ...process.env, PORT: '0', PGLITE_DATA_DIR: dataDir, NODE_ENV: 'development' } as NodeJS.ProcessEnv;
  delete env.DATABASE_URL;
  delete env.SUPABASE_JWT_SECRET;
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /API ready on (http:\/\/localhost:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
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
