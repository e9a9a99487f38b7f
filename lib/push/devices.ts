// A user's push devices (browser push subscriptions), stored per endpoint.
import type { Sql, Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import type { PushTarget } from './transport.js';

/** Devices kept per user; registering one more forgets the least recently registered. */
export const MAX_DEVICES_PER_USER = 20;

export interface Device extends PushTarget {
  id: string;
}

export interface RegisteredDevice {
  endpoint: string;
  createdAt: Date;
  updatedAt: Date;
  /** True when the caller did not have this endpoint before (new, or moved from another account). */
  created: boolean;
}

/**
 * Upserts the caller's subscription by endpoint. An endpoint registered by another account
 * moves to the caller: the endpoint identifies one browser profile, and whoever signs in
 * there and subscribes now owns it (the earlier account stops pushing to that browser, and
 * its reminder records for the device go with the old row).
 */
export async function registerDevice(
  sql: Sql,
  userId: string,
  endpoint: string,
  keys: { p256dh: string; auth: string },
): Promise<RegisteredDevice> {
  return sql.begin(async (tx) => {
    await tx`delete from push_subscriptions where endpoint = ${endpoint} and user_id <> ${userId}`;
    const [row] = await tx<{ endpoint: string; created_at: Date; updated_at: Date; created: boolean }[]>`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
      on conflict (endpoint) do update
        set p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()
        where push_subscriptions.user_id = excluded.user_id
      returning endpoint, created_at, updated_at, (xmax = 0) as created`;
    // No row: another account registered the same endpoint between the two statements;
    // the unique key refused the move, so the client can simply retry.
    if (!row) {
      throw new ApiError('conflict', {
        message: 'This endpoint was registered by another request at the same moment.',
        hint: 'Retry the request.',
      });
    }
    await tx`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${userId}
        order by updated_at desc, id offset ${MAX_DEVICES_PER_USER})`;
    return { endpoint: row.endpoint, createdAt: row.created_at, updatedAt: row.updated_at, created: row.created };
  }) as Promise<RegisteredDevice>;
}

/** Forgets the caller's device with this endpoint; false when the caller has none such. */
export async function unregisterDevice(sql: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const rows =
    await sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`;
  return rows.length > 0;
}

export async function devicesOf(sql: Queryable, userId: string): Promise<Device[]> {
  return sql<Device[]>`
    select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${userId} order by updated_at desc, id`;
}

/** Deletes devices the push service reported gone (404/410); their reminder records go too. */
export async function forgetDevices(sql: Queryable, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await sql`delete from push_subscriptions where id = any(${sql.array([...ids])}::uuid[]) returning id`;
  return rows.length;
}
