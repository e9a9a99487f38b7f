// syncCourseCatalog and searchCatalog on the real database, against stand-ins serving the
// universities' recorded catalogue responses (tests/fixtures/*/PROVENANCE.md).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { SYNC_BATCH_ROWS, writeMirror } from '../../lib/directory/catalog.js';
import type { CatalogEntry } from '../../lib/directory/types.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import {
  clearTermCache,
  concordia,
  CONCORDIA_BASE,
  concordiaHandlers,
  resetDirectoryEnv,
  slow,
  useProvider,
  waterloo,
  WATERLOO_API,
  waterlooHandlers,
  type Seen,
} from '../support/directory.js';
import { mswServer } from '../support/msw.js';

const CRON = 'cron-secret-for-tests-0123456789';
let seen: Seen[];

interface Counts {
  fetched: number;
  unique: number;
  written: number;
  withDescription: number;
}

async function sync(method: 'GET' | 'POST' = 'POST'): Promise<Counts> {
  const res = await call(method, '/api/sync-catalog', { token: CRON });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented(method, '/api/sync-catalog', res)) as Counts;
}

interface MirrorRow {
  provider: string;
  subject: string;
  catalog: string;
  title: string;
  units: string | null;
  career: string | null;
  description: string | null;
  prerequisites: string | null;
  course_id: string | null;
  updated_at: Date;
}
const mirror = () => db()<MirrorRow[]>`select * from catalog_courses order by provider, subject, catalog`;

beforeEach(async () => {
  seen = [];
  vi.stubEnv('CRON_SECRET', CRON);
  resetEnv();
  await clearTermCache();
  await db()`delete from catalog_courses`;
});
afterEach(() => resetDirectoryEnv());

describe('syncCourseCatalog with Concordia', () => {
  beforeEach(() => {
    useProvider('concordia');
    vi.stubEnv('CRON_SECRET', CRON);
    resetEnv();
  });

  it('mirrors the recorded catalogue with the counts SPEC names, then rewrites nothing on a rerun', async () => {
    mswServer.use(...concordiaHandlers(seen));
    // 71 rows; ACCO 600, 602 and 650T are listed twice; one description (ACCO 455, ID 000106).
    expect(await sync()).toEqual({ fetched: 71, unique: 68, written: 68, withDescription: 1 });
    expect(seen.map((s) => new URL(s.url).pathname).sort()).toEqual([
      '/API/v1/course/catalog/filter/*/*/*',
      '/API/v1/course/description/filter/*',
    ]);

    const rows = await mirror();
    expect(rows).toHaveLength(68);
    const acco220 = rows.find((r) => r.catalog === '220')!;
    expect(acco220).toMatchObject({
      provider: 'concordia',
      subject: 'ACCO',
      catalog: '220', // upstream " 220"
      title: 'Financial and Managerial Accounting',
      units: '3.00',
      career: 'UGRD',
      description: null,
      prerequisites: 'Never Taken/Not Registered: ACCO213, ACCO218, ACCO230, ACCO240',
      course_id: '000026',
    });
    const acco455 = rows.find((r) => r.catalog === '455')!;
    expect(acco455.description).toMatch(
      /^This course examines the principles of and methodology used in fraud detection/,
    );
    expect(acco455.description).toMatch(
      /NOTE: Students who have received credit for this topic under an ACCO 470 number may not take this course for credit\.$/,
    );
    expect(rows.find((r) => r.catalog === '650T')).toMatchObject({ units: '4.00', career: 'GRAD' });

    // Same upstream data: the same counts, 0 rows written, nothing touched (GET as the scheduler sends it).
    const before = rows.map((r) => r.updated_at.getTime());
    expect(await sync('GET')).toEqual({ fetched: 71, unique: 68, written: 0, withDescription: 1 });
    expect((await mirror()).map((r) => r.updated_at.getTime())).toEqual(before);
  });

  it('writes only what changed upstream and removes courses no longer published', async () => {
    mswServer.use(...concordiaHandlers(seen));
    await sync();
    const changed = concordia.catalogue
      .filter((r) => r.catalog !== ' 230') // no longer published
      .map((r) => (r.catalog === ' 220' ? { ...r, title: 'Financial and Managerial Accounting I' } : r));
    changed.push({ ...concordia.catalogue[0]!, ID: '999999', catalog: ' 999', title: 'A New Course' });
    mswServer.use(...concordiaHandlers(seen, { catalogue: changed }));
    expect(await sync()).toEqual({ fetched: 71, unique: 68, written: 3, withDescription: 1 });
    const rows = await mirror();
    expect(rows.map((r) => r.catalog)).not.toContain('230');
    expect(rows.find((r) => r.catalog === '220')!.title).toBe('Financial and Managerial Accounting I');
    expect(rows.find((r) => r.catalog === '999')!.title).toBe('A New Course');
  });

  it.each([
    [
      'the descriptions answer 500',
      http.get(`${CONCORDIA_BASE}/course/description/filter/*`, () => new HttpResponse('down', { status: 500 })),
    ],
    [
      'the catalogue is not JSON',
      http.get(`${CONCORDIA_BASE}/course/catalog/filter/*`, () => HttpResponse.text('<html>maintenance</html>')),
    ],
    ['the catalogue is empty', http.get(`${CONCORDIA_BASE}/course/catalog/filter/*`, () => HttpResponse.json([]))],
  ])('keeps the previous mirror and answers 502 when %s', async (_, failure) => {
    mswServer.use(...concordiaHandlers(seen));
    await sync();
    const before = await mirror();
    mswServer.use(failure);
    const res = await call('POST', '/api/sync-catalog', { token: CRON });
    await expectDocumented('POST', '/api/sync-catalog', res);
    await expectError(res, 'upstream_error');
    expect(await mirror()).toEqual(before);
  });

  it('keeps the previous mirror and answers 502 when the catalogue does not answer within DIRECTORY_SYNC_TIMEOUT_MS', async () => {
    mswServer.use(...concordiaHandlers(seen));
    await sync();
    const before = await mirror();
    useProvider('concordia', { DIRECTORY_SYNC_TIMEOUT_MS: '150' });
    mswServer.use(slow(`${CONCORDIA_BASE}/course/catalog/filter/*`, 2_000));
    const res = await call('POST', '/api/sync-catalog', { token: CRON });
    await expectDocumented('POST', '/api/sync-catalog', res);
    expect((await expectError(res, 'upstream_error')).message).toMatch(/did not answer within 150 ms/);
    expect(await mirror()).toEqual(before);
  });

  it('answers not_configured without Concordia credentials', async () => {
    useProvider('concordia', { CONCORDIA_API_USER: '' });
    vi.stubEnv('CRON_SECRET', CRON);
    resetEnv();
    mswServer.use(...concordiaHandlers(seen));
    await expectError(await call('POST', '/api/sync-catalog', { token: CRON }), 'not_configured');
    expect(seen).toEqual([]);
  });

  it('refuses callers without the cron secret', async () => {
    await expectError(await call('POST', '/api/sync-catalog'), 'unauthorized');
    await expectError(await call('GET', '/api/sync-catalog', { token: 'not-the-secret-0123456789' }), 'unauthorized');
  });
});

