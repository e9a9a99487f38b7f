// Fetching a feed by URL: https only, public addresses only (after DNS and on every redirect),
// 5 MB and 10 s at most, upstream failures as 502; the URL (a secret) in no log line or error.
import nodeDns from 'node:dns';
import https from 'node:https';
import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FEED_BYTES } from '../../lib/lms/fetch.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { FeedHost, lmsFixture, useFakeDns } from '../support/lms.js';
import { mswServer } from '../support/msw.js';

const dns = useFakeDns({
  'feeds.attacker.example': ['10.0.0.7'],
  'mixed.attacker.example': ['93.184.216.40', '127.0.0.1'],
  'internal.attacker.example': ['192.168.0.10'],
  'v6.attacker.example': ['fe80::1'],
});

const SECRET = 'user_8fK2pQ9zLm4xT7vB1nR6sW3yH0cJ5dE';
const FEED = `https://canvas.university.example/feeds/calendars/${SECRET}.ics`;

/** Every request that reaches any of these addresses is recorded (none should). */
function trap(): string[] {
  const reached: string[] = [];
  for (const origin of [
    'https://127.0.0.1',
    'https://10.0.0.5',
    'https://169.254.169.254',
    'https://192.168.1.1',
    'https://[::1]',
    'https://feeds.attacker.example',
    'https://internal.attacker.example',
    'https://mixed.attacker.example',
    'https://v6.attacker.example',
    'http://canvas.university.example',
  ])
    mswServer.use(
      http.all(`${origin}/*`, ({ request }) => {
        reached.push(request.url);
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      }),
    );
  return reached;
}

const preview = (token: string, url: string) => call('POST', '/api/lms/preview', { token, body: { url } });

