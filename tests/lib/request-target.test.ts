// Path and query without a URL object per request must say exactly what the URL parser says:
// the router and every operation read them, and a difference would route or parse differently.
import { describe, expect, it } from 'vitest';
import { targetOf } from '../../lib/http/request-target.js';

// Targets node:http can hand over (no spaces or controls: its parser refuses those), plain and
// not: dot segments, encoded dots, quotes, brackets, non-ASCII, empty and repeated queries.
const TARGETS = [
  '/',
  '/api/openapi',
  '/api/v1/me/assignments?limit=5&cursor=abc',
  '/api/v1/me/assignments/?status=done&status=open',
  '/api/x?',
  '/api/x??a=1',
  '//evil.example/x',
  '/api/./openapi',
  '/api/../api/openapi',
  '/api/x/..',
  '/api/x/.',
  '/api/%2e%2e/openapi',
  '/api/%2E/x',
  '/api/a.b/..c/.d',
  "/api/it's?q='quoted'",
  '/api/x?q="double"&r=<tag>',
  '/api/x?q=%zz&r=%41',
  '/api/[id]?id=1&a[]=2',
  '/api/x?q=a|b^c`d{e}',
  '/api/ümlaut?q=é',
  '/api/x?q=a#frag',
  '/api/x#frag',
  "/api/sub-delims!$&'()*+,;=:@~_",
  '/api/x\\y?z\\w',
  '/api/{id}',
];

describe('targetOf', () => {
  it.each(TARGETS)('splits the URL of %s into the pathname and search the URL parser gives', (target) => {
    const url = new URL(`http://localhost:3000${target}`);
    expect(targetOf(url.href)).toEqual({ pathname: url.pathname, query: url.search.slice(1) });
  });
});
