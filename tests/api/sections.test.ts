// getSections against stand-ins serving the universities' recorded responses
// (tests/fixtures/concordia, tests/fixtures/waterloo; see their PROVENANCE.md).
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { clearSectionsCache } from '../../lib/directory/index.js';
import { TERMS_TTL_SECONDS } from '../../lib/directory/terms.js';
import { call, expectError } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import {
  clearTermCache,
  concordia,
  CONCORDIA_BASE,
  concordiaHandlers,
  EXPECTED_BASIC,
  resetDirectoryEnv,
  slow,
  useProvider,
  waterloo,
  WATERLOO_SCHEDULE,
  waterlooHandlers,
  type ConcordiaRow,
  type Seen,
} from '../support/directory.js';
import { mswServer } from '../support/msw.js';

interface SectionBody {
  classNumber: string;
  termCode: string;
  section: string;
  component?: string;
  meetingTimes: string | null;
  hasReserved: boolean;
  [k: string]: unknown;
}
interface SectionsBody {
  subject: string;
  catalog: string;
  sections: SectionBody[];
}

const CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
let seen: Seen[];

async function sections(subject: string, catalog: string): Promise<SectionsBody> {
  const path = `/api/sections?subject=${subject}&catalog=${catalog}`;
  const res = await call('GET', path);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe(CACHE);
  return (await expectDocumented('GET', path, res)) as SectionsBody;
}

const find = (body: SectionsBody, term: string, classNumber: string) => {
  const hits = body.sections.filter((s) => s.termCode === term && s.classNumber === classNumber);
  expect(hits, `${term}/${classNumber} once`).toHaveLength(1);
  return hits[0]!;
};

beforeEach(async () => {
  seen = [];
  await clearTermCache();
  // The recorded Concordia data spans 2014–2019: "now" is a day in the Fall 2018 term.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2018-10-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetDirectoryEnv();
});

