import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { seedActivity, seedUser } from '../support/owner.js';

let owner: string;
beforeAll(async () => {
  owner = (await makeToken('owner')).token;
});

interface Day {
  date: string;
  signups: number;
  visitors: number;
  active_users: number;
  page_views: number;
}
interface Series {
  days: number;
  from: string;
  to: string;
  notes: string[];
  series: Day[];
}

async function series(query = ''): Promise<Series> {
  const res = await call('GET', `/api/v1/owner/timeseries${query}`, { token: owner });
  expect(res.status).toBe(200);
  return (await expectDocumented('GET', '/api/v1/owner/timeseries', res)) as Series;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/v1/owner/timeseries', () => {
  it('defaults to 30 days, one entry per UTC day, oldest first, ending today, zero-filled', async () => {
    const body = await series();
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    expect(body.series.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
    expect(body.from).toBe(day(29));
    expect(body.to).toBe(day(0));
    for (const d of body.series)
      expect(d).toEqual({ date: d.date, signups: 0, visitors: 0, active_users: 0, page_views: 0 });
  });

  it.each([1, 7, 365])('accepts days=%i', async (days) => {
    const body = await series(`?days=${days}`);
    expect(body.series).toHaveLength(days);
    expect(body.series[0]!.date).toBe(day(days - 1));
    expect(body.series.at(-1)!.date).toBe(day(0));
  });

  it.each(['0', '366', 'abc', '-1', '1.5', '', '7&days=8'])(
    'refuses days=%s with 400 naming the parameter',
    async (days) => {
      const body = await expectError(
        await call('GET', `/api/v1/owner/timeseries?days=${days}`, { token: owner }),
        'bad_request',
      );
      expect(body.message).toMatch(/days/);
    },
  );

  it('puts signups, active users, visitors and page views on their UTC day', async () => {
    const a = await seedUser({ daysAgo: 0 });
    const b = await seedUser({ daysAgo: 3 });
    await seedUser({ daysAgo: 3 });
    await seedUser({ daysAgo: 3, test: true }); // never counted
    await seedUser({ daysAgo: 12 }); // outside a 7-day window
    await seedActivity(a.id, 0);
    await seedActivity(b.id, 0);
    await seedActivity(b.id, 2);
    const hash = (n: number) => Buffer.alloc(32, n);
    await db()`insert into page_views (day, path, visitor_hash, views) values
      (${day(1)}::date, '/', ${hash(1)}, 3), (${day(1)}::date, '/courses', ${hash(1)}, 2), (${day(1)}::date, '/', ${hash(2)}, 1),
      (${day(40)}::date, '/', ${hash(3)}, 1)`;
    const body = await series('?days=7');
    const byDate = Object.fromEntries(body.series.map((d) => [d.date, d]));
    expect(byDate[day(0)]).toMatchObject({ signups: 1, active_users: 2, visitors: 0, page_views: 0 });
    expect(byDate[day(1)]).toMatchObject({ signups: 0, active_users: 0, visitors: 2, page_views: 6 });
    expect(byDate[day(2)]).toMatchObject({ signups: 0, active_users: 1 });
    expect(byDate[day(3)]).toMatchObject({ signups: 2, active_users: 0 });
    expect(body.series.reduce((n, d) => n + d.signups, 0)).toBe(3);
  });

  it('notes how far back visitor tracking goes, and that visits cannot exclude internal accounts', async () => {
    const short = await series('?days=7');
    expect(short.notes.join(' ')).not.toMatch(/Visitor tracking/);
    expect(short.notes.join(' ')).toMatch(/anonymous/);
    expect(short.notes.join(' ')).toMatch(
      /Visitors are an estimate: one address \(an IPv6 \/64\) counts as at most 10 visitors a day/,
    );
    const long = await series('?days=60');
    expect(long.notes).toContain(`Visitor tracking began on ${day(40)}; days before it show zero.`);
    await db()`delete from page_views`;
    expect((await series()).notes).toContain('Visitor tracking has recorded nothing yet, so its figures are zero.');
  });
});
