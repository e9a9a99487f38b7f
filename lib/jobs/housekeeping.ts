// Bounded clean-ups the scheduled reminders job runs on every call: cheap (index range
// deletes, capped per call), so a backlog drains over a few runs instead of one long one.
import type { Queryable } from '../db.js';
import { IDEMPOTENCY_TTL_HOURS } from '../http/idempotency.js';

/** Rows deleted per table per call at most. */
export const PRUNE_BATCH = 5000;

/**
 * rate_limits rows with no allowed hit for a day hold only expired hits for every limiter
 * whose window is a day or shorter (the per-token minute, the per-IP hour). A limiter with
 * a longer window must not keep its state in rate_limits, or it would be reset here.
 */
export const RATE_LIMIT_IDLE = '1 day';
/** Reminder delivery records are kept this long after the due date they were for. */
export const DELIVERY_RETENTION = '30 days';

export interface PruneResult {
  rateLimits: number;
  deliveries: number;
  /** Idempotency keys past their 24 hours (a caller's own expire as it makes new ones; these are the rest). */
  idempotencyKeys: number;
}

/** One statement: the deletes as CTEs, each walking its own timestamp index. */
export async function prune(sql: Queryable): Promise<PruneResult> {
  const [row] = await sql<{ rate_limits: number; deliveries: number; idempotency_keys: number }[]>`
    with idle as (
      delete from rate_limits where key in (
        select key from rate_limits
        where updated_at < now() - ${RATE_LIMIT_IDLE}::interval
        order by updated_at limit ${PRUNE_BATCH})
      returning 1
    ), old as (
      delete from reminder_deliveries where id in (
        select id from reminder_deliveries
        where due_at < now() - ${DELIVERY_RETENTION}::interval
        order by due_at limit ${PRUNE_BATCH})
      returning 1
    ), expired as (
      delete from idempotency_keys where (scope, key) in (
        select scope, key from idempotency_keys
        where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
        order by created_at limit ${PRUNE_BATCH})
      returning 1
    )
    select (select count(*) from idle)::int as rate_limits, (select count(*) from old)::int as deliveries,
           (select count(*) from expired)::int as idempotency_keys`;
  return {
    rateLimits: row?.rate_limits ?? 0,
    deliveries: row?.deliveries ?? 0,
    idempotencyKeys: row?.idempotency_keys ?? 0,
  };
}
