import { db } from '../../lib/db.js';
import * as assessments from '../../lib/courses/assessments.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { Assessment, AssessmentPatch } from '../../schemas/assessments.js';
import { IdParams } from '../../schemas/common.js';
import { Deleted } from '../../schemas/courses.js';

export const getAssessment = defineRoute({
  operationId: 'getAssessment',
  method: 'GET',
  path: '/api/assessments/{id}',
  auth: 'user',
  summary: 'One of your assessments',
  tags: ['Courses'],
  params: IdParams,
  responses: { 200: Assessment },
  errors: ['not_found'],
});

export const updateAssessment = defineRoute({
  operationId: 'updateAssessment',
  method: 'PATCH',
  path: '/api/assessments/{id}',
  auth: 'user',
  summary: 'Change any field of an assessment',
  description:
    'Including weight and due; `courseId` moves it to another of your courses. Setting a grade without a status sets `graded`.',
  tags: ['Courses'],
  params: IdParams,
  body: AssessmentPatch,
  responses: { 200: Assessment },
  errors: ['not_found'],
});

export const deleteAssessment = defineRoute({
  operationId: 'deleteAssessment',
  method: 'DELETE',
  path: '/api/assessments/{id}',
  auth: 'user',
  summary: 'Delete an assessment',
  tags: ['Courses'],
  params: IdParams,
  responses: { 200: Deleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/assessments/{id} – one assessment of the caller
  handle(getAssessment, async ({ principal, params }) => ({
    status: 200,
    body: await assessments.getAssessment(db(), principal.user.id, params.id),
  })),
  // PATCH /api/assessments/{id} – any field, as it now stands
  handle(updateAssessment, async ({ principal, params, body }) => ({
    status: 200,
    body: await assessments.updateAssessment(db(), principal.user.id, params.id, body),
  })),
  // DELETE /api/assessments/{id} – removes it for good
  handle(deleteAssessment, async ({ principal, params }) => {
    await assessments.deleteAssessment(db(), principal.user.id, params.id);
    return { status: 200, body: { id: params.id, deleted: true as const } };
  }),
);
