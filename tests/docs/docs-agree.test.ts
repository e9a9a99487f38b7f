// Statements of the docs that the code decides, checked against the code: the browser routes
// of /docs/web-app, the CORS headers it names, the Stripe.js call both guides name, and the
// configuration variables the operator's documents list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HEADERS, EXPOSED_HEADERS, isBrowserRoute } from '../../lib/http/cors.js';
import { loadRouteFiles, PROJECT_ROOT } from '../../lib/local/route-files.js';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const webApp = read('content/docs/web-app.md');

describe('/docs/web-app', () => {
  it('lists exactly the browser routes of the code', async () => {
    const bullet = webApp.split('\n').find((l) => l.startsWith('- **Which routes.**'))!;
    const listed = [...bullet.split('API-token routes')[0]!.matchAll(/`(\/api\/[^`]*)`/g)]
      .map((m) => m[1]!)
      .filter((p) => p !== '/api/');
    const browser = (await loadRouteFiles())
      .flatMap((f) => f.definitions)
      .filter((r) => r.path !== '/api/not-found' && r.path !== '/api/site' && isBrowserRoute(r))
      .map((r) => r.path);
    const covers = (prefix: string, p: string) => p === prefix || p.startsWith(`${prefix}/`);
    // Every browser route is named (itself or a path above it), and every name is a browser route's.
    expect(browser.filter((p) => !listed.some((l) => covers(l, p)))).toEqual([]);
    expect(listed.filter((l) => !browser.some((p) => covers(l, p)))).toEqual([]);
    expect(listed).toEqual(expect.arrayContaining(['/api/me/gpa', '/api/seat-watches']));
  });

  it('names the headers a page may send and read', () => {
    expect(webApp).toContain(`Access-Control-Allow-Headers: ${ALLOWED_HEADERS}`);
    for (const header of EXPOSED_HEADERS.split(', '))
      expect(webApp.toLowerCase()).toContain(`\`${header.toLowerCase()}\``);
  });

  it('says the GPA answers across origins at /api/me/gpa', () => {
    expect(webApp).not.toMatch(/GPA[^.]*is not open to browsers/);
    expect(webApp).toContain('`GET /api/me/gpa`');
  });
});

describe('the Stripe.js call', () => {
  it('is the one the code and Stripe.js 10 use, in both guides', () => {
    const checkout = read('lib/billing/checkout.ts');
    expect(checkout).toContain("ui_mode: 'embedded_page'");
    const operations = read('content/docs/operations.md');
    for (const doc of [webApp, operations]) expect(doc).toContain('createEmbeddedCheckoutPage(');
    expect(operations).not.toMatch(/Stripe\.js `initEmbeddedCheckout/);
  });
});

describe('the configuration variables', () => {
  const variables = [...read('lib/env.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!);

  it('are read from lib/env.ts', () => {
    expect(variables).toEqual(
      expect.arrayContaining(['PUBLIC_BASE_URL', 'APP_BASE_URL', 'CORS_ORIGINS', 'SUPABASE_ANON_KEY']),
    );
    expect(variables.length).toBeGreaterThan(30);
  });

  it.each(['README.md', 'content/docs/operations.md', '.env.example'])('each appears in %s', (file) => {
    const text = read(file);
    expect(variables.filter((v) => !new RegExp(`\\b${v}\\b`).test(text))).toEqual([]);
  });
});

describe('/docs/local-development', () => {
  it('quotes no figures of the outline reader, which move with every change to it', () => {
    const text = read('content/docs/local-development.md');
    const section = text.slice(text.indexOf('### Syllabus parser evaluation'), text.indexOf('## Layout'));
    expect(section.length).toBeGreaterThan(200);
    expect(section.match(/\b0\.\d{2,3}\b/g) ?? []).toEqual([]);
  });
});
