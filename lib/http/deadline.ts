// Request deadlines. Every request answers before its function's
// maxDuration (vercel.json): on the client side a timer answers 500 internal_error when the
// work outlives the deadline (a database that stops answering on an open connection never
// fails the query by itself), and on the database side the session's statement_timeout,
// lock_timeout and idle_in_transaction_session_timeout stop the work the timer gave up on.
// The specification's closed set of statuses has no 503, so a missed deadline is a 500.
import { env } from '../env.js';
import { ApiError } from '../errors.js';

/** The platform limit of a function not named below (vercel.json `api/**\/*.ts`). */
export const DEFAULT_MAX_DURATION_S = 30;

/** The jobs' longer limits (vercel.json), by route path; tests/lib/deadline-limits.test.ts keeps them in step. */
export const JOB_MAX_DURATION_S: Readonly<Record<string, number>> = {
  '/api/run-reminders': 60,
  '/api/run-seat-alerts': 60,
  '/api/run-lms-sync': 60,
  '/api/sync-catalog': 300,
};

/** What is kept back for answering and the platform's own overhead. */
const MARGIN_MS = 5_000;

/** The deadline of a request to this route path, in milliseconds. */
export function deadlineMs(path: string): number {
  const platform = (JOB_MAX_DURATION_S[path] ?? DEFAULT_MAX_DURATION_S) * 1000 - MARGIN_MS;
  const configured = env().REQUEST_TIMEOUT_MS;
  // The setting shortens deadlines (tests, a tighter operator), never lengthens a job's past its platform limit.
  return configured === undefined ? platform : Math.min(configured, platform);
}

/**
 * The database session's own limits, sent as startup parameters. One client serves every
 * route of an instance, so a statement gets the ordinary deadline (the jobs run many short
 * statements, each under it); a lock wait gets a fifth of it, so a request stuck behind a
 * held lock fails on the database's side while there is still time to answer.
 */
export function databaseTimeouts(): Record<
  'statement_timeout' | 'lock_timeout' | 'idle_in_transaction_session_timeout',
  number
> {
  const ordinary = deadlineMs('');
  return {
    statement_timeout: ordinary > 2_000 ? ordinary - 1_000 : ordinary,
    lock_timeout: Math.max(100, Math.floor(ordinary / 5)),
    idle_in_transaction_session_timeout: ordinary,
  };
}

export const deadlineExceeded = (ms: number) =>
  new ApiError('internal_error', {
    message: 'The request did not finish in time.',
    hint: 'Retry later; if it persists, contact support with the x-request-id.',
    cause: new Error(`request deadline of ${ms} ms passed`),
  });

/**
 * Runs `work`, or answers `onTimeout()` once `ms` have passed. The work is not cancelled (a
 * promise cannot be); the database's own timeouts end what it left running.
 */
export async function withinDeadline<T>(ms: number, work: () => Promise<T>, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
    // A timer must not keep a process alive on its own (scripts, tests).
    timer.unref();
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