describe('the mirror write', () => {
  const entry = (i: number, title = `Course ${i}`): CatalogEntry => ({
    subject: 'TEST',
    catalog: String(1000 + i),
    title,
    units: 3,
    career: 'UGRD',
    description: null,
    prerequisites: null,
    courseId: null,
  });

  it('rolls back every batch when a later batch fails', async () => {
    const first = Array.from({ length: SYNC_BATCH_ROWS + 10 }, (_, i) => entry(i));
    expect(await writeMirror(db(), 'concordia', first)).toBe(first.length);
    const before = await mirror();
    // The first batch would change every title; the second holds a title the table refuses.
    const second = first.map((e, i) => ({
      ...e,
      title: i === SYNC_BATCH_ROWS + 5 ? 'x'.repeat(501) : `${e.title} (new)`,
    }));
    await expect(writeMirror(db(), 'concordia', second)).rejects.toThrow();
    expect(await mirror()).toEqual(before);
  });

  it('leaves other providers’ rows alone', async () => {
    await writeMirror(db(), 'waterloo', [entry(1)]);
    await writeMirror(db(), 'concordia', [entry(2)]);
    expect((await mirror()).map((r) => `${r.provider} ${r.catalog}`)).toEqual(['concordia 1002', 'waterloo 1001']);
  });
});

