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
    expect(batches.length).toBeGreaterThanOrEqual(11);
    const rows = unseenRows();
    const byBatch = new Map<string, number>();
    for (const r of rows) byBatch.set(r.corpus, (byBatch.get(r.corpus) ?? 0) + 1);
    expect([...byBatch.keys()].sort()).toEqual(batches.map((f) => f.replace(/\.jsonl$/, '')).sort());
    // Recorded 2026-11-30: 938 items over eleven batches (full3 … full13), 701 right; 475 at 0.8 or more, 415 of them
    // right (full13, the newest: 39 of 46; full12 22 of 22; full11 40 of 46).
    expect(rows.length).toBe(938);
    expect(rows.filter((r) => r.right).length).toBe(701);
    const own = reliability(
      rows.map((r) => ({ p: r.raw, pDue: r.rawDue, matched: r.matched, right: r.right, dayRight: r.dayRight })),
    );
    expect(own.high).toEqual({ n: 475, right: 415 });
  });
});
