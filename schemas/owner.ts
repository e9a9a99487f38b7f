// Owner statistics (tk_owner_): aggregate figures only, never an individual account.
// Field names are snake_case as SPEC fixes them (generated_at, timezone, mrr_cents).
import { z } from '../lib/zod.js';
import { IsoDateTime } from './common.js';

const Count = z.number().int().min(0);
const Cents = z.number().int().openapi({ description: 'An amount in the smallest unit of its currency (cents).' });
const IsoDate = z.iso.date().openapi({ example: '2026-11-22', description: 'A UTC calendar day.' });

/** Every owner response starts with these three fields. */
const envelope = {
  generated_at: IsoDateTime.openapi({ description: 'When the figures were computed (ISO-8601, UTC).' }),
  timezone: z
    .literal('UTC')
    .openapi({ description: 'Always UTC: every day boundary in these figures is a UTC midnight.' }),
  notes: z.array(z.string()).openapi({
    description:
      'What makes the figures less than complete: paging cut-offs, Stripe test mode, a missing key, how far back visitor and activity tracking go. Empty when nothing does.',
  }),
};

export const WindowedCount = z
  .object({
    last_1_day: Count.openapi({ description: 'Today so far (UTC).' }),
    last_7_days: Count.openapi({ description: 'Today and the 6 UTC days before it.' }),
    last_30_days: Count.openapi({ description: 'Today and the 29 UTC days before it.' }),
  })
  .openapi('OwnerWindowedCount', {
    description: 'A count over the last 1, 7 and 30 UTC calendar days, today included.',
  });

const excludedAccounts = Count.openapi({
  description: 'Internal and test accounts. They are left out of every other figure; this is the one that counts them.',
});

export const OwnerOverview = z
  .object({
    ...envelope,
    users: z.object({
      total: Count.openapi({ description: 'Accounts, comped included, internal and test accounts excluded.' }),
      new: WindowedCount.openapi({ description: 'Accounts created in the window.' }),
      active: WindowedCount.openapi({
        description: 'Accounts that made an authenticated request (session or personal token) in the window.',
      }),
      comped: Count.openapi({ description: 'Comped accounts: counted as users, never as paying.' }),
      excluded_accounts: excludedAccounts,
    }),
    engagement: z.object({
      courses: Count,
      assessments_tracked: Count.openapi({
        description: 'Assessments (dated, weighted pieces of work) on all courses.',
      }),
      grades_entered: Count.openapi({ description: 'Assessments with a grade.' }),
    }),
    support: z.object({
      open: Count,
      answered: Count,
      solved: Count,
      median_first_answer_seconds: z.number().int().min(0).nullable().openapi({
        description:
          'Median time from a ticket being opened to its first support answer, over tickets first answered in the last 30 days; null when there are none.',
      }),
      answered_last_30_days: Count.openapi({ description: 'How many tickets the median is taken over.' }),
    }),
    revenue: z.object({
      currency: z
        .string()
        .nullable()
        .openapi({ description: 'ISO currency code (lowercase) of the amounts; null when nothing is billed yet.' }),
      mrr_cents: Cents.openapi({
        description:
          'Monthly recurring revenue: the sum over active subscriptions that have at least one settled charge of their price normalised to one month. A price billed every N months counts price / N (a semester price without a recorded interval counts as 4 months: price / 4); yearly price / 12; weekly price × 52 / 12; daily price × 365 / 12. Trials, comped, internal and test accounts contribute nothing.',
      }),
      arr_cents: Cents.openapi({ description: 'An estimate: mrr_cents × 12.' }),
      arr_is_estimate: z
        .literal(true)
        .openapi({ description: 'ARR is always an estimate (one month multiplied by twelve).' }),
      paying_customers: Count.openapi({
        description:
          'Accounts whose active subscription has been charged more than 0 and the charge settled: the accounts MRR comes from. Never trials, comped, internal or test accounts.',
      }),
      customers_ever_charged: Count.openapi({
        description: 'Accounts with at least one settled charge above 0, ever (comped, internal and test excluded).',
      }),
      trialing: Count.openapi({ description: 'Accounts in a trial; never counted as paying.' }),
    }),
  })
  .openapi('OwnerOverview');

