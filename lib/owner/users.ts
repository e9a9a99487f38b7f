// Counts of accounts: totals, cohorts (new, active, comped), plans, and breakdowns by school
// and programme. Counts only: nothing here selects an e-mail address, a name or an id into
// its result. Internal and test accounts are left out of everything but `excluded`.
import type { Queryable } from '../db.js';
import type { OwnerUsers } from '../../schemas/owner.js';
import type { z } from '../zod.js';
import { addDays, envelope, trackingNote, utcDay } from './common.js';

/** A school or programme shared by fewer accounts than this is folded into `other`. */
export const MIN_GROUP_SIZE = 3;
/** At most this many groups are listed per breakdown; the rest go to `other`. */
export const MAX_GROUPS = 50;

export interface Windowed {
  last_1_day: number;
  last_7_days: number;
  last_30_days: number;
}

export interface UserCounts {
  total: number;
  excluded: number;
  comped: number;
  new: Windowed;
  active: Windowed;
  byPlan: { free: number; semester: number; monthly: number };
  /** The first day any activity was recorded, or null. */
  activitySince: string | null;
}

interface CountsRow {
  total: number;
  excluded: number;
  comped: number;
  new_1: number;
  new_7: number;
  new_30: number;
  active_1: number;
  active_7: number;
  active_30: number;
  free: number;
  semester: number;
  monthly: number;
  activity_since: string | null;
}

/** One statement: windows are today (UTC) and the 6 or 29 UTC days before it. */
export async function userCounts(sql: Queryable, now: Date): Promise<UserCounts> {
  const today = utcDay(now);
  // Totals by plan and flags come from one pass grouped into a handful of rows; the windows
  // read only recent signups (created_at index) and one row per recently active user.
  const [r] = await sql<CountsRow[]>`
    with totals as (
      select plan, comped, is_internal or is_test as excluded, count(*)::int as n
      from users group by 1, 2, 3
    ),
    u as (
      select coalesce(sum(n) filter (where not excluded), 0)::int as total,
             coalesce(sum(n) filter (where excluded), 0)::int as excluded,
             coalesce(sum(n) filter (where comped and not excluded), 0)::int as comped,
             coalesce(sum(n) filter (where plan = 'free' and not excluded), 0)::int as free,
             coalesce(sum(n) filter (where plan = 'semester' and not excluded), 0)::int as semester,
             coalesce(sum(n) filter (where plan = 'monthly' and not excluded), 0)::int as monthly
      from totals
    ),
    signups as (
      select count(*) filter (where created_at >= ${today}::date::timestamp at time zone 'UTC')::int as new_1,
             count(*) filter (where created_at >= (${today}::date - 6)::timestamp at time zone 'UTC')::int as new_7,
             count(*)::int as new_30
      from users
      where created_at >= (${today}::date - 29)::timestamp at time zone 'UTC' and not (is_internal or is_test)
    ),
    act as (
      select count(*) filter (where last_day >= ${today}::date)::int as active_1,
             count(*) filter (where last_day >= ${today}::date - 6)::int as active_7,
             count(*)::int as active_30
      from (
        select user_id, max(day) as last_day from user_activity
        where day between ${today}::date - 29 and ${today}::date
          and user_id not in (select id from users where is_internal or is_test)
        group by user_id
      ) recent
    )
    select u.*, signups.*, act.*, (select to_char(min(day), 'YYYY-MM-DD') from user_activity) as activity_since
    from u, signups, act`;
  if (!r) throw new Error('user counts returned no row');
  return {
    total: r.total,
    excluded: r.excluded,
    comped: r.comped,
    new: { last_1_day: r.new_1, last_7_days: r.new_7, last_30_days: r.new_30 },
    active: { last_1_day: r.active_1, last_7_days: r.active_7, last_30_days: r.active_30 },
    byPlan: { free: r.free, semester: r.semester, monthly: r.monthly },
    activitySince: r.activity_since,
  };
}

export interface Breakdown {
  groups: { name: string; users: number }[];
  other: number;
  not_set: number;
}

interface Breakdowns {
  school: Breakdown;
  programme: Breakdown;
  /** Groups large enough to list that the cap left out, per field. */
  unlisted: Record<Field, number>;
}

type Field = 'school' | 'programme';

/** Both breakdowns in one statement; only groups large enough to list leave the database. */
export async function breakdowns(sql: Queryable): Promise<Breakdowns> {
  const rows = await sql<
    { field: Field; kind: 'group' | 'set' | 'not_set' | 'unlisted'; name: string | null; users: number }[]
  >`
    with counted as (
      select school, programme from users where not (is_internal or is_test)
    ),
    vals as (
      select 'school' as field, nullif(btrim(school), '') as val from counted
      union all
      select 'programme', nullif(btrim(programme), '') from counted
    ),
    groups as (
      select field, min(val) as name, count(*)::int as users from vals
      where val is not null group by field, lower(val)
    ),
    ranked as (
      select *, row_number() over (partition by field order by users desc, name) as rank from groups
    )
    select field, 'group' as kind, name, users from ranked
    where users >= ${MIN_GROUP_SIZE} and rank <= ${MAX_GROUPS}
    union all
    select field, 'unlisted', null, count(*)::int from ranked
    where users >= ${MIN_GROUP_SIZE} and rank > ${MAX_GROUPS} group by field
    union all
    select field, case when val is null then 'not_set' else 'set' end, null, count(*)::int
    from vals group by field, val is null
    order by 1, 2, 4 desc, 3`;
  const result = { unlisted: {} } as Breakdowns;
  for (const field of ['school', 'programme'] as const) {
    const mine = rows.filter((r) => r.field === field);
    const groups = mine.filter((r) => r.kind === 'group').map((r) => ({ name: r.name!, users: r.users }));
    const set = mine.find((r) => r.kind === 'set')?.users ?? 0;
    const listed = groups.reduce((n, g) => n + g.users, 0);
    result[field] = { groups, other: set - listed, not_set: mine.find((r) => r.kind === 'not_set')?.users ?? 0 };
    result.unlisted[field] = mine.find((r) => r.kind === 'unlisted')?.users ?? 0;
  }
  return result;
}

export async function computeUserStats(sql: Queryable, now: Date = new Date()): Promise<z.input<typeof OwnerUsers>> {
  const [counts, by] = await Promise.all([userCounts(sql, now), breakdowns(sql)]);
  const notes = [
    trackingNote('Active-user tracking', counts.activitySince, addDays(utcDay(now), -29)),
    `Schools and programmes shared by fewer than ${MIN_GROUP_SIZE} accounts are counted in "other", never listed.`,
    ...(['school', 'programme'] as const)
      .filter((f) => by.unlisted[f] > 0)
      .map(
        (f) =>
          `Only the ${MAX_GROUPS} largest ${f === 'school' ? 'schools' : 'programmes'} are listed; ${by.unlisted[f]} more are counted in "other".`,
      ),
  ].filter((n): n is string => n !== null);
  return {
    ...envelope(now, notes),
    total: counts.total,
    excluded_accounts: counts.excluded,
    cohorts: { new: counts.new, active: counts.active, comped: counts.comped },
    by_plan: counts.byPlan,
    by_school: by.school,
    by_programme: by.programme,
  };
}
