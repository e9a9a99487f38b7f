import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor, PageQuery, pageOf } from '../../lib/http/paging.js';
import { z } from '../../lib/zod.js';

const Key = z.tuple([z.string(), z.string()]);

describe('paging', () => {
  it('defaults and bounds the limit', () => {
    expect(PageQuery.parse({})).toEqual({ limit: 50 });
    expect(PageQuery.parse({ limit: '200' }).limit).toBe(200);
    expect(PageQuery.safeParse({ limit: '201' }).success).toBe(false);
    expect(PageQuery.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('round-trips a sort key through a cursor', () => {
    const cursor = encodeCursor(['2026-11-22T00:00:00.000Z', 'abc']);
    expect(decodeCursor(cursor, Key)).toEqual(['2026-11-22T00:00:00.000Z', 'abc']);
    expect(decodeCursor(undefined, Key)).toBeUndefined();
  });

  it('refuses a cursor it did not issue with 400', () => {
    for (const bad of ['!!!', encodeCursor({ not: 'a tuple' }), Buffer.from('{').toString('base64url')]) {
      expect(() => decodeCursor(bad, Key)).toThrow(ApiError);
      try {
        decodeCursor(bad, Key);
      } catch (err) {
        expect((err as ApiError).code).toBe('bad_request');
      }
    }
  });

  it('cuts the extra row and points the cursor at the last row served', () => {
    const rows = [1, 2, 3].map((n) => ({ n }));
    expect(pageOf(rows, 3, (r) => r.n)).toEqual({ items: rows, nextCursor: null });
    const page = pageOf(rows, 2, (r) => r.n);
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!, z.number())).toBe(2);
  });
});
