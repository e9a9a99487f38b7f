import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { parseOutline } from '../lib/syllabus/service.js';
import { ParseSyllabusRequest, ParseSyllabusResponse, SYLLABUS_TEXT_MAX } from '../schemas/syllabus.js';

export const parseSyllabus = defineRoute({
  operationId: 'parseSyllabus',
  method: 'POST',
  path: '/api/parse-syllabus',
  auth: 'user',
  summary: 'Assessments found in a course outline',
  description:
    'Reads the grading scheme (tables, lists, headings, prose, flattened or side-by-side tables; percentages or points) and the schedule of a pasted outline and returns ' +
    'one item per graded component, split into its dated members when the outline lists them (the group weight shared equally). ' +
    'When no table or list adds up, the scheme is the run of graded shares anywhere in the text that adds up to 100 % (or a stated points total). ' +
    'Each item carries a `confidence` (0–1) and a `dueConfidence` for its date, and the response lists `warnings` (weights not adding to 100, undated items, an assumed year) for the student to confirm. ' +
    'Dated deliverables that fit no component of the scheme are listed apart in `unplaced`, never dropped. ' +
    'Dates without a year take it from the term the outline names; local times are read in the account time zone. ' +
    'A fault inside the reader is answered with what it found (or nothing) and a warning, and is not counted. ' +
    'Counts against the plan limit: 5 parses per calendar month (UTC) on the free plan, 200 on a paid or comped account; ' +
    'every accepted request counts, including one that finds nothing.',
  tags: ['Courses'],
  body: ParseSyllabusRequest,
  // The longest text the schema allows with every character sent as a `\u` escape (6 bytes), and room for the rest.
  maxBodyBytes: SYLLABUS_TEXT_MAX * 6 + 16 * 1024,
  responses: { 200: ParseSyllabusResponse },
  errors: ['rate_limited'],
});

// POST /api/parse-syllabus – assessments found in a pasted course outline
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(parseSyllabus, async ({ body, principal, ctx }) => ({
    status: 200,
    body: await parseOutline(db(), principal.user.id, body, ctx.requestId),
  })),
);
