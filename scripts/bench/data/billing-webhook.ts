// Webhook event throughput and statements per event: new events (dedupe row, user lock,
// subscription upsert + plan trigger, charge), duplicates, and signature checks. Stripe's
// subscription retrieve is answered in memory, so the figures are this service's own cost.
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { receiveEvent } from '../../../lib/billing/webhook.js';
import { resetEnv } from '../../../lib/env.js';
import type { DataBench } from '../data-harness.js';

const N = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../tests/fixtures/stripe/${name}.json`, import.meta.url), 'utf8'));

const bench: DataBench = {
  name: 'billing-webhook',
  async run({ sql, time }) {
    process.env.STRIPE_SECRET_KEY = 'sk_test_bench';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_bench';
    resetEnv();
    const subscription = fixture('subscription');
    const invoice = fixture('invoice');
    const realFetch = globalThis.fetch;
    // Every subscription retrieve answers the fixture with the requested id and customer.
    const customers = new Map<string, string>();
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const id = new URL(String(input instanceof Request ? input.url : input)).pathname.split('/').pop()!;
      return Response.json({ ...subscription, id, customer: customers.get(id) });
    }) as typeof fetch;

    try {
      const users = Math.max(1, Math.floor(N / 10));
      await sql`
        insert into users (auth_subject, email, stripe_customer_id)
        select 'bench-' || g, 'bench' || g || '@example.edu', 'cus_bench' || g from generate_series(1, ${users}) g`;
      const events = Array.from({ length: N }, (_, i) => {
        const customer = `cus_bench${(i % users) + 1}`;
        const subId = `sub_bench${(i % users) + 1}`;
        customers.set(subId, customer);
        return {
          id: `evt_bench${i}`,
          object: 'event',
          type: 'invoice.paid',
          created: 1795190400 + i,
          data: {
            object: {
              ...invoice,
              id: `in_bench${i}`,
              customer,
              parent: { ...invoice.parent, subscription_details: { metadata: {}, subscription: subId } },
            },
          },
        } as unknown as Stripe.Event;
      });

      const fresh = await time(async () => {
        for (const e of events) await receiveEvent(sql, e);
      });
      const dupes = await time(async () => {
        for (const e of events) await receiveEvent(sql, e);
      });
      const ignored = await time(async () => {
        for (const e of events) await receiveEvent(sql, { ...e, type: 'payment_intent.created' } as Stripe.Event);
      });
      const payload = JSON.stringify(events[0]);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_bench' });
      const verify = await time(async () => {
        for (let i = 0; i < N; i++) Stripe.webhooks.constructEvent(payload, header, 'whsec_bench');
      });
      const [counts] = await sql<{ events: number; charges: number; subs: number }[]>`
        select (select count(*)::int from stripe_events) as events, (select count(*)::int from charges) as charges,
               (select count(*)::int from subscriptions) as subs`;

      const row = (what: string, r: { ms: number; queries: number }) =>
        `| ${what} | ${Math.round((N / r.ms) * 1000).toLocaleString('en')} | ${Math.round((r.queries / N) * 1000).toLocaleString('en')} |`;
      return [
        `${N} invoice.paid events over ${users} users (each: dedupe row, user lock, subscription upsert + plan trigger, charge).`,
        `Rows afterwards: ${counts!.events} stripe_events, ${counts!.charges} charges, ${counts!.subs} subscriptions.`,
        '',
        '| case | events/s | statements per 1,000 events |',
        '|---|---:|---:|',
        row('new event', fresh),
        row('duplicate delivery', dupes),
        row('ignored type', ignored),
        row('signature check only (constructEvent)', verify),
      ];
    } finally {
      globalThis.fetch = realFetch;
    }
  },
};

export default bench;
