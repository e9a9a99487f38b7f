import { db } from '../../../../lib/db.js';
import { listPosts, publishPost } from '../../../../lib/orgs/orgs.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { OrgIdParams, OrgPageQuery, OrgPost, OrgPostCreate, OrgPostList } from '../../../../schemas/orgs.js';

export const listOrgPosts = defineRoute({
  operationId: 'listOrgPosts',
  method: 'GET',
  path: '/api/v1/orgs/{id}/posts',
  auth: 'token:admin',
  summary: "An organisation's posts",
  description: 'Newest first. Paged.',
  tags: ['Organisations'],
  params: OrgIdParams,
  query: OrgPageQuery,
  responses: { 200: OrgPostList },
  errors: ['not_found'],
});

export const publishOrgPost = defineRoute({
  operationId: 'publishOrgPost',
  method: 'POST',
  path: '/api/v1/orgs/{id}/posts',
  auth: 'token:admin',
  summary: "Publish a post on an organisation's behalf",
  description:
    'Title and body, optionally an event (start, and an end not before it) and a location. An admin token may publish for any club; ' +
    "`onBehalf` is true when its account is not on the club's team. Recorded in the audit log.",
  tags: ['Organisations'],
  params: OrgIdParams,
  body: OrgPostCreate,
  responses: { 201: OrgPost },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/orgs/{id}/posts – the club's posts
  handle(listOrgPosts, async ({ params, query }) => ({ status: 200, body: await listPosts(db(), params.id, query) })),
  // POST /api/v1/orgs/{id}/posts – publish on the club's behalf
  handle(publishOrgPost, async ({ params, body, principal }) => ({
    status: 201,
    body: await publishPost(db(), principal.token, params.id, body),
  })),
);
