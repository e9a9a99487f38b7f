// The Stripe SDK, created once per function instance. It uses the fetch HTTP client so that
// tests meet it with msw at the network edge, and it pins the SDK's own API version.
// The SDK (hundreds of modules) is imported on the first call, not at module scope: most
// requests of the functions that can reach Stripe (refusals, local reads) never do.
import type Stripe from 'stripe';
import { env } from '../env.js';
import { notConfigured } from '../errors.js';

/** Stripe answers within this many milliseconds or the call fails (→ 502 upstream_error). */
export const STRIPE_TIMEOUT_MS = 8000;

let client: { key: string; stripe: Stripe } | undefined;

let sdk: Promise<typeof Stripe> | undefined;

/** The SDK's module, imported once per function instance on first use. */
export function stripeSdk(): Promise<typeof Stripe> {
  return (sdk ??= import('stripe').then((m) => m.default));
}

/** The SDK client for STRIPE_SECRET_KEY; `not_configured` when the key is unset. */
export async function stripe(): Promise<Stripe> {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) throw notConfigured('STRIPE_SECRET_KEY');
  if (client?.key !== key) {
    const Stripe = await stripeSdk();
    client = {
      key,
      stripe: new Stripe(key, {
        httpClient: Stripe.createFetchHttpClient(),
        timeout: STRIPE_TIMEOUT_MS,
        // Retries are the caller's (Stripe retries webhooks; clients retry our 502s).
        maxNetworkRetries: 0,
        appInfo: { name: 'gradetrack-api' },
      }),
    };
  }
  return client.stripe;
}
