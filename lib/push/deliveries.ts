// Recording what happened to a batch of claimed push deliveries, shared by the reminders job
// (reminder_deliveries), the seat-alerts job (seat_alert_deliveries) and the LMS sync
// (lms_change_deliveries): each claims rows with a lease, sends, then records every outcome in one
// statement fenced by the attempt count.
import type { Queryable } from '../db.js';
import { forgetDevices } from './devices.js';
import type { PushOutcome } from './transport.js';

export type DeliveryTable = 'reminder_deliveries' | 'seat_alert_deliveries' | 'lms_change_deliveries';

/** What recording needs of a claimed row. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  subscriptionId: string;
}

export interface Recorded {
  sent: number;
  devicesRemoved: number;
}

/** Records a batch's outcomes in one statement (two when devices are gone). */
export async function recordDeliveries(
  sql: Queryable,
  table: DeliveryTable,
  rows: ClaimedDelivery[],
  outcomes: PushOutcome[],
  maxAttempts: number,
): Promise<Recorded> {
  const updates: Array<{ id: string; attempt: number; outcome: string; status: number | null; wait: number | null }> =
    [];
  const gone = new Set<string>();
  let sent = 0;
  rows.forEach((row, i) => {
    const outcome = outcomes[i]!;
    if (outcome.kind === 'gone') {
      gone.add(row.subscriptionId);
      return;
    }
    if (outcome.kind === 'sent') sent++;
    updates.push({
      id: row.id,
      attempt: row.attempts,
      outcome: outcome.kind,
      status: outcome.status,
      wait: outcome.kind === 'retry' ? retryDelaySeconds(outcome.retryAfterSeconds, row.attempts) : null,
    });
  });
  if (updates.length > 0) {
    // `attempts = r.attempt` fences a run that outlived its lease: once another run has
    // claimed the row again, the late writer's outcome is ignored.
    await sql`
      update ${sql(table)} d set
        sent_at = case when r.outcome = 'sent' then now() end,
        failed_at = case when r.outcome = 'rejected' or (r.outcome = 'retry' and d.attempts >= ${maxAttempts}) then now() end,
        next_attempt_at = case when r.outcome = 'retry' then now() + make_interval(secs => r.wait) else d.next_attempt_at end,
        last_status = r.status
      from jsonb_to_recordset(${sql.json(updates)}::jsonb) as r(id bigint, attempt int, outcome text, status int, wait int)
      where d.id = r.id and d.attempts = r.attempt and d.sent_at is null`;
  }
  return { sent, devicesRemoved: await forgetDevices(sql, [...gone]) };
}

/** The push service's Retry-After when it gave one (within a minute and a day), else 5, 10, 20 … minutes. */
export function retryDelaySeconds(retryAfter: number | null, attempts: number): number {
  if (retryAfter !== null) return Math.min(86_400, Math.max(60, retryAfter));
  return Math.min(3600, 300 * 2 ** (attempts - 1));
}
