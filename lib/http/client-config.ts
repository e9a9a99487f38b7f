// What a front end may know about this deployment. Only values that are public by design:
// lib/env.ts refuses secret keys in these variables.
import { env } from '../env.js';

export interface ClientConfigValues {
  vapidPublicKey: string | null;
  stripePublishableKey: string | null;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
}

export function clientConfig(): ClientConfigValues {
  const { VAPID_PUBLIC_KEY, STRIPE_PUBLISHABLE_KEY, SUPABASE_URL, SUPABASE_ANON_KEY } = env();
  return {
    vapidPublicKey: VAPID_PUBLIC_KEY ?? null,
    stripePublishableKey: STRIPE_PUBLISHABLE_KEY ?? null,
    supabaseUrl: SUPABASE_URL ?? null,
    supabaseAnonKey: SUPABASE_ANON_KEY ?? null,
  };
}
