import { db } from '../lib/db.js';
import { createCourse, listCourses } from '../lib/courses/courses.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { CourseCreate, CourseList, CoursesQuery, CourseWithAssessments } from '../schemas/courses.js';

export const listMyCourses = defineRoute({
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

export const createMyCourse = defineRoute({
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
  handle(listMyCourses, async ({ principal, query }) => ({
    status: 200,
    body: await listCourses(db(), principal.user!.id, query.archived, query),
  })),
  // POST /api/courses – a course with its assessments, in one transaction
  handle(createMyCourse, async ({ principal, body }) => ({
    status: 201,
    body: await createCourse(db(), principal.user!.id, body),
  })),
);
