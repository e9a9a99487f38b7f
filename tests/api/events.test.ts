import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import { db } from '../../lib/db.js';
import { EVENTS_RATE_LIMIT, VISITORS_PER_ADDRESS, isBot } from '../../lib/owner/visits.js';
import { call, expectError } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function beacon(path: unknown, o: { ua?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? '198.51.100.7' };
  if (o.ua !== null) headers['user-agent'] = o.ua ?? FIREFOX;
  return call('POST', '/api/events', { body: { path }, headers });
}

async function views() {
  return db()<{ day: string; path: string; visitor_hash: Buffer; views: number }[]>`
    select day::text, path, visitor_hash, views from page_views order by path, views`;
}

beforeEach(async () => {
  await db()`delete from page_views`;
  await db()`delete from visitor_addresses`;
  await db()`delete from rate_limits`;
});

describe('POST /api/events', () => {
  it('answers 202 with a tiny JSON body and sets no cookie', async () => {
    const res = await beacon('/dashboard');
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await expectDocumented('POST', '/api/events', res)).toEqual({ ok: true });
  });

  it('counts at most VISITORS_PER_ADDRESS visitors a day from one address, however many user agents it sends', async () => {
    expect(VISITORS_PER_ADDRESS).toBe(10);
    for (let i = 0; i < 20; i++)
      expect((await beacon('/pricing', { ua: `${FIREFOX} variant/${i}`, ip: '198.51.100.90' })).status).toBe(202);
    const rows = await views();
    expect(rows.length).toBe(VISITORS_PER_ADDRESS);
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(20); // every view still counts
    // A user agent seen before the cap keeps its own visitor; another address is unaffected.
    await beacon('/pricing', { ua: `${FIREFOX} variant/0`, ip: '198.51.100.90' });
    expect((await views()).length).toBe(VISITORS_PER_ADDRESS);
    await beacon('/pricing', { ua: SAFARI, ip: '198.51.100.91' });
    expect((await views()).length).toBe(VISITORS_PER_ADDRESS + 1);
    // An IPv6 client's addresses in one /64 are one address.
    for (let i = 0; i < 15; i++) await beacon('/ipv6', { ua: `${SAFARI} v/${i}`, ip: `2001:db8:5:6::${i + 1}` });
    expect((await views()).filter((r) => r.path === '/ipv6').length).toBe(VISITORS_PER_ADDRESS);
  });

  it('counts the same visitor once a day however many pages they view, and views every time', async () => {
    await beacon('/dashboard');
    await beacon('/dashboard');
    await beacon('/courses');
    await beacon('/dashboard', { ua: SAFARI }); // another browser on the same address is another visitor
    await beacon('/dashboard', { ip: '198.51.100.8' });
    const rows = await views();
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(5);
    expect(new Set(rows.map((r) => r.visitor_hash.toString('hex'))).size).toBe(3);
    expect(rows.find((r) => r.path === '/dashboard' && r.views === 2)).toBeDefined();
  });

  it('stores neither the IP address nor the user agent, only the salted hash', async () => {
    await beacon('/x', { ip: '192.0.2.55' });
    const [row] = await views();
    const dump =
      JSON.stringify(await db()`select * from page_views`) + JSON.stringify(await db()`select key from rate_limits`);
    expect(dump).not.toContain('192.0.2.55');
    expect(dump).not.toContain('Firefox');
    // The hash is not the unsalted hash of IP and user agent.
    expect(row!.visitor_hash.equals(createHash('sha256').update(`192.0.2.55\n${FIREFOX}`).digest())).toBe(false);
    const [salt] = await db()<{ salt: Buffer }[]>`select salt from visitor_salts`;
    const expected = createHash('sha256')
      .update(Buffer.concat([salt!.salt, Buffer.from(`192.0.2.55\n${FIREFOX}`)]))
      .digest();
    expect(row!.visitor_hash.equals(expected)).toBe(true);
  });

  it('keeps the path without its query string or fragment, and trims trailing slashes', async () => {
    await beacon('/courses/?token=secret&utm_source=x#top');
    await beacon('/');
    expect((await views()).map((r) => r.path)).toEqual(['/', '/courses']);
  });

  it.each([
    ['a full URL', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['no leading slash', 'dashboard'],
    ['spaces', '/a b'],
    ['a control character', '/a\u0001b'],
    ['over 200 characters', `/${'a'.repeat(200)}`],
    ['an empty string', ''],
    ['a number', 42],
  ])('refuses a path with %s (400) and counts nothing', async (_, path) => {
    await expectError(await beacon(path), 'bad_request');
    expect(await views()).toEqual([]);
  });

  it('refuses a missing or malformed body', async () => {
    await expectError(await call('POST', '/api/events', { headers: { 'user-agent': FIREFOX } }), 'bad_request');
    await expectError(
      await call('POST', '/api/events', { body: '{"path":', headers: { 'user-agent': FIREFOX } }),
      'bad_request',
    );
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['curl', 'curl/8.5.0'],
    ['python-requests', 'python-requests/2.32.3'],
    ['an uptime monitor', 'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)'],
    ['no user agent', null],
  ])('accepts and ignores %s', async (_, ua) => {
    const res = await beacon('/dashboard', { ua });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(await views()).toEqual([]);
  });

  it('does not take browsers for bots', () => {
    for (const ua of [
      FIREFOX,
      SAFARI,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ]) {
      expect(isBot(ua), ua).toBe(false);
    }
  });

  it('rotates the salt daily: the first beacon of a day deletes every older salt', async () => {
    await db()`delete from visitor_salts`;
    const yesterday = Buffer.alloc(32, 7);
    await db()`insert into visitor_salts (day, salt) values
      ((now() at time zone 'UTC')::date - 1, ${yesterday}), ((now() at time zone 'UTC')::date - 9, ${Buffer.alloc(32, 9)})`;
    await beacon('/dashboard');
    const salts = await db()<{ day: string; salt: Buffer }[]>`select day::text, salt from visitor_salts`;
    expect(salts).toHaveLength(1);
    expect(salts[0]!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(salts[0]!.salt.equals(yesterday)).toBe(false);
    // Yesterday's hash of the same visitor cannot be recomputed any more, and does not match today's.
    const [row] = await views();
    const withYesterday = createHash('sha256')
      .update(Buffer.concat([yesterday, Buffer.from(`198.51.100.7\n${FIREFOX}`)]))
      .digest();
    expect(row!.visitor_hash.equals(withYesterday)).toBe(false);
    // The same day keeps its salt: a second beacon adds a view to the same visitor.
    await beacon('/dashboard');
    expect((await db()`select count(*)::int as n from visitor_salts`)[0]!.n).toBe(1);
    expect((await views()).map((r) => r.views)).toEqual([2]);
  });

  it(`limits one address to ${EVENTS_RATE_LIMIT.limit} beacons a minute, keyed by a hash of the IP`, async () => {
    const ip = '203.0.113.99';
    const key = `events:${sha256(ip).toString('hex')}`;
    // Fill the window as if the address had just sent its allowance.
    await db()`insert into rate_limits (key, hits)
               select ${key}, array_agg(statement_timestamp()) from generate_series(1, ${EVENTS_RATE_LIMIT.limit - 1}::int)`;
    expect((await beacon('/a', { ip })).status).toBe(202);
    const refused = await beacon('/a', { ip });
    await expectError(refused, 'rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await views()).reduce((n, r) => n + r.views, 0)).toBe(1);
    expect((await beacon('/a', { ip: '203.0.113.100' })).status).toBe(202);
    expect(JSON.stringify(await db()`select key from rate_limits`)).not.toContain(ip);
  });
});
