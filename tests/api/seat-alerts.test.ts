// Seat alerts end to end: watches through the routes, the job through /api/run-seat-alerts
// (and runSeatAlerts for the crash and overlap seams), the universities' recorded answers
// served by msw with seat counts edited into them (tests/support/seats.ts), and push
// services that decrypt what they receive (tests/support/push-service.ts).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { registerDevice } from '../../lib/push/devices.js';
import { webPushTransport } from '../../lib/push/transport.js';
import { vapidConfig } from '../../lib/push/vapid.js';
import { runSeatAlerts, type SeatRunOptions } from '../../lib/seats/job.js';
import { FREE_SEAT_WATCHES, SEAT_LOOKUP_LIMIT } from '../../lib/seats/watches.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import {
  clearTermCache,
  concordia,
  concordiaHandlers,
  resetDirectoryEnv,
  useProvider,
  waterloo,
  WATERLOO_SCHEDULE,
  waterlooHandlers,
  type ConcordiaRow,
  type Seen,
} from '../support/directory.js';
import { mswServer } from '../support/msw.js';
import { CRON_SECRET, usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService, type FakeDevice } from '../support/push-service.js';
import { concordiaCounts, waterlooCounts, waterlooReserve } from '../support/seats.js';

usePushEnv();

let push: FakePushService;
let seen: Seen[];
const sql = () => db();

beforeEach(async () => {
  push = new FakePushService(() => vapid.publicKey);
  seen = [];
  mswServer.use(...push.handlers());
  await sql()`delete from seat_watches`;
  await sql()`delete from seat_courses`;
  await clearTermCache();
});
afterEach(() => {
  vi.useRealTimers();
  resetDirectoryEnv();
});

async function device(userId: string): Promise<FakeDevice> {
  const d = push.device();
  await registerDevice(sql(), userId, d.endpoint, d.keys);
  return d;
}

interface WatchBody {
  id: string;
  status: string;
  alertsSent: number;
  seats: {
    enrolled: number | null;
    capacity: number | null;
    hasReserved: boolean;
    unreservedOpenSeats: number | null;
    reserves?: unknown[];
  };
  [k: string]: unknown;
}

async function watch(user: TestUser, body: Record<string, unknown>): Promise<WatchBody> {
  const res = await call('POST', '/api/seat-watches', { token: user.token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await expectDocumented('POST', '/api/seat-watches', res)) as WatchBody;
}

async function runJob(method: 'GET' | 'POST' = 'POST') {
  const res = await call(method, '/api/run-seat-alerts', { token: CRON_SECRET });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented(method, '/api/run-seat-alerts', res)) as {
    coursesPolled: number;
    openings: number;
    sent: number;
    lookupFailures: number;
    more: boolean;
    devicesRemoved: number;
  };
}

const run = (options: Partial<SeatRunOptions> = {}) =>
  runSeatAlerts(sql(), { transport: webPushTransport(vapidConfig()), ...options });

/** The clock moves past every course's next poll time: what the next scheduled run sees. */
const pollDue = () => sql()`update seat_courses set next_poll_at = now() - interval '1 second'`;
/** The clock moves past every lease: what a run after a crashed one sees. */
const leasesRunOut = async () => {
  await pollDue();
  await sql()`update seat_alert_deliveries set next_attempt_at = now() - interval '1 second' where sent_at is null and failed_at is null`;
};

const alertsOf = (d: FakeDevice) => push.receivedBy(d.endpoint).map((m) => m.payload);
const schedulePages = () => seen.filter((s) => s.url.includes('salook.pl'));

