// The site's pages: Markdown authored in content/, rendered once per instance with `marked`
// into one accessible layout. Each page exists as Markdown (for agents, SPEC's negotiation)
// and as HTML (for browsers); both come from the same source so they cannot drift.
import { readFile } from 'node:fs/promises';
import { Marked } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';
import { errorCodesMarkdown } from './errors-doc.js';
import { escapeHtml } from './html.js';
import { referenceMarkdown } from './reference.js';

export interface PageSpec {
  /** URL path, no trailing slash ('/' for the homepage). */
  path: string;
  /** Markdown source under content/, or a generator for pages built from code. */
  source: string | (() => Promise<string>);
  /** Label in the navigation; pages without one are linked from the docs sidebar only. */
  nav?: string;
  /** Label in the documentation sidebar (listed in this order). */
  docs?: string;
  /** The interactive API reference (Scalar) instead of rendered Markdown. */
  reference?: boolean;
}

export const PAGES: PageSpec[] = [
  { path: '/', source: 'index.md', nav: 'Home' },
  { path: '/docs', source: 'docs/index.md', nav: 'Docs', docs: 'Overview' },
  { path: '/docs/getting-started', source: 'docs/getting-started.md', docs: 'Getting started' },
  { path: '/docs/authentication', source: 'docs/authentication.md', docs: 'Authentication and tokens' },
  {
    path: '/docs/errors',
    source: async () => (await content('docs/errors.md')).replace('<!-- error-codes -->', errorCodesMarkdown()),
    docs: 'Errors',
  },
  { path: '/docs/rate-limits', source: 'docs/rate-limits.md', docs: 'Rate limits' },
  { path: '/docs/course-directory', source: 'docs/course-directory.md', docs: 'Course directory' },
  { path: '/docs/support-tickets', source: 'docs/support-tickets.md', docs: 'Support tickets' },
  { path: '/docs/courses-and-grades', source: 'docs/courses-and-grades.md', docs: 'Courses, grades and syllabi' },
  { path: '/docs/syllabus-parsing', source: 'docs/syllabus-parsing.md', docs: 'Syllabus parsing' },
  { path: '/docs/personal-api', source: 'docs/personal-api.md', docs: 'Personal API' },
  { path: '/docs/grades-and-gpa', source: 'docs/grades-and-gpa.md', docs: 'Grades and GPA' },
  { path: '/docs/billing', source: 'docs/billing.md', docs: 'Billing' },
  { path: '/docs/notifications', source: 'docs/notifications.md', docs: 'Notifications and reminders' },
  { path: '/docs/seat-alerts', source: 'docs/seat-alerts.md', docs: 'Seat alerts' },
  { path: '/docs/lms-import', source: 'docs/lms-import.md', docs: 'Deadlines from your LMS' },
  { path: '/docs/owner-statistics', source: 'docs/owner-statistics.md', docs: 'Owner statistics' },
  { path: '/docs/admin-and-organisations', source: 'docs/admin-and-organisations.md', docs: 'Admin and organisations' },
  { path: '/docs/web-app', source: 'docs/web-app.md', docs: 'Building a web app' },
  { path: '/docs/webhooks-and-events', source: 'docs/webhooks-and-events.md', docs: 'Webhooks and events' },
  { path: '/docs/versioning', source: 'docs/versioning.md', docs: 'Versioning and changelog' },
  { path: '/docs/performance', source: 'docs/performance.md', docs: 'Performance' },
  { path: '/docs/local-development', source: 'docs/local-development.md', docs: 'Local development' },
  { path: '/docs/operations', source: 'docs/operations.md', docs: 'Operating the API' },
  { path: '/docs/api', source: referenceMarkdown, nav: 'API reference', docs: 'API reference', reference: true },
  { path: '/developers', source: 'developers.md', nav: 'Developers' },
  { path: '/about', source: 'about.md', nav: 'About' },
  { path: '/contact', source: 'contact.md', nav: 'Contact' },
];

// Written as a literal URL relative to this module so the platform's file tracer (nft) copies
// content/ into the site function's bundle; a path computed elsewhere is invisible to it.
export function content(file: string): Promise<string> {
  return readFile(new URL(`../../content/${file}`, import.meta.url), 'utf8');
}

export interface RenderedPage {
  spec: PageSpec;
  title: string;
  markdown: string;
  html: string;
}

const marked = new Marked({ gfm: true }, gfmHeadingId());

/** The page's title: its first level-one heading. */
export function titleOf(markdown: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? 'GradeTrack';
}

// Rendered pages are immutable for the life of a deployment, so memoising them per
// instance is safe (content changes only with a new deployment).
const rendered = new Map<string, Promise<RenderedPage>>();

export function findPage(urlPath: string): PageSpec | undefined {
  const normalised = urlPath === '/' ? '/' : urlPath.replace(/\/+$/, '');
  return PAGES.find((p) => p.path === normalised);
}

export function renderPage(spec: PageSpec): Promise<RenderedPage> {
  let page = rendered.get(spec.path);
  if (!page) {
    page = build(spec);
    rendered.set(spec.path, page);
    page.catch(() => rendered.delete(spec.path));
  }
  return page;
}

async function build(spec: PageSpec): Promise<RenderedPage> {
  const markdown = typeof spec.source === 'string' ? await content(spec.source) : await spec.source();
  const title = titleOf(markdown);
  const body = spec.reference
    ? `<h1 class="visually-hidden">${escapeHtml(title)}</h1>\n<div id="reference-app"></div>\n<noscript>${await marked.parse(markdown.replace(/^# .+\n/, ''))}</noscript>\n<script src="/docs/api/scalar.js"></script>\n<script src="/docs/api/init.js"></script>`
    : await marked.parse(markdown);
  return { spec, title, markdown, html: layout(spec, title, body) };
}

function layout(spec: PageSpec, title: string, main: string): string {
  const current = (p: PageSpec) =>
    p.path === spec.path ||
    (p.path === '/docs' && spec.docs && !spec.reference && !PAGES.some((o) => o.nav && o.path === spec.path));
  const nav = PAGES.filter((p) => p.nav)
    .map((p) => `<li><a href="${p.path}"${current(p) ? ' aria-current="page"' : ''}>${escapeHtml(p.nav!)}</a></li>`)
    .join('');
  const sidebar =
    spec.docs && !spec.reference
      ? `<nav class="sidebar" aria-label="Documentation"><ul>${PAGES.filter((p) => p.docs)
          .map(
            (p) =>
              `<li><a href="${p.path}"${p.path === spec.path ? ' aria-current="page"' : ''}>${escapeHtml(p.docs!)}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const pageTitle = spec.path === '/' ? 'GradeTrack API' : `${title} · GradeTrack API`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
<meta name="description" content="Deadlines, grades and GPA for university students: the GradeTrack HTTP API and its documentation.">
<link rel="stylesheet" href="/site.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="text/markdown" href="${spec.path}" title="This page as Markdown (send Accept: text/markdown)">
</head>
<body${spec.reference ? ' class="reference"' : ''}>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header"><a class="brand" href="/">GradeTrack</a><nav aria-label="Main"><ul>${nav}</ul></nav></header>
<div class="page${sidebar ? ' with-sidebar' : ''}">
${sidebar}<main id="main" tabindex="-1">
${main}
</main>
</div>
<footer class="site-footer"><p>GradeTrack is an independent service, not affiliated with or endorsed by any university. <a href="/about">About</a> · <a href="/contact">Contact</a> · <a href="/openapi.json">OpenAPI document</a></p></footer>
</body>
</html>
`;
}
