import { defineRoute, handle, serve } from '../lib/route.js';
import { db } from '../lib/db.js';
import { getProfile, updateProfile } from '../lib/users/profile.js';
import { Me, MePatch } from '../schemas/users.js';

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

export const updateMe = defineRoute({
  operationId: 'updateMe',
  method: 'PATCH',
  path: '/api/me',
  auth: 'user',
  summary: 'Change your profile',
  description:
    'School, programme, time zone (an IANA name, checked against the runtime’s time zone database) and reminder lead time. `plan` is read-only; any other field is refused with 400.',
  tags: ['Account'],
  body: MePatch,
  responses: { 200: Me },
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/me – the signed-in user's account and profile
  handle(getMe, async ({ principal }) => ({ status: 200, body: await getProfile(db(), principal.user.id) })),
  // PATCH /api/me – change the profile fields the student owns
  handle(updateMe, async ({ principal, body }) => ({
    status: 200,
    body: await updateProfile(db(), principal.user.id, body),
  })),
);