describe('seat alerts with Waterloo (reserve groups published)', () => {
  // MATH 135, term 1249, as recorded (tests/fixtures/waterloo/math135_1249.html):
  //   6193 LEC 022  cap 60, enrolled 59, no reserve         → one seat open
  //   6191 LEC 021  cap 60, enrolled 18, reserves "Not in Yr 1 Math" 30/18, "MATH BASE students" 30/0
  //                 → 42 seats open, every one of them reserved
  const recorded = waterloo.math135;
  const full6193 = waterlooCounts(recorded, '6193', { enrolled: 60 });
  const full6191 = waterlooReserve(
    waterlooReserve(waterlooCounts(recorded, '6191', { enrolled: 60 }), '6191', 'Not in Yr 1', {
      capacity: 30,
      enrolled: 30,
    }),
    '6191',
    'MATH BASE',
    { capacity: 30, enrolled: 30 },
  );
  // The MATH BASE reserve released (Waterloo drops the row): its 30 seats are open to anyone.
  const released6191 = waterlooReserve(recorded, '6191', 'MATH BASE', null);

  let pages: Record<string, string>;
  const answer = (html: string) => {
    pages['1249 MATH 135'] = html;
  };
  beforeEach(() => {
    useProvider('waterloo');
    pages = { '1249 MATH 135': recorded, '1249 CS 135': waterloo.cs135 };
    mswServer.use(...waterlooHandlers(seen, { pages }));
  });

  it('a personal token (tk_per_) lists, creates, reads and removes its watches under /api/v1/me', async () => {
    answer(full6193);
    const ana = await makeUser();
    const { token } = await makeToken('per', ana.id);
    const created = await call('POST', '/api/v1/me/seat-watches', {
      token,
      body: { subject: 'math', catalog: '135', classNumber: '6193', termCode: '1249' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const w = (await expectDocumented('POST', '/api/v1/me/seat-watches', created)) as WatchBody;
    expect(w).toMatchObject({ classNumber: '6193', status: 'full' });
    // The same watch as the session routes see it: one account, two ways in.
    const session = await (await call('GET', '/api/seat-watches', { token: ana.token })).json();
    expect(session.items.map((i: WatchBody) => i.id)).toEqual([w.id]);
    const listed = await call('GET', '/api/v1/me/seat-watches?limit=2', { token });
    expect(await expectDocumented('GET', '/api/v1/me/seat-watches', listed)).toMatchObject({
      items: [{ id: w.id }],
      limit: 2,
      maxWatches: FREE_SEAT_WATCHES,
    });
    const one = await call('GET', `/api/v1/me/seat-watches/${w.id}`, { token });
    expect(await expectDocumented('GET', `/api/v1/me/seat-watches/${w.id}`, one)).toMatchObject({ id: w.id });
    // Another account's token reaches nothing of it.
    const other = await makeToken('per', (await makeUser()).id);
    await expectError(await call('GET', `/api/v1/me/seat-watches/${w.id}`, { token: other.token }), 'not_found');
    await expectError(await call('DELETE', `/api/v1/me/seat-watches/${w.id}`, { token: other.token }), 'not_found');
    // A session token is not an API token.
    await expectError(await call('GET', '/api/v1/me/seat-watches', { token: ana.token }), 'unauthorized');
    const removed = await call('DELETE', `/api/v1/me/seat-watches/${w.id}`, { token });
    expect(await removed.json()).toEqual({ id: w.id, deleted: true });
    expect((await (await call('GET', '/api/v1/me/seat-watches', { token })).json()).items).toEqual([]);
  });

  it('watches a section, lists it, reads it and removes it', async () => {
    answer(full6193);
    const ana = await makeUser();
    const w = await watch(ana, { subject: 'math', catalog: '135', classNumber: '6193', termCode: '1249' });
    expect(w).toMatchObject({
      subject: 'MATH',
      catalog: '135',
      termCode: '1249',
      classNumber: '6193',
      section: '022',
      component: 'LEC',
      notifyOn: 'seat',
      unreservedOnly: false,
      status: 'full',
      alertsSent: 0,
      lastOpenedAt: null,
      seats: { enrolled: 60, capacity: 60, waitlisted: 0, waitlistCap: 0, hasReserved: false, unreservedOpenSeats: 0 },
    });
    const listed = await call('GET', '/api/seat-watches', { token: ana.token });
    expect(await expectDocumented('GET', '/api/seat-watches', listed)).toMatchObject({
      items: [{ id: w.id }],
      nextCursor: null,
      limit: 50,
      maxWatches: FREE_SEAT_WATCHES,
    });
    const one = await call('GET', `/api/seat-watches/${w.id}`, { token: ana.token });
    expect(await expectDocumented('GET', `/api/seat-watches/${w.id}`, one)).toMatchObject({ id: w.id, status: 'full' });
    const removed = await call('DELETE', `/api/seat-watches/${w.id}`, { token: ana.token });
    expect(await expectDocumented('DELETE', `/api/seat-watches/${w.id}`, removed)).toEqual({ id: w.id, deleted: true });
    await expectError(await call('GET', `/api/seat-watches/${w.id}`, { token: ana.token }), 'not_found');
    await expectError(await call('DELETE', `/api/seat-watches/${w.id}`, { token: ana.token }), 'not_found');
  });

  it('answers 404 for another account’s watch id, on read and on delete, and leaves the watch alone', async () => {
    const [ana, ben] = [await makeUser(), await makeUser()];
    const w = await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    await expectError(await call('GET', `/api/seat-watches/${w.id}`, { token: ben.token }), 'not_found');
    await expectError(await call('DELETE', `/api/seat-watches/${w.id}`, { token: ben.token }), 'not_found');
    expect(await (await call('GET', '/api/seat-watches', { token: ben.token })).json()).toMatchObject({ items: [] });
    expect((await call('GET', `/api/seat-watches/${w.id}`, { token: ana.token })).status).toBe(200);
  });

  it('refuses an unlisted section (404), the same section twice (409) and watches beyond the plan (409); paid accounts hold more', async () => {
    const ana = await makeUser();
    const missing = await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'MATH', catalog: '135', classNumber: '1', termCode: '1249' },
      }),
      'not_found',
    );
    expect(missing.message).toMatch(/MATH 135 has no section with class number 1 in term 1249/);
    await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '12x9' },
      }),
      'bad_request',
    );
    await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249', notifyOn: 'soon' },
      }),
      'bad_request',
    );

    for (const classNumber of ['6193', '6191', '6856'])
      await watch(ana, { subject: 'MATH', catalog: '135', classNumber, termCode: '1249' });
    await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249', notifyOn: 'either' },
      }),
      'conflict',
    );
    const over = await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'CS', catalog: '135', classNumber: '6371', termCode: '1249' },
      }),
      'conflict',
    );
    expect(over.message).toMatch(/most your plan allows \(3\)/);
    expect(over.hint).toMatch(/upgrade/);

    await sql()`update users set comped = true where id = ${ana.id}`;
    await watch(ana, { subject: 'CS', catalog: '135', classNumber: '6371', termCode: '1249' });
    expect(await (await call('GET', '/api/seat-watches', { token: ana.token })).json()).toMatchObject({
      maxWatches: 25,
    });
    // `limit` is the page size asked for, never the plan's quota.
    expect(await (await call('GET', '/api/seat-watches?limit=2', { token: ana.token })).json()).toMatchObject({
      limit: 2,
      maxWatches: 25,
    });
  });

  it('refuses what it can check itself before asking the university, reads only the watched term, and bounds the lookups per account', async () => {
    const ana = await makeUser();
    const post = (body: Record<string, unknown>) => call('POST', '/api/seat-watches', { token: ana.token, body });
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    // One schedule page for the watched term, not one per listed term.
    expect(schedulePages()).toHaveLength(1);
    seen.length = 0;

    // 16 refused posts: the same section again, a term not listed now, a course not in the mirror.
    await sql()`insert into catalog_courses (provider, subject, catalog, title) values ('waterloo', 'MATH', '135', 'Algebra')`;
    for (let i = 0; i < 6; i++) {
      await expectError(
        await post({ subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' }),
        'conflict',
      );
      await expectError(
        await post({ subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1001' }),
        'not_found',
      );
      if (i < 4)
        await expectError(
          await post({ subject: 'ZZZ', catalog: '999', classNumber: '1', termCode: '1249' }),
          'not_found',
        );
    }
    expect(schedulePages()).toHaveLength(0);

    // Past the account's lookups of the minute: 429 with Retry-After, and still nothing asked.
    await sql()`
      update rate_limits set hits = hits || array_fill(statement_timestamp(), array[${SEAT_LOOKUP_LIMIT.limit - 1}]::int[])
      where key = ${`seat-lookup:${ana.id}`}`;
    const limited = await post({ subject: 'MATH', catalog: '135', classNumber: '6191', termCode: '1249' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectError(limited, 'rate_limited')).message).toMatch(/10 section lookups per minute/);
    expect(schedulePages()).toHaveLength(0);
    await sql()`delete from catalog_courses where provider = 'waterloo'`;
  });

  it('alerts once when a section goes from full to open, not while it stays open, and again after it fills and reopens', async () => {
    answer(full6193);
    const [ana, ben] = [await makeUser(), await makeUser()];
    const [phone, laptop, bensPhone] = [await device(ana.id), await device(ana.id), await device(ben.id)];
    const w = await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    await watch(ben, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249', notifyOn: 'either' });
    await watch(ben, { subject: 'MATH', catalog: '135', classNumber: '6856', termCode: '1249' }); // over-full in every answer
    seen.length = 0;

    // Recorded answers, in order: the recording (open), again (still open), full, the recording (open).
    const steps: Array<[string, number]> = [
      [recorded, 1],
      [recorded, 0],
      [full6193, 0],
      [recorded, 1],
    ];
    for (const [page, openings] of steps) {
      answer(page);
      await pollDue();
      const result = await runJob();
      // One lookup serves the three watches of the course: one page of the one watched term.
      expect(result).toMatchObject({
        coursesPolled: 1,
        openings: openings * 2,
        sent: openings * 3,
        lookupFailures: 0,
        more: false,
      });
    }
    expect(schedulePages()).toHaveLength(steps.length);
    expect(schedulePages().every((s) => new URL(s.url).searchParams.get('sess') === '1249')).toBe(true);
    expect(
      seen.every((s) => /^GradeTrack-API\/.+ \(course directory lookups; \+https?:\/\/.+\)$/.test(s.userAgent ?? '')),
    ).toBe(true);

    for (const d of [phone, laptop, bensPhone]) expect(alertsOf(d)).toHaveLength(2);
    const [first, second] = alertsOf(phone);
    expect(first).toMatchObject({
      title: 'Seat open: MATH 135 LEC 022',
      body: '1 seat open (59/60 enrolled). Class 6193, term 1249.',
      tag: `seat-${w.id}`,
      data: { kind: 'seat', watchId: w.id, opening: 1, openSeats: 1, hasReserved: false },
    });
    expect(second!.data).toMatchObject({ opening: 2 });
    const message = push.receivedBy(phone.endpoint)[0]!;
    expect(message).toMatchObject({ urgency: 'high', ttl: 3600, topic: w.id.replace(/-/g, '') });
    expect(push.problems).toEqual([]);

    const after = (await (await call('GET', `/api/seat-watches/${w.id}`, { token: ana.token })).json()) as WatchBody;
    expect(after).toMatchObject({ status: 'open', alertsSent: 2, seats: { enrolled: 59, capacity: 60 } });
    expect(after.lastOpenedAt).not.toBeNull();
  });

  it('sends exactly one push per opening when two runs overlap', async () => {
    answer(full6193);
    const ana = await makeUser();
    const phone = await device(ana.id);
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    seen.length = 0;

    const steps = [recorded, full6193, recorded, recorded, full6193, recorded];
    for (const page of steps) {
      answer(page);
      await pollDue();
      const [a, b] = await Promise.all([runJob(), runJob()]);
      // The course is claimed by one of them; the other finds nothing due.
      expect(a.coursesPolled + b.coursesPolled).toBe(1);
    }
    expect(schedulePages()).toHaveLength(steps.length);
    expect(alertsOf(phone).map((m) => m.data?.opening)).toEqual([1, 2, 3]);
  });

  it('ignores an overlapping run’s older answer: one push per opening even when a lease ran out', async () => {
    answer(full6193);
    const ana = await makeUser();
    const phone = await device(ana.id);
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    await pollDue();
    // Run A reads the section full; before A records that, its lease (wrongly) runs out, the
    // section opens, and run B polls the same course and records the opening. A's answer is
    // older than B's, so it must not put the watch back to full (the next poll would then
    // alert a second time for the same opening).
    let inner: Awaited<ReturnType<typeof run>> | undefined;
    const a = await run({
      hooks: {
        async afterLookup() {
          if (inner) return;
          answer(recorded);
          await leasesRunOut();
          inner = await run();
        },
      },
    });
    expect(inner).toMatchObject({ coursesPolled: 1, openings: 1, sent: 1 });
    expect(a).toMatchObject({ coursesPolled: 1, openings: 0, sent: 0 });
    await pollDue();
    expect(await run()).toMatchObject({ coursesPolled: 1, openings: 0, sent: 0 });
    expect(alertsOf(phone)).toHaveLength(1);
  });

  it('a run that dies after its lookups or after recording an opening leaves the rest to the next run: one push', async () => {
    answer(full6193);
    const ana = await makeUser();
    const phone = await device(ana.id);
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    answer(recorded);
    await pollDue();
    const crash = () => {
      throw new Error('the function was killed');
    };
    await expect(run({ hooks: { afterLookup: crash } })).rejects.toThrow('killed');
    expect(await run()).toMatchObject({ coursesPolled: 0, openings: 0 }); // the dead run's claim still holds
    await leasesRunOut();
    await expect(run({ hooks: { afterRecord: crash } })).rejects.toThrow('killed');
    expect(alertsOf(phone)).toHaveLength(0);
    expect(await run()).toMatchObject({ openings: 0, sent: 1 }); // the queued push, not a second opening
    await leasesRunOut();
    expect(await run()).toMatchObject({ coursesPolled: 1, openings: 0, sent: 0 });
    expect(alertsOf(phone)).toHaveLength(1);
  });

  it('says when the open seats are reserved, and alerts unreservedOnly watches only for seats outside the reserves', async () => {
    answer(full6191);
    const [ana, ben] = [await makeUser(), await makeUser()];
    const [anas, bens] = [await device(ana.id), await device(ben.id)];
    const any = await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6191', termCode: '1249' });
    const unreserved = await watch(ben, {
      subject: 'MATH',
      catalog: '135',
      classNumber: '6191',
      termCode: '1249',
      unreservedOnly: true,
    });
    expect(any.seats).toMatchObject({ enrolled: 60, capacity: 60, hasReserved: true, unreservedOpenSeats: 0 });

    // The recording: 42 seats open, all held for the two reserve groups.
    answer(recorded);
    await pollDue();
    expect(await runJob()).toMatchObject({ openings: 1, sent: 1 });
    expect(alertsOf(anas)).toEqual([
      expect.objectContaining({
        title: 'Seat open: MATH 135 LEC 021',
        body: '42 seats open (18/60 enrolled). Class 6191, term 1249. All 42 open seats are reserved (Not in Yr 1 Math; MATH BASE students).',
        data: expect.objectContaining({ openSeats: 42, unreservedOpenSeats: 0, hasReserved: true }),
      }),
    ]);
    expect(alertsOf(bens)).toEqual([]);
    const bensWatch = (await (
      await call('GET', `/api/seat-watches/${unreserved.id}`, { token: ben.token })
    ).json()) as WatchBody;
    expect(bensWatch).toMatchObject({
      status: 'full',
      seats: {
        unreservedOpenSeats: 0,
        reserves: [
          { label: 'Not in Yr 1 Math', capacity: 30, enrolled: 18 },
          { label: 'MATH BASE students', capacity: 30, enrolled: 0 },
        ],
      },
    });

    // The MATH BASE reserve released: 30 seats open to anyone.
    answer(released6191);
    await pollDue();
    expect(await runJob()).toMatchObject({ openings: 1, sent: 1 });
    expect(alertsOf(bens)).toEqual([
      expect.objectContaining({ body: '30 unreserved seats open (18/60 enrolled). Class 6191, term 1249.' }),
    ]);
    expect(alertsOf(anas)).toHaveLength(1); // still open for Ana: no second alert
  });

  it('deletes a device whose push service answers 410, and retries one that answers 500', async () => {
    answer(full6193);
    const ana = await makeUser();
    const [gone, flaky] = [await device(ana.id), await device(ana.id)];
    push.answer(gone.endpoint, { status: 410 });
    push.answer(flaky.endpoint, (n) => ({ status: n === 1 ? 500 : 201 }));
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    answer(recorded);
    await pollDue();
    expect(await runJob('GET')).toMatchObject({ openings: 1, sent: 0, devicesRemoved: 1 });
    expect(await sql()`select 1 from push_subscriptions where endpoint = ${gone.endpoint}`).toHaveLength(0);
    await leasesRunOut();
    expect(await runJob()).toMatchObject({ openings: 0, sent: 1 });
    expect(alertsOf(flaky)).toHaveLength(1);
  });

  it('backs off a course whose lookups fail and stops polling after a few failures in one run', async () => {
    const ana = await makeUser();
    await sql()`update users set comped = true where id = ${ana.id}`;
    for (const [catalog, classNumber] of [
      ['135', '6193'],
      ['135', '6191'],
    ] as const)
      await watch(ana, { subject: 'MATH', catalog, classNumber, termCode: '1249' });
    await watch(ana, { subject: 'CS', catalog: '135', classNumber: '6371', termCode: '1249' });
    // More watched courses than the run will try once the university fails.
    for (const [n, subject] of ['AMATH', 'PMATH', 'STAT', 'CO'].entries()) {
      await sql()`insert into seat_watches (user_id, provider, subject, catalog, term_code, class_number, notify_on, state, snapshot)
        values (${ana.id}, 'waterloo', ${subject}, '135', '1249', ${String(n + 1)}, 'seat', 'full', '{"section":"001","enrolled":1,"capacity":1,"waitlisted":0,"waitlistCap":0,"hasReserved":false,"unreservedOpenSeats":0}')`;
    }
    mswServer.use(
      http.get(
        `${WATERLOO_SCHEDULE}/cgi-bin/cgiwrap/infocour/salook.pl`,
        () => new HttpResponse('busy', { status: 503 }),
      ),
    );
    await pollDue();
    const first = await run({ lookupConcurrency: 1, coursesPerClaim: 10 });
    expect(first).toMatchObject({ coursesPolled: 0, lookupFailures: 3, more: true });
    const courses = await sql()<{ failures: number; wait: number }[]>`
      select failures, round(extract(epoch from next_poll_at - now()))::int as wait from seat_courses order by failures desc, subject`;
    expect(courses.filter((c) => c.failures === 1).map((c) => c.wait)).toEqual([240, 240, 240]);
    // Not tried: due again at once, for the next run.
    expect(courses.filter((c) => c.failures === 0).map((c) => c.wait)).toEqual([0, 0, 0]);
    await pollDue();
    await sql()`update seat_courses set next_poll_at = now() + interval '1 hour' where failures = 0`;
    expect(await run({ lookupConcurrency: 1 })).toMatchObject({ lookupFailures: 3 });
    expect(
      (
        await sql()<
          { wait: number }[]
        >`select round(extract(epoch from next_poll_at - now()))::int as wait from seat_courses where failures = 2`
      ).map((r) => r.wait),
    ).toEqual([480, 480, 480]);
  });
});

describe('the run’s time budget', () => {
  beforeEach(() => {
    useProvider('waterloo');
    mswServer.use(...waterlooHandlers(seen));
  });

  it('starts no lookup once the poll budget has passed, and leaves those courses due for the next run', async () => {
    const ana = await makeUser();
    await sql()`update users set comped = true where id = ${ana.id}`;
    await watch(ana, { subject: 'MATH', catalog: '135', classNumber: '6193', termCode: '1249' });
    await watch(ana, { subject: 'CS', catalog: '135', classNumber: '6371', termCode: '1249' });
    await pollDue();
    seen.length = 0;
    // The clock passes the budget as soon as the first lookup has been made.
    let now = 0;
    const result = await run({ lookupConcurrency: 1, clock: () => now, lookup: async () => ((now = 31_000), []) });
    expect(result).toMatchObject({ coursesPolled: 1, more: true });
    const waits = await sql()<
      { wait: number }[]
    >`select round(extract(epoch from next_poll_at - now()))::int as wait from seat_courses order by wait`;
    expect(waits.map((w) => w.wait)).toEqual([0, 240]);
  });
});

describe('seat alerts with Concordia (reserved seats flagged, not counted)', () => {
  // BIOL 201, Fall 2018 (2182), as recorded: class 1226 LEC 01 75/75 enrolled, waitlist 19/75,
  // hasSeatReserved Y; class 1225 LAB 01L 36/34 enrolled, waitlist 13/34.
  let rows: ConcordiaRow[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2018-10-01T12:00:00Z'));
    useProvider('concordia');
    rows = concordia.schedule;
    const data = {
      get schedule() {
        return rows;
      },
    };
    mswServer.use(...concordiaHandlers(seen, data));
  });

  it('refuses unreservedOnly: Concordia publishes only that a section has reserved seats', async () => {
    const ana = await makeUser();
    const body = await expectError(
      await call('POST', '/api/seat-watches', {
        token: ana.token,
        body: { subject: 'BIOL', catalog: '201', classNumber: '1226', termCode: '2182', unreservedOnly: true },
      }),
      'bad_request',
    );
    expect(body.message).toMatch(/Concordia University publishes only whether a section has reserved seats/);
  });

  it('says the open seats may be reserved, and alerts a waitlist watch when a place opens', async () => {
    const ana = await makeUser();
    const phone = await device(ana.id);
    const lecture = await watch(ana, { subject: 'BIOL', catalog: '201', classNumber: '1226', termCode: '2182' });
    expect(lecture).toMatchObject({
      status: 'full',
      seats: { enrolled: 75, capacity: 75, hasReserved: true, unreservedOpenSeats: null },
    });
    const lab = await watch(ana, {
      subject: 'BIOL',
      catalog: '201',
      classNumber: '1225',
      termCode: '2182',
      notifyOn: 'waitlist',
    });
    expect(lab.status).toBe('open'); // 21 waitlist places free already: no alert until it fills and reopens

    rows = concordiaCounts(concordiaCounts(concordia.schedule, '2182', '1226', { enrolled: 73 }), '2182', '1225', {
      waitTot: 34,
    });
    await pollDue();
    expect(await runJob()).toMatchObject({ coursesPolled: 1, openings: 1, sent: 1 });
    rows = concordia.schedule;
    await pollDue();
    expect(await runJob()).toMatchObject({ openings: 1, sent: 1 });
    expect(alertsOf(phone)).toEqual([
      expect.objectContaining({
        title: 'Seat open: BIOL 201 LEC 01',
        body: '2 seats open (73/75 enrolled). Class 1226, term 2182. This section holds reserved seats: the open seats may be reserved for other students.',
      }),
      expect.objectContaining({
        title: 'Waitlist open: BIOL 201 LAB 01L',
        body: '21 waitlist places open. Class 1225, term 2182.',
      }),
    ]);
    // One schedule call per run serves both watches of the course.
    expect(seen.filter((s) => s.url.includes('/course/schedule/'))).toHaveLength(4);
  });
});
