// npm run smoke:readme: the README's walkthrough, run as written on a fresh data folder.
// The `server` block starts in the background (on a free port: `localhost:3000` in the other
// commands is rewritten to it); the `client` block then runs command by command in one shell,
// so `eval` and variables carry over, without the server ever being stopped. A command must
// exit 0, and each curl must answer 2xx unless its comment names the status (`# 401: …`).
// Waterloo's schedule comes from a loopback stand-in serving the recorded pages
// (tests/fixtures/waterloo), through DIRECTORY_BASE_URL: CI has no network to rely on.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './is-main.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface Walkthrough {
  server: string;
  /** One entry per command (continuation lines joined), comment-only lines dropped. */
  client: string[];
}

function block(markdown: string, name: string): string {
  const marker = `<!-- readme-walkthrough: ${name} -->`;
  const at = markdown.indexOf(marker);
  if (at < 0) throw new Error(`README.md has no ${marker}`);
  const open = markdown.indexOf('```sh\n', at);
  const close = markdown.indexOf('\n```', open + 6);
  if (open < 0 || close < 0 || markdown.slice(at + marker.length, open).trim() !== '') {
    throw new Error(`${marker} must be followed by a sh code block`);
  }
  return markdown.slice(open + 6, close);
}

export function walkthrough(markdown: string): Walkthrough {
  const commands: string[] = [];
  let pending = '';
  for (const line of block(markdown, 'client').split('\n')) {
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    pending += (pending ? '\n' : '') + line;
    if (!line.endsWith('\\')) {
      commands.push(pending);
      pending = '';
    }
  }
  if (pending) commands.push(pending);
  const server = block(markdown, 'server').trim();
  if (server.includes('\n')) throw new Error('the server block must be one command');
  return { server, client: commands };
}

/** The status a command's comment announces (`# 401: …`), else any 2xx. */
export function expectedStatus(command: string): number | null {
  const m = /\s#\s+(\d{3})\b/.exec(command);
  return m ? Number(m[1]) : null;
}

function fixture(name: string): string {
  return readFileSync(path.join(ROOT, 'tests/fixtures/waterloo', name), 'utf8');
}

