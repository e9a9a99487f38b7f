import { db } from '../../../../lib/db.js';
import * as orgs from '../../../../lib/orgs/orgs.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { OrgIdParams, OrgPageQuery, TeamList, Teammate, TeammateAdd } from '../../../../schemas/orgs.js';

export const listTeammates = defineRoute({
  operationId: 'listTeammates',
  method: 'GET',
  path: '/api/v1/orgs/{id}/team',
  auth: 'token:admin',
  summary: "An organisation's team",
  description: 'Members in the order they were added. Paged.',
  tags: ['Organisations'],
  params: OrgIdParams,
  query: OrgPageQuery,
  responses: { 200: TeamList },
  errors: ['not_found'],
});

export const addTeammate = defineRoute({
  operationId: 'addTeammate',
  method: 'POST',
  path: '/api/v1/orgs/{id}/team',
  auth: 'token:admin',
  summary: 'Add a teammate',
  description:
    "An existing account, by id or e-mail (404 when there is none; 409 when already on the team). A token cannot add its own account to an existing club's team: " +
    'the database refuses it, and the API answers 403 forbidden. Recorded in the audit log.',
  tags: ['Organisations'],
  params: OrgIdParams,
  body: TeammateAdd,
  responses: { 201: Teammate },
  errors: ['not_found', 'conflict'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/orgs/{id}/team – the team
  handle(listTeammates, async ({ params, query }) => ({
    status: 200,
    body: await orgs.listTeam(db(), params.id, query),
  })),
  // POST /api/v1/orgs/{id}/team – add an existing account to the team
  handle(addTeammate, async ({ params, body, principal }) => ({
    status: 201,
    body: await orgs.addTeammate(db(), principal.token, params.id, body),
  })),
);
