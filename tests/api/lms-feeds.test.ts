// Kept feeds (POST/GET /api/lms/feeds, DELETE /api/lms/feeds/{id}) and the sync job
// (/api/run-lms-sync): a moved date updates its assessment and is pushed exactly once, across
// overlapping runs and a run that outlived its lease; events gone from the feed are marked, not
// deleted; a failing feed backs off and says why; the URL is never returned.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { runLmsSync } from '../../lib/lms/sync.js';
import { registerDevice } from '../../lib/push/devices.js';
import { webPushTransport } from '../../lib/push/transport.js';
import { vapidConfig } from '../../lib/push/vapid.js';
import { call, expectError, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { assessmentsOf, FeedHost, lmsFixture, studentWithOutline, useFakeDns } from '../support/lms.js';
import { mswServer } from '../support/msw.js';
import { CRON_SECRET, usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService } from '../support/push-service.js';

usePushEnv();
useFakeDns();

let push: FakePushService;
beforeEach(() => {
  push = new FakePushService(() => vapid.publicKey);
  mswServer.use(...push.handlers());
});

const SECRET = 'user_Qm7hZ2pX9cV4bN8kL1tR5sW0yJ3dF6gA';
const FEED = `https://canvas.university.example/feeds/calendars/${SECRET}.ics`;
const ESSAY2_DUE = 'DTSTART:20261113T220000Z\r\nDTEND:20261113T220000Z';
const ESSAY2_MOVED = 'DTSTART:20261120T220000Z\r\nDTEND:20261120T220000Z';

interface Feed {
  id: string;
  host: string;
  last4: string;
  course: string | null;
  status: string;
  error: string | null;
  failures: number;
  lastSyncedAt: string | null;
  nextSyncAt: string;
}

async function keep(user: TestUser, url = FEED, course?: string): Promise<Feed> {
  const res = await call('POST', '/api/lms/feeds', { token: user.token, body: { url, ...(course ? { course } : {}) } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await expectDocumented('POST', '/api/lms/feeds', res)) as Feed;
}

async function feedsOf(user: TestUser): Promise<Feed[]> {
  const res = await call('GET', '/api/lms/feeds', { token: user.token });
  return ((await expectDocumented('GET', '/api/lms/feeds', res)) as { items: Feed[] }).items;
}

const runJob = async (method: 'GET' | 'POST' = 'POST') => {
  const res = await call(method, '/api/run-lms-sync', { token: CRON_SECRET });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented(method, '/api/run-lms-sync', res)) as Record<string, number | boolean>;
};
const dueNow = () => db()`update lms_feeds set next_sync_at = now() - interval '1 second'`;

beforeEach(async () => {
  // Each test reads only its own feeds.
  await db()`delete from lms_feeds`;
});

describe('/api/lms/feeds', () => {
  it('keeps a feed, shows only its host and last 4 characters, and forgets the URL on delete', async () => {
    const user = await makeUser();
    const feed = await keep(user, FEED.replace('https://', 'webcal://'), 'BIOL 1010');
    expect(feed).toMatchObject({
      host: 'canvas.university.example',
      last4: '.ics',
      course: 'BIOL 1010',
      status: 'pending',
    });
    expect(JSON.stringify(feed)).not.toContain(SECRET);
    const listed = await feedsOf(user);
    expect(listed.map((f) => f.id)).toEqual([feed.id]);
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    // Another account sees nothing of it.
    const other = await makeUser();
    expect(await feedsOf(other)).toEqual([]);
    await expectError(await call('DELETE', `/api/lms/feeds/${feed.id}`, { token: other.token }), 'not_found');

    await expectError(await call('POST', '/api/lms/feeds', { token: user.token, body: { url: FEED } }), 'conflict');
    const del = await call('DELETE', `/api/lms/feeds/${feed.id}`, { token: user.token });
    expect(await expectDocumented('DELETE', `/api/lms/feeds/${feed.id}`, del)).toEqual({ id: feed.id, deleted: true });
    expect(await db()`select 1 from lms_feeds where url like ${`%${SECRET}%`}`).toHaveLength(0);
  });

  it('refuses URLs that are not public https, and more feeds than the plan keeps', async () => {
    const user = await makeUser();
    for (const url of ['http://canvas.university.example/x.ics', 'https://10.1.2.3/x.ics', 'https://localhost/x.ics'])
      await expectError(await call('POST', '/api/lms/feeds', { token: user.token, body: { url } }), 'bad_request');
    await keep(user, 'https://a.university.example/1.ics');
    await keep(user, 'https://b.university.example/2.ics');
    const over = await call('POST', '/api/lms/feeds', {
      token: user.token,
      body: { url: 'https://c.university.example/3.ics' },
    });
    expect((await expectError(over, 'bad_request')).message).toBe(
      'Your plan keeps at most 2 LMS feeds, and you have 2.',
    );
    await db()`update users set comped = true where id = ${user.id}`;
    await keep(user, 'https://c.university.example/3.ics');
  });

  it('pauses the newest feeds beyond the plan after a downgrade: not fetched until the plan keeps them', async () => {
    const user = await makeUser();
    await db()`update users set comped = true where id = ${user.id}`;
    const urls = ['a', 'b', 'c'].map((h) => `https://${h}.university.example/feeds/${h}.ics`);
    const hosts = urls.map((url) => new FeedHost(url, lmsFixture('canvas')).serve());
    const kept: Feed[] = [];
    for (const url of urls) kept.push(await keep(user, url));
    await db()`update users set comped = false where id = ${user.id}`;

    expect((await feedsOf(user)).map((f) => [f.id, f.status])).toEqual([
      [kept[0]!.id, 'pending'],
      [kept[1]!.id, 'pending'],
      [kept[2]!.id, 'paused'],
    ]);
    expect(await runJob()).toMatchObject({ feeds: 2, paused: 1 });
    expect(hosts.map((h) => h.requests.length)).toEqual([1, 1, 0]);
    expect((await feedsOf(user)).map((f) => f.status)).toEqual(['ok', 'ok', 'paused']);

    // Deleting an older feed brings the paused one within the plan: the next run reads it.
    await call('DELETE', `/api/lms/feeds/${kept[0]!.id}`, { token: user.token });
    expect((await feedsOf(user)).map((f) => f.status)).toEqual(['ok', 'pending']);
    await dueNow();
    expect(await runJob()).toMatchObject({ feeds: 2, paused: 0 });
    expect(hosts.map((h) => h.requests.length)).toEqual([1, 2, 1]);
  });
});

describe('/api/run-lms-sync', () => {
  it('needs the cron secret', async () => {
    await expectError(await call('POST', '/api/run-lms-sync'), 'unauthorized');
  });

  it('imports a kept feed, then pushes a moved due date once, across overlapping runs', async () => {
    const { user, courseId } = await studentWithOutline('canvas');
    const phone = push.device('fcm.googleapis.com');
    await registerDevice(db(), user.id, phone.endpoint, phone.keys);
    const host = new FeedHost(FEED, lmsFixture('canvas')).serve();
    await keep(user);

    // First read: the outline's dates are refined, no push (nothing the LMS had said has moved).
    expect(await runJob('GET')).toMatchObject({ feeds: 1, moved: 0, sent: 0, failed: 0 });
    const essay2 = (await assessmentsOf(user, courseId)).find((i) => i.title === 'Essay 2')!;
    expect(essay2).toMatchObject({ due: '2026-11-13T22:00:00.000Z', dueSource: 'lms' });
    expect((await feedsOf(user))[0]).toMatchObject({ status: 'ok', failures: 0, error: null });

    // The LMS moves Essay 2 a week later; two runs start at once.
    host.body = lmsFixture('canvas').replace(ESSAY2_DUE, ESSAY2_MOVED);
    await dueNow();
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect((a.moved as number) + (b.moved as number)).toBe(1);
    expect((a.sent as number) + (b.sent as number)).toBe(1);
    expect(push.problems).toEqual([]);
    expect(push.received.map((m) => [m.endpoint, m.payload.title, m.payload.body])).toEqual([
      [phone.endpoint, 'HIST 1010', 'Essay 2 now due Fri 20 Nov 17:00'],
    ]);
    expect((await assessmentsOf(user, courseId)).find((i) => i.id === essay2.id)!.due).toBe('2026-11-20T22:00:00.000Z');

    // Read again: nothing moved, nothing more is sent.
    await dueNow();
    expect(await runJob()).toMatchObject({ feeds: 1, moved: 0, sent: 0 });
    expect(push.received).toHaveLength(1);
  });

  it('a run that outlived its lease writes nothing: the date moves and is pushed once', async () => {
    const { user } = await studentWithOutline('canvas');
    const phone = push.device('web.push.apple.com');
    await registerDevice(db(), user.id, phone.endpoint, phone.keys);
    const host = new FeedHost(FEED, lmsFixture('canvas')).serve();
    await keep(user);
    await runJob();
    host.body = lmsFixture('canvas').replace(ESSAY2_DUE, ESSAY2_MOVED);
    await dueNow();

    const transport = webPushTransport(vapidConfig());
    const late = await runLmsSync(db(), {
      transport,
      hooks: {
        // Run A has claimed the feed; it stalls past its lease, and run B takes the feed over.
        async afterClaim() {
          await dueNow();
          const b = await runLmsSync(db(), { transport });
          expect(b).toMatchObject({ feeds: 1, moved: 1, sent: 1 });
        },
      },
    });
    expect(late).toMatchObject({ feeds: 1, moved: 0, sent: 0 });
    expect(push.received.map((m) => m.payload.body)).toEqual(['Essay 2 now due Fri 20 Nov 17:00']);
  });

  it('marks events gone from the feed without deleting their assessments, and never moves a date set by hand', async () => {
    const { user, courseId } = await studentWithOutline('canvas');
    const host = new FeedHost(FEED, lmsFixture('canvas')).serve();
    await keep(user);
    await runJob();
    const items = await assessmentsOf(user, courseId);
    const essay1 = items.find((i) => i.title === 'Essay 1')!;
    await call('PATCH', `/api/assessments/${essay1.id}`, {
      token: user.token,
      body: { due: '2026-10-03T23:59:00-04:00' },
    });

    // Homework 4 leaves the feed; Essay 1 moves in the LMS.
    host.body = lmsFixture('canvas')
      .replace(/BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\s\S])*?UID:event-assignment-190044[\s\S]*?END:VEVENT\r\n/, '')
      .replace(
        'DTSTART:20261002T035900Z\r\nDTEND:20261002T035900Z',
        'DTSTART:20261009T035900Z\r\nDTEND:20261009T035900Z',
      );
    await dueNow();
    expect(await runJob()).toMatchObject({ feeds: 1, moved: 0 });
    const [gone] = await db()<{ gone: boolean; title: string }[]>`
      select l.gone_at is not null as gone, a.title from lms_items l join assessments a on a.id = l.assessment_id
      where l.user_id = ${user.id} and l.uid = 'event-assignment-190044'`;
    expect(gone).toEqual({ gone: true, title: 'Homework 4' });
    expect((await assessmentsOf(user, courseId)).find((i) => i.id === essay1.id)).toMatchObject({
      due: '2026-10-04T03:59:00.000Z',
      dueSource: 'manual',
    });
  });

  it('sends conditional requests, and a failing feed backs off and says why', async () => {
    const user = await makeUser();
    const host = new FeedHost(FEED, lmsFixture('moodle'));
    host.etag = '"v1"';
    host.serve();
    await keep(user);
    expect(await runJob()).toMatchObject({ feeds: 1, notModified: 0 });
    await dueNow();
    expect(await runJob()).toMatchObject({ feeds: 1, notModified: 1 });
    expect(host.requests.map((r) => r.headers['if-none-match'] ?? null)).toEqual([null, '"v1"']);

    host.etag = null;
    host.status = 503;
    await dueNow();
    expect(await runJob()).toMatchObject({ feeds: 1, failed: 1 });
    let [feed] = await feedsOf(user);
    expect(feed).toMatchObject({
      status: 'failing',
      failures: 1,
      error: 'The feed at canvas.university.example answered 503.',
    });
    const wait1 = Date.parse(feed!.nextSyncAt) - Date.now();
    expect(wait1).toBeGreaterThan(25 * 60_000);
    // Not due again yet: the next run leaves it alone.
    expect(await runJob()).toMatchObject({ feeds: 0 });
    await dueNow();
    await runJob();
    [feed] = await feedsOf(user);
    expect(feed!.failures).toBe(2);
    expect(Date.parse(feed!.nextSyncAt) - Date.now()).toBeGreaterThan(wait1 + 20 * 60_000);
    expect(JSON.stringify(feed)).not.toContain(SECRET);

    host.status = 200;
    await dueNow();
    await runJob();
    [feed] = await feedsOf(user);
    expect(feed).toMatchObject({ status: 'ok', failures: 0, error: null });
  });
});
