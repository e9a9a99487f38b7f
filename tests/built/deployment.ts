// The output of `vercel build` (.vercel/output, Build Output API v3) run the way the platform
// runs it: every function is copied on its own into an empty folder (so it can reach only what
// its bundle holds, never the repository's node_modules or content/), its handler is the file its
// .vc-config.json names, loaded as the Node launcher loads it (ESM import; web-standard method
// exports, a `fetch` export, or a default export holding either), and requests are routed by
// config.json's routes: the filesystem (static files, then functions), then the rewrites with
// `check`, then the error routes.
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface VcConfig {
  handler: string;
  runtime: string;
  launcherType?: string;
  memory?: number;
  maxDuration?: number;
  filePathMap?: Record<string, string>;
}

interface Route {
  src?: string;
  dest?: string;
  status?: number;
  check?: boolean;
  handle?: string;
  headers?: Record<string, string>;
}

type WebHandler = (request: Request) => Promise<Response> | Response;

/** The methods the platform's Node launcher dispatches to web-standard exports. */
const LAUNCHER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

export interface BuiltFunction {
  /** URL path of the function, e.g. /api/v1/me/courses. */
  path: string;
  dir: string;
  config: VcConfig;
}

export interface Deployment {
  functions: BuiltFunction[];
  fetch(request: Request): Promise<Response>;
  /** Imports one function from its isolated copy (what a cold start does). */
  load(fn: BuiltFunction): Promise<Record<string, WebHandler | undefined>>;
  close(): Promise<void>;
}

export async function openDeployment(outputDir: string): Promise<Deployment> {
  // The bundles name their source maps URL-encoded ([id].js → %5Bid%5D.js.map); Node's own
  // source-map support would print a read error for each. Stack traces are not under test here.
  process.setSourceMapsEnabled(false);
  const config = JSON.parse(await readFile(path.join(outputDir, 'config.json'), 'utf8')) as {
    version: number;
    routes: Route[];
  };
  if (config.version !== 3) throw new Error(`Build Output API version ${config.version}, expected 3`);
  const functionsDir = path.join(outputDir, 'functions');
  const staticDir = path.join(outputDir, 'static');
  const functions: BuiltFunction[] = [];
  for (const dir of await findFuncDirs(functionsDir)) {
    const urlPath = `/${path.relative(functionsDir, dir).slice(0, -'.func'.length).split(path.sep).join('/')}`;
    functions.push({
      path: urlPath,
      dir,
      config: JSON.parse(await readFile(path.join(dir, '.vc-config.json'), 'utf8')) as VcConfig,
    });
  }
  const byPath = new Map(functions.map((f) => [f.path, f]));
  const sandbox = await mkdtemp(path.join(tmpdir(), 'gt-built-'));
  const loaded = new Map<string, Promise<Record<string, WebHandler | undefined>>>();

  async function load(fn: BuiltFunction): Promise<Record<string, WebHandler | undefined>> {
    let handlers = loaded.get(fn.path);
    if (!handlers) {
      handlers = (async () => {
        const copy = path.join(sandbox, `${fn.path}.func`);
        await cp(fn.dir, copy, { recursive: true, dereference: true });
        let listener = (await import(pathToFileURL(path.join(copy, fn.config.handler)).href)) as Record<
          string,
          unknown
        >;
        for (let i = 0; i < 5 && listener.default; i++) listener = listener.default as Record<string, unknown>;
        const fetchExport = typeof listener.fetch === 'function' ? (listener.fetch as WebHandler) : undefined;
        return Object.fromEntries(
          LAUNCHER_METHODS.map((m) => [
            m,
            fetchExport ?? (typeof listener[m] === 'function' ? (listener[m] as WebHandler) : undefined),
          ]),
        );
      })();
      loaded.set(fn.path, handlers);
    }
    return handlers;
  }

  async function invoke(fn: BuiltFunction, request: Request, url: URL): Promise<Response> {
    const handlers = await load(fn);
    const method = request.method.toUpperCase();
    const handler = handlers[method];
    // The launcher answers an unexported method itself, with a bare 405.
    if (!handler) return new Response(null, { status: 405 });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return handler(new Request(url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) }));
  }

  async function staticFile(pathname: string): Promise<Response | null> {
    const file = path.normalize(path.join(staticDir, decodeURIComponent(pathname)));
    if (!file.startsWith(staticDir + path.sep)) return null;
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    return new Response(await readFile(file), { status: 200, headers: { 'content-type': contentType(file) } });
  }

  /** The filesystem phase: a static file (GET and HEAD), else a function at that path. */
  async function filesystem(pathname: string, request: Request, url: URL): Promise<Response | null> {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = await staticFile(pathname);
      if (file) return file;
    }
    const fn = byPath.get(pathname);
    return fn ? invoke(fn, request, url) : null;
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const phases = splitPhases(config.routes);
    const hit = await filesystem(url.pathname, request, url);
    if (hit) return hit;
    for (const r of phases.filesystem) {
      const match = new RegExp(r.src!).exec(url.pathname);
      if (!match) continue;
      if (r.dest) {
        const dest = new URL(
          r.dest.replace(/\$(\d+)/g, (_, i: string) => match[Number(i)] ?? ''),
          url,
        );
        // The function sees the URL the client asked for, with the destination's query added.
        const seen = new URL(url);
        dest.searchParams.forEach((value, name) => seen.searchParams.append(name, value));
        const found = r.check ? await filesystem(dest.pathname, request, seen) : null;
        if (found) return found;
        if (r.status) return errorPhase(phases.error, url, r.status);
        continue;
      }
      if (r.status) return errorPhase(phases.error, url, r.status);
    }
    return errorPhase(phases.error, url, 404);
  }

  async function errorPhase(routes: Route[], url: URL, status: number): Promise<Response> {
    for (const r of routes) {
      if (r.src && !new RegExp(r.src).test(url.pathname)) continue;
      if (r.dest) {
        const file = await staticFile(r.dest);
        if (file) return new Response(file.body, { status: r.status ?? status, headers: file.headers });
      }
    }
    return new Response('NOT_FOUND', { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  return {
    functions,
    fetch: route,
    load,
    async close() {
      await rm(sandbox, { recursive: true, force: true });
    },
  };
}

/** Routes grouped by the `handle` marker before them: filesystem (rewrites), error, miss, … */
function splitPhases(routes: Route[]): { filesystem: Route[]; error: Route[] } {
  const phases: Record<string, Route[]> = { main: [] };
  let current = 'main';
  for (const r of routes) {
    if (r.handle) {
      current = r.handle;
      phases[current] ??= [];
      continue;
    }
    phases[current]!.push(r);
  }
  if (phases.main!.length) throw new Error('routes before the filesystem phase are not supported by this harness');
  return { filesystem: phases.filesystem ?? [], error: phases.error ?? [] };
}

async function findFuncDirs(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(full)).isDirectory());
    if (!isDir) continue;
    if (entry.name.endsWith('.func')) out.push(full);
    else out.push(...(await findFuncDirs(full)));
  }
  return out.sort();
}

function contentType(file: string): string {
  const types: Record<string, string> = {
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.html': 'text/html; charset=utf-8',
    '.json': 'application/json',
  };
  return types[path.extname(file)] ?? 'application/octet-stream';
}
