import { z } from '../lib/zod.js';
import { AssessmentKind } from './assessments.js';
import { IsoDateTime } from './common.js';
import { GroupName, GroupRule } from './grade-scales.js';

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
      description:
        'Deadline or sitting as an ISO-8601 UTC instant; null when the outline gives no single date (never a substituted date).',
    }),
    dueAllDay: z.boolean().optional().openapi({
      description:
        'True when the outline gives only the day: `due` is then the start of that day in the account time zone.',
    }),
    weight: z.number().min(0).max(100).openapi({ description: 'Percentage of the final grade.', example: 12.5 }),
    group: GroupName.optional().openapi({
      description: 'The series this item belongs to when the outline states a rule for it (see `groupRules`).',
    }),
  })
  .openapi('AssessmentItem');
export type AssessmentItem = z.infer<typeof AssessmentItem>;

export const ParseSyllabusRequest = z
  .object({
    text: z
      .string()
      .max(SYLLABUS_TEXT_MAX, `must be at most ${SYLLABUS_TEXT_MAX.toLocaleString('en')} characters`)
      .openapi({
        description: 'Plain text (or Markdown) of the course outline.',
      }),
    courseCode: z.string().trim().max(40, 'must be at most 40 characters').optional().openapi({ example: 'CSC236' }),
  })
  .openapi('ParseSyllabusRequest');

/** One item parseSyllabus found, with how sure the reader is of it. */
export const ParsedItem = AssessmentItem.extend({
  confidence: z.number().min(0).max(1).openapi({
    description:
      'How sure the reader is of this item, 0 to 1: lower when the scheme was inferred from scattered figures, the weight is an equal share of a group, or the kind is unknown; never above `dueConfidence` when the item has a date (it is right only on the right day), below 0.8 when the item is undated while two or more other items are dated or while the outline prints a calendar (its date was most likely missed; participation, quizzes and labs excepted), below 0.8 when its date is in a year the outline never prints (the year was assumed), and below 0.8 when the outline never prints its weight (the reader derived it, e.g. from points; a member’s equal share of its group excepted). Ask the student to confirm items below about 0.6.',
    example: 0.9,
  }),
  dueConfidence: z.number().min(0).max(1).nullable().optional().openapi({
    description:
      'How sure the reader is of this item’s `due`, 0 to 1: high for a date printed beside the item (higher for a member of a series whose own row says it is due, in a year the outline prints), lower for a date taken from a schedule row or a rule, and below 0.8 in a year the outline never prints; for a null `due`, how sure it is that the outline gives no single date (lower when other items are dated or the outline prints a calendar).',
    example: 0.8,
  }),
}).openapi('ParsedItem');

/** A dated deliverable the reader found but could not place in the grading scheme. */
export const UnplacedItem = z
  .object({
    title: z.string().min(1).max(200),
    due: IsoDateTime.openapi({ description: 'The date printed with it, as an ISO-8601 UTC instant.' }),
    dueAllDay: z.boolean().openapi({ description: 'True when the outline gives only the day.' }),
    line: z.number().int().min(1).openapi({ description: 'The 1-based line of the text it was read from.' }),
    source: z.string().max(200).openapi({ description: 'That line, trimmed (at most 200 characters).' }),
  })
  .openapi('UnplacedItem');

export const ParseSyllabusResponse = z
  .object({
    items: z.array(ParsedItem),
    warnings: z.array(z.string()).openapi({
      description:
        'What the reader is unsure of, in words to show the student (e.g. "Weights add to 80, not 100.", "4 items have no date.", "Year assumed: 2026 (the outline states none)."). Empty when nothing needs confirming.',
    }),
    unplaced: z.array(UnplacedItem).optional().openapi({
      description:
        'Dated deliverables the outline names (`Essay 2 due March 3`) that fit no component of the grading scheme (every one of them when no scheme was recognised and `items` is empty): not in `items`, offered so the student can add them in one tap. Absent when there are none.',
    }),
    groupRules: z.array(GroupRule).optional().openapi({
      description:
        'Present when the outline states drop-lowest or best-N-of-M rules ("the lowest quiz is dropped", "best 8 of 10 labs"), for the items with that `group`; send them as the course’s `groupRules`.',
    }),
  })
  .openapi('ParseSyllabusResponse', {
    description:
      'The assessments found (empty when nothing in the text was recognisable), what to confirm, and any drop rules the outline states.',
  });
