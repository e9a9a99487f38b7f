import { db } from '../../../lib/db.js';
import * as assessments from '../../../lib/courses/assessments.js';
import { PageQuery } from '../../../lib/http/paging.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { z } from '../../../lib/zod.js';
import { Assessment, AssessmentCreate, AssessmentList } from '../../../schemas/assessments.js';
import { IdParams } from '../../../schemas/common.js';

export const listCourseAssessments = defineRoute({
  operationId: 'listCourseAssessments',
  method: 'GET',
  path: '/api/courses/{id}/assessments',
  auth: 'user',
  summary: 'The assessments of one of your courses',
  description: 'By due date, undated items last; paged.',
  tags: ['Courses'],
  params: IdParams,
  query: z.object(PageQuery.shape),
  responses: { 200: AssessmentList },
  errors: ['not_found'],
});

export const createAssessment = defineRoute({
  operationId: 'createAssessment',
  method: 'POST',
  path: '/api/courses/{id}/assessments',
  auth: 'user',
  summary: 'Add an assessment to one of your courses',
  description:
    'A course holds at most 200 assessments (400 beyond); session writes count against 120 per account per minute (429).',
  tags: ['Courses'],
  params: IdParams,
  body: AssessmentCreate,
  responses: { 201: Assessment },
  errors: ['not_found', 'bad_request', 'rate_limited'],
  idempotent: true,
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/courses/{id}/assessments – a course's items, by due date
  handle(listCourseAssessments, async ({ principal, params, query }) => ({
    status: 200,
    body: await assessments.listAssessments(db(), principal.user.id, { courseId: params.id }, query),
  })),
  // POST /api/courses/{id}/assessments – one new item
  handle(createAssessment, async ({ principal, params, body }) => ({
    status: 201,
    body: await assessments.createAssessment(db(), principal.user.id, params.id, body),
  })),
);