describe('getSections with Concordia (the default provider)', () => {
  beforeEach(() => useProvider('concordia'));

  it('asks the university once for the same course however the query spells it (case, parameter order)', async () => {
    mswServer.use(...concordiaHandlers(seen));
    await sections('BIOL', '201');
    const once = seen.length;
    expect(once).toBeGreaterThan(0);
    for (const path of [
      '/api/sections?subject=biol&catalog=201',
      '/api/sections?catalog=201&subject=BIOL',
      '/api/sections?catalog=201&subject=Biol',
    ]) {
      const res = await call('GET', path);
      expect(res.status).toBe(200);
      expect(((await res.json()) as SectionsBody).sections).toHaveLength(15);
    }
    expect(seen.length).toBe(once);
  });

  it('maps the recorded BIOL 201 rows of the current terms, field by field', async () => {
    mswServer.use(...concordiaHandlers(seen));
    const body = await sections('BIOL', '201');
    expect(body.subject).toBe('BIOL');
    expect(body.catalog).toBe('201');

    // Winter 2019 (2184) before Fall 2018 (2182); LEC before LAB; sections in order. Older terms are left out.
    expect(body.sections.map((s) => `${s.termCode} ${s.component} ${s.section} ${s.classNumber}`)).toEqual([
      '2184 LEC 04 1226',
      '2184 LEC 05 5380',
      '2184 LAB 01L 1223',
      '2184 LAB 02L 1225',
      '2184 LAB 03L 1224',
      '2184 LAB 04L 5381',
      '2182 LEC 01 1226',
      '2182 LEC 02 1222',
      '2182 LEC 03 7584',
      '2182 LAB 01L 1225',
      '2182 LAB 02L 1224',
      '2182 LAB 03L 1223',
      '2182 LAB 04L 1221',
      '2182 LAB 05L 7586',
      '2182 LAB 06L 7585',
    ]);

    // Class 1226 in 2184 is recorded three times (exact duplicates): one section.
    expect(find(body, '2184', '1226')).toEqual({
      classNumber: '1226',
      termCode: '2184',
      section: '04',
      courseTitle: 'INTRODUCTORY BIOLOGY',
      component: 'LEC',
      componentLabel: 'Lecture',
      meetingTimes: 'Wed Fri 11:45–13:00',
      enrolled: 28,
      capacity: 90,
      waitlisted: 0,
      waitlistCap: 72,
      hasReserved: true,
      location: 'LOY',
      instructionMode: 'In Person',
      building: 'HC',
      room: '157',
    });
    expect(find(body, '2182', '1225')).toEqual({
      classNumber: '1225',
      termCode: '2182',
      section: '01L',
      courseTitle: 'INTRODUCTORY BIOLOGY',
      component: 'LAB',
      componentLabel: 'Laboratory',
      meetingTimes: 'Tue 13:30–17:30',
      enrolled: 36,
      capacity: 34,
      waitlisted: 13,
      waitlistCap: 34,
      hasReserved: false,
      location: 'LOY',
      instructionMode: 'In Person',
      building: 'SP',
      room: '380-2',
    });
    // Every day flag is "N" or null (the API's thursdays quirk): the time is kept, without days.
    expect(find(body, '2184', '1224').meetingTimes).toBe('13:30–17:30');
    expect(find(body, '2184', '5380')).toMatchObject({
      meetingTimes: 'Tue 08:45–10:00',
      enrolled: 12,
      capacity: 52,
      waitlistCap: 52,
      hasReserved: true,
      building: 'CC',
      room: '320',
    });
  });

  it('normalises the subject to upper case and calls the API as documented', async () => {
    mswServer.use(...concordiaHandlers(seen));
    const body = await sections('biol', '201');
    expect(body.subject).toBe('BIOL');
    expect(body.sections).toHaveLength(15);
    expect(seen.map((s) => s.url)).toEqual([
      `${CONCORDIA_BASE}/course/session/filter/*/*/*`,
      `${CONCORDIA_BASE}/course/schedule/filter/*/BIOL/201`,
    ]);
    for (const s of seen) {
      expect(s.authorization).toBe(EXPECTED_BASIC);
      expect(s.userAgent).toMatch(/^GradeTrack-API\/1\.0\.0 \(course directory lookups; \+http:\/\/localhost:3000\)$/);
    }
  });

  it('leaves out cancelled classes and maps unscheduled, online and multi-pattern classes', async () => {
    const base = concordia.schedule.find((r) => r.termCode === '2184' && r.classNumber === '1226')!;
    const lab = concordia.schedule.find((r) => r.termCode === '2182' && r.classNumber === '1225')!;
    // Derived from recorded rows; only the named fields differ.
    const derived: ConcordiaRow[] = [
      { ...base, classNumber: '9001', section: '06', classStatus: 'Cancelled Section' },
      { ...base, classNumber: '9002', section: '07', classStartTime: '00.00.00', classEndTime: '00.00.00' },
      {
        ...base,
        classNumber: '9003',
        section: '08',
        locationCode: 'ONL',
        instructionModeCode: 'OL',
        instructionModeDescription: 'Online',
        buildingCode: '',
        room: '',
        roomCode: '',
      },
      {
        ...lab,
        meetingPatternNumber: '2',
        tuesdays: 'N',
        fridays: 'Y',
        classStartTime: '08.30.00',
        classEndTime: '10.00.00',
      },
    ];
    mswServer.use(...concordiaHandlers(seen, { schedule: [...concordia.schedule, ...derived] }));
    const body = await sections('BIOL', '201');
    expect(body.sections.some((s) => s.classNumber === '9001')).toBe(false);
    expect(find(body, '2184', '9002').meetingTimes).toBeNull();
    const online = find(body, '2184', '9003');
    expect(online).toMatchObject({ location: 'ONL', instructionMode: 'Online', meetingTimes: 'Wed Fri 11:45–13:00' });
    expect(online).not.toHaveProperty('building');
    expect(online).not.toHaveProperty('room');
    expect(find(body, '2182', '1225').meetingTimes).toBe('Tue 13:30–17:30; Fri 08:30–10:00');
  });

  it('answers one instructionMode vocabulary: Concordia’s On-Line is Online, as at Waterloo', async () => {
    const base = concordia.schedule.find((r) => r.termCode === '2184' && r.classNumber === '1226')!;
    const derived: ConcordiaRow[] = [
      {
        ...base,
        classNumber: '9104',
        section: '14',
        locationCode: 'ONL',
        instructionModeCode: 'OL',
        instructionModeDescription: 'On-Line',
      },
      { ...base, classNumber: '9105', section: '15', instructionModeCode: 'BL', instructionModeDescription: 'Blended' },
      {
        ...base,
        classNumber: '9106',
        section: '16',
        instructionModeCode: 'XX',
        instructionModeDescription: 'Correspondence',
      },
    ];
    mswServer.use(...concordiaHandlers(seen, { schedule: [...concordia.schedule, ...derived] }));
    const body = await sections('BIOL', '201');
    expect(find(body, '2184', '9104').instructionMode).toBe('Online');
    expect(find(body, '2184', '9105').instructionMode).toBe('Blended');
    expect(find(body, '2184', '1226').instructionMode).toBe('In Person');
    // A mode outside the vocabulary is left out rather than passed on in the university's spelling.
    expect(find(body, '2184', '9106')).not.toHaveProperty('instructionMode');
    const modes = new Set(body.sections.map((s) => s.instructionMode).filter(Boolean));
    expect([...modes].every((m) => ['In Person', 'Online', 'Blended'].includes(m as string))).toBe(true);
  });

  it('answers 200 with no sections for a course without classes in the current terms', async () => {
    mswServer.use(...concordiaHandlers(seen));
    expect((await sections('BIOL', '999')).sections).toEqual([]);
    // BIOL 205 is recorded only for 2182 and earlier; in Summer 2019 no listed term has it.
    await clearTermCache();
    vi.setSystemTime(new Date('2019-02-01T12:00:00Z'));
    expect((await sections('BIOL', '205')).sections).toEqual([]);
    expect((await sections('BIOL', '201')).sections.every((s) => s.termCode === '2184')).toBe(true);
  });

  it('asks nothing more when no term is current', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    mswServer.use(...concordiaHandlers(seen));
    expect((await sections('BIOL', '201')).sections).toEqual([]);
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual(['/API/v1/course/session/filter/*/*/*']);
  });

  it('keeps a term listed until its last day ends in Montreal, not in UTC', async () => {
    mswServer.use(...concordiaHandlers(seen));
    const terms = async () => [...new Set((await sections('BIOL', '201')).sections.map((s) => s.termCode))];
    // Fall 2018 (2182) ends on 03/12/2018. 21:00 in Montreal that evening is 02:00 UTC the next day.
    vi.setSystemTime(new Date('2018-12-04T02:00:00Z'));
    expect(await terms()).toEqual(['2184', '2182']);
    // One minute past midnight in Montreal (EST, UTC−5) the term has ended.
    await clearTermCache();
    vi.setSystemTime(new Date('2018-12-04T05:01:00Z'));
    expect(await terms()).toEqual(['2184']);
  });

  it('caches the current terms in Postgres until they expire', async () => {
    mswServer.use(...concordiaHandlers(seen));
    await sections('BIOL', '201');
    await sections('BIOL', '201');
    const sessionCalls = () => seen.filter((s) => s.url.includes('/course/session/')).length;
    expect(sessionCalls()).toBe(1);
    const [row] = await db()<{ terms: Array<{ code: string; name: string }>; fetched_at: Date; expires_at: Date }[]>`
      select terms, fetched_at, expires_at from directory_terms where provider = 'concordia'`;
    expect(row!.terms).toEqual([
      { code: '2184', name: 'Winter 2019' },
      { code: '2182', name: 'Fall 2018' },
    ]);
    expect(row!.expires_at.getTime() - row!.fetched_at.getTime()).toBe(TERMS_TTL_SECONDS * 1000);
    vi.setSystemTime(new Date(Date.now() + (TERMS_TTL_SECONDS + 60) * 1000));
    // The course's own answer is reused for a minute on a monotonic clock the fake Date does not move.
    clearSectionsCache();
    await sections('BIOL', '201');
    expect(sessionCalls()).toBe(2);
  });

  it.each([
    [
      'the schedule answers 500',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () => new HttpResponse('oops', { status: 500 })),
      /answered HTTP 500/,
    ],
    [
      'the sessions answer 503',
      http.get(`${CONCORDIA_BASE}/course/session/filter/*`, () => new HttpResponse('busy', { status: 503 })),
      /answered HTTP 503/,
    ],
    [
      'the credentials are refused',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () => new HttpResponse('Unauthorized', { status: 401 })),
      /answered HTTP 401/,
    ],
    [
      'the schedule is not JSON',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () =>
        HttpResponse.html('<html><body>Maintenance</body></html>'),
      ),
      /not JSON/,
    ],
    [
      'the schedule has another shape',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () => HttpResponse.json({ error: 'quota' })),
      /unexpected shape/,
    ],
    [
      'a count is not a number',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () =>
        HttpResponse.json([{ ...concordia.schedule.find((r) => r.termCode === '2184')!, currentEnrollment: 'lots' }]),
      ),
      /non-numeric/,
    ],
    [
      'the connection fails',
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, () => HttpResponse.error()),
      /could not be reached/,
    ],
  ])('answers 502 upstream_error when %s', async (_, failure, message) => {
    mswServer.use(failure, ...concordiaHandlers(seen));
    const res = await call('GET', '/api/sections?subject=BIOL&catalog=201');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectDocumented('GET', '/api/sections', res);
    expect((await expectError(res, 'upstream_error')).message).toMatch(message);
  });

  it('answers 502 when the university does not answer in time', async () => {
    useProvider('concordia', { DIRECTORY_TIMEOUT_MS: '150' });
    let upstreamAnswered = false;
    mswServer.use(
      http.get(`${CONCORDIA_BASE}/course/schedule/filter/*`, async () => {
        await delay(2_000);
        upstreamAnswered = true;
        return HttpResponse.json([]);
      }),
      ...concordiaHandlers(seen),
    );
    const res = await call('GET', '/api/sections?subject=BIOL&catalog=201');
    expect((await expectError(res, 'upstream_error')).message).toMatch(/did not answer within 150 ms/);
    // The answer came before the university's: the request did not wait for it.
    expect(upstreamAnswered).toBe(false);
  });

  it('answers not_configured without Concordia credentials, before calling anyone', async () => {
    vi.stubEnv('CONCORDIA_API_KEY', '');
    useProvider('concordia', { CONCORDIA_API_KEY: '' });
    mswServer.use(...concordiaHandlers(seen));
    const body = await expectError(await call('GET', '/api/sections?subject=BIOL&catalog=201'), 'not_configured');
    expect(body.hint).toMatch(/CONCORDIA_API_USER and CONCORDIA_API_KEY/);
    expect(seen).toEqual([]);
  });
});

