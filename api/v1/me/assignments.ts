import { db } from '../../../lib/db.js';
import { listAssessments } from '../../../lib/courses/assessments.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { AssessmentList, AssignmentsQuery } from '../../../schemas/assessments.js';

export const listMyAssignments = defineRoute({
  operationId: 'listMyAssignments',
  method: 'GET',
  path: '/api/v1/me/assignments',
  auth: 'token:personal',
  summary: 'Every deadline, with weight, status, grade, notes and due',
  description:
    'Sorted by due date (undated items last, `due: null`), then id; paged. Filters: `course_id`, `status`, `upcoming=true` (deadlines still ahead).',
  tags: ['Personal API'],
  query: AssignmentsQuery,
  responses: { 200: AssessmentList },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/assignments – the token owner's assessments, filtered and paged
  handle(listMyAssignments, async ({ principal, query }) => ({
    status: 200,
    body: await listAssessments(
      db(),
      principal.token.userId,
      { courseId: query.course_id, status: query.status, upcoming: query.upcoming },
      query,
    ),
  })),
);
