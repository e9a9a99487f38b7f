// Every internal link of the site resolves: a crawl from the homepage follows each same-origin
// href (HTML and Markdown alike) and checks the target answers 200 and has the #fragment.
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../lib/site/pages.js';
import { call } from '../support/app.js';

const hrefsOf = (html: string) => [...html.matchAll(/\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const markdownLinksOf = (md: string) => [...md.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);

describe('internal links', () => {
  it('all resolve, fragments included, and every page is reachable from the homepage', async () => {
    const seen = new Map<string, string>(); // path → HTML (or '' for non-HTML resources)
    const queue = ['/'];
    const broken: string[] = [];
    const fragments: Array<{ from: string; path: string; id: string }> = [];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      const res = await call('GET', path, { headers: { accept: 'text/html' } });
      if (res.status !== 200) {
        broken.push(`${path} → ${res.status}`);
        seen.set(path, '');
        continue;
      }
      const isHtml = (res.headers.get('content-type') ?? '').startsWith('text/html');
      const html = isHtml ? await res.text() : '';
      seen.set(path, html);
      if (!isHtml) continue;
      const md = await (await call('GET', path, { headers: { accept: 'text/markdown' } })).text();
      for (const href of [...hrefsOf(html), ...markdownLinksOf(md)]) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const url = new URL(href, 'http://site.test');
        if (url.hash) fragments.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
        if (!seen.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname);
      }
    }
    expect(broken).toEqual([]);
    for (const { from, path, id } of fragments) {
      if (path === '/docs/api/scalar.js') continue;
      expect(seen.get(path), `${from} links to ${path}#${id}`).toContain(`id="${id}"`);
    }
    for (const page of PAGES) expect(seen.has(page.path), `${page.path} reachable`).toBe(true);
    expect(seen.size).toBeGreaterThan(PAGES.length);
  });
});
