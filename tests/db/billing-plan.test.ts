// users.plan follows the subscriptions mirror in the database (billing migration trigger),
// and billing_entitlements is what other features read.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { makeUser } from '../support/app.js';

const planOf = async (id: string) => (await db()`select plan from users where id = ${id}`)[0]!.plan as string;
const entitlement = async (id: string) =>
  (
    await db()`select plan, comped, paid, subscription_status, trialing from billing_entitlements where user_id = ${id}`
  )[0];

async function subscription(userId: string, id: string, status: string, plan: 'monthly' | 'semester', asOf: string) {
  await db()`
    insert into subscriptions (id, user_id, customer_id, status, plan, state_as_of)
    values (${id}, ${userId}, ${`cus_${userId.slice(0, 8)}`}, ${status}, ${plan}, ${asOf})`;
}

describe('users.plan follows the subscriptions mirror', () => {
  it('trialing, active and past_due grant the plan; unpaid, canceled, incomplete and paused do not', async () => {
    const u = await makeUser();
    await subscription(u.id, `sub_${u.id}`, 'incomplete', 'monthly', '2026-11-20T00:00:00Z');
    expect(await planOf(u.id)).toBe('free');
    for (const [status, plan] of [
      ['trialing', 'monthly'],
      ['active', 'monthly'],
      ['past_due', 'monthly'],
      ['unpaid', 'free'],
      ['paused', 'free'],
      ['canceled', 'free'],
    ] as const) {
      await db()`update subscriptions set status = ${status} where id = ${`sub_${u.id}`}`;
      expect([status, await planOf(u.id)]).toEqual([status, plan]);
    }
  });

  it('the newest granting subscription decides; deleting it falls back', async () => {
    const u = await makeUser();
    await subscription(u.id, `sub_a_${u.id}`, 'active', 'monthly', '2026-11-20T00:00:00Z');
    await subscription(u.id, `sub_b_${u.id}`, 'trialing', 'semester', '2026-11-21T00:00:00Z');
    await subscription(u.id, `sub_c_${u.id}`, 'canceled', 'monthly', '2026-11-22T00:00:00Z');
    expect(await planOf(u.id)).toBe('semester');
    await db()`delete from subscriptions where id = ${`sub_b_${u.id}`}`;
    expect(await planOf(u.id)).toBe('monthly');
    await db()`delete from subscriptions where user_id = ${u.id}`;
    expect(await planOf(u.id)).toBe('free');
  });

  it('comped acts as paid without touching plan; a trial shows as trialing', async () => {
    const u = await makeUser();
    await db()`update users set comped = true where id = ${u.id}`;
    expect(await entitlement(u.id)).toEqual({
      plan: 'free',
      comped: true,
      paid: true,
      subscription_status: null,
      trialing: false,
    });
    const t = await makeUser();
    await subscription(t.id, `sub_${t.id}`, 'trialing', 'monthly', '2026-11-20T00:00:00Z');
    expect(await entitlement(t.id)).toEqual({
      plan: 'monthly',
      comped: false,
      paid: true,
      subscription_status: 'trialing',
      trialing: true,
    });
  });
});
