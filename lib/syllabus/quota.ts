// The parseSyllabus plan limit: 5 parses per calendar month (UTC) on the free plan, 200 on a
// paid or comped account, counted in Postgres. A slot is taken before parsing, atomically, and
// given back only when the parse itself fails with a server error.
import type { Sql } from '../db.js';
import { ApiError } from '../errors.js';

export const FREE_PARSES_PER_MONTH = 5;
export const PAID_PARSES_PER_MONTH = 200;

export interface Slot {
  month: string;
  used: number;
  limit: number;
}

/** Takes one parse for this month, or throws 429 rate_limited with Retry-After to the next month. */
export async function takeParse(sql: Sql, userId: string): Promise<Slot> {
  const [row] = await sql<{ month: string; used: number; limit: number }[]>`
    with plan as (
      select case when plan <> 'free' or comped then ${PAID_PARSES_PER_MONTH}::int else ${FREE_PARSES_PER_MONTH}::int end as lim
      from users where id = ${userId}
    ), month as (
      select date_trunc('month', statement_timestamp() at time zone 'UTC')::date as m
    )
    insert into syllabus_parse_counts as c (user_id, month, count)
    select ${userId}, month.m, 1 from plan, month where plan.lim > 0
    on conflict (user_id, month) do update
      set count = c.count + 1, updated_at = statement_timestamp()
      where c.count < (select lim from plan)
    returning to_char(c.month, 'YYYY-MM') as month, c.count as used, (select lim from plan) as "limit"`;
  if (row) return row;
  const [state] = await sql<{ limit: number; seconds: number; paid: boolean }[]>`
    select case when plan <> 'free' or comped then ${PAID_PARSES_PER_MONTH}::int else ${FREE_PARSES_PER_MONTH}::int end as "limit",
           (plan <> 'free' or comped) as paid,
           ceil(extract(epoch from (date_trunc('month', statement_timestamp() at time zone 'UTC') + interval '1 month')
                - (statement_timestamp() at time zone 'UTC')))::int as seconds
    from users where id = ${userId}`;
  const limit = state?.limit ?? FREE_PARSES_PER_MONTH;
  const seconds = Math.max(1, state?.seconds ?? 1);
  throw new ApiError('rate_limited', {
    message: `Syllabus parse limit reached: ${limit} per calendar month (UTC) on your plan.`,
    hint: state?.paid
      ? `The count resets at the start of next month (UTC), in ${seconds} seconds.`
      : `Upgrade to a paid plan for ${PAID_PARSES_PER_MONTH} parses a month, or wait until the count resets at the start of next month (UTC), in ${seconds} seconds.`,
    headers: { 'retry-after': String(seconds) },
  });
}

/** Gives a slot back (the parse failed on our side). */
export async function returnParse(sql: Sql, userId: string, slot: Slot): Promise<void> {
  await sql`
    update syllabus_parse_counts set count = greatest(count - 1, 0), updated_at = statement_timestamp()
    where user_id = ${userId} and month = ${`${slot.month}-01`}::date`;
}
