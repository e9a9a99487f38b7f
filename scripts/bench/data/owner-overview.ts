// The owner overview on 100,000 users with proportionate courses, assessments, activity,
// tickets, subscriptions and charges (seeded with generate_series), timed against a plain
// `select count(*) from users` in the same run. Prints the ratio and the statements issued.
import type { DataBench, DataBenchContext } from '../data-harness.js';
import { computeOverview, engagementAndSupport } from '../../../lib/owner/overview.js';
import { revenueFigures } from '../../../lib/owner/revenue.js';
import { userCounts } from '../../../lib/owner/users.js';
import { computeTimeseries } from '../../../lib/owner/timeseries.js';

const USERS = Number(process.env.BENCH_OWNER_USERS ?? 100_000);
const ROUNDS = 7;

async function seed({ sql }: DataBenchContext): Promise<Record<string, number>> {
  // Accounts over the last year; 1% internal, 0.5% test, 2% comped; schools and programmes.
  await sql`
    insert into users (auth_subject, email, created_at, last_seen_at, is_internal, is_test, comped, plan, school, programme)
    select 'bench|' || g, 'student' || g || '@example.edu',
           now() - make_interval(days => g % 365, secs => g % 86400),
           now() - make_interval(days => g % 40),
           g % 100 = 0, g % 200 = 1, g % 50 = 2,
           case when g % 20 = 3 then 'semester' when g % 20 = 4 then 'monthly' else 'free' end,
           case when g % 10 = 0 then null else 'University ' || (g % 200) end,
           case when g % 7 = 0 then null else 'Programme ' || (g % 50) end
    from generate_series(1, ${USERS}) g`;
  // One course per account and four assessments per course, one of them graded. Foreign-key
  // checks are off while seeding (the rows are consistent by construction): PGlite runs
  // them row by row, which would make seeding, not the overview, the slow part.
  await sql`set session_replication_role = replica`;
  await sql`insert into courses (user_id, code, term) select id, 'C1', 'Fall 2026' from users`;
  await sql`
    insert into assessments (course_id, user_id, title, weight, status, grade_percent)
    select c.id, c.user_id, 'Item ' || a, 25, case when a = 1 then 'graded' else 'todo' end, case when a = 1 then 75 end
    from courses c, generate_series(1, 4) a`;
  // 30% of accounts active in the last 30 days, each on about one day in four.
  await sql`
    insert into user_activity (user_id, day)
    select u.id, (now() at time zone 'UTC')::date - d
    from (select id, row_number() over () as n from users) u, generate_series(0, 29) d
    where u.n % 10 < 3 and (u.n + d) % 4 = 0`;
  // Support: one ticket per 20 accounts.
  await sql`
    insert into tickets (case_id, token_hash, email, subject, status, created_at, first_answered_at)
    select 'GT-' || g, sha256(convert_to(g::text, 'UTF8')), 'student' || (g * 20) || '@example.edu', 'Help',
           (array['open', 'answered', 'solved'])[1 + g % 3], now() - make_interval(days => g % 90),
           case when g % 3 <> 0 then now() - make_interval(days => g % 90) + make_interval(secs => 600 + g % 7200) end
    from generate_series(1, ${USERS / 20}) g`;
  // Billing: the paid plans, mostly active and charged, some trialing, some cancelled.
  await sql`
    insert into subscriptions (id, user_id, customer_id, status, plan, unit_amount_cents, currency, billing_interval, interval_count, state_as_of)
    select 'sub_' || u.id, u.id, 'cus_' || u.id,
           case when n % 10 = 0 then 'trialing' when n % 10 = 1 then 'canceled' else 'active' end,
           u.plan, case when u.plan = 'semester' then 3996 else 999 end, 'usd', 'month',
           case when u.plan = 'semester' then 4 else 1 end, now()
    from (select id, plan, row_number() over () as n from users where plan <> 'free') u`;
  await sql`
    insert into charges (id, user_id, subscription_id, amount_cents, currency, paid_at)
    select 'in_' || s.id || '_' || k, s.user_id, s.id, s.unit_amount_cents, 'usd', now() - make_interval(days => 30 * k)
    from subscriptions s, generate_series(1, 3) k
    where s.status <> 'trialing'`;
  await sql`
    insert into page_views (day, path, visitor_hash, views)
    select (now() at time zone 'UTC')::date - (g % 30), '/p' || (g % 40), sha256(convert_to(g::text, 'UTF8')), 1 + g % 4
    from generate_series(1, ${USERS / 2}) g`;
  await sql`set session_replication_role = origin`;
  await sql`analyze`;
  const [counts] = await sql<Record<string, number>[]>`
    select (select count(*) from users)::int as users, (select count(*) from courses)::int as courses,
           (select count(*) from assessments)::int as assessments, (select count(*) from user_activity)::int as activity,
           (select count(*) from tickets)::int as tickets, (select count(*) from subscriptions)::int as subscriptions,
           (select count(*) from charges)::int as charges, (select count(*) from page_views)::int as page_views`;
  return counts!;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeIt(ctx: DataBenchContext, fn: () => Promise<unknown>): Promise<{ ms: number; queries: number }> {
  await fn(); // warm-up
  const runs: { ms: number; queries: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await ctx.time(fn));
  return { ms: median(runs.map((r) => r.ms)), queries: runs[0]!.queries };
}

const bench: DataBench = {
  name: 'owner-overview',
  async run(ctx) {
    const seedStart = performance.now();
    const rows = await seed(ctx);
    const seedMs = performance.now() - seedStart;
    const now = new Date();
    const baseline = await timeIt(ctx, () => ctx.sql`select count(*) from users`);
    const overview = await timeIt(ctx, () => computeOverview(ctx.sql, now));
    const parts = {
      'users (counts, cohorts)': await timeIt(ctx, () => userCounts(ctx.sql, now)),
      'engagement + support': await timeIt(ctx, () => engagementAndSupport(ctx.sql, now)),
      revenue: await timeIt(ctx, () => revenueFigures(ctx.sql, 'any')),
      'timeseries (30 days)': await timeIt(ctx, () => computeTimeseries(ctx.sql, 30, now)),
    };
    const result = await computeOverview(ctx.sql, now);
    const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
    const fmt = (ms: number) => ms.toFixed(1);
    return [
      `Seeded ${Object.entries(rows)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', ')} in ${(seedMs / 1000).toFixed(1)} s.`,
      '',
      '| case | median ms | × count(*) baseline | statements |',
      '|---|---:|---:|---:|',
      `| select count(*) from users (baseline) | ${fmt(baseline.ms)} | 1.0 | ${baseline.queries} |`,
      `| **overview** (computeOverview, as the route) | ${fmt(overview.ms)} | ${(overview.ms / baseline.ms).toFixed(1)} | ${overview.queries} |`,
      ...Object.entries(parts).map(
        ([name, r]) => `| ↳ ${name} | ${fmt(r.ms)} | ${(r.ms / baseline.ms).toFixed(1)} | ${r.queries} |`,
      ),
      '',
      `Overview statements per 1,000 seeded rows: ${((overview.queries / totalRows) * 1000).toFixed(4)} (a constant ${overview.queries}, whatever the size).`,
      `Sanity: ${result.users.total.toLocaleString('en')} users counted, ${result.users.excluded_accounts.toLocaleString('en')} excluded, ` +
        `${result.users.active.last_30_days.toLocaleString('en')} active in 30 days, mrr_cents ${result.revenue.mrr_cents.toLocaleString('en')}, ` +
        `${result.revenue.paying_customers.toLocaleString('en')} paying.`,
    ];
  },
};

export default bench;