describe('syncCourseCatalog with Waterloo', () => {
  beforeEach(() => {
    useProvider('waterloo');
    vi.stubEnv('CRON_SECRET', CRON);
    resetEnv();
  });

  it('mirrors Open Data v3 Courses of every listed term, newest term first', async () => {
    // The stand-in answers Courses/1249 with the recorded Courses/1235 sample (only the term
    // differs) and Courses/1245 with an older title of CS 100, which the newer term overrides.
    const older = { ...waterloo.courses1235[0]!, termCode: '1245', title: 'Old Title' };
    mswServer.use(
      ...waterlooHandlers(seen, { courses: { '1251': [], '1249': waterloo.courses1235, '1245': [older] } }),
    );
    expect(await sync()).toEqual({ fetched: 6, unique: 5, written: 5, withDescription: 4 });
    const calls = seen.filter((s) => s.url.startsWith(WATERLOO_API));
    expect(calls.map((s) => new URL(s.url).pathname).sort()).toEqual([
      '/v3/Courses/1245',
      '/v3/Courses/1249',
      '/v3/Courses/1251',
    ]);
    for (const c of calls) expect(c.apiKey).toBe('uw-test-key');

    const rows = await mirror();
    expect(rows.map((r) => `${r.subject} ${r.catalog}`)).toEqual([
      'ACC 784',
      'CS 100',
      'CS 445',
      'ECE 451',
      'MATH 136',
    ]);
    expect(rows.find((r) => r.subject === 'CS' && r.catalog === '100')).toMatchObject({
      provider: 'waterloo',
      title: 'Introduction to Computing Through Applications',
      units: null,
      career: 'UG',
      course_id: '004360',
    });
    // Cross-listed: CS 445 and ECE 451 share courseId 004413 and stay two courses.
    expect(rows.find((r) => r.subject === 'ECE')).toMatchObject({
      catalog: '451',
      course_id: '004413',
      prerequisites:
        'Prereq: ECE 250; Level at least 3A Computer Engineering or Electrical Engineering. Antireq: SE 463',
    });
    expect(rows.find((r) => r.subject === 'ACC')).toMatchObject({
      career: 'GRD',
      description: null,
      prerequisites: null,
    });
    expect(await sync()).toEqual({ fetched: 6, unique: 5, written: 0, withDescription: 4 });
  });

  it('answers not_configured without WATERLOO_API_KEY', async () => {
    useProvider('waterloo', { WATERLOO_API_KEY: '' });
    vi.stubEnv('CRON_SECRET', CRON);
    resetEnv();
    mswServer.use(...waterlooHandlers(seen));
    expect(
      (await expectError(await call('POST', '/api/sync-catalog', { token: CRON }), 'not_configured')).hint,
    ).toMatch(/WATERLOO_API_KEY/);
  });

  it('answers 502 when the API refuses the key or rate-limits', async () => {
    mswServer.use(
      http.get(`${WATERLOO_API}/Courses/:term`, () =>
        HttpResponse.json({ message: 'Too Many Requests' }, { status: 429 }),
      ),
      ...waterlooHandlers(seen),
    );
    expect(
      (await expectError(await call('POST', '/api/sync-catalog', { token: CRON }), 'upstream_error')).message,
    ).toMatch(/HTTP 429/);
  });
});

describe('searchCatalog', () => {
  interface Page {
    items: Array<{
      subject: string;
      catalog: string;
      title: string;
      units: number | null;
      description: string | null;
      updatedAt: string;
    }>;
    nextCursor: string | null;
  }
  async function search(query: string): Promise<Page> {
    const res = await call('GET', `/api/catalog${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=3600');
    return (await expectDocumented('GET', `/api/catalog${query}`, res)) as Page;
  }

  beforeEach(async () => {
    useProvider('concordia');
    vi.stubEnv('CRON_SECRET', CRON);
    resetEnv();
    mswServer.use(...concordiaHandlers(seen));
    await sync();
  });

  it('pages through the mirror by subject and catalog number without repeats', async () => {
    const codes: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await search(`?subject=acco&limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(20);
      codes.push(...page.items.map((i) => `${i.subject} ${i.catalog}`));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(codes).toHaveLength(68);
    expect(new Set(codes).size).toBe(68);
    expect([...codes].sort()).toEqual(codes);
  });

  it('finds text in titles and course codes', async () => {
    const fraud = await search('?q=FRAUD');
    expect(fraud.items.map((i) => `${i.subject} ${i.catalog}`)).toEqual(['ACCO 455']);
    expect(fraud.items[0]).toMatchObject({ title: 'Fraud Prevention and Investigation', units: 3 });
    expect(fraud.items[0]!.description).toMatch(/^This course examines/);
    expect(fraud.items[0]!.updatedAt).toMatch(/Z$/);
    expect((await search('?q=acco%2045')).items.map((i) => i.catalog)).toEqual(['450', '455']); // code contains ACCO45
    expect((await search('?q=650t')).items.map((i) => i.catalog)).toEqual(['650T']);
    expect((await search('?q=100%25')).items).toEqual([]); // % is a character, not a wildcard
    expect((await search('?subject=COMP')).items).toEqual([]);
  });

  it('shows only the configured provider’s courses', async () => {
    useProvider('waterloo');
    expect((await search('?limit=5')).items).toEqual([]);
  });

  it.each([
    ['?subject=A', /^query subject: /],
    ['?subject=ACCO1', /^query subject: /],
    ['?q=', /^query q: /],
    [`?q=${'x'.repeat(101)}`, /^query q: /],
    ['?limit=0', /^query limit: /],
    ['?limit=201', /^query limit: /],
    ['?cursor=not-a-cursor', /cursor/],
  ])('refuses %s with 400', async (query, message) => {
    expect((await expectError(await call('GET', `/api/catalog${query}`), 'bad_request')).message).toMatch(message);
  });
});
