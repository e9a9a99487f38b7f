// Stand-ins for the two universities' directories: msw handlers serving the recorded
// responses in tests/fixtures/{concordia,waterloo}/ (see their PROVENANCE.md), the way the
// real endpoints answer, and recording what our adapter sent.
import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { vi } from 'vitest';
import { db } from '../../lib/db.js';
import { clearSectionsCache } from '../../lib/directory/index.js';
import { resetEnv } from '../../lib/env.js';

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');

export const CONCORDIA_BASE = 'https://opendata.concordia.ca/API/v1';
export const WATERLOO_SCHEDULE = 'https://classes.uwaterloo.ca';
export const WATERLOO_API = 'https://openapi.data.uwaterloo.ca/v3';

export type ConcordiaRow = Record<string, string | null>;
export const concordia = {
  schedule: JSON.parse(fixture('concordia/course-schedule-BIOL.json')) as ConcordiaRow[],
  sessions: JSON.parse(fixture('concordia/course-sessions.json')) as ConcordiaRow[],
  catalogue: JSON.parse(fixture('concordia/course-catalogue.json')) as ConcordiaRow[],
  descriptions: JSON.parse(fixture('concordia/course-description.json')) as ConcordiaRow[],
};

export const waterloo = {
  cs135: fixture('waterloo/cs135_1249.html'),
  math135: fixture('waterloo/math135_1249.html'),
  math135EdgeCases: fixture('waterloo/math135_1249_edge-cases.html'),
  noMatch: fixture('waterloo/no_match.html'),
  noSubject: fixture('waterloo/no_subject_error.html'),
  termsForm: fixture('waterloo/under.html'),
  courses1235: JSON.parse(fixture('waterloo/courses_1235_sample.json')) as Array<Record<string, unknown>>,
};

/** Configuration for a provider, as an operator would set it; undone by resetDirectoryEnv(). */
export function useProvider(provider: 'concordia' | 'waterloo', extra: Record<string, string> = {}): void {
  vi.stubEnv('DIRECTORY_PROVIDER', provider);
  if (provider === 'concordia') {
    vi.stubEnv('CONCORDIA_API_USER', '123');
    vi.stubEnv('CONCORDIA_API_KEY', 'test-key-0123456789');
  } else {
    vi.stubEnv('WATERLOO_API_KEY', 'uw-test-key');
  }
  for (const [k, v] of Object.entries(extra)) vi.stubEnv(k, v);
  resetEnv();
}

export function resetDirectoryEnv(): void {
  vi.unstubAllEnvs();
  resetEnv();
}

/** Forget cached terms so each test starts from the university's answer. */
export async function clearTermCache(): Promise<void> {
  clearSectionsCache();
  await db()`delete from directory_terms`;
}

export const EXPECTED_BASIC = `Basic ${Buffer.from('123:test-key-0123456789').toString('base64')}`;

export interface Seen {
  url: string;
  userAgent: string | null;
  authorization: string | null;
  apiKey: string | null;
}

function record(seen: Seen[], request: Request): void {
  seen.push({
    url: request.url,
    userAgent: request.headers.get('user-agent'),
    authorization: request.headers.get('authorization'),
    apiKey: request.headers.get('x-api-key'),
  });
}

export interface ConcordiaStandIn {
  /** Rows the schedule endpoint holds (the recording, plus whatever a test adds). */
  schedule?: ConcordiaRow[];
  catalogue?: ConcordiaRow[];
  descriptions?: ConcordiaRow[];
}

/** The Open Data API as it answers: HTTP Basic required, the schedule filtered by subject and catalog. */
export function concordiaHandlers(seen: Seen[], data: ConcordiaStandIn = {}): HttpHandler[] {
  const guard = (request: Request) => {
    record(seen, request);
    return request.headers.get('authorization') === EXPECTED_BASIC
      ? null
      : new HttpResponse('Unauthorized', { status: 401 });
  };
  return [
    http.get(
      `${CONCORDIA_BASE}/course/session/filter/:career/:term/:session`,
      ({ request }) => guard(request) ?? HttpResponse.json(concordia.sessions),
    ),
    http.get(`${CONCORDIA_BASE}/course/schedule/filter/:courseId/:subject/:catalog`, ({ request, params }) => {
      const refused = guard(request);
      if (refused) return refused;
      const rows = (data.schedule ?? concordia.schedule).filter(
        (r) => r.subject === params.subject && r.catalog === params.catalog,
      );
      return HttpResponse.json(rows);
    }),
    http.get(
      `${CONCORDIA_BASE}/course/catalog/filter/:subject/:catalog/:career`,
      ({ request }) => guard(request) ?? HttpResponse.json(data.catalogue ?? concordia.catalogue),
    ),
    http.get(
      `${CONCORDIA_BASE}/course/description/filter/:id`,
      ({ request }) => guard(request) ?? HttpResponse.json(data.descriptions ?? concordia.descriptions),
    ),
  ];
}

export interface WaterlooStandIn {
  /** salook.pl pages by `${sess} ${subject} ${cournum}`; anything else gets the no-match page. */
  pages?: Record<string, string>;
  /** Courses/{term} answers by term; anything else gets []. */
  courses?: Record<string, unknown[]>;
}

export function waterlooHandlers(seen: Seen[], data: WaterlooStandIn = {}): HttpHandler[] {
  const pages = data.pages ?? { '1249 CS 135': waterloo.cs135, '1249 MATH 135': waterloo.math135 };
  return [
    http.get(`${WATERLOO_SCHEDULE}/under.html`, ({ request }) => {
      record(seen, request);
      return HttpResponse.html(waterloo.termsForm);
    }),
    http.get(`${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`, ({ request }) => {
      record(seen, request);
      const q = new URL(request.url).searchParams;
      return HttpResponse.html(pages[`${q.get('sess')} ${q.get('subject')} ${q.get('cournum')}`] ?? waterloo.noMatch);
    }),
    http.get(`${WATERLOO_API}/Courses/:term`, ({ request, params }) => {
      record(seen, request);
      if (request.headers.get('x-api-key') !== 'uw-test-key')
        return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
      return HttpResponse.json(data.courses?.[String(params.term)] ?? []);
    }),
  ];
}

/** A handler that answers only after `ms`, for timeout tests. */
export const slow = (url: string, ms: number) =>
  http.get(url, async () => {
    await delay(ms);
    return HttpResponse.json([]);
  });
