// Child processes of the bench and the soak test: the database host (PGlite, when no
// DATABASE_URL is set) and one server under test at a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { bundledServer } from './bundled-server.js';

export interface Child {
  proc: ChildProcess;
  /** Lines the child printed after its ready line. */
  onLine(fn: (line: string) => void): void;
  stop(): Promise<void>;
}

/** `ready`: the line that says the child is up (node flags such as --trace-gc print before it). */
function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (line: string) => boolean,
  loader = true,
): Promise<{ child: Child; first: string }> {
  // The peers print nothing per request, so neither does the API here (LOG_REQUESTS=on measures it).
  const proc = spawn(process.execPath, [...(loader ? ['--import', 'tsx'] : []), ...args], {
    cwd: PROJECT_ROOT,
    env: { LOG_REQUESTS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: proc.stdout! });
  const listeners: Array<(line: string) => void> = [];
  return new Promise((resolve, reject) => {
    let first: string | undefined;
    lines.on('line', (line) => {
      if (first === undefined && ready(line)) {
        first = line;
        resolve({
          first,
          child: {
            proc,
            onLine: (fn) => listeners.push(fn),
            stop: () =>
              new Promise<void>((done) => {
                if (proc.exitCode !== null) return done();
                proc.once('exit', () => done());
                proc.kill('SIGTERM');
              }),
          },
        });
      } else listeners.forEach((fn) => fn(line));
    });
    proc.once('exit', (code) => {
      if (first === undefined) reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`));
    });
  });
}

/** The database URL: DATABASE_URL, or a fresh PGlite in its own process. */
export async function startDatabase(): Promise<{ url: string; embedded: boolean; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const { child, first } = await start(['scripts/bench/db-host.ts'], process.env, (line) =>
    line.startsWith('postgres://'),
  );
  return { url: first.trim(), embedded: true, stop: child.stop };
}

export type ServerKind = 'api' | 'bare' | 'hono' | 'fastify';

export async function startServer(
  kind: ServerKind,
  db: { url: string; embedded: boolean },
  options: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<Child & { port: number; pid: number }> {
  // BENCH_SERVER=bundled: every server kind from one esbuild bundle under plain node (no tsx loader).
  const bundled = process.env.BENCH_SERVER === 'bundled';
  const script = bundled ? await bundledServer() : 'scripts/bench/peers/server.ts';
  const { child, first } = await start(
    [...(options.nodeArgs ?? []), script, kind],
    {
      ...process.env,
      ...options.env,
      DATABASE_URL: db.url,
      // PGlite is one session; on a server every framework gets the pool of 5 the API uses.
      DATABASE_POOL_MAX: db.embedded ? '1' : '5',
    },
    (line) => line.startsWith('{"port"'),
    !bundled,
  );
  const { port, pid } = JSON.parse(first) as { port: number; pid: number };
  return { ...child, port, pid };
}

/** Resident memory of a process, from /proc (Linux), in MiB. */
export function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * CPU time a process has used so far (user + system, every thread: GC helpers and the libuv
 * pool included), in milliseconds, from /proc (Linux). Over a fixed run this gives CPU per
 * request, which other jobs on a shared machine move far less than wall-clock req/s.
 */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** USER_HZ: 100 on every Linux build this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;
