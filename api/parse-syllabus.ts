import { db } from '../lib/db.js';
import { findGroupRules } from '../lib/grades/outline-rules.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { readSyllabus } from '../lib/syllabus/index.js';
import { returnParse, takeParse } from '../lib/syllabus/quota.js';
import { toUtc } from '../lib/syllabus/zone.js';
import { ParseSyllabusRequest, ParseSyllabusResponse } from '../schemas/syllabus.js';

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
    'Each item carries a `confidence` (0–1) and the response lists `warnings` (weights not adding to 100, undated items, an assumed year) for the student to confirm. ' +
    'Dates without a year take it from the term the outline names; local times are read in the account time zone. ' +
    'Counts against the plan limit: 5 parses per calendar month (UTC) on the free plan, 200 on a paid or comped account; ' +
    'every accepted request counts, including one that finds nothing.',
  tags: ['Courses'],
  body: ParseSyllabusRequest,
  responses: { 200: ParseSyllabusResponse },
  errors: ['rate_limited'],
});

// POST /api/parse-syllabus – assessments found in a pasted course outline
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(parseSyllabus, async ({ body, principal }) => {
    const sql = db();
    const userId = principal.user!.id;
    const slot = await takeParse(sql, userId);
    try {
      const [user] = await sql<{ time_zone: string }[]>`select time_zone from users where id = ${userId}`;
      const zone = user?.time_zone ?? 'UTC';
      const reading = readSyllabus(body.text, body.courseCode ? { courseCode: body.courseCode } : {});
      const items = reading.items.map((item) => {
        const due = item.due ? toUtc(item.due, zone) : null;
        return {
          title: item.title.slice(0, 200),
          kind: item.kind,
          due: due?.due ?? null,
          dueAllDay: due?.allDay ?? false,
          weight: Math.min(100, item.weight),
          confidence: item.confidence,
          ...(item.dueConfidence !== undefined ? { dueConfidence: item.dueConfidence } : {}),
        };
      });
      const outline = findGroupRules(body.text, items);
      const grouped = items.map((item, i) => (outline.groups[i] ? { ...item, group: outline.groups[i]! } : item));
      return {
        status: 200,
        body: {
          items: grouped,
          warnings: reading.warnings,
          ...(outline.rules.length ? { groupRules: outline.rules } : {}),
        },
      };
    } catch (err) {
      // A failure on our side does not use up the caller's month.
      await returnParse(sql, userId, slot).catch(() => undefined);
      throw err;
    }
  }),
);
