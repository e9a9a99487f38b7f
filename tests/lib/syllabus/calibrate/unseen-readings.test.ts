// The committed readings of each full-label batch by the reader of the session it was unseen in
// (tests/fixtures/syllabi-web-labels/readings) are judged against today's labels, batch by batch.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reliability, UNSEEN_READINGS, unseenRows } from '../../../../scripts/syllabus-eval/calibration.js';
import { DEFAULT_FIXTURES } from '../../../../scripts/syllabus-eval/run.js';

const pages = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');

describe.skipIf(!existsSync(pages) && process.env.CI !== 'true')('readings of the web batches while unseen', () => {
  it('judges every batch, its items one row each, on the labels of its pages', () => {
    const batches = readdirSync(UNSEEN_READINGS).filter((f) => f.endsWith('.jsonl'));
    expect(batches.length).toBeGreaterThanOrEqual(10);
    const rows = unseenRows();
    const byBatch = new Map<string, number>();
    for (const r of rows) byBatch.set(r.corpus, (byBatch.get(r.corpus) ?? 0) + 1);
    expect([...byBatch.keys()].sort()).toEqual(batches.map((f) => f.replace(/\.jsonl$/, '')).sort());
    // Recorded 2026-11-30: 833 items over ten batches (full3 … full12), 621 right; 429 at 0.8 or more, 376 of them
    // right (full12, the newest, read after confidence/ bounds a dated item by its date: 22 of 22; full11 40 of 46).
    expect(rows.length).toBe(833);
    expect(rows.filter((r) => r.right).length).toBe(621);
    const own = reliability(
      rows.map((r) => ({ p: r.raw, pDue: r.rawDue, matched: r.matched, right: r.right, dayRight: r.dayRight })),
    );
    expect(own.high).toEqual({ n: 429, right: 376 });
  });
});
