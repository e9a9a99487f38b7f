// The anonymous page-view beacon (POST /api/events), privacy-first: no cookie, no stored IP
// or user agent, no user id. A visitor is sha256(daily salt ‖ IP ‖ user agent), computed inside
// the database so the salt never leaves it; the salt is random per UTC day, and each day's
// first beacon deletes every older salt, after which a stored hash can no longer be linked
// to an address. Bots are not counted. One address (an IPv6 client's /64) counts as at most
// VISITORS_PER_ADDRESS visitors a day, however many user agents it sends, so visitors are an
// estimate: too low behind a shared address, never inflated by a script.
import { randomBytes } from 'node:crypto';
import { addressNetwork } from '../http/client-address.js';
import type { Queryable } from '../db.js';
import { badRequest } from '../errors.js';
import { addressKey, enforce, hit } from '../ratelimit.js';

/** Beacons per client IP per rolling minute (generous: a campus shares a few addresses). */
export const EVENTS_RATE_LIMIT = { limit: 240, windowSeconds: 60 } as const;
export const MAX_PATH_LENGTH = 200;
/** Distinct visitors one address can add in a UTC day; the last slot takes every further user agent. */
export const VISITORS_PER_ADDRESS = 10;

// Crawlers, link previews, headless browsers, monitors and HTTP libraries announce themselves.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|^curl\/|^wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|^java\/|okhttp|axios\/|node-fetch|undici|^node$|libwww-perl|scrapy|httpclient|postman|insomnia/i;

/** True for user agents that are not a person's browser, including a missing one. */
export function isBot(userAgent: string | null): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua.length < 10 || BOT_USER_AGENT.test(ua);
}

/** The path as stored: query string and fragment dropped, trailing slashes trimmed. */
export function normalisePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw badRequest(
      'path: must be a path starting with a single "/", e.g. /dashboard',
      'Send location.pathname, not a full URL.',
    );
  }
  if (/[\s\u0000-\u001f\u007f]/.test(path)) throw badRequest('path: must not contain spaces or control characters');
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  if (path.length > MAX_PATH_LENGTH)
    throw badRequest(`path: at most ${MAX_PATH_LENGTH} characters without the query string`);
  return path;
}

export interface PageView {
  path: string;
  ip: string;
  userAgent: string;
}

/** Rate-limits by a hash of the IP (never the address itself) and counts the view. */
export async function recordPageView(sql: Queryable, view: PageView): Promise<void> {
  const limit = await hit(sql, addressKey('events', view.ip), EVENTS_RATE_LIMIT.limit, EVENTS_RATE_LIMIT.windowSeconds);
  enforce(limit, `${EVENTS_RATE_LIMIT.limit} page views per minute from one address`);
  // Two first-beacons of a day can race for the salt; the loser sees no salt and tries again.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await countView(sql, view)) return;
  }
  throw new Error('no visitor salt for today after two attempts');
}

async function countView(sql: Queryable, view: PageView): Promise<boolean> {
  const address = addressNetwork(view.ip);
  const rows = await sql`
    with today as (
      select (now() at time zone 'UTC')::date as day
    ),
    expired as (
      delete from visitor_salts where day < (select day from today)
    ),
    created as (
      insert into visitor_salts (day, salt) select day, ${randomBytes(32)} from today
      on conflict (day) do nothing
      returning salt
    ),
    salt as (
      select salt from created
      union all
      select s.salt from visitor_salts s join today on s.day = today.day
      limit 1
    ),
    expired_addresses as (
      delete from visitor_addresses where day < (select day from today)
    ),
    seen as (
      select today.day,
             sha256(salt.salt || convert_to(${address}, 'UTF8')) as address_hash,
             sha256(salt.salt || convert_to(${address} || chr(10) || ${view.userAgent.slice(0, 512)}, 'UTF8')) as visitor,
             sha256(salt.salt || convert_to(${address} || chr(10) || chr(10), 'UTF8')) as overflow
      from today, salt
    ),
    known as (
      select 1 from visitor_addresses a join seen on a.day = seen.day and a.address_hash = seen.address_hash
      where seen.visitor = any (a.visitors)
    ),
    added as (
      insert into visitor_addresses as a (day, address_hash, visitors)
      select day, address_hash, array[visitor] from seen
      on conflict (day, address_hash) do update set visitors = a.visitors || excluded.visitors
        where not (excluded.visitors[1] = any (a.visitors)) and cardinality(a.visitors) < ${VISITORS_PER_ADDRESS - 1}
      returning 1
    )
    insert into page_views (day, path, visitor_hash)
    select seen.day, ${view.path},
           case when exists (select 1 from known) or exists (select 1 from added) then seen.visitor else seen.overflow end
    from seen
    on conflict (day, path, visitor_hash) do update set views = page_views.views + 1
    returning 1`;
  return rows.length > 0;
}
