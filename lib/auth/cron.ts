// Scheduled jobs: the platform sends `Authorization: Bearer <CRON_SECRET>`.
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';
import { secretsEqual } from './secrets.js';

export const MIN_CRON_SECRET_LENGTH = 16;

export function verifyCronSecret(presented: string | null): void {
  const { CRON_SECRET } = env();
  // Fail closed: without a configured (and guessable-length-proof) secret no job can be started from outside.
  if (!CRON_SECRET || CRON_SECRET.length < MIN_CRON_SECRET_LENGTH)
    throw notConfigured(`CRON_SECRET (at least ${MIN_CRON_SECRET_LENGTH} characters)`);
  if (!presented || !secretsEqual(presented, CRON_SECRET)) {
    throw new ApiError('unauthorized', {
      message: 'This job needs the deployment cron secret.',
      hint: 'Scheduled jobs are called by the platform only.',
    });
  }
}
