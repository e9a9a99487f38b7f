import { db } from '../lib/db.js';
import * as courses from '../lib/courses/courses.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { CourseCreate, CourseList, CoursesQuery, CourseWithAssessments } from '../schemas/courses.js';

export const listCourses = defineRoute({
  operationId: 'listCourses',
  method: 'GET',
  path: '/api/courses',
  auth: 'user',
  summary: 'Your courses',
  description: 'Current classes by default; `archived=true` lists finished ones. Oldest first, paged.',
  tags: ['Courses'],
  query: CoursesQuery,
  responses: { 200: CourseList },
});

export const createCourse = defineRoute({
  operationId: 'createCourse',
  method: 'POST',
  path: '/api/courses',
  auth: 'user',
  summary: 'Save a course, optionally with its assessments',
  description:
    'The course and its items are saved together or not at all. The `items` of parseSyllabus fit `assessments` as they are (send `provenance: "syllabus"` to mark them). ' +
    'An account holds at most 100 courses (400 beyond); session writes count against 120 per account per minute (429).',
  tags: ['Courses'],
  body: CourseCreate,
  responses: { 201: CourseWithAssessments },
  errors: ['bad_request', 'rate_limited'],
  idempotent: true,
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/courses – the caller's courses, current or archived
  handle(listCourses, async ({ principal, query }) => ({
    status: 200,
    body: await courses.listCourses(db(), principal.user.id, query.archived, query),
  })),
  // POST /api/courses – a course with its assessments, in one transaction
  handle(createCourse, async ({ principal, body }) => ({
    status: 201,
    body: await courses.createCourse(db(), principal.user.id, body),
  })),
);
