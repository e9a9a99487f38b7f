import { db } from '../../../../lib/db.js';
import { updateAssessment } from '../../../../lib/courses/assessments.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { Assessment, AssignmentPatch } from '../../../../schemas/assessments.js';
import { IdParams } from '../../../../schemas/common.js';

export const updateMyAssignment = defineRoute({
  operationId: 'updateMyAssignment',
  method: 'PATCH',
  path: '/api/v1/me/assignments/{id}',
  auth: 'token:personal',
  summary: 'Record a status, notes or a grade',
  description:
    'Only `status`, `notes` and `grade` are writable: a token cannot change a weight, move a date or set provenance; any other field is refused with 400 naming it, and nothing changes. `grade` is `{ percent }`, `{ earned, total }` or null (clears it); a grade without a status sets `graded`. Returns the assessment as it now stands.',
  tags: ['Personal API'],
  params: IdParams,
  body: AssignmentPatch,
  responses: { 200: Assessment },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PATCH /api/v1/me/assignments/{id} – status, notes, grade only
  handle(updateMyAssignment, async ({ principal, params, body }) => ({
    status: 200,
    body: await updateAssessment(db(), principal.token.userId, params.id, body),
  })),
);
