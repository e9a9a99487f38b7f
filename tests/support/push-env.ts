// Configuration for push tests: a VAPID key pair generated for the test file and a cron secret.
import { afterEach, beforeEach, vi } from 'vitest';
import webpush from 'web-push';
import { resetEnv } from '../../lib/env.js';

export const CRON_SECRET = 'cron-secret-for-tests-0123456789';
export const vapid = webpush.generateVAPIDKeys();

/** Sets VAPID_* and CRON_SECRET before each test of the file, and clears them after. */
export function usePushEnv(): void {
  beforeEach(() => {
    vi.stubEnv('VAPID_PUBLIC_KEY', vapid.publicKey);
    vi.stubEnv('VAPID_PRIVATE_KEY', vapid.privateKey);
    vi.stubEnv('VAPID_SUBJECT', 'mailto:ops@gradetrack.example');
    vi.stubEnv('CRON_SECRET', CRON_SECRET);
    resetEnv();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnv();
  });
}