describe('getSections with Waterloo (DIRECTORY_PROVIDER=waterloo)', () => {
  beforeEach(() => useProvider('waterloo'));

  it('maps the recorded CS 135 page field by field', async () => {
    mswServer.use(...waterlooHandlers(seen));
    const body = await sections('cs', '135');
    expect(body.subject).toBe('CS');

    // Terms from the form's sess options; every one is asked, the undergraduate form.
    const asked = seen
      .filter((s) => s.url.includes('salook.pl'))
      .map((s) => Object.fromEntries(new URL(s.url).searchParams));
    expect(asked).toEqual([
      { level: 'under', sess: '1251', subject: 'CS', cournum: '135' },
      { level: 'under', sess: '1249', subject: 'CS', cournum: '135' },
      { level: 'under', sess: '1245', subject: 'CS', cournum: '135' },
    ]);
    for (const s of seen) expect(s.userAgent).toMatch(/^GradeTrack-API\/1\.0\.0 /);

    // 11 lectures (LEC 011 cancelled), 17 tutorials (TUT 115 cancelled), one test.
    expect(body.sections).toHaveLength(29);
    expect(body.sections.every((s) => s.termCode === '1249')).toBe(true);
    expect(body.sections.map((s) => s.classNumber)).not.toContain('7001');
    expect(body.sections.map((s) => s.classNumber)).not.toContain('7002');
    expect(body.sections.map((s) => `${s.component} ${s.section}`).slice(9, 13)).toEqual([
      'LEC 010',
      'LEC 012',
      'TUT 101',
      'TUT 102',
    ]);
    expect(body.sections.at(-1)).toMatchObject({ component: 'TST', section: '201' });

    expect(find(body, '1249', '6344')).toEqual({
      classNumber: '6344',
      termCode: '1249',
      section: '001',
      courseTitle: 'Designing Functional Programs',
      component: 'LEC',
      componentLabel: 'Lecture',
      meetingTimes: 'Tue Thu 08:30–09:50',
      enrolled: 80,
      capacity: 90,
      waitlisted: 0,
      waitlistCap: 0,
      hasReserved: true,
      // The reserve rows under the class, each with its own Enrl Cap and Enrl Tot.
      reserves: [
        { label: '1A AFM students', capacity: 10, enrolled: 2 },
        { label: 'Year 1 students', capacity: 80, enrolled: 78 },
      ],
      location: 'UW',
      instructionMode: 'In Person',
    });
    // 12-hour times without AM/PM.
    expect(find(body, '1249', '6337').meetingTimes).toBe('Tue Thu 13:00–14:20');
    expect(find(body, '1249', '6971').meetingTimes).toBe('Fri 12:30–13:20');
    expect(find(body, '1249', '6971')).toMatchObject({
      enrolled: 60,
      capacity: 60,
      hasReserved: false,
      component: 'TUT',
      componentLabel: 'Tutorial',
    });
    expect(find(body, '1249', '6827')).toMatchObject({
      meetingTimes: 'Mon 19:00–20:50 (Oct 28)',
      enrolled: 851,
      capacity: 980,
      componentLabel: 'Test',
    });
  });

  it('maps online, TBA, extra meeting rows, duplicates, reserves and cancellations (MATH 135)', async () => {
    mswServer.use(...waterlooHandlers(seen, { pages: { '1249 MATH 135': waterloo.math135EdgeCases } }));
    const body = await sections('MATH', '135');
    expect(find(body, '1249', '6192')).toMatchObject({
      location: 'ONLN',
      instructionMode: 'Online',
      meetingTimes: null,
    });
    expect(find(body, '1249', '6536')).toMatchObject({
      location: 'UW',
      instructionMode: 'In Person',
      meetingTimes: null,
    });
    expect(find(body, '1249', '6536')).not.toHaveProperty('building');
    expect(find(body, '1249', '9336')).toMatchObject({
      meetingTimes: 'Tue 17:30–18:20; Thu 10:30–11:20 (Sep 5–Oct 17)',
      building: 'MC',
      room: '2065',
    });
    find(body, '1249', '6549'); // recorded twice, answered once
    expect(find(body, '1249', '6856')).toMatchObject({ hasReserved: true, enrolled: 71, capacity: 70 });
    expect(find(body, '1249', '6191').hasReserved).toBe(true);
    expect(find(body, '1249', '6193').hasReserved).toBe(false);
    for (const cancelled of ['6195', '6557', '6560', '9340'])
      expect(body.sections.map((s) => s.classNumber)).not.toContain(cancelled);
    // 27 lectures, 8 tutorials and a test, less the four cancelled.
    expect(body.sections).toHaveLength(32);
  });

  it('asks the graduate form for catalog numbers from 600, and answers [] for no match', async () => {
    mswServer.use(...waterlooHandlers(seen));
    expect((await sections('CS', '646')).sections).toEqual([]);
    expect(
      seen.filter((s) => s.url.includes('salook.pl')).every((s) => new URL(s.url).searchParams.get('level') === 'grad'),
    ).toBe(true);
  });

  it('needs no API key for sections, and follows DIRECTORY_BASE_URL', async () => {
    useProvider('waterloo', { WATERLOO_API_KEY: '', DIRECTORY_BASE_URL: 'https://standin.example/uw/' });
    mswServer.use(
      http.get(
        'https://standin.example/uw/under.html',
        ({ request }) => (seen.push({ url: request.url } as Seen), HttpResponse.html(waterloo.termsForm)),
      ),
      http.get('https://standin.example/uw/cgi-bin/cgiwrap/infocour/salook.pl', ({ request }) => {
        seen.push({ url: request.url } as Seen);
        return HttpResponse.html(
          new URL(request.url).searchParams.get('sess') === '1249' ? waterloo.cs135 : waterloo.noMatch,
        );
      }),
    );
    expect((await sections('CS', '135')).sections).toHaveLength(29);
    expect(seen).toHaveLength(4);
  });

  it.each([
    [
      'one term page answers 500',
      http.get(`${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`, ({ request }) =>
        new URL(request.url).searchParams.get('sess') === '1245'
          ? new HttpResponse('error', { status: 500 })
          : undefined,
      ),
      /HTTP 500/,
    ],
    [
      'the form has no term list',
      http.get(`${WATERLOO_SCHEDULE}/under.html`, () =>
        HttpResponse.html('<html><body><h1>Down for maintenance</h1></body></html>'),
      ),
      /term list/,
    ],
    [
      'the result page is the form error page',
      http.get(`${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`, () => HttpResponse.html(waterloo.noSubject)),
      /without the requested course/,
    ],
    [
      'the result page is something else',
      http.get(`${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`, () =>
        HttpResponse.text('Service Unavailable'),
      ),
      /not a Schedule of Classes/,
    ],
    [
      'a count cell is garbage',
      http.get(`${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`, () =>
        HttpResponse.html(
          waterloo.cs135.replace(
            '<td align="center">90  </td><td align="center">80  </td>',
            '<td align="center">90  </td><td align="center">eighty</td>',
          ),
        ),
      ),
      /non-numeric/,
    ],
  ])('answers 502 upstream_error, never part of the answer, when %s', async (_, failure, message) => {
    mswServer.use(failure, ...waterlooHandlers(seen));
    const res = await call('GET', '/api/sections?subject=CS&catalog=135');
    await expectDocumented('GET', '/api/sections', res);
    expect((await expectError(res, 'upstream_error')).message).toMatch(message);
  });

  it('answers 502 when the Schedule of Classes does not answer in time', async () => {
    useProvider('waterloo', { DIRECTORY_TIMEOUT_MS: '150' });
    mswServer.use(slow(`${WATERLOO_SCHEDULE}/under.html`, 2_000));
    expect(
      (await expectError(await call('GET', '/api/sections?subject=CS&catalog=135'), 'upstream_error')).message,
    ).toMatch(/did not answer within/);
  });
});

