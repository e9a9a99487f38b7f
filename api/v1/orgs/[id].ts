import { db } from '../../../lib/db.js';
import { getOrg, updateOrg } from '../../../lib/orgs/orgs.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { Organisation, OrganisationPatch, OrgIdParams } from '../../../schemas/orgs.js';

export const getOrganisation = defineRoute({
  operationId: 'getOrganisation',
  method: 'GET',
  path: '/api/v1/orgs/{id}',
  auth: 'token:admin',
  summary: 'One organisation',
  description: 'Organisations cannot be deleted through the API: DELETE on this path answers 405.',
  tags: ['Organisations'],
  params: OrgIdParams,
  responses: { 200: Organisation },
  errors: ['not_found'],
});

export const updateOrganisation = defineRoute({
  operationId: 'updateOrganisation',
  method: 'PATCH',
  path: '/api/v1/orgs/{id}',
  auth: 'token:admin',
  summary: 'Update an organisation',
  description: 'Name, slug (409 when taken) and description. Recorded in the audit log.',
  tags: ['Organisations'],
  params: OrgIdParams,
  body: OrganisationPatch,
  responses: { 200: Organisation },
  errors: ['not_found', 'conflict'],
});

// No DELETE: SPEC makes deleting an organisation unreachable, so the method answers 405.
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/orgs/{id} – one club
  handle(getOrganisation, async ({ params }) => ({ status: 200, body: await getOrg(db(), params.id) })),
  // PATCH /api/v1/orgs/{id} – update a club
  handle(updateOrganisation, async ({ params, body, principal }) => ({
    status: 200,
    body: await updateOrg(db(), principal.token, params.id, body),
  })),
);