/** Waterloo's Schedule of Classes as recorded: the term form, CS 135 in Fall 2024, no match otherwise. */
async function waterlooStandIn(): Promise<{ url: string; server: Server }> {
  const pages: Record<string, string> = {
    '1249 CS 135': fixture('cs135_1249.html'),
    '1249 MATH 135': fixture('math135_1249.html'),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = url.searchParams;
    const body =
      url.pathname === '/under.html'
        ? fixture('under.html')
        : url.pathname === '/cgi-bin/cgiwrap/infocour/salook.pl'
          ? (pages[`${q.get('sess')} ${q.get('subject')} ${q.get('cournum')}`] ?? fixture('no_match.html'))
          : null;
    res.writeHead(body === null ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A fresh clone's environment: none of the caller's database, identity or provider settings. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const dropped =
    /^(DATABASE_|SUPABASE_|PUBLIC_BASE_URL$|APP_BASE_URL$|CORS_ORIGINS$|LOG_REQUESTS$|DIRECTORY_|CONCORDIA_|WATERLOO_|STRIPE_|VAPID_|CRON_SECRET$|NODE_ENV$|PGLITE_DATA_DIR$|PORT$)/;
  for (const [name, value] of Object.entries(process.env)) if (!dropped.test(name)) env[name] = value;
  return { ...env, ...extra };
}

export interface StepResult {
  command: string;
  output: string;
  exit: number;
  statuses: number[];
  ok: boolean;
}

/** True while any process of the group still runs (the server's npm, node and their children). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server's whole process group and waits until none of it runs: the shell may exit
 * while node still flushes the embedded database, whose files would then appear in the folder
 * being deleted (ENOTEMPTY … pglite/pg_logical).
 */
export async function stopGroup(pgid: number, timeoutMs = 15_000): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

/** Deletes a folder, retrying while something still writes into it (fs.rm's own back-off). */
export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

export async function runWalkthrough(
  readme = path.join(ROOT, 'README.md'),
  progress: (line: string) => void = () => {},
): Promise<{ steps: StepResult[]; serverOutput: string; ok: boolean }> {
  const { server: serverCommand, client } = walkthrough(readFileSync(readme, 'utf8'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gt-readme-'));
  const port = await freePort();
  const standIn = await waterlooStandIn();
  const env = cleanEnv({
    PORT: String(port),
    PGLITE_DATA_DIR: path.join(dataDir, 'data'),
    DIRECTORY_BASE_URL: standIn.url,
  });
  const local = (command: string) => command.replaceAll('localhost:3000', `localhost:${port}`);

  progress(`starting the server: ${local(serverCommand)} (port ${port}, data in ${dataDir})`);
  const server = spawn('bash', ['-c', local(serverCommand)], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  let ready = false;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${serverOutput}`)), 120_000);
      const onData = (chunk: Buffer) => {
        serverOutput += chunk.toString();
        if (serverOutput.includes('API ready on') && !ready) {
          ready = true;
          clearTimeout(timer);
          progress('server ready');
          resolve();
        }
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${serverOutput}`));
      });
    });

    const script = [
      'exec 2>&1',
      `curl() { command curl -w '\\n@@status %{http_code}\\n' "$@"; }`,
      ...client.flatMap((command, i) => [`echo '@@step ${i}'`, local(command), 'echo "@@exit $?"']),
    ].join('\n');
    const shell = spawn('bash', ['-s'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let announced = -1;
    const onShell = (c: Buffer) => {
      out += c.toString();
      // Each command as it starts: a step marker the shell has just printed.
      for (let i = announced + 1; i < client.length && out.includes(`@@step ${i}\n`); i++) {
        announced = i;
        progress(`[${i + 1}/${client.length}] $ ${client[i]!.split('\n')[0]}`);
      }
    };
    shell.stdout.on('data', onShell);
    shell.stderr.on('data', onShell);
    shell.stdin.end(script);
    await new Promise((resolve) => shell.once('exit', resolve));

    const steps = client.map((command, i): StepResult => {
      const start = out.indexOf(`@@step ${i}\n`);
      const end = i + 1 < client.length ? out.indexOf(`@@step ${i + 1}\n`) : out.length;
      const chunk = start < 0 ? '' : out.slice(start + `@@step ${i}\n`.length, end < 0 ? out.length : end);
      const exit = Number(/@@exit (\d+)/.exec(chunk)?.[1] ?? -1);
      const statuses = [...chunk.matchAll(/@@status (\d{3})/g)].map((m) => Number(m[1]));
      const expected = expectedStatus(command);
      const statusOk = statuses.every((s) => (expected === null ? s >= 200 && s < 300 : s === expected));
      const output = chunk
        .replace(/@@exit \d+\n?/, '')
        .replace(/\n?@@status (\d{3})\n?/g, '\n[HTTP $1]\n')
        .trim();
      return {
        command,
        output,
        exit,
        statuses,
        ok: exit === 0 && statusOk && (!command.includes('curl ') || statuses.length > 0),
      };
    });
    const alive = server.exitCode === null && server.signalCode === null;
    return { steps, serverOutput, ok: alive && steps.length > 0 && steps.every((s) => s.ok) };
  } finally {
    progress('stopping the server and removing its data folder');
    if (server.pid) await stopGroup(server.pid);
    await exited;
    standIn.server.close();
    await removeDir(dataDir);
  }
}

if (isMain(import.meta.url)) {
  runWalkthrough(undefined, (line) => console.log(`smoke: ${line}`)).then(
    ({ steps, serverOutput, ok }) => {
      for (const step of steps) {
        console.log(`${step.ok ? 'ok  ' : 'FAIL'} $ ${step.command}`);
        if (step.output) console.log(step.output.replace(/^/gm, '     '));
      }
      const requestLines = serverOutput.split('\n').filter((l) => l.includes('"msg":"request"')).length;
      console.log(
        `\n${steps.filter((s) => s.ok).length}/${steps.length} walkthrough commands passed; the server logged ${requestLines} request lines and ran throughout.`,
      );
      process.exit(ok ? 0 : 1);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
