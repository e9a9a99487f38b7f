import { z } from '../lib/zod.js';
import { AssessmentKind } from './assessments.js';
import { IsoDateTime } from './common.js';

/** Syllabus text limit (DESIGN §7). */
export const SYLLABUS_TEXT_MAX = 200_000;

/**
 * One assessment as parseSyllabus returns it, and as POST /api/courses accepts it: the fields
 * every assessment record shares (title, kind, due, weight).
 */
export const AssessmentItem = z
  .object({
    title: z.string().trim().min(1).regex(/\S/, 'must not be blank').max(200),
    kind: AssessmentKind,
    due: IsoDateTime.nullable().openapi({
      description: 'Deadline or sitting as an ISO-8601 UTC instant; null when the outline gives no single date (never a substituted date).',
    }),
    dueAllDay: z.boolean().optional().openapi({
      description: 'True when the outline gives only the day: `due` is then the start of that day in the account time zone.',
    }),
    weight: z.number().min(0).max(100).openapi({ description: 'Percentage of the final grade.', example: 12.5 }),
  })
  .openapi('AssessmentItem');
export type AssessmentItem = z.infer<typeof AssessmentItem>;

export const ParseSyllabusRequest = z
  .object({
    text: z.string().max(SYLLABUS_TEXT_MAX, `must be at most ${SYLLABUS_TEXT_MAX.toLocaleString('en')} characters`).openapi({
      description: 'Plain text (or Markdown) of the course outline.',
    }),
    courseCode: z.string().trim().max(40, 'must be at most 40 characters').optional().openapi({ example: 'CSC236' }),
  })
  .openapi('ParseSyllabusRequest');

export const ParseSyllabusResponse = z
  .object({ items: z.array(AssessmentItem) })
  .openapi('ParseSyllabusResponse', { description: 'The assessments found; empty when nothing in the text was recognisable.' });
