import { beforeEach, describe, expect, inject, it } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { registerDevice } from '../../lib/push/devices.js';
import { claimReminders, REMINDER_DEFAULTS, runReminders, type RunOptions } from '../../lib/push/reminders.js';
import { webPushTransport, type PushTransport } from '../../lib/push/transport.js';
import { vapidConfig } from '../../lib/push/vapid.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { mswServer } from '../support/msw.js';
import { CRON_SECRET, usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService, type FakeDevice } from '../support/push-service.js';

usePushEnv();

let push: FakePushService;
beforeEach(async () => {
  push = new FakePushService(() => vapid.publicKey);
  mswServer.use(...push.handlers());
  // Each test starts from no reminders due: earlier tests' assessments must not leak in.
  await db()`delete from assessments`;
});

const sql = () => db();

async function user(leadMinutes?: number) {
  const u = await makeUser();
  if (leadMinutes !== undefined)
    await sql()`update users set reminder_lead_minutes = ${leadMinutes} where id = ${u.id}`;
  return u;
}

async function device(userId: string, host?: Parameters<FakePushService['device']>[0]): Promise<FakeDevice> {
  const d = push.device(host);
  await registerDevice(sql(), userId, d.endpoint, d.keys);
  return d;
}

/** An assessment due `minutes` from now (SQL now, the job's clock). */
async function assessment(
  userId: string,
  minutes: number | null,
  fields: { status?: string; title?: string; code?: string; weight?: number } = {},
) {
  const [course] = await sql()<
    { id: string }[]
  >`insert into courses (user_id, code) values (${userId}, ${fields.code ?? 'CS 2053'}) returning id`;
  const [row] = await sql()<{ id: string }[]>`
    insert into assessments (course_id, user_id, title, due, status, weight)
    values (${course!.id}, ${userId}, ${fields.title ?? 'Assignment'},
            ${minutes === null ? null : sql()`now() + make_interval(mins => ${minutes})`},
            ${fields.status ?? 'todo'}, ${fields.weight ?? 10})
    returning id`;
  return row!.id;
}

const runJob = (method: 'GET' | 'POST' = 'POST') => call(method, '/api/run-reminders', { token: CRON_SECRET });
const transport = (timeoutMs?: number): PushTransport =>
  webPushTransport(vapidConfig(), timeoutMs ? { timeoutMs } : {});
const run = (options: Partial<RunOptions> = {}) => runReminders(sql(), { transport: transport(), ...options });

/** The assessment ids a device was told about, in arrival order. */
const remindedOf = (d: FakeDevice) => push.receivedBy(d.endpoint).map((m) => m.payload.data?.assessmentId);

