import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimWithRetry, reminderMessage, retryDelaySeconds, type ClaimedReminder } from '../../lib/push/reminders.js';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

describe('reminderMessage', () => {
  const row = (minutes: number, over: Partial<ClaimedReminder> = {}): ClaimedReminder => ({
    id: '1',
    dueKey: '2026-11-24 23:59:00+00',
    attempts: 1,
    assessmentId: '5f0c6c1e-2f3b-4a39-9a57-0c5f1b6f2e41',
    subscriptionId: 's',
    title: 'Midterm',
    kind: 'midterm',
    weight: '25.000',
    due: new Date(Date.UTC(2026, 10, 24, 23, 59)),
    dueAllDay: false,
    courseCode: 'MATH 135',
    timeZone: 'America/Toronto',
    endpoint: 'https://fcm.googleapis.com/x',
    p256dh: keys.p256dh,
    auth: keys.auth,
    now: new Date(Date.UTC(2026, 10, 24, 23, 59) - minutes * 60_000),
    ...over,
  });

  it('sets TTL to the time left, urgency by closeness, and a Topic from the assessment id', () => {
    const soon = reminderMessage(row(30));
    expect(soon).toMatchObject({ ttlSeconds: 1800, urgency: 'high', topic: '5f0c6c1e2f3b4a399a570c5f1b6f2e41' });
    expect(soon.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const shown = JSON.parse(soon.payload) as { title: string; body: string };
    expect(shown.title).toBe('MATH 135: Midterm');
    // In the owner's zone; the zone's short name depends on the ICU data of the runtime.
    expect(shown.body).toMatch(/^Due Tue 24 Nov, 18:59 (EST|GMT-5) \(in 30 min\) · 25% of the grade$/);
    expect(reminderMessage(row(20 * 60))).toMatchObject({ ttlSeconds: 72_000, urgency: 'normal' });
  });

  it('falls back to UTC for an unknown time zone, and leaves out a zero weight', () => {
    const body = (
      JSON.parse(reminderMessage(row(120, { timeZone: 'Mars/Olympus', weight: '0.000' })).payload) as { body: string }
    ).body;
    expect(body).toBe('Due Tue 24 Nov, 23:59 UTC (in 2 h)');
  });
});

describe('retryDelaySeconds', () => {
  it('honours Retry-After within a minute and a day, else backs off 5, 10, 20 … minutes up to an hour', () => {
    expect(retryDelaySeconds(120, 1)).toBe(120);
    expect(retryDelaySeconds(1, 1)).toBe(60);
    expect(retryDelaySeconds(10 ** 7, 1)).toBe(86_400);
    expect([1, 2, 3, 4, 5].map((a) => retryDelaySeconds(null, a))).toEqual([300, 600, 1200, 2400, 3600]);
  });
});

describe('claimWithRetry', () => {
  it('runs the claim again after a foreign-key race or a deadlock, at most three times', async () => {
    let calls = 0;
    const flaky = async () => {
      if (++calls < 3) throw Object.assign(new Error('race'), { code: calls === 1 ? '23503' : '40P01' });
      return [];
    };
    expect(await claimWithRetry(flaky)).toEqual([]);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      claimWithRetry(async () => {
        calls++;
        throw Object.assign(new Error('race'), { code: '23503' });
      }),
    ).rejects.toThrow('race');
    expect(calls).toBe(3);
  });

  it('does not retry other failures', async () => {
    let calls = 0;
    await expect(
      claimWithRetry(async () => {
        calls++;
        throw Object.assign(new Error('syntax'), { code: '42601' });
      }),
    ).rejects.toThrow('syntax');
    expect(calls).toBe(1);
  });
});
