import { db } from '../lib/db.js';
import * as lmsSync from '../lib/lms/sync.js';
import { webPushTransport } from '../lib/push/transport.js';
import { vapidConfig } from '../lib/push/vapid.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { LmsSyncResult } from '../schemas/lms.js';

const description =
  'Scheduled every 3 hours (vercel.json crons; Vercel Cron calls with GET). Re-reads the LMS feeds students keep (conditional ' +
  'requests), applies what changed, and marks events gone from a feed (never deleting their assessments). A moved due date updates ' +
  'its assessment and sends one push to each of the owner’s devices ("Essay 2 now due Fri 14 Nov 17:00"), exactly once across ' +
  'overlapping runs. Without VAPID keys the dates still sync and the pushes wait. A failing feed backs off. Needs ' +
  '`Authorization: Bearer <CRON_SECRET>`.';

const common = {
  path: '/api/run-lms-sync',
  auth: 'cron' as const,
  tags: ['Jobs'],
  description,
  responses: { 200: LmsSyncResult },
};

export const runLmsSync = defineRoute({
  ...common,
  operationId: 'runLmsSync',
  method: 'POST',
  summary: 'Sync the kept LMS feeds',
});
export const runLmsSyncCron = defineRoute({
  ...common,
  operationId: 'runLmsSyncCron',
  method: 'GET',
  summary: 'Sync the kept LMS feeds (Vercel Cron)',
});

async function run() {
  let transport = null;
  try {
    transport = webPushTransport(vapidConfig());
  } catch {
    // No push configuration: dates still sync; the pushes wait for a deployment that can send.
  }
  return { status: 200 as const, body: await lmsSync.runLmsSync(db(), { transport }) };
}

// POST /api/run-lms-sync – sync kept LMS feeds (manual or scheduler call)
// GET /api/run-lms-sync – the same, as Vercel Cron calls it
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(runLmsSync, run),
  handle(runLmsSyncCron, run),
);