/** Every (device, assessment) pair that arrived more than once. */
function duplicates(): string[] {
  const seen = new Map<string, number>();
  for (const m of push.received) {
    const key = `${m.endpoint} ${String(m.payload.data?.assessmentId)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

/** The clock moves past every lease: what a later run sees after a crashed one. */
const leasesRunOut = () =>
  sql()`update reminder_deliveries set next_attempt_at = now() - interval '1 second' where sent_at is null and failed_at is null`;

describe('/api/run-reminders', () => {
  it('sends each reminder that is due now, once, to each of the owner’s devices', async () => {
    const ana = await user(); // default lead: 24 hours
    const [phone, laptop] = [
      await device(ana.id, 'fcm.googleapis.com'),
      await device(ana.id, 'updates.push.services.mozilla.com'),
    ];
    const inAnHour = await assessment(ana.id, 60, { title: 'Essay 1', code: 'HIST 101', weight: 15 });
    const tomorrow = await assessment(ana.id, 23 * 60);
    await assessment(ana.id, 25 * 60); // lead not reached yet
    await assessment(ana.id, -10); // already past due
    await assessment(ana.id, null); // no date
    for (const status of ['submitted', 'graded', 'excused']) await assessment(ana.id, 60, { status });
    const inProgress = await assessment(ana.id, 90, { status: 'in_progress' });

    const ben = await user(30); // a 30-minute lead
    const bensPhone = await device(ben.id);
    const soon = await assessment(ben.id, 20);
    await assessment(ben.id, 60);
    const off = await user(0); // lead 0: reminders off
    await device(off.id);
    await assessment(off.id, 5);

    const res = await runJob();
    expect(res.status).toBe(200);
    expect(await expectDocumented('POST', '/api/run-reminders', res)).toEqual({
      sent: 7,
      notReached: 0,
      devicesRemoved: 0,
      more: false,
    });
    expect(push.problems).toEqual([]);
    for (const d of [phone, laptop]) expect(remindedOf(d).sort()).toEqual([inAnHour, tomorrow, inProgress].sort());
    expect(remindedOf(bensPhone)).toEqual([soon]);
    expect(push.received).toHaveLength(7);

    const essay = push.receivedBy(phone.endpoint).find((m) => m.payload.data?.assessmentId === inAnHour)!;
    expect(essay.payload.title).toBe('HIST 101: Essay 1');
    expect(essay.payload.body).toMatch(/^Due .* \(in (59|60) min\) · 15% of the grade$/);
    expect(essay.topic).toBe(inAnHour.replace(/-/g, ''));
    expect(essay.urgency).toBe('high');
    expect(essay.ttl).toBeGreaterThan(3500);
    expect(essay.ttl).toBeLessThanOrEqual(3600);
    const later = push.receivedBy(phone.endpoint).find((m) => m.payload.data?.assessmentId === tomorrow)!;
    expect(later.urgency).toBe('normal');

    // Already reminded: the next run sends nothing.
    expect(await (await runJob()).json()).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(7);
  });

  it('answers GET the same way, as Vercel Cron calls it', async () => {
    const u = await user();
    const d = await device(u.id);
    const id = await assessment(u.id, 120);
    const res = await runJob('GET');
    expect(await expectDocumented('GET', '/api/run-reminders', res)).toMatchObject({ sent: 1 });
    expect(remindedOf(d)).toEqual([id]);
  });

  it('reminds again when the due date moves, but not for a status change', async () => {
    const u = await user();
    const d = await device(u.id);
    const id = await assessment(u.id, 120);
    await runJob();
    await sql()`update assessments set status = 'in_progress' where id = ${id}`;
    await runJob();
    expect(remindedOf(d)).toEqual([id]);
    await sql()`update assessments set due = due + interval '3 hours' where id = ${id}`;
    await runJob();
    expect(remindedOf(d)).toEqual([id, id]);
  });

  it('answers not_configured without VAPID keys and claims nothing', async () => {
    const u = await user();
    await device(u.id);
    await assessment(u.id, 60);
    delete process.env.VAPID_PRIVATE_KEY;
    resetEnv();
    await expectError(await runJob(), 'not_configured');
    expect(await sql()`select 1 from reminder_deliveries`).toHaveLength(0);
  });

  it('still prunes idle rate-limit rows when VAPID keys are missing', async () => {
    await sql()`insert into rate_limits (key, hits, updated_at) values ('idle-no-vapid', array[now() - interval '2 days'], now() - interval '2 days')`;
    delete process.env.VAPID_PRIVATE_KEY;
    resetEnv();
    await expectError(await runJob(), 'not_configured');
    expect(await sql()`select 1 from rate_limits where key = 'idle-no-vapid'`).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('two overlapping runs send one push per reminder and device', async () => {
    const owners = [await user(), await user(), await user()];
    const devices: FakeDevice[] = [];
    for (const o of owners) devices.push(await device(o.id), await device(o.id));
    const ids: string[] = [];
    for (const o of owners) for (let i = 0; i < 6; i++) ids.push(await assessment(o.id, 30 + i));
    // Slow push services keep both runs in flight at once; small batches make them interleave.
    for (const d of devices) push.answer(d.endpoint, { status: 201, delayMs: 20 });

    const [a, b] = await Promise.all([run({ batchSize: 4, concurrency: 2 }), run({ batchSize: 4, concurrency: 2 })]);
    expect(a.batches).toBeGreaterThan(0);
    expect(b.batches).toBeGreaterThan(0); // both runs really took work
    expect(a.sent + b.sent).toBe(36); // 3 owners × 6 assessments × 2 devices
    expect(push.received).toHaveLength(36);
    expect(duplicates()).toEqual([]);

    // And through the route: two scheduler calls at once.
    const more = await assessment(owners[0]!.id, 45);
    const [r1, r2] = await Promise.all([runJob(), runJob()]);
    const sent = ((await r1.json()) as { sent: number }).sent + ((await r2.json()) as { sent: number }).sent;
    expect(sent).toBe(2);
    expect(duplicates()).toEqual([]);
    expect(remindedOf(devices[0]!).filter((x) => x === more)).toHaveLength(1);
  });

  // The race the overlap test above cannot force: a claim whose snapshot still shows rows as
  // unclaimed meets another claim's uncommitted rows on the unique key, waits, and must then
  // get nothing back (the lease guard in ON CONFLICT … DO UPDATE … WHERE). PGlite runs one
  // statement at a time, so the two claims can only interleave on a PostgreSQL server.
  it.skipIf(inject('dbMode') !== 'postgres')(
    'a claim that waits on another run’s uncommitted claim of the same rows gets none of them [PostgreSQL only]',
    async () => {
      const u = await user();
      await device(u.id);
      for (let i = 0; i < 3; i++) await assessment(u.id, 30 + i);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimedByA!: (n: number) => void;
      const aClaimed = new Promise<number>((resolve) => (claimedByA = resolve));
      const a = sql().begin(async (tx) => {
        const rows = await claimReminders(tx, 10, REMINDER_DEFAULTS.leaseSeconds);
        claimedByA(rows.length);
        await held; // A's claim stays uncommitted until B is waiting on it
      });
      expect(await aClaimed).toBe(3);
      const b = claimReminders(sql(), 10, REMINDER_DEFAULTS.leaseSeconds);
      // B is blocked on A's transaction once Postgres shows a backend of this database waiting on a lock.
      for (let i = 0; ; i++) {
        const [w] = await sql()<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
        if (w!.n > 0) break;
        if (i > 200) throw new Error('the second claim never waited on the first');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await a;
      expect(await b).toEqual([]);
      const [row] = await sql()<
        { n: number; attempts: number }[]
      >`select count(*)::int as n, max(attempts)::int as attempts from reminder_deliveries`;
      expect(row).toEqual({ n: 3, attempts: 1 });
    },
  );

  it('walks reminders that share one due instant batch by batch without skipping or repeating any', async () => {
    const owners = [await user(), await user()];
    for (const o of owners) for (let i = 0; i < 3; i++) await device(o.id);
    const due = await sql()<{ at: string }[]>`select (now() + interval '2 hours')::text as at`;
    for (const o of owners) {
      const [course] = await sql()<
        { id: string }[]
      >`insert into courses (user_id, code) values (${o.id}, 'SAME 100') returning id`;
      await sql()`insert into assessments (course_id, user_id, title, due) select ${course!.id}, ${o.id}, 'Part ' || k, ${due[0]!.at}::timestamptz from generate_series(1, 4) k`;
    }
    const sizes: number[] = [];
    const result = await run({ batchSize: 5, hooks: { afterClaim: (_, rows) => void sizes.push(rows.length) } });
    expect(result.sent).toBe(24); // 2 owners × 4 assessments × 3 devices
    expect(sizes).toEqual([5, 5, 5, 5, 4]);
    expect(duplicates()).toEqual([]);
  });

  it('a run killed after claiming loses nothing: the rest goes out on the next runs, each reminder once', async () => {
    const u = await user();
    const [d1, d2] = [await device(u.id), await device(u.id)];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await assessment(u.id, 30 + i)); // 10 reminders (5 × 2 devices)

    // Run A: the first batch goes out; the process dies right after claiming the second.
    const killed = run({
      batchSize: 4,
      hooks: {
        afterClaim: (batch) => {
          if (batch === 2) throw new Error('function killed');
        },
      },
    });
    await expect(killed).rejects.toThrow('function killed');
    expect(push.received).toHaveLength(4);
    const stranded = await sql()<
      { n: number }[]
    >`select count(*)::int as n from reminder_deliveries where sent_at is null`;
    expect(stranded[0]!.n).toBe(4); // claimed, never pushed

    // Run B while A's lease still holds: it must not touch A's claims, only the unclaimed rest.
    expect((await run()).sent).toBe(2);
    expect(push.received).toHaveLength(6);

    // The lease runs out (A is dead), run C takes the stranded claims over.
    await leasesRunOut();
    const c = await run();
    expect(c.sent).toBe(4);
    expect(push.received).toHaveLength(10);
    expect(duplicates()).toEqual([]);
    for (const d of [d1, d2]) expect(remindedOf(d).sort()).toEqual([...ids].sort());
    const attempts = await sql()<{ attempts: number; n: number }[]>`
      select attempts, count(*)::int as n from reminder_deliveries group by attempts order by attempts`;
    expect(attempts).toEqual([
      { attempts: 1, n: 6 },
      { attempts: 2, n: 4 },
    ]);
    expect((await run()).sent).toBe(0);
  });

  it('a run killed between pushing and recording repeats only those pushes, once, under the same Topic (at least once)', async () => {
    const u = await user();
    const d = await device(u.id);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await assessment(u.id, 30 + i));
    await expect(
      run({
        hooks: {
          beforeRecord: () => {
            throw new Error('function killed');
          },
        },
      }),
    ).rejects.toThrow('function killed');
    expect(push.received).toHaveLength(3); // pushed, not recorded
    await leasesRunOut();
    expect((await run()).sent).toBe(3);
    // The documented trade-off: these three arrive twice, with the same Topic, so a push
    // service still holding the first copy replaces it.
    expect(push.received).toHaveLength(6);
    const topics = push.receivedBy(d.endpoint).map((m) => m.topic);
    expect(new Set(topics).size).toBe(3);
    expect((await run()).sent).toBe(0);
  });

  it('a run that outlives its lease cannot overwrite the outcome recorded by the run that took over', async () => {
    const u = await user();
    await device(u.id);
    await assessment(u.id, 30);
    let resumeA!: () => void;
    const aPaused = new Promise<void>((resolve) => (resumeA = resolve));
    let aClaimed!: () => void;
    const aHasClaimed = new Promise<void>((resolve) => (aClaimed = resolve));
    const failing: PushTransport = async () => ({
      kind: 'retry',
      status: 500,
      retryAfterSeconds: null,
      reason: 'push service answered 500',
    });
    const a = runReminders(sql(), {
      transport: failing,
      hooks: {
        afterClaim: async () => {
          aClaimed();
          await aPaused; // A stalls past its lease
        },
      },
    });
    await aHasClaimed;
    await leasesRunOut();
    expect((await run()).sent).toBe(1); // B takes over and succeeds
    resumeA();
    expect((await a).sent).toBe(0); // A's late "500, retry" is fenced off by the attempt count
    const [row] = await sql()<
      { sent: boolean; attempts: number }[]
    >`select sent_at is not null as sent, attempts from reminder_deliveries`;
    expect(row).toEqual({ sent: true, attempts: 2 });
  });
});

describe('failures', () => {
  it('deletes a device answering 410 or 404 with its reminder records, and still reaches the others', async () => {
    const u = await user();
    const [ok, gone410, gone404] = [
      await device(u.id, 'web.push.apple.com'),
      await device(u.id, 'updates.push.services.mozilla.com'),
      await device(u.id),
    ];
    push.answer(gone410.endpoint, { status: 410 });
    push.answer(gone404.endpoint, { status: 404 });
    const ids = [await assessment(u.id, 30), await assessment(u.id, 40)];

    const body = await (await runJob()).json();
    expect(body).toEqual({ sent: 2, notReached: 4, devicesRemoved: 2, more: false });
    expect(remindedOf(ok).sort()).toEqual([...ids].sort());
    const left = await sql()<{ endpoint: string }[]>`select endpoint from push_subscriptions where user_id = ${u.id}`;
    expect(left.map((r) => r.endpoint)).toEqual([ok.endpoint]);
    const records = await sql()<
      { subscription_id: string }[]
    >`select distinct subscription_id from reminder_deliveries`;
    expect(records).toHaveLength(1);

    push.requests.length = 0;
    await assessment(u.id, 50);
    await runJob();
    expect(push.requests).toEqual([ok.endpoint]); // the dead devices are not tried again
  });

  it('retries 429 after Retry-After, 500 and timeouts on a later run; gives up on 413', async () => {
    const u = await user();
    const [throttled, broken, tooLarge, slow] = [
      await device(u.id),
      await device(u.id),
      await device(u.id),
      await device(u.id),
    ];
    push.answer(throttled.endpoint, (n) =>
      n === 1 ? { status: 429, headers: { 'retry-after': '600' } } : { status: 201 },
    );
    push.answer(broken.endpoint, (n) => (n === 1 ? { status: 500 } : { status: 201 }));
    push.answer(tooLarge.endpoint, { status: 413 });
    push.answer(slow.endpoint, (n) => (n === 1 ? { status: 201, delayMs: 5000 } : { status: 201 }));
    const id = await assessment(u.id, 120);

    const first = await run({ transport: transport(1500) });
    expect(first).toMatchObject({ sent: 0, notReached: 4 });
    const rows = await sql()<{ endpoint: string; wait: number; failed: boolean; last_status: number | null }[]>`
      select s.endpoint, extract(epoch from d.next_attempt_at - now())::int as wait, d.failed_at is not null as failed, d.last_status
      from reminder_deliveries d join push_subscriptions s on s.id = d.subscription_id`;
    const by = (d: FakeDevice) => rows.find((r) => r.endpoint === d.endpoint)!;
    expect(by(throttled)).toMatchObject({ failed: false, last_status: 429 });
    expect(by(throttled).wait).toBeGreaterThan(590); // honours Retry-After
    expect(by(broken)).toMatchObject({ failed: false, last_status: 500 });
    expect(by(slow)).toMatchObject({ failed: false, last_status: null });
    expect(by(tooLarge)).toMatchObject({ failed: true, last_status: 413 });

    expect((await run()).sent).toBe(0); // nothing is due for retry yet
    await leasesRunOut();
    expect((await run()).sent).toBe(3);
    for (const d of [throttled, broken, slow]) expect(remindedOf(d)).toEqual([id]);
    expect(remindedOf(tooLarge)).toEqual([]);
    await leasesRunOut();
    expect((await run()).sent).toBe(0); // 413 is final
  });

  it(`gives up after ${REMINDER_DEFAULTS.maxAttempts} attempts`, async () => {
    const u = await user();
    const d = await device(u.id);
    push.answer(d.endpoint, { status: 503 });
    await assessment(u.id, 120);
    for (let i = 0; i < REMINDER_DEFAULTS.maxAttempts + 2; i++) {
      await run();
      await leasesRunOut();
    }
    expect(push.requests).toHaveLength(REMINDER_DEFAULTS.maxAttempts);
    const [row] = await sql()<
      { attempts: number; failed: boolean }[]
    >`select attempts, failed_at is not null as failed from reminder_deliveries`;
    expect(row).toEqual({ attempts: REMINDER_DEFAULTS.maxAttempts, failed: true });
  });
});

describe('bounded run time', () => {
  it('stops claiming before the budget runs out and leaves the rest for the next run', async () => {
    const u = await user();
    await device(u.id);
    for (let i = 0; i < 7; i++) await assessment(u.id, 30 + i);
    // A clock that says each batch took 10 s; a batch's worst case is 1 wave × 1 s + 2 s.
    let now = 0;
    const options = { batchSize: 3, concurrency: 3, pushTimeoutMs: 1000, budgetMs: 20_000, clock: () => now } as const;
    const first = await run({ ...options, hooks: { afterClaim: () => void (now += 10_000) } });
    expect(first).toMatchObject({ sent: 6, batches: 2, stoppedEarly: true });
    now = 0;
    const second = await run({ ...options, hooks: { afterClaim: () => void (now += 10_000) } });
    expect(second).toMatchObject({ sent: 1, stoppedEarly: false });
    expect(duplicates()).toEqual([]);
  });

  it('cuts a batch too large for the budget to the waves of pushes that fit, and always makes progress', async () => {
    const u = await user();
    await device(u.id);
    for (let i = 0; i < 7; i++) await assessment(u.id, 30 + i);
    const sizes: number[] = [];
    // 2 s of budget after the 2 s statement allowance, 1 s per wave of 2 pushes: batches of 4, not 10.
    const result = await run({
      batchSize: 10,
      concurrency: 2,
      pushTimeoutMs: 1000,
      budgetMs: 4000,
      clock: () => 0,
      hooks: { afterClaim: (_, rows) => void sizes.push(rows.length) },
    });
    expect(sizes).toEqual([4, 3]);
    expect(result.sent).toBe(7);
    // A budget smaller than one wave still sends one batch per run instead of none.
    for (let i = 0; i < 2; i++) await assessment(u.id, 60 + i);
    expect(await run({ budgetMs: 1, clock: () => 0 })).toMatchObject({ sent: 2, batches: 1 });
  });
});

describe('housekeeping', () => {
  it('prunes rate-limit rows idle for more than a day and reminder records a month past due, and keeps the rest', async () => {
    await sql()`insert into rate_limits (key, hits, updated_at) values
      ('idle', array[now() - interval '2 days'], now() - interval '2 days'),
      ('recent', array[now() - interval '2 hours'], now() - interval '2 hours')`;
    const u = await user();
    const d = await device(u.id);
    const oldId = await assessment(u.id, -60 * 24 * 40);
    const sub = await sql()<{ id: string }[]>`select id from push_subscriptions where endpoint = ${d.endpoint}`;
    await sql()`insert into reminder_deliveries (assessment_id, due_at, subscription_id, user_id, next_attempt_at, sent_at)
      values (${oldId}, now() - interval '40 days', ${sub[0]!.id}, ${u.id}, now(), now() - interval '41 days')`;
    expect((await runJob()).status).toBe(200);
    expect(
      (await sql()<{ key: string }[]>`select key from rate_limits where key in ('idle', 'recent')`).map((r) => r.key),
    ).toEqual(['recent']);
    expect(await sql()`select 1 from reminder_deliveries where assessment_id = ${oldId}`).toHaveLength(0);
  });

  it('prunes idempotency keys past their 24 hours, whoever made them, and keeps the recent ones', async () => {
    await sql()`insert into idempotency_keys (scope, key, operation_id, fingerprint, created_at) values
      ('ip:203.0.113.9', 'gone-caller', 'createSupportTicket', sha256('a'), now() - interval '25 hours'),
      ('ip:203.0.113.9', 'recent', 'createSupportTicket', sha256('b'), now() - interval '2 hours')`;
    expect((await runJob()).status).toBe(200);
    const left = await sql()<{ key: string }[]>`
      select key from idempotency_keys where scope = 'ip:203.0.113.9' order by key`;
    expect(left.map((r) => r.key)).toEqual(['recent']);
  });
});