const Breakdown = z
  .object({
    groups: z.array(z.object({ name: z.string(), users: Count })).openapi({ description: 'Largest groups first.' }),
    other: Count.openapi({
      description: 'Users in groups too small to list (fewer than 3 users) or beyond the 50 largest.',
    }),
    not_set: Count.openapi({ description: 'Users who have not filled this in.' }),
  })
  .openapi('OwnerBreakdown', {
    description:
      'Users grouped by a profile field (case and surrounding spaces ignored). Groups of fewer than 3 users are folded into `other`, so a free-text value can never single out one account.',
  });

export const OwnerUsers = z
  .object({
    ...envelope,
    total: Count.openapi({ description: 'Accounts, comped included, internal and test accounts excluded.' }),
    excluded_accounts: excludedAccounts,
    cohorts: z.object({
      new: WindowedCount,
      active: WindowedCount,
      comped: Count,
    }),
    by_plan: z
      .object({ free: Count, semester: Count, monthly: Count })
      .openapi({ description: 'The plan each account is on (comped accounts keep their plan field, usually free).' }),
    by_school: Breakdown,
    by_programme: Breakdown,
  })
  .openapi('OwnerUsers', { description: 'Counts only: no names, e-mail addresses or user identifiers.' });

export const OwnerPayments = z
  .object({
    ...envelope,
    source: z.literal('stripe'),
    configured: z.boolean().openapi({
      description: 'False when STRIPE_SECRET_KEY is not set; the figures are then null and a note says so.',
    }),
    mode: z.enum(['live', 'test']).nullable().openapi({ description: 'The mode of the configured Stripe key.' }),
    since: IsoDateTime.openapi({
      description: 'Start of the window: charges created from here to generated_at are read.',
    }),
    window_days: z.number().int(),
    complete: z.boolean().openapi({
      description: 'False when reading stopped at the page cap before the end of the window (a note says where).',
    }),
    charges_read: Count.nullable(),
    excluded_charges: Count.nullable().openapi({
      description: 'Charges of internal and test accounts, left out of every other figure.',
    }),
    paying_customers: Count.nullable().openapi({
      description:
        'Customers with a settled charge above 0 in the window (comped, internal and test accounts excluded).',
    }),
    by_currency: z
      .array(
        z.object({
          currency: z.string(),
          settled_charges: Count,
          gross_cents: Cents.openapi({ description: 'Sum of settled (succeeded and paid) charges.' }),
          refunded_cents: Cents,
          net_cents: Cents.openapi({ description: 'gross_cents − refunded_cents.' }),
          pending_charges: Count,
          failed_charges: Count,
        }),
      )
      .nullable(),
  })
  .openapi('OwnerPayments', { description: 'Revenue read live from Stripe over the last 30 days.' });

export const TimeseriesQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(30)
    .openapi({ description: 'How many UTC days, today included: 1 to 365 (default 30). Anything else is 400.' }),
});

export const OwnerTimeseries = z
  .object({
    ...envelope,
    days: z.number().int(),
    from: IsoDate,
    to: IsoDate,
    series: z
      .array(
        z.object({
          date: IsoDate,
          signups: Count,
          visitors: Count.openapi({ description: 'Distinct anonymous visitors (daily-salted hashes) of the site.' }),
          active_users: Count.openapi({ description: 'Accounts that made an authenticated request that day.' }),
          page_views: Count,
        }),
      )
      .openapi({ description: 'One entry per day, oldest first, days without data as zeros.' }),
  })
  .openapi('OwnerTimeseries');

export const PageViewEvent = z
  .object({
    path: z.string().min(1).max(2000).openapi({
      // One leading "/" then no whitespace or control character (what lib/owner/visits.ts checks).
      // (max. 200 before any query string or fragment, which are dropped).
      pattern: '^/(?:[^\\s\\u0000-\\u001f\\u007f?#/][^\\s\\u0000-\\u001f\\u007f?#]{0,198})?(?:[?#][\\s\\S]*)?$',
      description:
        'The page path (location.pathname), e.g. /dashboard: one leading "/", no spaces or control characters, at most 200 characters without the query string. A query string or fragment is dropped before storing.',
      example: '/dashboard',
    }),
  })
  .openapi('PageViewEvent');

export const EventAccepted = z.object({ ok: z.literal(true) }).openapi('EventAccepted');
