// The signed-in user's profile: what the student sets (school, programme, time zone,
// reminder lead time) and what they only read (plan, kept in step by billing).
import type { Sql } from '../db.js';
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

const profileColumns = (sql: Sql) =>
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

export async function getProfile(sql: Sql, userId: string): Promise<Me> {
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

export async function updateProfile(sql: Sql, userId: string, change: ProfileChange): Promise<Me> {
  const set: Record<string, unknown> = {};
  if (change.school !== undefined) set.school = change.school === '' ? null : change.school;
  if (change.programme !== undefined) set.programme = change.programme === '' ? null : change.programme;
  if (change.timeZone !== undefined) set.time_zone = change.timeZone;
  if (change.reminderLeadMinutes !== undefined) set.reminder_lead_minutes = change.reminderLeadMinutes;
  const [row] = await sql<ProfileRow[]>`
    update users set ${sql(set)} where id = ${userId}
    returning ${profileColumns(sql)}`;
  if (!row) throw new Error('authenticated user has no row');
  return toMe(row);
}
