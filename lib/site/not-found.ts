// Unknown pages outside /api/: a real 404 with a short body, HTML for browsers, Markdown
// for agents that ask for it, plain text otherwise. (Unknown /api/ paths are JSON, in api/not-found.ts.)
import { newRequestId } from '../route.js';
import { escapeHtml } from './html.js';
import { preferredType } from './negotiate.js';

const NOT_FOUND_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function notFoundPage(request: Request): Response {
  const type = preferredType(request.headers.get('accept'), ['text/plain', 'text/html', 'text/markdown']);
  const path = new URL(request.url).pathname;
  const headers = {
    vary: 'Accept',
    'x-request-id': newRequestId(),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (type === 'text/html') {
    const body = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found · GradeTrack</title><link rel="stylesheet" href="/site.css"></head><body><main class="not-found"><h1>Page not found</h1><p>Nothing lives at <code>${escapeHtml(path)}</code>.</p><p><a href="/">Home</a> · <a href="/docs">Documentation</a></p></main></body></html>\n`;
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 404,
      // The page has no script and loads only its own stylesheet: nothing else may run in it.
      headers: {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': NOT_FOUND_CSP,
        'referrer-policy': 'strict-origin-when-cross-origin',
      },
    });
  }
  if (type === 'text/markdown') {
    const body = `# Page not found\n\nNothing lives at \`${path}\`. Start at [the homepage](/) or [the documentation](/docs).\n`;
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 404,
      headers: { ...headers, 'content-type': 'text/markdown; charset=utf-8' },
    });
  }
  return new Response(request.method === 'HEAD' ? null : `Not found: ${path}\n`, {
    status: 404,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}
