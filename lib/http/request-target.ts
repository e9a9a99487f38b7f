// The path and query of a request without a URL object per request. The router and every
// operation need only these two strings, and `new URL()` was a visible share of a small
// request's CPU (profile in content/docs/performance.md).
//
// Two inputs:
// - a Request's `url`, which the URL parser has already normalised: split as text;
// - the request target node:http hands over, raw: joined to the origin as text when it holds
//   nothing the URL parser would change (so the result equals the parser's), parsed otherwise.

export interface Target {
  /** As `URL.pathname`: percent-encoded, dot segments resolved. */
  pathname: string;
  /** As `URL.search` without its `?`: '' when there is no query. */
  query: string;
}

/** Splits a serialised URL (a Request's `url`) into path and query, as `new URL(url)` would. */
export function targetOf(url: string): Target {
  const authority = url.indexOf('//');
  let start = url.indexOf('/', authority === -1 ? 0 : authority + 2);
  if (start === -1) start = url.length;
  let end = url.indexOf('#', start);
  if (end === -1) end = url.length;
  const q = url.indexOf('?', start);
  if (q === -1 || q > end) return { pathname: start === end ? '/' : url.slice(start, end), query: '' };
  return { pathname: start === q ? '/' : url.slice(start, q), query: url.slice(q + 1, end) };
}

// Characters the URL parser leaves as they are: in a path (no `%`, so no encoded dot segment
// and no invalid escape), and in a query of an http(s) URL (`'` is encoded there, `#` ends it).
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const PLAIN_QUERY = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * The URL of an origin-form request target (`/path?query`) on `origin` (already normalised,
 * e.g. by originOf), serialised exactly as `new URL(target, origin).href` would be, without
 * running the parser when the target needs no change. `//x` stays a path, never a host.
 */
export function urlOfTarget(origin: string, target: string): string {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  if (PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) && (q === -1 || PLAIN_QUERY.test(target.slice(q + 1))))
    return origin + target;
  return new URL(origin + target).href;
}
