import { z } from '../lib/zod.js';

const publicValue = (description: string, example: string) => z.string().nullable().openapi({ description, example });

export const ClientConfig = z
  .object({
    vapidPublicKey: publicValue(
      'The web-push VAPID public key (base64url, 65 bytes): PushManager.subscribe({ applicationServerKey }). null when push is not configured (VAPID_PUBLIC_KEY).',
      'BPk7…(87 base64url characters)',
    ),
    stripePublishableKey: publicValue(
      'Stripe publishable key for Stripe.js (Embedded Checkout). null when STRIPE_PUBLISHABLE_KEY is unset.',
      'pk_test_51Example',
    ),
    supabaseUrl: publicValue(
      'Supabase project URL for supabase-js. null when SUPABASE_URL is unset.',
      'https://abcdefghijklmnop.supabase.co',
    ),
    supabaseAnonKey: publicValue(
      'Supabase anon (or publishable) key for supabase-js; safe in a browser, row level security keeps the database closed. null when SUPABASE_ANON_KEY is unset.',
      'sb_publishable_Example',
    ),
  })
  .openapi('ClientConfig', {
    description:
      'The public settings a front end needs; every value is meant to be shipped to browsers. Secrets are never here.',
  });
