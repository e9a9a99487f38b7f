// The owner API's fixed business definitions (SPEC), each pinned by a case that seeds the data
// it is about and compares figures before and after, with a positive control where one helps:
// the same seed made to qualify must move the figure, so each case can fail.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { call, expectError, makeToken } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { seedActivity, seedCharge, seedCourse, seedSubscription, seedTicket, seedUser } from '../support/owner.js';

let owner: string;
beforeAll(async () => {
  owner = (await makeToken('owner')).token;
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

interface Windowed {
  last_1_day: number;
  last_7_days: number;
  last_30_days: number;
}
interface Overview {
  generated_at: string;
  timezone: string;
  notes: string[];
  users: { total: number; new: Windowed; active: Windowed; comped: number; excluded_accounts: number };
  engagement: { courses: number; assessments_tracked: number; grades_entered: number };
  support: {
    open: number;
    answered: number;
    solved: number;
    median_first_answer_seconds: number | null;
    answered_last_30_days: number;
  };
  revenue: {
    currency: string | null;
    mrr_cents: number;
    arr_cents: number;
    arr_is_estimate: true;
    paying_customers: number;
    customers_ever_charged: number;
    trialing: number;
  };
}

async function overview(): Promise<Overview> {
  const res = await call('GET', '/api/v1/owner/overview', { token: owner });
  expect(res.status).toBe(200);
  return (await expectDocumented('GET', '/api/v1/owner/overview', res)) as Overview;
}

async function users(): Promise<Record<string, unknown> & { total: number; excluded_accounts: number }> {
  const res = await call('GET', '/api/v1/owner/users', { token: owner });
  expect(res.status).toBe(200);
  return (await expectDocumented('GET', '/api/v1/owner/users', res)) as Record<string, unknown> & {
    total: number;
    excluded_accounts: number;
  };
}

describe('every owner response', () => {
  it.each(['overview', 'users', 'payments', 'timeseries'])(
    '%s carries generated_at (UTC), timezone UTC and notes',
    async (name) => {
      const before = Date.now();
      const res = await call('GET', `/api/v1/owner/${name}`, { token: owner });
      expect(res.status).toBe(200);
      const body = (await expectDocumented('GET', `/api/v1/owner/${name}`, res)) as {
        generated_at: string;
        timezone: string;
        notes: unknown;
      };
      expect(body.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(body.generated_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(body.timezone).toBe('UTC');
      expect(Array.isArray(body.notes)).toBe(true);
    },
  );

  it('refuses a personal token with 403 (the generated matrix covers the other scopes)', async () => {
    await expectError(
      await call('GET', '/api/v1/owner/overview', { token: (await makeToken('per')).token }),
      'forbidden',
    );
  });

  it('names the scopes with the right article in the 403', async () => {
    const refused = await expectError(
      await call('GET', '/api/v1/owner/overview', { token: (await makeToken('adm')).token }),
      'forbidden',
    );
    expect(refused.message).toBe('An admin token does not reach this path.');
    expect(refused.hint).toBe('This path needs an owner token.');
    const support = await expectError(
      await call('GET', '/api/v1/owner/users', { token: (await makeToken('sup')).token }),
      'forbidden',
    );
    expect(support.message).toBe('A support token does not reach this path.');
  });
});

describe('paying customers and MRR', () => {
  it('counts a customer charged more than 0 with a settled charge, and an unsettled or unpaid one not at all', async () => {
    const before = (await overview()).revenue;
    const uncharged = await seedUser();
    const sub = await seedSubscription(uncharged.id, { status: 'active', amount: 1000 });
    let after = (await overview()).revenue;
    expect(after.paying_customers).toBe(before.paying_customers);
    expect(after.customers_ever_charged).toBe(before.customers_ever_charged);
    expect(after.mrr_cents).toBe(before.mrr_cents);
    // A charge for another (cancelled) subscription does not make this one "actually charged".
    const old = await seedSubscription(uncharged.id, { status: 'canceled', amount: 1000 });
    await seedCharge(uncharged.id, old, 1000);
    after = (await overview()).revenue;
    expect(after.mrr_cents).toBe(before.mrr_cents);
    expect(after.paying_customers).toBe(before.paying_customers);
    expect(after.customers_ever_charged).toBe(before.customers_ever_charged + 1);
    // A charge of 0 (a trial's or a fully discounted invoice) cannot even be recorded: the
    // database refuses it, so it can never make this subscription "actually charged".
    await expect(seedCharge(uncharged.id, sub, 0)).rejects.toMatchObject({ code: '23514' });
    // Positive control: the settled charge for this subscription makes the account paying.
    await seedCharge(uncharged.id, sub, 1000);
    after = (await overview()).revenue;
    expect(after.paying_customers).toBe(before.paying_customers + 1);
    expect(after.mrr_cents).toBe(before.mrr_cents + 1000);
  });

  it('never counts a trial as paying, and adds nothing to MRR, even after an earlier charge', async () => {
    const before = (await overview()).revenue;
    const trial = await seedUser();
    const sub = await seedSubscription(trial.id, { status: 'trialing', amount: 1500 });
    let after = (await overview()).revenue;
    expect(after).toMatchObject({
      paying_customers: before.paying_customers,
      mrr_cents: before.mrr_cents,
      trialing: before.trialing + 1,
    });
    await seedCharge(trial.id, sub, 1500);
    after = (await overview()).revenue;
    expect(after).toMatchObject({ paying_customers: before.paying_customers, mrr_cents: before.mrr_cents });
    // Positive control: the trial converts.
    await db()`update subscriptions set status = 'active' where id = ${sub}`;
    after = (await overview()).revenue;
    expect(after).toMatchObject({
      paying_customers: before.paying_customers + 1,
      mrr_cents: before.mrr_cents + 1500,
      trialing: before.trialing,
    });
  });

  it('counts a comped account as a user and never as paying', async () => {
    const before = await overview();
    const comped = await seedUser({ comped: true, plan: 'monthly' });
    const sub = await seedSubscription(comped.id, { status: 'active', amount: 1000 });
    await seedCharge(comped.id, sub, 1000);
    const after = await overview();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.comped).toBe(before.users.comped + 1);
    expect(after.revenue).toMatchObject({
      paying_customers: before.revenue.paying_customers,
      customers_ever_charged: before.revenue.customers_ever_charged,
      mrr_cents: before.revenue.mrr_cents,
    });
    await db()`update users set comped = false where id = ${comped.id}`;
    expect((await overview()).revenue.paying_customers).toBe(before.revenue.paying_customers + 1);
  });

  it('normalises every price to one month: semester / 4 without an interval, else by interval and count', async () => {
    const cases: [Parameters<typeof seedSubscription>[1], number][] = [
      [{ plan: 'semester', amount: 4000, interval: null, intervalCount: null }, 1000], // semester = 4 months
      [{ plan: 'semester', amount: 4800, interval: 'month', intervalCount: 4 }, 1200], // the price's own interval
      [{ plan: 'semester', amount: 3000, interval: 'month', intervalCount: 6 }, 500],
      [{ plan: 'monthly', amount: 999, interval: 'month', intervalCount: 1 }, 999],
      [{ plan: 'monthly', amount: 999, interval: null, intervalCount: null }, 999],
      [{ plan: 'monthly', amount: 12000, interval: 'year', intervalCount: 1 }, 1000],
      [{ plan: 'monthly', amount: 1200, interval: 'week', intervalCount: 1 }, 5200], // 1200 × 52 / 12
      // A missing price falls back to the amount of the newest settled charge.
      [{ plan: 'monthly', amount: null, interval: 'month', intervalCount: 1 }, 700],
    ];
    for (const [sub, monthly] of cases) {
      const before = (await overview()).revenue;
      const u = await seedUser();
      const id = await seedSubscription(u.id, sub);
      await seedCharge(u.id, id, sub!.amount ?? 700);
      const after = (await overview()).revenue;
      expect(after.mrr_cents - before.mrr_cents, JSON.stringify(sub)).toBe(monthly);
    }
  });

  it('states ARR as an estimate: MRR × 12, labelled so in the body and the notes', async () => {
    const u = await seedUser();
    await seedCharge(u.id, await seedSubscription(u.id, { amount: 1234 }), 1234);
    const body = await overview();
    expect(body.revenue.mrr_cents).toBeGreaterThan(0);
    expect(body.revenue.arr_cents).toBe(body.revenue.mrr_cents * 12);
    expect(body.revenue.arr_is_estimate).toBe(true);
    expect(body.notes.join(' ')).toMatch(/arr_cents is an estimate: mrr_cents × 12/);
    expect(Number.isInteger(body.revenue.mrr_cents) && Number.isInteger(body.revenue.arr_cents)).toBe(true);
    expect(body.revenue.currency).toBe('usd');
  });

  it('with a live key counts live-mode billing only; with a test key says so in the notes', async () => {
    const u = await seedUser();
    const sub = await seedSubscription(u.id, { amount: 2500, livemode: false });
    await seedCharge(u.id, sub, 2500, { livemode: false });
    const any = await overview();
    expect(any.notes.join(' ')).toMatch(/STRIPE_SECRET_KEY is not set/);

    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_owner');
    resetEnv();
    const test = await overview();
    expect(test.notes.join(' ')).toMatch(/test mode/);
    expect(test.revenue.mrr_cents).toBe(any.revenue.mrr_cents);

    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_owner');
    resetEnv();
    const live = await overview();
    expect(live.notes.join(' ')).not.toMatch(/test mode|not set/);
    expect(live.revenue.mrr_cents).toBe(0);
    const l = await seedUser();
    const liveSub = await seedSubscription(l.id, { amount: 900, livemode: true });
    await seedCharge(l.id, liveSub, 900, { livemode: true });
    expect((await overview()).revenue).toMatchObject({ mrr_cents: 900, paying_customers: 1 });
  });
});

describe('internal and test accounts', () => {
  /** An account with something in every figure. */
  async function busyAccount(flags: { internal?: boolean; test?: boolean }) {
    const u = await seedUser({ ...flags, daysAgo: 0, school: 'Excluded University', programme: 'QA', plan: 'monthly' });
    await seedActivity(u.id, 0);
    await seedCourse(u.id, 3, 2);
    await seedTicket({ email: u.email.toUpperCase(), status: 'answered', answeredAfterSeconds: 60 });
    const sub = await seedSubscription(u.id, { amount: 5000 });
    await seedCharge(u.id, sub, 5000);
    return u;
  }

  it.each([{ internal: true }, { test: true }])(
    'are left out of every figure except excluded_accounts (%o)',
    async (flags) => {
      const before = await overview();
      const beforeUsers = await users();
      const beforeSeries = await timeseriesToday();
      const u = await busyAccount(flags);
      const after = await overview();
      expect(after.users.excluded_accounts).toBe(before.users.excluded_accounts + 1);
      expect({ ...after.users, excluded_accounts: 0 }).toEqual({ ...before.users, excluded_accounts: 0 });
      expect(after.engagement).toEqual(before.engagement);
      expect(after.support).toEqual(before.support);
      expect(after.revenue).toEqual(before.revenue);
      const afterUsers = await users();
      expect(afterUsers.excluded_accounts).toBe(beforeUsers.excluded_accounts + 1);
      expect({ ...afterUsers, generated_at: '', excluded_accounts: 0 }).toEqual({
        ...beforeUsers,
        generated_at: '',
        excluded_accounts: 0,
      });
      expect(await timeseriesToday()).toEqual(beforeSeries);

      // Positive control: the same account, no longer flagged, shows up everywhere.
      await db()`update users set is_internal = false, is_test = false where id = ${u.id}`;
      const counted = await overview();
      expect(counted.users.total).toBe(before.users.total + 1);
      expect(counted.users.new.last_1_day).toBe(before.users.new.last_1_day + 1);
      expect(counted.users.active.last_1_day).toBe(before.users.active.last_1_day + 1);
      expect(counted.engagement).toEqual({
        courses: before.engagement.courses + 1,
        assessments_tracked: before.engagement.assessments_tracked + 3,
        grades_entered: before.engagement.grades_entered + 2,
      });
      expect(counted.support.answered).toBe(before.support.answered + 1);
      expect(counted.revenue.paying_customers).toBe(before.revenue.paying_customers + 1);
      expect(counted.revenue.mrr_cents).toBe(before.revenue.mrr_cents + 5000);
      const series = await timeseriesToday();
      expect(series.signups).toBe(beforeSeries.signups + 1);
      expect(series.active_users).toBe(beforeSeries.active_users + 1);
      await db()`delete from users where id = ${u.id}`;
    },
  );

  async function timeseriesToday() {
    const res = await call('GET', '/api/v1/owner/timeseries?days=1', { token: owner });
    const body = (await res.json()) as { series: { signups: number; active_users: number }[] };
    return body.series[0]!;
  }
});

describe('overview: users, engagement and support', () => {
  it('counts new and active users over 1, 7 and 30 UTC days', async () => {
    const before = (await overview()).users;
    const today = await seedUser({ daysAgo: 0 });
    const fiveDays = await seedUser({ daysAgo: 5 });
    await seedUser({ daysAgo: 20 });
    await seedUser({ daysAgo: 45 });
    await seedActivity(today.id, 0);
    await seedActivity(fiveDays.id, 5);
    await seedActivity(fiveDays.id, 3);
    await seedActivity(fiveDays.id, 40);
    const after = (await overview()).users;
    expect(after.total).toBe(before.total + 4);
    expect(after.new).toEqual({
      last_1_day: before.new.last_1_day + 1,
      last_7_days: before.new.last_7_days + 2,
      last_30_days: before.new.last_30_days + 3,
    });
    expect(after.active).toEqual({
      last_1_day: before.active.last_1_day + 1,
      last_7_days: before.active.last_7_days + 2,
      last_30_days: before.active.last_30_days + 2,
    });
  });

  it('counts courses, assessments and grades entered, and the support load with the median first answer', async () => {
    const before = await overview();
    const u = await seedUser();
    await seedCourse(u.id, 4, 1);
    await seedCourse(u.id, 2, 0);
    await db()`update assessments set grade_percent = null, grade_earned = 8, grade_total = 10
               where id = (select id from assessments where user_id = ${u.id} and grade_percent is null limit 1)`;
    await db()`delete from tickets`;
    for (const [status, seconds] of [
      ['open', null],
      ['answered', 60],
      ['answered', 600],
      ['solved', 3600],
      ['open', 120],
    ] as const) {
      await seedTicket({ status, answeredAfterSeconds: seconds });
    }
    const after = await overview();
    expect(after.engagement).toEqual({
      courses: before.engagement.courses + 2,
      assessments_tracked: before.engagement.assessments_tracked + 6,
      grades_entered: before.engagement.grades_entered + 2,
    });
    expect(after.support).toEqual({
      open: 2,
      answered: 2,
      solved: 1,
      median_first_answer_seconds: 360,
      answered_last_30_days: 4,
    });
    await db()`delete from tickets`;
    expect((await overview()).support.median_first_answer_seconds).toBeNull();
  });

  it('notes how far back active-user tracking goes', async () => {
    await db()`delete from user_activity`;
    expect((await overview()).notes).toContain(
      'Active-user tracking has recorded nothing yet, so its figures are zero.',
    );
    const u = await seedUser();
    await seedActivity(u.id, 3);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await overview()).notes).toContain(
      `Active-user tracking began on ${threeDaysAgo}; days before it show zero.`,
    );
    await seedActivity(u.id, 60);
    expect((await overview()).notes.join(' ')).not.toMatch(/Active-user tracking/);
  });
});

describe('users endpoint', () => {
  it('returns counts only: no seeded e-mail address or user id appears anywhere in it', async () => {
    const seeded = [];
    for (let i = 0; i < 4; i++)
      seeded.push(await seedUser({ school: 'Queen’s University', programme: 'Computing', daysAgo: i }));
    // A free-text field holding someone's address is a group of one: never listed.
    const leaky = await seedUser({
      email: 'leaky.person@example.edu',
      school: 'leaky.person@example.edu',
      programme: 'Ada Lovelace',
    });
    seeded.push(
      leaky,
      await seedUser({ comped: true }),
      await seedUser({ internal: true, school: 'Queen’s University' }),
    );
    const res = await call('GET', '/api/v1/owner/users', { token: owner });
    const text = await res.clone().text();
    for (const u of seeded) {
      expect(text).not.toContain(u.email);
      expect(text).not.toContain(u.id);
      expect(text.toLowerCase()).not.toContain(u.id.replace(/-/g, ''));
    }
    expect(text).not.toContain('Ada Lovelace');
    const body = (await expectDocumented('GET', '/api/v1/owner/users', res)) as {
      by_school: { groups: { name: string; users: number }[]; other: number; not_set: number };
      by_programme: { groups: { name: string; users: number }[] };
      cohorts: { comped: number };
      total: number;
    };
    expect(body.by_school.groups).toContainEqual({ name: 'Queen’s University', users: 4 });
    expect(body.by_programme.groups).toContainEqual({ name: 'Computing', users: 4 });
    expect(body.by_school.other).toBeGreaterThanOrEqual(1);
    expect(body.by_school.groups.reduce((n, g) => n + g.users, 0) + body.by_school.other + body.by_school.not_set).toBe(
      body.total,
    );
    // Every value in the body is a number, a count-free label or a note: no identifiers by shape either.
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toMatch(/@/);
  });

  it('groups schools regardless of case and spacing, and counts cohorts and plans', async () => {
    const before = (await users()) as unknown as {
      cohorts: { new: Windowed; comped: number };
      by_plan: Record<string, number>;
    };
    for (const school of ['McGill University', 'mcgill university ', '  MCGILL UNIVERSITY'])
      await seedUser({ school, daysAgo: 2, plan: 'semester' });
    await seedUser({ comped: true, daysAgo: 40 });
    const after = (await users()) as unknown as {
      cohorts: { new: Windowed; comped: number };
      by_plan: Record<string, number>;
      by_school: { groups: { name: string; users: number }[] };
    };
    expect(after.by_school.groups.find((g) => g.name.toLowerCase() === 'mcgill university')?.users).toBe(3);
    expect(after.cohorts.new.last_7_days).toBe(before.cohorts.new.last_7_days + 3);
    expect(after.cohorts.comped).toBe(before.cohorts.comped + 1);
    expect(after.by_plan.semester).toBe(before.by_plan.semester! + 3);
  });
});
