// Which Stripe mode a key is in, without the SDK: statistics that only need to say "test
// mode" must not load the whole Stripe SDK into their functions (see npm run bench, cold start).

/** True for a test-mode key (sk_test_/rk_test_), so statistics can say so in their notes. */
export const isStripeTestMode = (key: string) => /^(sk|rk)_test_/.test(key);
