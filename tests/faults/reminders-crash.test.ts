// A reminders run killed mid-way loses nothing, with a real process and a real SIGKILL:
// the server (scripts/serve.ts) runs /api/run-reminders, the push services are slowed so the
// run is caught half done, the process is killed, restarted, and the job run again.
// (tests/api/run-reminders.test.ts proves the same in-process, with a thrown hook as the crash.)
//
// The child's pushes leave through its own msw edge (push-edge.ts) to a relay in this test,
// which delivers them to the fake push services (tests/support/push-service.ts) that decrypt
// and count every message, or holds them unanswered: a push service that has gone slow.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../../lib/db.js';
import { registerDevice } from '../../lib/push/devices.js';
import { makeUser } from '../support/app.js';
import { mswServer } from '../support/msw.js';
import { CRON_SECRET, usePushEnv, vapid } from '../support/push-env.js';
import { FakePushService, PUSH_HOSTS, type FakeDevice } from '../support/push-service.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

usePushEnv();

const DEVICES = 5;
const ASSESSMENTS = 30; // 150 reminders: the job's first batch is 100, its second the other 50

/**
 * Holds pushes past a count (never answering them) or hands them to the fake push services (this process's msw).
 * A handed-over push is answered 201 at once and delivered after: the child's 5 s push timeout then measures only
 * its own round trip, never this process's decryption, which on a loaded machine pushed a few of the first batch
 * past it (recorded as timed out though delivered, so sent again after the restart).
 */
class Relay {
  forwardUpTo = Infinity;
  readonly held: http.ServerResponse[] = [];
  private heldWaiter: { n: number; resolve: () => void } | undefined;
  private arrivals = 0;
  private readonly deliveries: Promise<void>[] = [];
  private server = http.createServer((req, res) => void this.onRequest(req, res));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `n` pushes are being held. */
  holding(n: number): Promise<void> {
    return new Promise((resolve) => {
      this.heldWaiter = { n, resolve };
      this.checkHeld();
    });
  }

  /** Resolves once every push handed over so far has reached the fake push services. */
  async delivered(): Promise<void> {
    await Promise.all(this.deliveries);
  }

  close() {
    this.server.closeAllConnections();
    this.server.close();
  }

  private checkHeld() {
    if (this.heldWaiter && this.held.length >= this.heldWaiter.n) this.heldWaiter.resolve();
  }

  private async onRequest(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (++this.arrivals > this.forwardUpTo) {
      this.held.push(res);
      this.checkHeld();
      return;
    }
    const to = new URL(req.url!, this.url).searchParams.get('to')!;
    const headers = new Headers();
    for (const name of ['authorization', 'content-encoding', 'content-type', 'ttl', 'urgency', 'topic']) {
      const v = req.headers[name];
      if (typeof v === 'string') headers.set(name, v);
    }
    res.writeHead(201).end();
    // Intercepted by this process's msw: the fake push services decrypt and count it (a refusal lands in
    // push.problems, which the test checks).
    this.deliveries.push(
      fetch(to, { method: 'POST', headers, body: Buffer.concat(chunks) }).then((answer) => void answer.arrayBuffer()),
    );
  }
}

let push: FakePushService;
let relay: Relay;
let devices: FakeDevice[];
let assessmentIds: string[];
let child: ServerProcess | undefined;

/** The test process gives its database connection back (PGlite serves one) before a child uses it. */
async function releaseDb() {
  await closeDb();
}

/** Queries from the test once a child is gone (its connection may take a moment to be dropped). */
async function query<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 30) throw err;
      await closeDb();
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function startChild() {
  await releaseDb();
  child = await startServerProcess({
    preload: ['./tests/faults/push-edge.ts'],
    env: {
      PUSH_RELAY_URL: relay.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@gradetrack.example',
      CRON_SECRET,
    },
  });
  return child;
}

const runJob = (server: ServerProcess) =>
  fetch(`${server.url}/api/run-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${CRON_SECRET}` },
    signal: AbortSignal.timeout(45_000),
  });

