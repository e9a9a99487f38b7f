// Discovers the route files under api/ the way Vercel does (one function per file,
// `[param]` segments, `_`-prefixed and dot files skipped) and the definitions they export.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isRouteDefinition, type AnyMethod, type RouteDefinition } from '../route.js';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RouteFile {
  /** Path relative to the project root, e.g. `api/v1/me/assignments/[id].ts`. */
  file: string;
  /** The URL path it serves in OpenAPI form, e.g. `/api/v1/me/assignments/{id}`. */
  urlPath: string;
  segments: string[];
  module: Partial<Record<AnyMethod, (request: Request) => Promise<Response>>> & Record<string, unknown>;
  definitions: RouteDefinition[];
}

export async function listRouteFiles(root = PROJECT_ROOT): Promise<string[]> {
  const entries = await readdir(path.join(root, 'api'), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    .sort();
}

export function urlPathOf(file: string): string {
  const parts = file.replace(/\.ts$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.map((p) => p.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
}

/** A route file known by its path, imported on first use (the local server imports only the functions it serves). */
export interface LazyRouteFile {
  file: string;
  urlPath: string;
  segments: string[];
  load(): Promise<RouteFile['module']>;
}

type RouteImporter = (root: string, file: string) => Promise<RouteFile['module']>;
let importRoute: RouteImporter = (root, file) =>
  import(pathToFileURL(path.join(root, file)).href) as Promise<RouteFile['module']>;

/**
 * How the lazy route files are imported. A bundled server (scripts/bench/bundled-server.ts) sets
 * its own table of import()s: under plain node a path to a .ts file cannot be imported.
 * @public scripts/bench/bundled-server.ts calls it from generated code.
 */
export function setRouteImporter(importer: RouteImporter): void {
  importRoute = importer;
}

export async function listLazyRouteFiles(root = PROJECT_ROOT): Promise<LazyRouteFile[]> {
  return (await listRouteFiles(root)).map((file) => {
    const urlPath = urlPathOf(file);
    let module: Promise<RouteFile['module']> | undefined;
    return {
      file,
      urlPath,
      segments: urlPath.split('/').filter(Boolean),
      load: () => (module ??= importRoute(root, file)),
    };
  });
}

export async function loadRouteFiles(root = PROJECT_ROOT): Promise<RouteFile[]> {
  const files = await listRouteFiles(root);
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(root, file)).href)) as RouteFile['module'];
      const urlPath = urlPathOf(file);
      return {
        file,
        urlPath,
        segments: urlPath.split('/').filter(Boolean),
        module,
        definitions: Object.values(module).filter(isRouteDefinition),
      };
    }),
  );
}

export async function loadRouteDefinitions(root = PROJECT_ROOT): Promise<RouteDefinition[]> {
  return (await loadRouteFiles(root)).flatMap((f) => f.definitions);
}
