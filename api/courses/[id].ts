import { db } from '../../lib/db.js';
import * as courses from '../../lib/courses/courses.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { IdParams } from '../../schemas/common.js';
import { Course, CoursePatch, Deleted } from '../../schemas/courses.js';

export const getCourse = defineRoute({
  operationId: 'getCourse',
  method: 'GET',
  path: '/api/courses/{id}',
  auth: 'user',
  summary: 'One of your courses',
  tags: ['Courses'],
  params: IdParams,
  responses: { 200: Course },
  errors: ['not_found'],
});

export const updateCourse = defineRoute({
  operationId: 'updateCourse',
  method: 'PATCH',
  path: '/api/courses/{id}',
  auth: 'user',
  summary: 'Change a course, or archive a finished class',
  description: '`archived: true` archives the class (kept for the GPA and history); `archived: false` brings it back.',
  tags: ['Courses'],
  params: IdParams,
  body: CoursePatch,
  responses: { 200: Course },
  errors: ['not_found'],
});

export const deleteCourse = defineRoute({
  operationId: 'deleteCourse',
  method: 'DELETE',
  path: '/api/courses/{id}',
  auth: 'user',
  summary: 'Delete a course and its assessments for good',
  description:
    'Removes the course and every assessment of it; it no longer counts in the GPA. To keep a finished class, archive it instead (PATCH `archived: true`).',
  tags: ['Courses'],
  params: IdParams,
  responses: { 200: Deleted },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/courses/{id} – one course of the caller
  handle(getCourse, async ({ principal, params }) => ({
    status: 200,
    body: await courses.getCourse(db(), principal.user.id, params.id),
  })),
  // PATCH /api/courses/{id} – code, title, term, credits, archived
  handle(updateCourse, async ({ principal, params, body }) => ({
    status: 200,
    body: await courses.updateCourse(db(), principal.user.id, params.id, body),
  })),
  // DELETE /api/courses/{id} – the course and its assessments
  handle(deleteCourse, async ({ principal, params }) => {
    await courses.deleteCourse(db(), principal.user.id, params.id);
    return { status: 200, body: { id: params.id, deleted: true as const } };
  }),
);
