import { db } from '../lib/db.js';
import { PageQuery } from '../lib/http/paging.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import * as personalTokens from '../lib/users/tokens.js';
import { z } from '../lib/zod.js';
import { PersonalTokenCreate, PersonalTokenCreated, PersonalTokenList } from '../schemas/tokens.js';

export const listPersonalTokens = defineRoute({
  operationId: 'listPersonalTokens',
  method: 'GET',
  path: '/api/tokens',
  auth: 'user',
  summary: 'Your active personal API tokens',
  description: 'Names and hints only; a token itself is shown once, at creation.',
  tags: ['Tokens'],
  query: z.object(PageQuery.shape),
  responses: { 200: PersonalTokenList },
});

export const createPersonalToken = defineRoute({
  operationId: 'createPersonalToken',
  method: 'POST',
  path: '/api/tokens',
  auth: 'user',
  summary: 'Create a personal API token (tk_per_) for /api/v1/me',
  description: `The response carries the token once; only its SHA-256 is stored. At most ${personalTokens.PERSONAL_TOKENS_MAX} active tokens per account (409 beyond).`,
  tags: ['Tokens'],
  body: PersonalTokenCreate,
  responses: { 201: PersonalTokenCreated },
  errors: ['conflict'],
  idempotent: { secret: 'token' },
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/tokens – the caller's active personal tokens
  handle(listPersonalTokens, async ({ principal, query }) => ({
    status: 200,
    body: await personalTokens.listPersonalTokens(db(), principal.user.id, query),
  })),
  // POST /api/tokens – a new personal token, shown once
  handle(createPersonalToken, async ({ principal, body }) => ({
    status: 201,
    body: await personalTokens.createPersonalToken(db(), principal.user.id, body.name),
  })),
);
