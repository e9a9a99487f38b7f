// toApiError for the Stripe SDK's errors, produced by the real SDK against msw (no hand-made error objects).
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { isStripeMissing, toApiError } from '../../lib/errors.js';
import { mswServer } from '../support/msw.js';
import { stripeFixture } from '../support/stripe.js';

const client = (timeout = 2000) =>
  new Stripe('sk_test_51GradeTrackFakeKeyForTests0000000000', {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    timeout,
  });

const answer = (status: number, body: JsonBodyType) =>
  mswServer.use(http.get('https://api.stripe.com/v1/subscriptions/:id', () => HttpResponse.json(body, { status })));

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the Stripe call to fail');
}

const retrieve = (timeout?: number) => errorOf(client(timeout).subscriptions.retrieve('sub_1SgT7uLkdIwHu7ix3FJq0tKb'));

afterEach(() => mswServer.resetHandlers());

describe('Stripe errors through the one error builder', () => {
  it('a timeout is upstream_error', async () => {
    mswServer.use(
      http.get('https://api.stripe.com/v1/subscriptions/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const err = await retrieve(50);
    expect((err as Error).message).toMatch(/timeout/i);
    expect(toApiError(err).code).toBe('upstream_error');
  });

  it("a network failure, a 500 and Stripe's own rate limit are upstream_error", async () => {
    mswServer.use(http.get('https://api.stripe.com/v1/subscriptions/:id', () => HttpResponse.error()));
    expect(toApiError(await retrieve()).code).toBe('upstream_error');
    answer(500, stripeFixture('error_api'));
    expect(toApiError(await retrieve()).code).toBe('upstream_error');
    answer(429, { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' } });
    expect(toApiError(await retrieve()).code).toBe('upstream_error');
  });

  it('resource_missing is recognised (routes answer their own 404) and maps to not_found by default', async () => {
    answer(404, stripeFixture('error_resource_missing'));
    const err = await retrieve();
    expect(isStripeMissing(err)).toBe(true);
    expect(toApiError(err).code).toBe('not_found');
  });

  it('a rejected key is not_configured; any other refused request is ours to fix (internal_error)', async () => {
    answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****0000' } });
    expect(toApiError(await retrieve()).code).toBe('not_configured');
    answer(400, {
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'foo',
        message: 'Received unknown parameter: foo',
      },
    });
    const err = toApiError(await retrieve());
    expect(err.code).toBe('internal_error');
    expect(err.message).not.toMatch(/foo/);
  });

  it('a declined card is a conflict; an idempotency clash is a conflict to retry', async () => {
    answer(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(toApiError(await retrieve()).code).toBe('conflict');
    answer(400, {
      error: {
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      },
    });
    expect(toApiError(await retrieve()).code).toBe('conflict');
  });

  it('a signature failure is bad_request', () => {
    let err: unknown;
    try {
      Stripe.webhooks.constructEvent('{"id":"evt_1"}', 't=1,v1=00', 'whsec_x');
    } catch (e) {
      err = e;
    }
    expect(toApiError(err).code).toBe('bad_request');
  });
});