describe('getSections input', () => {
  beforeEach(() => {
    useProvider('concordia');
    mswServer.use(...concordiaHandlers([]));
  });

  it.each([
    ['subject=&catalog=201', 'subject'],
    ['catalog=201', 'subject'],
    ['subject=B&catalog=201', 'subject'],
    ['subject=BIOLOGY&catalog=201', 'subject'],
    ['subject=BI0L&catalog=201', 'subject'],
    ['subject=BI-L&catalog=201', 'subject'],
    ['subject=BIOL&subject=CHEM&catalog=201', 'subject'],
    ['subject=BIOL', 'catalog'],
    ['subject=BIOL&catalog=', 'catalog'],
    ['subject=BIOL&catalog=2', 'catalog'],
    ['subject=BIOL&catalog=20101', 'catalog'],
    ['subject=BIOL&catalog=201LL', 'catalog'],
    ['subject=BIOL&catalog=A201', 'catalog'],
    ['subject=BIOL&catalog=20%2F1', 'catalog'],
  ])('refuses ?%s with 400 naming %s', async (query, param) => {
    const res = await call('GET', `/api/sections?${query}`);
    await expectDocumented('GET', '/api/sections', res);
    expect((await expectError(res, 'bad_request')).message).toMatch(new RegExp(`^query ${param}: `));
  });

  it.each([
    ['bi', '10'],
    ['ABCDEF', '1234a'],
    ['Comp', '248'],
  ])('accepts subject %s with catalog %s', async (subject, catalog) => {
    const body = await sections(subject, catalog);
    expect(body).toEqual({ subject: subject.toUpperCase(), catalog: catalog.toUpperCase(), sections: [] });
  });

  it('answers other methods with 405', async () => {
    await expectError(await call('POST', '/api/sections?subject=BIOL&catalog=201'), 'method_not_allowed');
  });
});
