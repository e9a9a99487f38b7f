// What every owner figure shares: the response envelope, UTC days, which accounts count,
// and which Stripe mode the recorded billing data is read in.
import { env } from '../env.js';
import { isStripeTestMode } from '../billing/mode.js';
import { iso } from '../../schemas/common.js';

export interface Envelope {
  generated_at: string;
  timezone: 'UTC';
  notes: string[];
}

export function envelope(now: Date, notes: string[]): Envelope {
  return { generated_at: iso(now), timezone: 'UTC', notes };
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A UTC day plus n days (n may be negative), as YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
}

/**
 * Which recorded subscriptions and charges count: with a live key only live-mode rows (test
 * rows left over from development never inflate revenue), with a test key only test rows,
 * and without a key every row.
 */
export type BillingMode = 'live' | 'test' | 'any';

export function billingMode(): BillingMode {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) return 'any';
  return isStripeTestMode(key) ? 'test' : 'live';
}

/** Notes about where the revenue figures come from, for every response that shows revenue. */
export function billingNotes(mode: BillingMode): string[] {
  if (mode === 'any') {
    return [
      'STRIPE_SECRET_KEY is not set: revenue comes from the subscriptions and charges recorded so far, live and test mode alike.',
    ];
  }
  if (mode === 'test') {
    return [
      'Stripe is in test mode (STRIPE_SECRET_KEY is a test key): revenue counts test-mode subscriptions and charges only, not real money.',
    ];
  }
  return [];
}

/** Says how far back a kind of tracking goes when the window reaches before its first day. */
export function trackingNote(label: string, firstDay: string | null, windowStart: string): string | null {
  if (firstDay === null) return `${label} has recorded nothing yet, so its figures are zero.`;
  if (firstDay > windowStart) return `${label} began on ${firstDay}; days before it show zero.`;
  return null;
}
