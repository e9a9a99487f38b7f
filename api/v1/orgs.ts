import { db } from '../../lib/db.js';
import { createOrg, listOrgs } from '../../lib/orgs/orgs.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { Organisation, OrganisationCreate, OrganisationList, OrgPageQuery } from '../../schemas/orgs.js';

export const listOrganisations = defineRoute({
  operationId: 'listOrganisations',
  method: 'GET',
  path: '/api/v1/orgs',
  auth: 'token:admin',
  summary: 'List organisations',
  description: 'Student organisations in slug order. Paged.',
  tags: ['Organisations'],
  query: OrgPageQuery,
  responses: { 200: OrganisationList },
});

export const createOrganisation = defineRoute({
  operationId: 'createOrganisation',
  method: 'POST',
  path: '/api/v1/orgs',
  auth: 'token:admin',
  summary: 'Create an organisation',
  description:
    "A slug already in use answers 409. `joinTeam` puts the token's own account on the new club's team; " +
    'joining an existing club is refused (see addTeammate). Recorded in the audit log.',
  tags: ['Organisations'],
  body: OrganisationCreate,
  responses: { 201: Organisation },
  errors: ['conflict'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/orgs – organisations by slug
  handle(listOrganisations, async ({ query }) => ({ status: 200, body: await listOrgs(db(), query) })),
  // POST /api/v1/orgs – create a club
  handle(createOrganisation, async ({ body, principal }) => ({
    status: 201,
    body: await createOrg(db(), principal.token, body),
  })),
);
