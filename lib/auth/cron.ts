// Scheduled jobs: the platform sends `Authorization: Bearer <CRON_SECRET>`.
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';
import { secretsEqual } from './secrets.js';

export function verifyCronSecret(presented: string | null): void {
  const { CRON_SECRET } = env();
  // Fail closed: without a configured secret no job can be started from outside.
  if (!CRON_SECRET) throw notConfigured('CRON_SECRET');
  if (!presented || !secretsEqual(presented, CRON_SECRET)) {
    throw new ApiError('unauthorized', { message: 'This job needs the deployment cron secret.', hint: 'Scheduled jobs are called by the platform only.' });
  }
}
