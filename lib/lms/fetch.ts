// Fetching a student's calendar feed: https only, public addresses only (the push endpoint's
// rules, lib/push/endpoint.ts), checked after DNS resolution and again on every redirect before it
// is followed, and once more when connecting (the push sender's guarded lookup), at most
// MAX_FEED_BYTES and FEED_TIMEOUT_MS, with conditional requests. The URL is a secret: it never
// appears in an error, a log line or a response (errors name the host only).
import dns from 'node:dns';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { ApiError, badRequest } from '../errors.js';
import { guardedLookup, isBlockedAddress, isBlockedHostName } from '../push/endpoint.js';

export const MAX_FEED_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 5;
export const MAX_FEED_URL_LENGTH = 2048;

/** Name resolution, a seam tests replace (they have no network): every address of a host. */
export const feedNet = {
  async lookup(hostname: string): Promise<string[]> {
    const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return found.map((a) => a.address);
  },
};

const urlError = (why: string) =>
  badRequest(
    `url: ${why}`,
    'Copy the calendar feed link your LMS shows (an https address on the internet); or upload the .ics file itself.',
  );

/** The feed URL as it will be fetched: webcal:// becomes https://; anything but public https is refused. */
export function normaliseFeedUrl(raw: string): URL {
  const text = raw.trim();
  if (text.length > MAX_FEED_URL_LENGTH) throw urlError(`at most ${MAX_FEED_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(/^webcals?:\/\//i.test(text) ? text.replace(/^webcals?:/i, 'https:') : text);
  } catch {
    throw urlError('not a valid URL');
  }
  checkTarget(url);
  return url;
}

/** The rules every hop must meet before any request leaves: https, no credentials, a public host. */
function checkTarget(url: URL): void {
  if (url.protocol !== 'https:') throw urlError('must be an https URL');
  if (url.username || url.password) throw urlError('must not carry user information');
  if (url.port !== '' && url.port !== '443') throw urlError('must use the default https port');
  const host = url.hostname;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (net.isIP(literal)) {
    if (isBlockedAddress(literal))
      throw urlError('must not point at a loopback, private, link-local or metadata address');
  } else if (isBlockedHostName(host)) throw urlError('must name a public host');
}

/** Resolves the host and refuses it when any of its addresses is not public (before connecting). */
async function checkResolved(url: URL): Promise<void> {
  const host = url.hostname;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (net.isIP(literal)) return; // checked as written
  let addresses: string[];
  try {
    addresses = await feedNet.lookup(host);
  } catch {
    throw urlError(`the host ${host} does not resolve`);
  }
  if (addresses.length === 0) throw urlError(`the host ${host} does not resolve`);
  if (addresses.some((a) => isBlockedAddress(a)))
    throw urlError(`the host ${host} resolves to a loopback, private or link-local address`);
}

export interface Conditional {
  etag?: string | null | undefined;
  lastModified?: string | null | undefined;
}

export type FetchOutcome =
  | { kind: 'notModified' }
  | { kind: 'ok'; text: string; etag: string | null; lastModified: string | null };

const upstream = (message: string) =>
  new ApiError('upstream_error', {
    message,
    hint: 'Check the feed link in your LMS (it may have been reset), or upload the .ics file instead.',
  });

/** Fetches the feed, following at most MAX_REDIRECTS redirects, each one checked like the first. */
export async function fetchFeed(raw: string | URL, conditional: Conditional = {}): Promise<FetchOutcome> {
  let url = typeof raw === 'string' ? normaliseFeedUrl(raw) : raw;
  checkTarget(url);
  await checkResolved(url);
  const signal = AbortSignal.timeout(FEED_TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      'user-agent': 'GradeTrack calendar import (+https://gradetrack.app/docs/lms-import)',
    };
    if (conditional.etag) headers['if-none-match'] = conditional.etag;
    if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
    let response: Response;
    try {
      response = await send(url, headers, signal);
    } catch (err) {
      const name = (err as { name?: string }).name;
      throw upstream(
        name === 'TimeoutError' || name === 'AbortError'
          ? `The feed at ${url.hostname} did not answer within ${FEED_TIMEOUT_MS / 1000} s.`
          : `The feed at ${url.hostname} could not be reached.`,
      );
    }
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      discard(response);
      const location = response.headers.get('location');
      if (!location) throw upstream(`The feed at ${url.hostname} redirected nowhere.`);
      if (hop >= MAX_REDIRECTS)
        throw upstream(`The feed at ${url.hostname} redirected more than ${MAX_REDIRECTS} times.`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw upstream(`The feed at ${url.hostname} redirected to an invalid address.`);
      }
      // The redirect's target meets every rule of the first address before any request reaches it.
      try {
        checkTarget(next);
        await checkResolved(next);
      } catch (err) {
        if (err instanceof ApiError)
          throw badRequest(`url: redirects to an address that is refused (${err.message.replace(/^url: /, '')})`);
        throw err;
      }
      url = next;
      continue;
    }
    if (response.status === 304) {
      discard(response);
      return { kind: 'notModified' };
    }
    if (!response.ok) {
      discard(response);
      throw upstream(`The feed at ${url.hostname} answered ${response.status}.`);
    }
    const text = await readCapped(response, url.hostname, signal);
    return {
      kind: 'ok',
      text,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  }
}

/**
 * Connections resolve the host again through the push sender's guarded lookup, which refuses any
 * address the rules forbid: a name that resolved to a public address for the check above and to
 * a private one a moment later (DNS rebinding) is refused at connect time. Redirects are never
 * followed here; fetchFeed checks each one first.
 */
const agent = new https.Agent({ lookup: guardedLookup as unknown as LookupFunction, keepAlive: false });

function send(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: 'GET', headers, agent, signal }, (res) => {
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
      const status = res.statusCode ?? 502;
      const noBody = status === 204 || status === 304 || status < 200 || status > 599;
      if (noBody) res.resume();
      resolve(
        new Response(noBody ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
          status: status > 599 ? 502 : status < 200 ? 502 : status,
          headers: out,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Lets go of a body we will not read, without waiting for the server (a stalled one would hold us). */
function discard(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

async function readCapped(response: Response, host: string, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_FEED_BYTES) {
    discard(response);
    throw badRequest(
      `url: the feed is larger than ${MAX_FEED_BYTES} bytes`,
      'Export a shorter date range from your LMS.',
    );
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_FEED_BYTES) {
        void reader.cancel().catch(() => undefined);
        throw badRequest(
          `url: the feed is larger than ${MAX_FEED_BYTES} bytes`,
          'Export a shorter date range from your LMS.',
        );
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw upstream(
      signal.aborted
        ? `The feed at ${host} did not finish within ${FEED_TIMEOUT_MS / 1000} s.`
        : `The feed at ${host} broke off.`,
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('calendar: the feed is not UTF-8 text');
  }
}

/** What a student sees of a kept feed's URL: its host and the last 4 characters. */
export function maskUrl(url: URL | string): { host: string; tail: string } {
  const u = typeof url === 'string' ? new URL(url) : url;
  return { host: u.hostname, tail: u.href.slice(-4) };
}