describe('feed URLs', () => {
  it('reads a public https feed (webcal:// too)', async () => {
    const user = await makeUser();
    const host = new FeedHost(FEED, lmsFixture('canvas')).serve();
    const res = await preview(user.token, FEED.replace('https://', 'webcal://'));
    expect(res.status).toBe(200);
    expect(((await expectDocumented('POST', '/api/lms/preview', res)) as { lms: string }).lms).toBe('canvas');
    expect(host.requests).toHaveLength(1);
    expect(host.requests[0]!.headers['user-agent']).toMatch(/GradeTrack/);
    expect(dns.lookups).toEqual(['canvas.university.example']);
  });

  it.each([
    ['http://canvas.university.example/feed.ics', /must be an https URL/],
    ['https://127.0.0.1/feed.ics', /loopback, private, link-local/],
    ['https://[::1]/feed.ics', /loopback, private, link-local/],
    ['https://10.0.0.5/feed.ics', /loopback, private, link-local/],
    ['https://192.168.1.1/feed.ics', /loopback, private, link-local/],
    ['https://169.254.169.254/latest/meta-data/', /loopback, private, link-local/],
    ['https://localhost/feed.ics', /must name a public host/],
    ['https://canvas.internal/feed.ics', /must name a public host/],
    ['https://user:pw@canvas.university.example/feed.ics', /user information/],
    ['https://canvas.university.example:8443/feed.ics', /default https port/],
    ['https://feeds.attacker.example/feed.ics', /resolves to a loopback, private or link-local address/],
    ['https://mixed.attacker.example/feed.ics', /resolves to a loopback, private or link-local address/],
    ['https://v6.attacker.example/feed.ics', /resolves to a loopback, private or link-local address/],
    ['https://nowhere.invalid/feed.ics', /does not resolve/],
    ['not a url', /not a valid URL/],
  ])('refuses %s with 400, before any request', async (url, message) => {
    const user = await makeUser();
    const reached = trap();
    const body = await expectError(await preview(user.token, url), 'bad_request');
    expect(body.message).toMatch(message);
    expect(reached).toEqual([]);
  });

  it.each([
    ['https://169.254.169.254/latest/meta-data/iam/', /loopback, private, link-local/],
    ['https://127.0.0.1:443/feed.ics', /loopback, private, link-local/],
    ['http://canvas.university.example/plain.ics', /must be an https URL/],
    ['https://internal.attacker.example/feed.ics', /resolves to a loopback, private or link-local address/],
  ])('refuses a redirect to %s with 400, and never requests it', async (target, message) => {
    const user = await makeUser();
    const reached = trap();
    const host = new FeedHost(FEED, lmsFixture('canvas'));
    host.redirect = target;
    host.serve();
    const body = await expectError(await preview(user.token, FEED), 'bad_request');
    expect(body.message).toMatch(/^url: redirects to an address that is refused/);
    expect(body.message).toMatch(message);
    expect(host.requests).toHaveLength(1);
    expect(reached).toEqual([]);
  });

  it('follows a redirect to another public host, checking it too', async () => {
    const user = await makeUser();
    const first = new FeedHost(FEED, '');
    first.redirect = 'https://cdn.university.example/cal/feed.ics';
    first.serve();
    const second = new FeedHost('https://cdn.university.example/cal/feed.ics', lmsFixture('moodle')).serve();
    const res = await preview(user.token, FEED);
    expect(res.status).toBe(200);
    expect(second.requests).toHaveLength(1);
    expect(dns.lookups).toEqual(['canvas.university.example', 'cdn.university.example']);
  });

  it('refuses a 6 MB feed', async () => {
    const user = await makeUser();
    const big = `BEGIN:VCALENDAR\r\n${'X'.repeat(6 * 1024 * 1024)}`;
    new FeedHost(FEED, big).serve();
    const body = await expectError(await preview(user.token, FEED), 'bad_request');
    expect(body.message).toBe(`url: the feed is larger than ${MAX_FEED_BYTES} bytes`);
  });

  it('answers 502 when the LMS fails, naming the host and never the URL', async () => {
    const user = await makeUser();
    const host = new FeedHost(FEED, '');
    host.status = 404;
    host.serve();
    const log = vi.spyOn(console, 'log');
    const err = vi.spyOn(console, 'error');
    const res = await preview(user.token, FEED);
    const text = await res.clone().text();
    const body = await expectError(res, 'upstream_error');
    expect(body.message).toBe('The feed at canvas.university.example answered 404.');
    expect(text).not.toContain(SECRET);
    for (const spy of [log, err]) expect(JSON.stringify(spy.mock.calls)).not.toContain(SECRET);
  });

  it('answers 502 when the LMS cannot be reached', async () => {
    const user = await makeUser();
    mswServer.use(http.get(FEED, () => HttpResponse.error()));
    const body = await expectError(await preview(user.token, FEED), 'upstream_error');
    expect(body.message).toBe('The feed at canvas.university.example could not be reached.');
  });

  it('checks the address again when connecting: a name rebound to loopback after the check is not reached', async () => {
    const user = await makeUser();
    const rebound = 'https://rebind.university.example/feeds/calendar.ics';
    // The check before any request sees a public address (the fake resolver); by the time the
    // connection resolves the name itself, it points at this machine (DNS rebinding).
    const lookups: string[] = [];
    vi.spyOn(nodeDns, 'lookup').mockImplementation(((
      host: string,
      _options: unknown,
      callback: (err: null, addresses: nodeDns.LookupAddress[]) => void,
    ) => {
      lookups.push(host);
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    }) as unknown as typeof nodeDns.lookup);
    // Why the connection failed: refused by the connect-time check, not by an empty port 443.
    const codes: string[] = [];
    const request = https.request;
    vi.spyOn(https, 'request').mockImplementation(((...args: Parameters<typeof https.request>) => {
      const req = request(...args);
      req.on('error', (err: NodeJS.ErrnoException) => codes.push(err.code ?? err.name));
      return req;
    }) as typeof https.request);
    mswServer.use(http.get(rebound, () => passthrough()));
    const body = await expectError(await preview(user.token, rebound), 'upstream_error');
    expect(body.message).toBe('The feed at rebind.university.example could not be reached.');
    expect(dns.lookups).toContain('rebind.university.example');
    expect(lookups).toEqual(['rebind.university.example']);
    expect(codes).toEqual(['EPUSHBLOCKED']);
  });
});
