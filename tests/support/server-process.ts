// The README's start command (scripts/serve.ts) as a child process: what the load and fault
// tests run several of, kill and restart. Requests reach it over real loopback HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';

export interface ServerProcess {
  /** http://127.0.0.1:<port> (the server listens on 127.0.0.1 only). */
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM (a clean stop) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface ServerProcessOptions {
  /** Set on top of this process's environment; an undefined value removes the variable. */
  env?: Record<string, string | undefined>;
  /** Modules loaded into the child before the server (`node --import`), e.g. a network edge. */
  preload?: string[];
  startTimeoutMs?: number;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', NODE_ENV: 'development' };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const args = ['--import', 'tsx', ...(options.preload ?? []).flatMap((p) => ['--import', p]), 'scripts/serve.ts'];
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${output}`)),
      options.startTimeoutMs ?? 90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /API ready on http:\/\/localhost:(\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}: ${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on its own connection (no pooling). `localAddress` binds the client socket to a
 * loopback address of 127.0.0.0/8, so the server sees that client address on the socket: the
 * honest way to be several clients, since the server overwrites x-forwarded-for.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The raw answer as a fetch Response, for the shared assertions (expectError, expectDocumented). */
export function toResponse(raw: RawResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Response(raw.status === 204 || raw.status === 304 ? null : raw.body, { status: raw.status, headers });
}