/** How many times each (device, assessment) pair arrived. */
function deliveryCounts(): number[] {
  const counts = new Map<string, number>();
  for (const d of devices) for (const id of assessmentIds) counts.set(`${d.endpoint} ${id}`, 0);
  for (const m of push.received) {
    const key = `${m.endpoint} ${String(m.payload.data?.assessmentId)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()];
}

beforeAll(async () => {
  push = new FakePushService(() => vapid.publicKey);
  relay = new Relay();
  await relay.start();
});

afterAll(async () => {
  await child?.stop('SIGKILL');
  relay?.close();
});

describe('a reminders run killed mid-way (SIGKILL of the server process)', () => {
  it('loses nothing: after a restart every reminder is delivered, once (twice only where the killed run timed out on its push)', async () => {
    mswServer.use(...push.handlers());
    const owner = await makeUser();
    devices = Array.from({ length: DEVICES }, (_, i) => push.device(PUSH_HOSTS[i % PUSH_HOSTS.length]));
    for (const d of devices) await registerDevice(db(), owner.id, d.endpoint, d.keys);
    const [course] = await db()<
      { id: string }[]
    >`insert into courses (user_id, code) values (${owner.id}, 'CRASH 101') returning id`;
    assessmentIds = (
      await db()<{ id: string }[]>`
        insert into assessments (course_id, user_id, title, due, weight)
        select ${course!.id}, ${owner.id}, 'Part ' || k, now() + make_interval(mins => 30 + k), 2
        from generate_series(1, ${ASSESSMENTS}) k
        returning id`
    ).map((r) => r.id);
    const total = DEVICES * ASSESSMENTS;

    // Run 1: the first batch (100) is delivered; the push services then stall, and with the
    // second batch claimed and in flight, the process is killed.
    relay.forwardUpTo = 100;
    const first = await startChild();
    const started = performance.now();
    const killedRun = runJob(first).then(
      (res) => `answered ${res.status}`,
      () => 'no answer',
    );
    await relay.holding(total - 100);
    await first.stop('SIGKILL');
    expect(await killedRun).toBe('no answer');
    const killedAfterMs = performance.now() - started;
    await relay.delivered();
    expect(push.received).toHaveLength(100);
    expect(push.problems).toEqual([]);
    // The first batch is recorded whole: each push as sent, or, where the child's 5 s push timeout ran out first
    // (a few, on a heavily loaded machine), as a retry, its next attempt set when recorded, after its lease began.
    // Those were delivered all the same, so they go out a second time below: the one repeat the design allows
    // (lib/push/reminders.ts). The second batch is claimed and never recorded: its next attempt is its lease's end.
    const [afterKill] = await query(
      () => db()<{ sent: number; retried: number; stranded: number }[]>`
      select count(*) filter (where sent_at is not null)::int as sent,
             count(*) filter (where sent_at is null and failed_at is null
                              and next_attempt_at > claimed_at + interval '300 seconds')::int as retried,
             count(*) filter (where sent_at is null and failed_at is null
                              and next_attempt_at = claimed_at + interval '300 seconds')::int as stranded
      from reminder_deliveries`,
    );
    expect(afterKill!.sent + afterKill!.retried).toBe(100);
    expect(afterKill!.stranded).toBe(total - 100);
    const repeats = afterKill!.retried;

    // The dead run's lease (5 minutes) runs out: what the clock would do while nobody runs.
    await query(
      () =>
        db()`update reminder_deliveries set next_attempt_at = now() - interval '1 second' where sent_at is null and failed_at is null`,
    );

    // Restart and rerun: the stranded claims go out once, nothing already delivered goes again.
    relay.forwardUpTo = Infinity;
    const second = await startChild();
    const rerun = await runJob(second);
    expect(rerun.status).toBe(200);
    expect(await rerun.json()).toEqual({ sent: total - 100 + repeats, notReached: 0, devicesRemoved: 0, more: false });
    expect(await (await runJob(second)).json()).toMatchObject({ sent: 0 });
    await second.stop();

    await relay.delivered();
    expect(push.received).toHaveLength(total + repeats);
    expect(push.problems).toEqual([]);
    // Every (device, assessment) once, but for the pushes whose outcome the dead run timed out on: twice.
    const counts = deliveryCounts();
    expect(counts.filter((n) => n === 1)).toHaveLength(total - repeats);
    expect(counts.filter((n) => n === 2)).toHaveLength(repeats);
    const attempts = await query(
      () => db()<{ attempts: number; n: number }[]>`
      select attempts, count(*)::int as n from reminder_deliveries where sent_at is not null group by attempts order by attempts`,
    );
    expect(attempts).toEqual([
      { attempts: 1, n: 100 - repeats },
      { attempts: 2, n: total - 100 + repeats },
    ]);
    console.log(
      `[faults] reminders: killed ${Math.round(killedAfterMs)} ms into the run with 100/${total} delivered (${repeats} of them timed out on the sender) and ${relay.held.length} held; after restart ${total - 100 + repeats} more, ${total} reminders in all, ${repeats} sent twice`,
    );
  }, 180_000);
});
