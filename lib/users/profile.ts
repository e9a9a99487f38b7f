// The signed-in user's profile: what the student sets (school, programme, time zone,
// reminder lead time) and what they only read (plan, kept in step by billing).
import type { Queryable } from '../db.js';
import { badRequest } from '../errors.js';
import { iso } from '../../schemas/common.js';
import type { Me } from '../../schemas/users.js';

interface ProfileRow {
  id: string;
  email: string | null;
  school: string | null;
  programme: string | null;
  time_zone: string;
  reminder_lead_minutes: number;
  plan: Me['plan'];
  created_at: Date;
}

const profileColumns = (sql: Queryable) =>
  sql`id, email, school, programme, time_zone, reminder_lead_minutes, plan, created_at`;

function toMe(row: ProfileRow): Me {
  return {
    id: row.id,
    email: row.email,
    school: row.school,
    programme: row.programme,
    timeZone: row.time_zone,
    reminderLeadMinutes: row.reminder_lead_minutes,
    plan: row.plan,
    createdAt: iso(row.created_at),
  };
}

export async function getProfile(sql: Queryable, userId: string): Promise<Me> {
  const [row] = await sql<ProfileRow[]>`select ${profileColumns(sql)} from users where id = ${userId}`;
  if (!row) throw new Error('authenticated user has no row');
  return toMe(row);
}

export interface ProfileChange {
  school?: string | null | undefined;
  programme?: string | null | undefined;
  timeZone?: string | undefined;
  reminderLeadMinutes?: number | undefined;
}

/**
 * Deadlines are compared with the user's local day in SQL (`at time zone`), so the database's
 * time zone list must know the name too, not only the runtime's (their tzdata can differ).
 */
export async function assertDatabaseKnowsZone(sql: Queryable, timeZone: string): Promise<void> {
  try {
    await sql`select now() at time zone ${timeZone}`;
  } catch (err) {
    if ((err as { code?: string }).code === '22023')
      throw badRequest(`timeZone: ${timeZone} is not a time zone the database knows`);
    throw err;
  }
}

export async function updateProfile(sql: Queryable, userId: string, change: ProfileChange): Promise<Me> {
  const set: Record<string, unknown> = {};
  if (change.school !== undefined) set.school = change.school === '' ? null : change.school;
  if (change.programme !== undefined) set.programme = change.programme === '' ? null : change.programme;
  if (change.timeZone !== undefined) {
    await assertDatabaseKnowsZone(sql, change.timeZone);
    set.time_zone = change.timeZone;
  }
  if (change.reminderLeadMinutes !== undefined) set.reminder_lead_minutes = change.reminderLeadMinutes;
  const [row] = await sql<ProfileRow[]>`
    update users set ${sql(set)} where id = ${userId}
    returning ${profileColumns(sql)}`;
  if (!row) throw new Error('authenticated user has no row');
  return toMe(row);
}
