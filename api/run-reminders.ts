import { db } from '../lib/db.js';
import { prune } from '../lib/jobs/housekeeping.js';
import * as reminders from '../lib/push/reminders.js';
import { webPushTransport } from '../lib/push/transport.js';
import { vapidConfig } from '../lib/push/vapid.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { RunRemindersResult } from '../schemas/push.js';

const description =
  'Scheduled every 15 minutes (vercel.json crons; Vercel Cron calls with GET). Sends each due-date reminder that is due ' +
  "now (the owner's lead time before the due date, not submitted, graded or excused, due in the future) once to each " +
  "of the owner's devices; overlapping runs never send the same reminder twice, and a run that dies leaves its claims " +
  'to be taken over after a five-minute lease. Stops before the function limit and leaves the rest to the next run. ' +
  'Also prunes idle rate-limit rows and old reminder records. Needs `Authorization: Bearer <CRON_SECRET>`.';

const common = {
  path: '/api/run-reminders',
  auth: 'cron' as const,
  tags: ['Jobs'],
  description,
  responses: { 200: RunRemindersResult },
  errors: ['not_configured' as const],
};

export const runReminders = defineRoute({
  ...common,
  operationId: 'runReminders',
  method: 'POST',
  summary: 'Send the due-date reminders that are due now',
});
export const runRemindersCron = defineRoute({
  ...common,
  operationId: 'runRemindersCron',
  method: 'GET',
  summary: 'Send the due-date reminders that are due now (Vercel Cron)',
});

async function run() {
  const sql = db();
  // Housekeeping first: a deployment without VAPID keys still prunes idle rate-limit rows.
  await prune(sql);
  const transport = webPushTransport(vapidConfig());
  const result = await reminders.runReminders(sql, { transport });
  return {
    status: 200 as const,
    body: {
      sent: result.sent,
      notReached: result.notReached,
      devicesRemoved: result.devicesRemoved,
      more: result.stoppedEarly,
    },
  };
}

// POST /api/run-reminders – send due reminders (manual or scheduler call)
// GET /api/run-reminders – the same, as Vercel Cron calls it
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(runReminders, run),
  handle(runRemindersCron, run),
);
