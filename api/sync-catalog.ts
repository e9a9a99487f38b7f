import { db } from '../lib/db.js';
import { syncCatalogue } from '../lib/directory/catalog.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { SyncCounts } from '../schemas/directory.js';

const description =
  "Fetches the configured university's published course catalogue and descriptions and rewrites the local mirror (GET /api/catalog reads it) in one transaction: changed courses are updated, new ones added, courses no longer published removed. A failure leaves the previous mirror as it was; a second run with the same upstream data writes 0 rows. Scheduled daily; for the platform scheduler only.";

export const syncCourseCatalog = defineRoute({
  operationId: 'syncCourseCatalog',
  method: 'POST',
  path: '/api/sync-catalog',
  auth: 'cron',
  summary: 'Sync the course catalogue mirror',
  description,
  tags: ['Jobs'],
  responses: { 200: SyncCounts },
  errors: ['upstream_error', 'not_configured'],
});

/** Vercel Cron calls jobs with GET: the same job under its own operationId. */
export const syncCourseCatalogScheduled = defineRoute({
  ...syncCourseCatalog,
  operationId: 'syncCourseCatalogScheduled',
  method: 'GET',
  summary: 'Sync the course catalogue mirror (scheduler call)',
  description: `${description} The platform scheduler calls jobs with GET; this is the same operation as POST.`,
});

const job = async () => ({ status: 200 as const, body: await syncCatalogue(db()) });

// POST /api/sync-catalog – syncCourseCatalog; GET is the same job as the scheduler calls it
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(syncCourseCatalog, job),
  handle(syncCourseCatalogScheduled, job),
);
