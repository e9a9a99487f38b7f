import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import * as seatJob from '../lib/seats/job.js';
import { webPushTransport } from '../lib/push/transport.js';
import { vapidConfig } from '../lib/push/vapid.js';
import { RunSeatAlertsResult } from '../schemas/seats.js';

const description =
  'Scheduled every 5 minutes (vercel.json crons; Vercel Cron calls with GET). Polls each watched course at most every ' +
  `${seatJob.SEAT_ALERT_DEFAULTS.pollIntervalSeconds / 60} minutes, one lookup per course for all its watches, ${seatJob.SEAT_ALERT_DEFAULTS.lookupConcurrency} at a time, ` +
  'with the directory’s User-Agent and timeout; a failing course backs off (doubling, up to an hour) and a run stops polling after ' +
  `${seatJob.SEAT_ALERT_DEFAULTS.stopAfterFailures} failures. A watched section going from full to open is pushed once to each of the owner’s devices; ` +
  'overlapping runs never poll the same course at once nor record the same opening twice, and a run that dies leaves its claims to be taken over after a five-minute lease. ' +
  'Devices whose push service answers 404 or 410 are deleted. Needs `Authorization: Bearer <CRON_SECRET>`.';

const common = {
  path: '/api/run-seat-alerts',
  auth: 'cron' as const,
  tags: ['Jobs'],
  description,
  responses: { 200: RunSeatAlertsResult },
  errors: ['not_configured' as const],
};

export const runSeatAlerts = defineRoute({
  ...common,
  operationId: 'runSeatAlerts',
  method: 'POST',
  summary: 'Poll watched sections and send seat alerts',
});
export const runSeatAlertsCron = defineRoute({
  ...common,
  operationId: 'runSeatAlertsCron',
  method: 'GET',
  summary: 'Poll watched sections and send seat alerts (Vercel Cron)',
});

async function run() {
  // Without VAPID keys no alert could be delivered: refuse before spending upstream calls.
  const transport = webPushTransport(vapidConfig());
  const body = await seatJob.runSeatAlerts(db(), { transport });
  return { status: 200 as const, body };
}

// POST /api/run-seat-alerts – poll and alert (manual or scheduler call)
// GET /api/run-seat-alerts – the same, as Vercel Cron calls it
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(runSeatAlerts, run),
  handle(runSeatAlertsCron, run),
);
