// Seeds the shared tables directly with SQL for the owner statistics tests, the way the other
// capabilities (billing, tickets, students' data) will fill them.
import { randomBytes } from 'node:crypto';
import { db } from '../../lib/db.js';

let n = 0;

export interface SeedUser {
  email?: string;
  daysAgo?: number;
  comped?: boolean;
  internal?: boolean;
  test?: boolean;
  plan?: 'free' | 'semester' | 'monthly';
  school?: string | null;
  programme?: string | null;
  customer?: string | null;
}

export async function seedUser(o: SeedUser = {}): Promise<{ id: string; email: string }> {
  const email = o.email ?? `seed${++n}-${randomBytes(3).toString('hex')}@example.edu`;
  const [row] = await db()<{ id: string }[]>`
    insert into users (auth_subject, email, created_at, comped, is_internal, is_test, plan, school, programme, stripe_customer_id)
    values (${`seed|${crypto.randomUUID()}`}, ${email}, now() - make_interval(days => ${o.daysAgo ?? 100}),
            ${o.comped ?? false}, ${o.internal ?? false}, ${o.test ?? false}, ${o.plan ?? 'free'},
            ${o.school ?? null}, ${o.programme ?? null}, ${o.customer ?? null})
    returning id`;
  return { id: row!.id, email };
}

export interface SeedSubscription {
  status?: string;
  plan?: 'semester' | 'monthly';
  amount?: number | null;
  interval?: string | null;
  intervalCount?: number | null;
  currency?: string;
  livemode?: boolean;
}

export async function seedSubscription(userId: string, o: SeedSubscription = {}): Promise<string> {
  const id = `sub_${randomBytes(8).toString('hex')}`;
  await db()`
    insert into subscriptions (id, user_id, customer_id, status, plan, price_id, unit_amount_cents, currency,
                               billing_interval, interval_count, livemode, state_as_of)
    values (${id}, ${userId}, ${`cus_${randomBytes(6).toString('hex')}`}, ${o.status ?? 'active'}, ${o.plan ?? 'monthly'},
            ${`price_${randomBytes(4).toString('hex')}`}, ${o.amount === undefined ? 1000 : o.amount}, ${o.currency ?? 'usd'},
            ${o.interval === undefined ? 'month' : o.interval}, ${o.intervalCount === undefined ? 1 : o.intervalCount},
            ${o.livemode ?? false}, now())`;
  return id;
}

export async function seedCharge(
  userId: string,
  subscriptionId: string | null,
  amount: number,
  o: { livemode?: boolean; currency?: string } = {},
): Promise<void> {
  await db()`
    insert into charges (id, user_id, subscription_id, amount_cents, currency, paid_at, livemode)
    values (${`in_${randomBytes(8).toString('hex')}`}, ${userId}, ${subscriptionId}, ${amount}, ${o.currency ?? 'usd'},
            now() - interval '2 days', ${o.livemode ?? false})`;
}

/** A course with `assessments` assessments, the first `graded` of them graded. */
export async function seedCourse(userId: string, assessments: number, graded: number): Promise<void> {
  const [course] = await db()<
    { id: string }[]
  >`insert into courses (user_id, code) values (${userId}, 'CS 101') returning id`;
  for (let i = 0; i < assessments; i++) {
    await db()`
      insert into assessments (course_id, user_id, title, weight, grade_percent, status)
      values (${course!.id}, ${userId}, ${`Quiz ${i + 1}`}, 10, ${i < graded ? 80 : null}, ${i < graded ? 'graded' : 'todo'})`;
  }
}

export async function seedTicket(
  o: { email?: string; status?: 'open' | 'answered' | 'solved'; answeredAfterSeconds?: number | null } = {},
): Promise<void> {
  const after = o.answeredAfterSeconds ?? null;
  await db()`
    insert into tickets (case_id, token_hash, email, subject, status, created_at, first_answered_at)
    values (${`GT-${randomBytes(4).toString('hex')}`}, ${randomBytes(32)}, ${o.email ?? 'visitor@example.org'}, 'Help',
            ${o.status ?? 'open'}, now() - interval '1 day',
            case when ${after}::int is null then null
                 else now() - interval '1 day' + make_interval(secs => ${after}::int) end)`;
}

export async function seedActivity(userId: string, daysAgo: number): Promise<void> {
  await db()`insert into user_activity (user_id, day) values (${userId}, (now() at time zone 'UTC')::date - ${daysAgo}::int)
             on conflict do nothing`;
}
