import { db } from '../lib/db.js';
import { searchCatalogue } from '../lib/directory/catalog.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { iso } from '../schemas/common.js';
import { CatalogPage, CatalogQuery } from '../schemas/directory.js';

export const searchCatalog = defineRoute({
  operationId: 'searchCatalog',
  method: 'GET',
  path: '/api/catalog',
  auth: 'none',
  summary: 'Search the course catalogue',
  description:
    "Courses of the configured university's published catalogue, from the local mirror the daily sync keeps (no call to the university): filter by subject, find text in the title or the course code, paged by subject and catalog number.",
  tags: ['Directory'],
  query: CatalogQuery,
  responses: { 200: CatalogPage },
  cacheControl: 'public, s-maxage=300, stale-while-revalidate=3600',
});

// GET /api/catalog – search the catalogue mirror
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(searchCatalog, async ({ query }) => {
    const page = await searchCatalogue(db(), query);
    return {
      status: 200,
      body: { items: page.items.map((c) => ({ ...c, updatedAt: iso(c.updatedAt) })), nextCursor: page.nextCursor },
    };
  }),
);
