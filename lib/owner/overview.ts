// GET /api/v1/owner/overview: users, engagement, support load and revenue in three statements.
// Internal and test accounts are left out of every figure but `excluded_accounts`: whole-table
// counts subtract the rows of the few excluded accounts (found by a partial index), so the big
// tables are each scanned once and never joined row by row to users.
import type { Queryable } from '../db.js';
import type { OwnerOverview } from '../../schemas/owner.js';
import type { z } from '../zod.js';
import { addDays, billingMode, billingNotes, envelope, trackingNote, utcDay } from './common.js';
import { revenueFigures } from './revenue.js';
import { userCounts } from './users.js';

interface EngagementRow {
  courses: number;
  assessments: number;
  graded: number;
  open: number;
  answered: number;
  solved: number;
  median_seconds: number | null;
  answered_recent: number;
}

/** Engagement and support load in one statement. */
export async function engagementAndSupport(sql: Queryable, now: Date): Promise<EngagementRow> {
  const [row] = await sql<EngagementRow[]>`
    with excluded as (
      select array(select id from users where is_internal or is_test) as ids
    ),
    eng as (
      select (select count(*) from courses)
               - (select count(*) from courses where user_id = any(ex.ids)) as courses,
             a_all.n - a_ex.n as assessments,
             a_all.g - a_ex.g as graded
      from excluded ex,
           (select count(*) as n,
                   count(*) filter (where grade_percent is not null or grade_earned is not null) as g
            from assessments) a_all,
           lateral (select count(*) as n,
                           count(*) filter (where grade_percent is not null or grade_earned is not null) as g
                    from assessments where user_id = any(ex.ids)) a_ex
    ),
    sup as (
      select count(*) filter (where status = 'open')::int as open,
             count(*) filter (where status = 'answered')::int as answered,
             count(*) filter (where status = 'solved')::int as solved,
             round(percentile_cont(0.5) within group (order by extract(epoch from first_answered_at - created_at))
                   filter (where first_answered_at >= ${now}::timestamptz - interval '30 days'))::int as median_seconds,
             count(*) filter (where first_answered_at >= ${now}::timestamptz - interval '30 days')::int as answered_recent
      from tickets
      -- Tickets are anonymous; one written from an internal or test account's address is left out.
      where lower(email) not in (select lower(email) from users where (is_internal or is_test) and email is not null)
    )
    select eng.courses::int, eng.assessments::int, eng.graded::int, sup.* from eng, sup`;
  if (!row) throw new Error('engagement figures returned no row');
  return row;
}

/** The figures behind GET /api/v1/owner/overview (also what the benchmark times). */
export async function computeOverview(sql: Queryable, now: Date = new Date()): Promise<z.input<typeof OwnerOverview>> {
  const mode = billingMode();
  const [users, e, revenue] = await Promise.all([
    userCounts(sql, now),
    engagementAndSupport(sql, now),
    revenueFigures(sql, mode),
  ]);
  const notes = [
    trackingNote('Active-user tracking', users.activitySince, addDays(utcDay(now), -29)),
    ...billingNotes(mode),
    ...revenue.notes,
    'arr_cents is an estimate: mrr_cents × 12.',
  ].filter((n): n is string => n !== null);
  return {
    ...envelope(now, notes),
    users: {
      total: users.total,
      new: users.new,
      active: users.active,
      comped: users.comped,
      excluded_accounts: users.excluded,
    },
    engagement: { courses: e.courses, assessments_tracked: e.assessments, grades_entered: e.graded },
    support: {
      open: e.open,
      answered: e.answered,
      solved: e.solved,
      median_first_answer_seconds: e.median_seconds,
      answered_last_30_days: e.answered_recent,
    },
    revenue: revenue.figures,
  };
}
