// vercel.json and the reminders job must agree: the job's time budget fits the function's
// limit, and a lease outlives any live run (the exactly-once argument rests on it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS } from '../../lib/push/reminders.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { vapidEnvLines } from '../../scripts/vapid.js';

const config = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'vercel.json'), 'utf8')) as {
  functions: Record<string, { maxDuration: number }>;
  crons: Array<{ path: string; schedule: string }>;
};

describe('vercel.json for the scheduled jobs', () => {
  it('schedules run-reminders every 15 minutes and sync-catalog daily', () => {
    expect(config.crons).toEqual(
      expect.arrayContaining([
        { path: '/api/run-reminders', schedule: '*/15 * * * *' },
        { path: '/api/sync-catalog', schedule: expect.stringMatching(/^\d+ \d+ \* \* \*$/) },
      ]),
    );
  });

  it('lists the job functions before the api/**/*.ts catch-all (Vercel takes the first pattern that matches)', () => {
    const keys = Object.keys(config.functions);
    for (const file of ['api/run-reminders.ts', 'api/sync-catalog.ts']) {
      expect(keys.indexOf(file), file).toBeGreaterThanOrEqual(0);
      expect(keys.indexOf(file), file).toBeLessThan(keys.indexOf('api/**/*.ts'));
    }
  });

  it('gives run-reminders a limit its time budget fits in, and a lease longer than the limit', () => {
    const maxMs = config.functions['api/run-reminders.ts']!.maxDuration * 1000;
    expect(REMINDER_DEFAULTS.budgetMs).toBeLessThan(maxMs);
    expect(REMINDER_DEFAULTS.leaseSeconds * 1000).toBeGreaterThan(maxMs);
    // The worst batch started just inside the budget still ends before the limit.
    const worstBatchMs =
      Math.ceil(REMINDER_DEFAULTS.batchSize / REMINDER_DEFAULTS.concurrency) * REMINDER_DEFAULTS.pushTimeoutMs + 2000;
    expect(REMINDER_DEFAULTS.budgetMs + 1000).toBeLessThan(maxMs);
    expect(worstBatchMs).toBeLessThan(REMINDER_DEFAULTS.budgetMs);
  });
});

describe('npm run vapid', () => {
  it('prints a fresh usable key pair as .env lines', () => {
    const lines = vapidEnvLines();
    const pub = lines.find((l) => l.startsWith('VAPID_PUBLIC_KEY='))!.split('=')[1]!;
    const priv = lines.find((l) => l.startsWith('VAPID_PRIVATE_KEY='))!.split('=')[1]!;
    expect(Buffer.from(pub, 'base64url')).toHaveLength(65);
    expect(Buffer.from(priv, 'base64url')).toHaveLength(32);
    expect(vapidEnvLines()).not.toEqual(lines);
    expect(lines).toContain('VAPID_SUBJECT=mailto:you@example.com');
  });
});
