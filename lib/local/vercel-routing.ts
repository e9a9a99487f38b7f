// The local mirror of Vercel's routing, shared by scripts/serve.ts and the in-process tests:
// exact api/ files and public/ files, then vercel.json rewrites, then `[param]` api/ files,
// then a short 404.
import { devSignIn } from './dev-sign-in.js';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { match } from 'path-to-regexp';
import { ALL_METHODS, allowOf, methodNotAllowed, newRequestId } from '../route.js';
import { targetOf } from '../http/request-target.js';
import { listLazyRouteFiles, PROJECT_ROOT, type LazyRouteFile as RouteFile } from './route-files.js';
import { notFoundPage } from '../site/not-found.js';

export interface Router {
  fetch(request: Request): Promise<Response>;
  files: RouteFile[];
}

interface Rewrite {
  match: ReturnType<typeof match>;
  destination: (params: object) => string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export async function createRouter(root = PROJECT_ROOT): Promise<Router> {
  // Functions are imported on their first request, as the platform starts one per function.
  const files = await listLazyRouteFiles(root);
  // Static segments win over [param] segments, as on Vercel.
  const ordered = [...files].sort((a, b) => specificity(b) - specificity(a));
  const config = JSON.parse(await readFile(path.join(root, 'vercel.json'), 'utf8')) as {
    rewrites?: Array<{ source: string; destination: string }>;
  };
  const rewrites: Rewrite[] = (config.rewrites ?? []).map((r) => ({
    match: match(r.source, { decode: (value) => value }),
    destination: (params: object) => substitute(r.destination, params as Record<string, string | string[]>),
  }));
  const publicDir = path.join(root, 'public');

  const isParam = (seg: string) => /^\{\w+\}$/.test(seg);
  const isDynamic = (f: RouteFile) => f.segments.some(isParam);
  // Exact paths by their segments joined (the first file of a path wins, as a search in order would).
  const exactFiles = new Map<string, RouteFile>();
  for (const f of files)
    if (!isDynamic(f) && !exactFiles.has(f.segments.join('/'))) exactFiles.set(f.segments.join('/'), f);
  const dynamicFiles = ordered.filter(isDynamic).map((file) => ({ file, params: file.segments.map(isParam) }));

  const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);
  const findExact = (pathname: string) => exactFiles.get(segmentsOf(pathname).join('/'));
  function findDynamic(pathname: string): RouteFile | undefined {
    const segments = segmentsOf(pathname);
    return dynamicFiles.find(
      ({ file, params }) =>
        file.segments.length === segments.length && file.segments.every((s, i) => params[i] || s === segments[i]),
    )?.file;
  }

  async function dispatch(file: RouteFile, request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    const module = await file.load();
    const fn = module[method as keyof typeof module];
    if (typeof fn === 'function') return (fn as (r: Request) => Promise<Response>)(request);
    // A method the file does not export (PROPFIND, a refused TRACE) gets the file's own Allow list;
    // a file without one (the /api/ catch-all) answers every method alike, as its GET does.
    const allow = ALL_METHODS.map((m) => allowOf(module[m as keyof typeof module])).find((a) => a !== undefined);
    if (allow !== undefined) return methodNotAllowed(allow);
    if (typeof module.GET === 'function') return (module.GET as (r: Request) => Promise<Response>)(request);
    return methodNotAllowed('');
  }

  return {
    files,
    async fetch(request) {
      const local = devSignIn(request);
      if (local) return local;
      let { pathname } = targetOf(request.url);
      if (pathname.includes('%')) {
        try {
          pathname = decodeURI(pathname);
        } catch {
          // left encoded: it matches no route and ends as not found
        }
      }
      // Vercel's order: the filesystem (exact function paths and public/ files), then the
      // rewrites of vercel.json, then the [param] routes. A catch-all rewrite therefore
      // shadows every [param] route that has no rewrite of its own placed before it.
      const exact = findExact(pathname);
      if (exact) return dispatch(exact, request);
      if (request.method === 'GET' || request.method === 'HEAD') {
        const asset = await staticFile(publicDir, pathname);
        if (asset) return asset;
      }
      for (const rewrite of rewrites) {
        const hit = rewrite.match(pathname);
        if (!hit) continue;
        const target = new URL(rewrite.destination(hit.params), request.url);
        const file = findExact(target.pathname) ?? findDynamic(target.pathname);
        if (file) return dispatch(file, request);
      }
      const dynamic = findDynamic(pathname);
      if (dynamic) return dispatch(dynamic, request);
      return notFoundPage(request);
    },
  };
}

/** Fills `:name` (and `:name*`) in a rewrite destination, path and query alike, as Vercel does. */
function substitute(destination: string, params: Record<string, string | string[]>): string {
  return destination.replace(/:(\w+)\*?/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.join('/') : (value ?? '');
  });
}

function specificity(file: RouteFile): number {
  return file.segments.reduce((n, s) => n * 2 + (/^\{\w+\}$/.test(s) ? 0 : 1), 1);
}

export async function staticFile(publicDir: string, pathname: string): Promise<Response | null> {
  const candidate = path.normalize(path.join(publicDir, pathname));
  if (candidate !== publicDir && !candidate.startsWith(publicDir + path.sep)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      if ((await stat(file)).isFile()) {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        return new Response(await readFile(file), {
          status: 200,
          headers: { 'content-type': type, 'x-request-id': newRequestId() },
        });
      }
    } catch {
      // not there: try the next candidate
    }
  }
  return null;
}
