import { db } from '../../../../../lib/db.js';
import * as orgs from '../../../../../lib/orgs/orgs.js';
import { defineRoute, handle, serve } from '../../../../../lib/route.js';
import { Teammate, TeammateParams } from '../../../../../schemas/orgs.js';

export const getTeammate = defineRoute({
  operationId: 'getTeammate',
  method: 'GET',
  path: '/api/v1/orgs/{id}/team/{userId}',
  auth: 'token:admin',
  summary: 'One teammate',
  description:
    'Whether an account is on the team. Teammates cannot be removed through the API: DELETE on this path answers 405.',
  tags: ['Organisations'],
  params: TeammateParams,
  responses: { 200: Teammate },
  errors: ['not_found'],
});

// No DELETE: SPEC makes removing a teammate unreachable, so the method answers 405.
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/orgs/{id}/team/{userId} – one member of the team
  handle(getTeammate, async ({ params }) => ({
    status: 200,
    body: await orgs.getTeammate(db(), params.id, params.userId),
  })),
);
