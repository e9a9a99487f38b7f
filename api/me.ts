import { defineRoute, handle, serve } from '../lib/route.js';
import { db } from '../lib/db.js';
import { iso } from '../schemas/common.js';
import { Me } from '../schemas/users.js';

export const getMe = defineRoute({
  operationId: 'getMe',
  method: 'GET',
  path: '/api/me',
  auth: 'user',
  summary: 'The signed-in user',
  description: 'Creates the account record on the first authenticated request.',
  tags: ['Account'],
  responses: { 200: Me },
});

// GET /api/me – the signed-in user's account
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getMe, async ({ principal }) => {

    const [row] = await db()<{ id: string; email: string | null; created_at: Date }[]>`
      select id, email, created_at from users where id = ${principal.user!.id}`;
    if (!row) throw new Error('authenticated user has no row');
    return { status: 200, body: { id: row.id, email: row.email, createdAt: iso(row.created_at) } };
  }),
);
