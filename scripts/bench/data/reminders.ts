// 10,000 due reminders (2,500 users × 2 assessments × 2 devices) through runReminders with
// the push stubbed at the transport seam (lib/push/transport.ts PushTransport): what is
// measured is the database path — claim (one INSERT … ON CONFLICT … RETURNING per batch)
// and record (one UPDATE per batch) — plus, in the last case, web-push's per-message work
// (VAPID JWT and aes128gcm encryption) without a network.
import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { REMINDER_DEFAULTS, runReminders, type RunResult } from '../../../lib/push/reminders.js';
import type { PushTransport } from '../../../lib/push/transport.js';
import type { DataBench, DataBenchContext } from '../data-harness.js';

const USERS = 2500;
const REMINDERS = USERS * 2 * 2;

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const vapid = webpush.generateVAPIDKeys();

/** Accepts every push at once: the claim/record path alone. */
const accepted: PushTransport = async () => ({ kind: 'sent', status: 201 });

/** Does everything web-push does before the request (VAPID JWT, encryption), then accepts. */
const encryptOnly: PushTransport = async (target, message) => {
  webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    message.payload,
    {
      vapidDetails: { subject: 'mailto:bench@example.com', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      ...(message.topic ? { topic: message.topic } : {}),
    },
  );
  return { kind: 'sent', status: 201 };
};

async function seed({ sql }: DataBenchContext): Promise<void> {
  await sql`insert into users (auth_subject) select 'bench-' || g from generate_series(1, ${USERS}) g`;
  await sql`insert into courses (user_id, code) select id, 'BENCH 100' from users`;
  await sql`
    insert into assessments (course_id, user_id, title, due, weight)
    select c.id, c.user_id, 'Assignment ' || k, now() + make_interval(mins => 60 + k), 10
    from courses c cross join generate_series(1, 2) k`;
  await sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select u.id, 'https://fcm.googleapis.com/fcm/send/bench-' || u.id || '-' || k, ${keys.p256dh}, ${keys.auth}
    from users u cross join generate_series(1, 2) k`;
  await sql`analyze`;
}

interface Case {
  name: string;
  transport: PushTransport;
  batchSize: number;
}

const CASES: Case[] = [
  {
    name: `stub transport, batch ${REMINDER_DEFAULTS.batchSize} (default)`,
    transport: accepted,
    batchSize: REMINDER_DEFAULTS.batchSize,
  },
  {
    name: 'stub transport, batch 400 (the most the 45 s budget allows at 50 in flight)',
    transport: accepted,
    batchSize: 400,
  },
  {
    name: `web-push VAPID + encryption, no network, batch ${REMINDER_DEFAULTS.batchSize}`,
    transport: encryptOnly,
    batchSize: REMINDER_DEFAULTS.batchSize,
  },
];

const bench: DataBench = {
  name: `reminders: ${REMINDERS.toLocaleString('en')} due reminders`,
  async run(ctx) {
    await seed(ctx);
    const lines = [
      '| case | runs | rows/s | statements per 1,000 rows | idle rerun: statements, ms |',
      '|---|---:|---:|---:|---:|',
    ];
    for (const c of CASES) {
      await ctx.sql`truncate reminder_deliveries`;
      // Drain as the scheduler would: runs with the production time budget until nothing is left.
      const drained = await ctx.time(async () => {
        const runs: RunResult[] = [];
        do runs.push(await runReminders(ctx.sql, { transport: c.transport, batchSize: c.batchSize }));
        while (runs.at(-1)!.stoppedEarly);
        return runs;
      });
      const sent = drained.result.reduce((n, r) => n + r.sent, 0);
      if (sent !== REMINDERS) throw new Error(`${c.name}: sent ${sent} of ${REMINDERS}`);
      // With every reminder sent and still inside its window, a run must find nothing, cheaply.
      const idle = await ctx.time(() => runReminders(ctx.sql, { transport: c.transport, batchSize: c.batchSize }));
      if (idle.result.sent !== 0) throw new Error(`${c.name}: idle rerun sent ${idle.result.sent}`);
      lines.push(
        `| ${c.name} | ${drained.result.length} | ${Math.round(sent / (drained.ms / 1000)).toLocaleString('en')} | ` +
          `${((drained.queries / sent) * 1000).toFixed(1)} | ${idle.queries}, ${idle.ms.toFixed(0)} |`,
      );
    }
    lines.push(
      '',
      `Rows are (assessment, device) reminders; each run stops claiming after ${REMINDER_DEFAULTS.budgetMs / 1000} s (production budget).`,
    );
    return lines;
  },
};

export default bench;
