// vercel.json and the seat-alerts job must agree: lookups and pushes fit the function's limit,
// and a course's lease outlives any live run (the exactly-once argument rests on it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { env } from '../../lib/env.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { SEAT_ALERT_DEFAULTS as D } from '../../lib/seats/job.js';

const config = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'vercel.json'), 'utf8')) as {
  functions: Record<string, { maxDuration: number }>;
  crons: Array<{ path: string; schedule: string }>;
};

describe('vercel.json for the seat-alerts job', () => {
  it('schedules it every 5 minutes, before the api/**/*.ts catch-all of the functions', () => {
    expect(config.crons).toContainEqual({ path: '/api/run-seat-alerts', schedule: '*/5 * * * *' });
    const keys = Object.keys(config.functions);
    expect(keys.indexOf('api/run-seat-alerts.ts')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('api/run-seat-alerts.ts')).toBeLessThan(keys.indexOf('api/**/*.ts'));
  });

  it('ends its worst run within the limit, polls each course once per cron tick at most, and leases longer than the limit', () => {
    const maxMs = config.functions['api/run-seat-alerts.ts']!.maxDuration * 1000;
    const lastLookupEnds = D.pollBudgetMs + env().DIRECTORY_TIMEOUT_MS;
    const worstPushBatch = Math.ceil(D.pushBatch / D.pushConcurrency) * D.pushTimeoutMs + 2000;
    // The first push batch always runs after the lookups; later ones only within budgetMs.
    expect(Math.max(lastLookupEnds + worstPushBatch, D.budgetMs) + 2000).toBeLessThan(maxMs);
    expect(D.leaseSeconds * 1000).toBeGreaterThan(maxMs);
    expect(D.pollIntervalSeconds).toBeLessThan(5 * 60);
  });
});
