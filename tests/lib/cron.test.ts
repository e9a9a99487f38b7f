import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyCronSecret } from '../../lib/auth/cron.js';
import { resetEnv } from '../../lib/env.js';
import { callFixture, cronFixture } from '../support/fixture-routes.js';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('cron secret', () => {
  it('accepts the configured secret only', () => {
    vi.stubEnv('CRON_SECRET', 's3cret-s3cret-s3cret');
    resetEnv();
    expect(() => verifyCronSecret('s3cret-s3cret-s3cret')).not.toThrow();
    for (const wrong of [null, '', 's3cret-s3cret-s3cre', 's3cret-s3cret-s3cret-', 'S3cret-s3cret-s3cret']) {
      expect(() => verifyCronSecret(wrong)).toThrow(expect.objectContaining({ code: 'unauthorized' }));
    }
  });

  it('fails closed when the deployment has no secret', () => {
    expect(() => verifyCronSecret('anything')).toThrow(expect.objectContaining({ code: 'not_configured' }));
  });

  it('refuses credentials in the query string on job routes too, even beside a valid header', async () => {
    vi.stubEnv('CRON_SECRET', 's3cret-s3cret-s3cret');
    resetEnv();
    const headers = { authorization: 'Bearer s3cret-s3cret-s3cret' };
    expect((await callFixture(cronFixture, { headers })).status).toBe(200);
    for (const query of ['?token=s3cret-s3cret-s3cret', '?access_token=x', '?auth=Bearer%20s3cret']) {
      const res = await callFixture(cronFixture, { headers, query });
      expect(res.status, query).toBe(401);
    }
  });
});
