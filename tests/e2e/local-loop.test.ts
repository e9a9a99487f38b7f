// The local loop of a newcomer, on real processes and a fresh embedded database: `npm start`
// on a chosen PORT, then `npm run demo`, `npm run token` and `npm run migrate` beside it
// (through the running server's database), and the CLI alone once the server has stopped.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const run = promisify(execFile);

let dataDir: string;
let port: number;
let server: ServerProcess | undefined;

/** What the scripts see: a fresh data dir, the chosen PORT, none of this test process's settings. */
function localEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'development',
  };
  for (const name of [
    'DATABASE_URL',
    'DATABASE_POOL_MAX',
    'SUPABASE_JWT_SECRET',
    'SUPABASE_URL',
    'PUBLIC_BASE_URL',
    'LOG_REQUESTS',
  ])
    delete env[name];
  return env;
}

function script(name: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: localEnv(),
  });
}

function start(): Promise<ServerProcess> {
  const env = localEnv();
  return startServerProcess({
    env: { ...env, DATABASE_URL: undefined, SUPABASE_JWT_SECRET: undefined, PUBLIC_BASE_URL: undefined },
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gt-local-'));
  port = await freePort();
  server = await start();
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local loop beside a running npm start', () => {
  let tokens: Record<string, string> = {};

  it('listens on PORT, and the generated URLs follow it without PUBLIC_BASE_URL', async () => {
    expect(server!.url).toBe(`http://127.0.0.1:${port}`);
    const missing = await fetch(`${server!.url}/api/nope`);
    expect(((await missing.json()) as { docs: string }).docs).toBe(`http://localhost:${port}/docs/errors#not_found`);
  });

  it('npm run demo goes through the running server and prints working tokens of every scope', async () => {
    const { stdout, stderr } = await script('demo');
    expect(stderr).toContain('using the database of the running local server');
    tokens = Object.fromEntries([...stdout.matchAll(/^export (\w+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect(tokens.BASE).toBe(`http://localhost:${port}`);
    expect(stderr).toContain('curl -s "$BASE/api/v1/me/gpa" -H "authorization: Bearer $PER_TOKEN"');

    const me = await fetch(`${server!.url}/api/me`, { headers: bearer(tokens.USER_TOKEN!) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'demo-student@example.edu' });
    const gpa = await fetch(`${server!.url}/api/v1/me/gpa`, { headers: bearer(tokens.PER_TOKEN!) });
    expect(await gpa.json()).toMatchObject({ courses: [{ code: 'COMP 248', percent: 85 }] });
    const upcoming = await fetch(`${server!.url}/api/v1/me/assignments?upcoming=true`, {
      headers: bearer(tokens.PER_TOKEN!),
    });
    expect(((await upcoming.json()) as { items: Array<{ title: string }> }).items.map((i) => i.title)).toEqual([
      'Assignment 1',
      'Midterm exam',
    ]);
    for (const [name, route] of [
      ['OWNER_TOKEN', '/api/v1/owner/overview'],
      ['SUP_TOKEN', '/api/v1/support/tickets'],
      ['ADM_TOKEN', '/api/v1/admin/users?email=demo'],
    ] as const) {
      expect({
        route,
        status: (await fetch(`${server!.url}${route}`, { headers: bearer(tokens[name]!) })).status,
      }).toEqual({ route, status: 200 });
    }
  });

  it('npm run demo prints the running server’s address even without its PORT', async () => {
    const env = localEnv();
    delete env.PORT;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], { cwd: PROJECT_ROOT, env });
    expect(stdout).toContain(`export BASE=http://localhost:${port}\n`);
    expect(stdout).not.toContain('localhost:3000');
  });

  it('the calendar feed URL is on PORT too', async () => {
    const res = await fetch(`${server!.url}/api/me/calendar-feed`, {
      method: 'POST',
      headers: bearer(tokens.USER_TOKEN!),
    });
    expect(((await res.json()) as { url: string }).url).toMatch(
      new RegExp(`^http://localhost:${port}/api/calendar/cal_\\w+\\.ics$`),
    );
  });

  it('npm run token and npm run migrate work without stopping the server', async () => {
    const created = await script('token', 'create', 'per', '--name', 'my script', '--user', 'demo-student@example.edu');
    expect(created.stderr).toContain('using the database of the running local server');
    const token = created.stdout.trim().split('\n').at(-1)!;
    expect((await fetch(`${server!.url}/api/v1/me/courses`, { headers: bearer(token) })).status).toBe(200);
    const migrated = await script('migrate');
    expect(migrated.stdout.trim()).toBe('up to date');
  });

  it('only this OS user can open the running server’s database: a password in a 0600 file, private data files', async () => {
    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'server.json'))).toBe(0o600);
    expect(await mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    const readable: string[] = [];
    for (const entry of await readdir(path.join(dataDir, 'pglite'), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if ((await mode(file)) & 0o077) readable.push(file);
    }
    expect(readable).toEqual([]);

    const { databaseUrl } = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as {
      databaseUrl: string;
    };
    const wrong = new URL(databaseUrl);
    wrong.password = 'postgres';
    const intruder = postgres(wrong.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
    await expect(intruder`select email from users`).rejects.toMatchObject({ code: '28P01' });
    await intruder.end({ timeout: 0 });
    const owner = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
    expect((await owner`select 1 as one`)[0]).toEqual({ one: 1 });
    await owner.end();
  });

  it('writes one JSON line per request on the server’s output', () => {
    const lines = server!
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(lines).toContainEqual(expect.objectContaining({ method: 'GET', route: '/api/v1/me/gpa', status: 200 }));
    expect(server!.output()).not.toContain(tokens.PER_TOKEN);
  });

  it('with the server stopped, the CLI opens the embedded database itself', async () => {
    await server!.stop('SIGTERM');
    const created = await script('token', 'create', 'owner', '--name', 'offline');
    expect(created.stderr).not.toContain('running local server');
    const token = created.stdout.trim().split('\n').at(-1)!;
    server = await start();
    expect((await fetch(`${server.url}/api/v1/owner/overview`, { headers: bearer(token) })).status).toBe(200);
  }, 90_000);
});
