// One seat-alerts run over 10,000 watches on 500 courses (10 sections a course, two watches
// a section, 2,000 students with one device each), through runSeatAlerts with the two
// network edges stubbed at their seams: the university at SectionLookup (counted, optionally
// slowed) and the push services at PushTransport. What is measured is the job's own path:
// course claims, one watch read and one observation statement per batch, the delivery claims
// and records. Select it alone with BENCH_DATA=seats (BENCH_HTTP=none BENCH_COLD=none skip the rest).
import type { Section } from '../../../lib/directory/types.js';
import type { PushTransport } from '../../../lib/push/transport.js';
import { runSeatAlerts, SEAT_ALERT_DEFAULTS, type SeatRunResult, type SectionLookup } from '../../../lib/seats/job.js';
import type { DataBench, DataBenchContext } from '../data-harness.js';

const COURSES = 500;
const SECTIONS = 10;
const WATCHERS = 2;
const USERS = 2000;
const WATCHES = COURSES * SECTIONS * WATCHERS;
const TERM = '2264';

const accepted: PushTransport = async () => ({ kind: 'sent', status: 201 });

/** Class numbers open now; everything else is full. */
const open = new Set<string>();
let upstreamCalls = 0;

const classOf = (course: number, section: number) => String(100000 + course * SECTIONS + section);
const courseIndex = (subject: string) => (subject.charCodeAt(1) - 65) * 26 + (subject.charCodeAt(2) - 65);

function stubLookup(latencyMs: number): SectionLookup {
  return async (course) => {
    upstreamCalls++;
    if (latencyMs) await new Promise((r) => setTimeout(r, latencyMs));
    const i = courseIndex(course.subject);
    return Array.from({ length: SECTIONS }, (_, j): Section => {
      const classNumber = classOf(i, j);
      return {
        classNumber,
        termCode: TERM,
        section: String(j + 1).padStart(2, '0'),
        component: 'LEC',
        meetingTimes: null,
        enrolled: open.has(classNumber) ? 58 : 60,
        capacity: 60,
        waitlisted: 10,
        waitlistCap: 10,
        hasReserved: false,
      };
    });
  };
}

async function seed({ sql }: DataBenchContext): Promise<void> {
  await sql`insert into users (auth_subject) select 'bench-' || g from generate_series(1, ${USERS}) g`;
  await sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://fcm.googleapis.com/fcm/send/bench-' || id, ${'B'.repeat(87)}, ${'A'.repeat(22)} from users`;
  // Watch k: course k / 20 (subject BAA, BAB, …), section (k % 20) / 2, student k % 2,000.
  await sql`
    with u as (select id, row_number() over (order by id) - 1 as n from users)
    insert into seat_watches (user_id, provider, subject, catalog, term_code, class_number, notify_on, state, snapshot)
    select u.id, 'bench',
           'B' || chr(65 + (k / 20) / 26) || chr(65 + (k / 20) % 26), '100', ${TERM},
           (100000 + (k / 20) * ${SECTIONS} + (k % 20) / 2)::text,
           case when k % 2 = 0 then 'seat' else 'either' end, 'full',
           '{"section":"01","enrolled":60,"capacity":60,"waitlisted":10,"waitlistCap":10,"hasReserved":false,"unreservedOpenSeats":0}'
    from generate_series(0, ${WATCHES - 1}) k join u on u.n = k % ${USERS}`;
  await sql`analyze`;
}

interface Case {
  name: string;
  /** Share of sections that open before the run. */
  opening: number;
  latencyMs: number;
}

// In this order: each case starts from the state the one before left.
const CASES: Case[] = [
  { name: 'first poll of new watches (every watch written)', opening: 0, latencyMs: 0 },
  { name: 'nothing changed (the steady state)', opening: 0, latencyMs: 0 },
  { name: 'nothing changed, upstream answering in 25 ms', opening: 0, latencyMs: 25 },
  { name: '10% of sections open: 1,000 openings, 1,000 pushes', opening: 0.1, latencyMs: 0 },
];

const bench: DataBench = {
  name: `seats: one seat-alerts run over ${WATCHES.toLocaleString('en')} watches on ${COURSES} courses`,
  async run(ctx) {
    await seed(ctx);
    const lines = [
      `| case | upstream calls | openings | pushes | ms | statements | watches checked/s | statements per 1,000 watches |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const c of CASES) {
      open.clear();
      for (let i = 0; i < COURSES; i++) for (let j = 0; j < SECTIONS * c.opening; j++) open.add(classOf(i, j));
      // Every course due, as when the poll interval has passed.
      await ctx.sql`update seat_courses set next_poll_at = now() - interval '1 second'`;
      upstreamCalls = 0;
      const { result, ms, queries } = await ctx.time(() =>
        runSeatAlerts(ctx.sql, {
          transport: accepted,
          lookup: stubLookup(c.latencyMs),
          provider: 'bench',
          pollBudgetMs: 600_000,
          budgetMs: 600_000,
        }),
      );
      check(c, result);
      lines.push(
        `| ${c.name} | ${upstreamCalls} | ${result.openings} | ${result.sent} | ${ms.toFixed(0)} | ${queries} | ` +
          `${Math.round(result.watchesChecked / (ms / 1000)).toLocaleString('en')} | ${((queries / result.watchesChecked) * 1000).toFixed(1)} |`,
      );
    }
    // A run with nothing due: what every 5-minute tick costs between polls.
    const idle = await ctx.time(() =>
      runSeatAlerts(ctx.sql, { transport: accepted, lookup: stubLookup(0), provider: 'bench' }),
    );
    lines.push(
      '',
      `Idle run (no course due): ${idle.queries} statements, ${idle.ms.toFixed(0)} ms. One upstream call per course serves its ${SECTIONS * WATCHERS} watches; ` +
        `${SEAT_ALERT_DEFAULTS.lookupConcurrency} lookups in flight, ${SEAT_ALERT_DEFAULTS.coursesPerClaim} courses per claim. The time budgets are lifted here so one run covers every course; ` +
        `in production a run stops claiming courses after ${SEAT_ALERT_DEFAULTS.pollBudgetMs / 1000} s and the next run continues.`,
    );
    return lines;
  },
};

function check(c: Case, r: SeatRunResult): void {
  const openings = Math.round(COURSES * SECTIONS * c.opening) * WATCHERS;
  // The waitlist is full (10 of 10) in every answer, so 'either' watches open with the seats only.
  if (
    r.coursesPolled !== COURSES ||
    r.watchesChecked !== WATCHES ||
    r.openings !== openings ||
    r.sent !== openings ||
    r.more
  ) {
    throw new Error(`${c.name}: ${JSON.stringify(r)}, expected ${openings} openings over ${COURSES} courses`);
  }
}

export default bench;
