// SPEC's Markdown negotiation: every site page answers Markdown to `Accept: text/markdown`,
// HTML to browsers, and always says `Vary: Accept`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { PAGES } from '../../lib/site/pages.js';
import { call } from '../support/app.js';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const MATRIX: Array<[accept: string | undefined, expected: 'html' | 'markdown']> = [
  [undefined, 'html'],
  [BROWSER, 'html'],
  ['text/html', 'html'],
  ['*/*', 'html'],
  ['text/*', 'html'],
  ['application/json', 'html'],
  ['text/markdown', 'markdown'],
  ['text/markdown; charset=utf-8', 'markdown'],
  ['TEXT/MARKDOWN', 'markdown'],
  ['text/markdown, */*;q=0.1', 'markdown'],
  ['text/html;q=0.5, text/markdown', 'markdown'],
  ['text/markdown;q=0.9, text/html', 'html'],
  ['text/plain, text/markdown;q=0.8', 'markdown'],
  ['text/markdown;q=0, text/html;q=0.1', 'html'],
];

describe.each(PAGES.map((p) => [p.path, p] as const))('%s', (path, page) => {
  it.each(MATRIX)('Accept %s → %s', async (accept, expected) => {
    const res = await call('GET', path, accept === undefined ? {} : { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept');
    const body = await res.text();
    if (expected === 'markdown') {
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(body).toMatch(/^# \S/);
      expect(body).not.toContain('<html');
    } else {
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(body).toMatch(/^<!doctype html>/);
      expect(body).toContain('<html lang="en">');
    }
  });

  it('serves the authored Markdown unchanged', async () => {
    if (typeof page.source !== 'string') return expect(typeof page.source).toBe('function');
    const authored = await readFile(`${PROJECT_ROOT}/content/${page.source}`, 'utf8');
    const res = await call('GET', path, { headers: { accept: 'text/markdown' } });
    expect(await res.text()).toBe(authored);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await call('HEAD', path, { headers: { accept: 'text/markdown' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await res.text()).toBe('');
  });
});

describe('the site as a whole', () => {
  it('renders one layout: navigation, skip link, main landmark and the independence statement on every page', async () => {
    for (const page of PAGES) {
      const html = await (await call('GET', page.path)).text();
      expect(html, page.path).toContain('<nav aria-label="Main">');
      expect(html, page.path).toContain('<a class="skip-link" href="#main">');
      expect(html, page.path).toContain('<main id="main"');
      expect(html, page.path).toMatch(/not affiliated with or endorsed by any university/);
      expect(html.match(/<h1[\s>]/g)?.length, `${page.path}: one h1`).toBe(1);
    }
  });

  it('loads nothing from other hosts: every script, stylesheet and image is same-origin, and the CSP says so', async () => {
    for (const page of PAGES) {
      const res = await call('GET', page.path);
      const html = await res.text();
      const assets = [...html.matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length, page.path).toBeGreaterThan(0);
      for (const asset of assets) expect(asset, `${page.path} loads ${asset}`).toMatch(/^\/(?!\/)/);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    }
  });

  it('documents every error code with its own anchor, where error bodies point', async () => {
    const { ERROR_CODES } = await import('../../lib/errors.js');
    const html = await (await call('GET', '/docs/errors')).text();
    for (const code of ERROR_CODES) expect(html).toContain(`id="${code}"`);
    const error = (await (await call('GET', '/api/nope')).json()) as { docs: string };
    expect(new URL(error.docs).pathname + new URL(error.docs).hash).toBe('/docs/errors#not_found');
  });

  it('serves the API reference script from the bundled npm package', async () => {
    const res = await call('GET', '/docs/api/scalar.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });

  it('lists every operation of openapi.json in the Markdown reference', async () => {
    const document = JSON.parse(await readFile(`${PROJECT_ROOT}/openapi.json`, 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const markdown = await (await call('GET', '/docs/api', { headers: { accept: 'text/markdown' } })).text();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(markdown).toContain(`\`${method.toUpperCase()} ${path}\``);
        expect(markdown).toContain(`\`${op.operationId}\``);
      }
    }
  });
});

describe('not found and wrong methods', () => {
  it('answers an unknown page with a real 404: HTML for browsers, plain text otherwise, Markdown on request', async () => {
    const html = await call('GET', '/no/such/page', { headers: { accept: BROWSER } });
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('Page not found');
    // The HTML 404 runs no script and loads nothing but its own stylesheet.
    expect(html.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );

    const plain = await call('GET', '/no/such/page', { headers: { accept: '*/*' } });
    expect(plain.status).toBe(404);
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await plain.text()).length).toBeLessThan(200);

    const none = await call('GET', '/docs/nope');
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toBe('text/plain; charset=utf-8');

    const markdown = await call('GET', '/docs/nope', { headers: { accept: 'text/markdown' } });
    expect(markdown.status).toBe(404);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    for (const res of [html, plain, none, markdown]) expect(res.headers.get('vary')).toBe('Accept');
  });

  it('escapes the requested path in the HTML 404', async () => {
    const res = await call('GET', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<script>alert(1)');
  });

  it('keeps unknown /api/ paths JSON not_found, whatever the Accept header', async () => {
    for (const [path, accept] of ['/api/no-such-operation', '/api/site'].flatMap((p) =>
      ['text/html', 'text/markdown', '*/*'].map((a) => [p, a] as const),
    )) {
      const res = await call('GET', path, { headers: { accept } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers other methods on a page with the JSON 405 and Allow', async () => {
    const res = await call('POST', '/about', { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toMatchObject({ code: 'method_not_allowed' });
  });
});
