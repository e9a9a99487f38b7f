// The website: the homepage, documentation, About, Contact and developer pages, with
// Markdown negotiation (SPEC), plus the API reference's script. vercel.json's last rewrite
// sends every path outside /api/ that is not a file in public/ here, so unknown pages get
// our own short 404 too.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { withRequestLog } from '../lib/http/log.js';
import { apiPathNotFound, methodNotAllowed, newRequestId, withAllow } from '../lib/route.js';
import { negotiateFormat } from '../lib/site/negotiate.js';
import { notFoundPage } from '../lib/site/not-found.js';
import { findPage, renderPage } from '../lib/site/pages.js';

// Same-origin only: the pages load nothing from other hosts (no CDN fonts or scripts).
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const SCALAR_PATH = '/docs/api/scalar.js';
let scalar: Promise<Uint8Array<ArrayBuffer>> | undefined;
function scalarBundle(): Promise<Uint8Array<ArrayBuffer>> {
  scalar ??= readFile(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js')).then(
    (bytes) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
  );
  return scalar;
}

async function page(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // A rewritten request keeps the URL the browser asked for (on Vercel and in lib/local/vercel-routing.ts).
  const urlPath = url.pathname;
  const head = request.method === 'HEAD';
  if (urlPath === SCALAR_PATH) {
    const init = {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400',
        'x-request-id': newRequestId(),
        'x-content-type-options': 'nosniff',
      },
    };
    // The bundle is several MB: encoded once, handed over without a copy per request.
    return head ? new Response(null, init) : new Response(await scalarBundle(), init);
  }
  // /api/site itself is an API path: unknown there is the JSON not_found, like any /api/ path.
  if (urlPath.startsWith('/api/')) return apiPathNotFound();
  const spec = findPage(urlPath);
  if (!spec) return notFoundPage(request);
  const page = await renderPage(spec);
  const format = negotiateFormat(request.headers.get('accept'));
  const body = format === 'markdown' ? page.markdown : page.html;
  return new Response(head ? null : body, {
    status: 200,
    headers: {
      'content-type': format === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      vary: 'Accept',
      // Browser caching only: an edge cache keyed without Accept could serve the wrong variant.
      'cache-control': 'public, max-age=300',
      'x-request-id': newRequestId(),
      'x-content-type-options': 'nosniff',
      ...(format === 'html'
        ? { 'content-security-policy': CSP, 'referrer-policy': 'strict-origin-when-cross-origin' }
        : {}),
    },
  });
}

// Pages are logged under one name: their paths are public, but a mistyped one could hold anything.
const get = withRequestLog('/{page}', page);
const notAllowed = withRequestLog('/{page}', async () => methodNotAllowed('GET, HEAD'));

// GET/HEAD /… – the site's pages (not an API operation, so not in the OpenAPI document)
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = withAllow('GET, HEAD', {
  GET: get,
  HEAD: get,
  POST: notAllowed,
  PUT: notAllowed,
  PATCH: notAllowed,
  DELETE: notAllowed,
  OPTIONS: notAllowed,
});
