// The local mirror of Vercel's routing, shared by scripts/serve.ts and the in-process tests:
// api/ file routes (with `[param]` segments) first, then vercel.json rewrites, then static
// files from public/, then a short 404.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compile, match } from 'path-to-regexp';
import { methodNotAllowed } from './route.js';
import { loadRouteFiles, PROJECT_ROOT, type RouteFile } from './routes.js';

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
  const files = await loadRouteFiles(root);
  // Static segments win over [param] segments, as on Vercel.
  const ordered = [...files].sort((a, b) => specificity(b) - specificity(a));
  const config = JSON.parse(await readFile(path.join(root, 'vercel.json'), 'utf8')) as {
    rewrites?: Array<{ source: string; destination: string }>;
  };
  const rewrites: Rewrite[] = (config.rewrites ?? []).map((r) => ({
    match: match(r.source, { decode: decodeURIComponent }),
    destination: compile(r.destination, { encode: encodeURIComponent }),
  }));
  const publicDir = path.join(root, 'public');

  function findRoute(pathname: string): RouteFile | undefined {
    const segments = pathname.split('/').filter(Boolean);
    return ordered.find(
      (f) => f.segments.length === segments.length && f.segments.every((s, i) => /^\{\w+\}$/.test(s) || s === segments[i]),
    );
  }

  async function dispatch(file: RouteFile, request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    const fn = file.module[method as keyof RouteFile['module']];
    if (typeof fn === 'function') return (fn as (r: Request) => Promise<Response>)(request);
    const allow = Object.keys(file.module).filter((k) => /^[A-Z]+$/.test(k) && typeof file.module[k] === 'function');
    return methodNotAllowed(allow.join(', '));
  }

  return {
    files,
    async fetch(request) {
      const url = new URL(request.url);
      let pathname = url.pathname;
      if (pathname.includes('%')) {
        try {
          pathname = decodeURI(pathname);
        } catch {
          // left encoded: it matches no route and ends as not found
        }
      }
      const direct = findRoute(pathname);
      if (direct) return dispatch(direct, request);
      for (const rewrite of rewrites) {
        const hit = rewrite.match(pathname);
        if (!hit) continue;
        const target = new URL(rewrite.destination(hit.params), url);
        const file = findRoute(target.pathname);
        if (file) return dispatch(file, request);
      }
      const asset = await staticFile(publicDir, pathname);
      if (asset && (request.method === 'GET' || request.method === 'HEAD')) return asset;
      return notFoundPage(request);
    },
  };
}

function specificity(file: RouteFile): number {
  return file.segments.reduce((n, s) => n * 2 + (/^\{\w+\}$/.test(s) ? 0 : 1), 1);
}

async function staticFile(publicDir: string, pathname: string): Promise<Response | null> {
  const candidate = path.normalize(path.join(publicDir, pathname));
  if (!candidate.startsWith(publicDir)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      if ((await stat(file)).isFile()) {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        return new Response(await readFile(file), { status: 200, headers: { 'content-type': type } });
      }
    } catch {
      // not there: try the next candidate
    }
  }
  return null;
}

/** Unknown pages outside /api/: a real 404 with a short body, HTML for browsers. */
export function notFoundPage(request: Request): Response {
  const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html');
  return wantsHtml
    ? new Response(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Page not found</h1><p><a href="/">Home</a></p></html>\n',
        { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
      )
    : new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
