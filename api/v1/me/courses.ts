import { db } from '../../../lib/db.js';
import { listCourses } from '../../../lib/courses/courses.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { CourseList, CoursesQuery } from '../../../schemas/courses.js';

export const listMyCourses = defineRoute({
  operationId: 'listMyCourses',
  method: 'GET',
  path: '/api/v1/me/courses',
  auth: 'token:personal',
  summary: "The token owner's classes",
  description: 'Current classes by default; `archived=true` returns finished ones. Oldest first, paged.',
  tags: ['Personal API'],
  query: CoursesQuery,
  responses: { 200: CourseList },
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/me/courses – current or finished classes
  handle(listMyCourses, async ({ principal, query }) => ({
    status: 200,
    body: await listCourses(db(), principal.token.userId, query.archived, query),
  })),
);
