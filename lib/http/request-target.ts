// The path and query of a request without a URL object per request. The router and every
// operation need only these two strings, and `new URL()` was a visible share of a small
// request's CPU (profile in content/docs/performance.md).
// A Request's `url` has already been normalised by the URL parser (or by the local server as
// the parser would), so it is split as text.

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
