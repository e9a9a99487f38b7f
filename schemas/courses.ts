// The Course record, shared by the session API and the personal token API.
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { Assessment, AssessmentCreate } from './assessments.js';
import { IsoDateTime, Uuid } from './common.js';
import { GroupRule, GroupRules, LetterCutoffsInput } from './grade-scales.js';

/** Most items one request may create with a course (an outline has a few dozen at most). */
export const COURSE_ASSESSMENTS_MAX = 200;

export const Course = z
  .object({
    id: Uuid,
    code: z.string().openapi({ example: 'CS 136' }),
    title: z.string().nullable(),
    term: z.string().nullable().openapi({ example: 'Fall 2026' }),
    credits: z.number().openapi({ description: 'Weight of the course in the overall GPA.' }),
    archived: z.boolean().openapi({ description: 'True for a finished class.' }),
    passFail: z
      .boolean()
      .openapi({ description: 'A pass/fail course: its standing is shown, never averaged into the overall GPA.' }),
    excludedFromGpa: z
      .boolean()
      .openapi({ description: 'Left out of the overall GPA by your choice (an audited or repeated class).' }),
    letterCutoffs: LetterCutoffsInput.openapi({
      description: 'This course’s letter cut-offs (letter → lowest percent); null: the scale’s default.',
    }),
    groupRules: z.array(GroupRule).openapi({
      description:
        'Drop-lowest and best-N-of-M rules on groups of this course’s assessments (an assessment joins a group by its `group`).',
    }),
    archivedAt: IsoDateTime.nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .openapi('Course', { description: 'One of your classes in one term.' });
export type Course = z.infer<typeof Course>;

const code = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/\S/, 'must not be empty')
  .max(40, 'at most 40 characters');
const title = z.string().trim().max(200, 'at most 200 characters').nullable();
const term = z.string().trim().max(60, 'at most 60 characters').nullable();
const credits = z
  .number()
  .min(0.01, 'must be at least 0.01 (stored to 2 decimals)')
  .max(100, 'must be at most 100')
  .openapi({ description: 'Credit weight in the overall GPA (default 1); stored to 2 decimals.' });

export const CourseCreate = z
  .strictObject({
    code,
    title: title.optional(),
    term: term.optional(),
    credits: credits.default(1),
    passFail: z.boolean().optional(),
    excludedFromGpa: z.boolean().optional(),
    letterCutoffs: LetterCutoffsInput.optional(),
    groupRules: GroupRules.optional().openapi({
      description: 'Replaces the course’s group rules, one rule per group; [] removes them.',
    }),
    assessments: z
      .array(AssessmentCreate)
      .max(COURSE_ASSESSMENTS_MAX, `at most ${COURSE_ASSESSMENTS_MAX} items`)
      .default([])
      .openapi({ description: 'Items to create with the course, e.g. the `items` of parseSyllabus.' }),
  })
  .openapi('CourseCreate');

export const CourseWithAssessments = Course.extend({ assessments: z.array(Assessment) }).openapi(
  'CourseWithAssessments',
);

export const CoursePatch = z
  .strictObject({
    code: code.optional(),
    title: title.optional(),
    term: term.optional(),
    credits: credits.optional(),
    archived: z.boolean().optional().openapi({ description: 'true archives a finished class; false brings it back.' }),
    passFail: z.boolean().optional(),
    excludedFromGpa: z.boolean().optional(),
    letterCutoffs: LetterCutoffsInput.optional(),
    groupRules: GroupRules.optional().openapi({
      description: 'Replaces the course’s group rules, one rule per group; [] removes them.',
    }),
  })
  .refine((o) => Object.keys(o).length > 0, { message: 'name at least one field to change' })
  .openapi('CoursePatch', { minProperties: 1 });

/** `true`/`false` as query text; anything else is refused (z.coerce.boolean would read "false" as true). */
export const BooleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const CoursesQuery = z.object({
  archived: BooleanQuery.default(false).openapi({
    type: 'string',
    enum: ['true', 'false'],
    description: '`true` lists finished (archived) classes; default: current ones.',
  }),
  ...PageQuery.shape,
});

export const CourseList = z.object({ items: z.array(Course), nextCursor: NextCursor }).openapi('CourseList');

export const Deleted = z.object({ id: Uuid, deleted: z.literal(true) }).openapi('Deleted');
