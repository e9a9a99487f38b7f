// The Assessment record: one schema for the session API (/api/...) and the personal token
// API (/api/v1/me/assignments), so both speak the same field names.
import { NextCursor, PageQuery } from '../lib/http/paging.js';
import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';
import { GroupName } from './grade-scales.js';
import { DATE_TIME_RULE, DateTimeOrDateInput, MAX_YEAR, MIN_YEAR, NOT_TIMED_DATE } from './datetime.js';

export const ASSESSMENT_KINDS = [
  'assignment',
  'quiz',
  'midterm',
  'final',
  'project',
  'lab',
  'participation',
  'other',
] as const;
export const ASSESSMENT_STATUSES = ['todo', 'in_progress', 'submitted', 'graded', 'excused'] as const;
export const PROVENANCES = ['manual', 'syllabus'] as const;
export const DUE_SOURCES = ['lms', 'outline', 'manual'] as const;
export const TITLE_MAX = 200;
export const NOTES_MAX = 5000;
/** Bonus marks are allowed up to twice the full mark (DESIGN §7). */
export const GRADE_PERCENT_MAX = 200;
/** Marks as points (earned, total) up to a million, within the stored precision. */
export const POINTS_MAX = 1_000_000;

export const AssessmentKind = z.enum(ASSESSMENT_KINDS).openapi('AssessmentKind');
export const AssessmentStatus = z.enum(ASSESSMENT_STATUSES).openapi('AssessmentStatus', {
  description: 'Setting a grade without a status sets `graded`. Excused items count in no GPA.',
});
export const Provenance = z.enum(PROVENANCES).openapi('Provenance', {
  description: '`syllabus` when the item came from a parsed course outline, otherwise `manual`.',
});

export const DueSource = z.enum(DUE_SOURCES).openapi('DueSource', {
  description:
    'Where the due date came from: `lms` (your LMS calendar feed), `outline` (a parsed course outline) or `manual` (set by you). A date set by hand is never overwritten by an LMS import or sync.',
});

export const Grade = z
  .union([
    z.object({
      earned: z.number(),
      total: z.number(),
      percent: z.number().openapi({ description: 'earned / total × 100, derived.' }),
    }),
    z.object({ percent: z.number() }),
  ])
  .nullable()
  .openapi('Grade', {
    description: 'As recorded: `{ percent }`, or `{ earned, total }` with the derived `percent`; null while ungraded.',
  });

export const Assessment = z
  .object({
    id: Uuid,
    courseId: Uuid,
    title: z.string(),
    kind: AssessmentKind,
    due: IsoDateTime.nullable().openapi({
      description:
        'The deadline, ISO-8601 UTC; null when the outline gives no date (never a substituted date). For all-day deadlines (`dueAllDay`) the date part is the day and the time is 00:00Z.',
    }),
    dueAllDay: z.boolean().openapi({ description: 'True when only the day is known.' }),
    weight: z.number().openapi({ description: 'Percentage of the final grade.' }),
    status: AssessmentStatus,
    grade: Grade,
    notes: z.string().nullable(),
    provenance: Provenance,
    dueSource: DueSource,
    group: z.string().nullable().openapi({
      description:
        'The group of its course this item belongs to ("Quizzes"); the course’s `groupRules` say how the group counts.',
    }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .openapi('Assessment', { description: 'A dated, weighted piece of work of one of your courses.' });
export type Assessment = z.infer<typeof Assessment>;

const percentField = z
  .number()
  .min(0, `must be between 0 and ${GRADE_PERCENT_MAX}`)
  .max(GRADE_PERCENT_MAX, `must be between 0 and ${GRADE_PERCENT_MAX} (bonus marks allowed)`);

/**
 * A grade as written by a client: `{ percent }`, `{ earned, total }` or null (clears it).
 * One object with a refinement, not a union, so a wrong shape gets a message naming the field.
 */
export const GradeInput = z
  .strictObject({
    percent: percentField.optional(),
    earned: z.number().min(0, 'must be 0 or more').max(POINTS_MAX, `at most ${POINTS_MAX}`).optional(),
    total: z
      .number()
      .min(0.001, 'must be at least 0.001 (stored to 3 decimals)')
      .max(POINTS_MAX, `at most ${POINTS_MAX}`)
      .optional(),
  })
  .superRefine((g, ctx) => {
    const hasPercent = g.percent !== undefined;
    const hasPoints = g.earned !== undefined || g.total !== undefined;
    if (hasPercent === hasPoints) {
      ctx.addIssue({ code: 'custom', message: 'give either { percent } or { earned, total }' });
    } else if (hasPoints && (g.earned === undefined || g.total === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [g.earned === undefined ? 'earned' : 'total'],
        message: 'earned and total go together',
      });
    } else if (hasPoints && g.earned! > g.total! * (GRADE_PERCENT_MAX / 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['earned'],
        message: `must be at most ${GRADE_PERCENT_MAX / 100} × total (${GRADE_PERCENT_MAX}%)`,
      });
    }
  })
  .nullable()
  .openapi('GradeInput', {
    // The shapes the refinement above accepts (each branch closed, so a mix of the two matches
    // neither); earned ≤ 2 × total is said in the description.
    oneOf: [
      { type: 'null' },
      { type: 'object', required: ['percent'], properties: { percent: {} }, additionalProperties: false },
      {
        type: 'object',
        required: ['earned', 'total'],
        properties: { earned: {}, total: {} },
        additionalProperties: false,
      },
    ],
    description: `\`{ percent }\` (0 to ${GRADE_PERCENT_MAX}, bonus marks allowed), \`{ earned, total }\` (total > 0, earned ≥ 0, earned at most ${GRADE_PERCENT_MAX / 100} × total), or null to clear the grade.`,
  });
export type GradeInput = z.infer<typeof GradeInput>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A deadline as written by a client: an ISO date-time with offset, a date (all-day), or null. */
export const DueInput = DateTimeOrDateInput(
  `must be an ISO-8601 date-time (${DATE_TIME_RULE}), a date YYYY-MM-DD, or null`,
)
  .nullable()
  .openapi({
    description: `ISO-8601 date-time (${DATE_TIME_RULE}), or a date \`YYYY-MM-DD\` for an all-day deadline, or null when there is no date. Years ${MIN_YEAR} to ${MAX_YEAR}.`,
    example: '2026-12-04T23:59:00-05:00',
  });

export const isDateOnly = (due: string) => DATE_ONLY.test(due);

const title = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/\S/, 'must not be empty')
  .max(TITLE_MAX, `at most ${TITLE_MAX} characters`);
const notes = z.string().max(NOTES_MAX, `at most ${NOTES_MAX} characters`).nullable();
const weight = z
  .number()
  .min(0, 'must be between 0 and 100')
  .max(100, 'must be between 0 and 100')
  .openapi({ description: 'Percentage of the final grade, 0 to 100 (stored to 3 decimals).' });

export const AssessmentCreate = z
  .strictObject({
    title,
    kind: AssessmentKind.default('other'),
    due: DueInput.default(null),
    dueAllDay: z.boolean().optional().openapi({
      description:
        'Defaults to true for a date-only `due`. True with a date-time: the deadline is the whole day that instant falls on in your time zone (parseSyllabus sends the start of that day).',
    }),
    weight: weight.default(0),
    status: AssessmentStatus.optional(),
    grade: GradeInput.optional(),
    notes: notes.optional(),
    provenance: Provenance.default('manual'),
    confidence: z.number().min(0).max(1).optional().openapi({
      description: "parseSyllabus's confidence in the item: accepted so its items fit as they are, not stored.",
    }),
    dueConfidence: z.number().min(0).max(1).nullable().optional().openapi({
      description: "parseSyllabus's confidence in the item's date: accepted so its items fit as they are, not stored.",
    }),
    group: GroupName.nullable().optional().openapi({
      description: 'The group of its course this item belongs to (matched without regard to case); null: on its own.',
    }),
  })
  .openapi('AssessmentCreate', {
    ...NOT_TIMED_DATE,
    description: 'A new assessment; the items of parseSyllabus fit as they are.',
  });
export type AssessmentCreate = z.infer<typeof AssessmentCreate>;

export const AssessmentPatch = z
  .strictObject({
    courseId: Uuid.optional().openapi({ description: 'Moves the assessment to another of your courses.' }),
    title: title.optional(),
    kind: AssessmentKind.optional(),
    due: DueInput.optional(),
    dueAllDay: z.boolean().optional().openapi({
      description:
        'Defaults to true for a date-only `due`. `false` needs a time of day: sent without a `due` that has one, for a deadline stored as all-day, it is refused (400, `dueAllDay: send due with a time of day`).',
    }),
    weight: weight.optional(),
    status: AssessmentStatus.optional(),
    grade: GradeInput.optional(),
    notes: notes.optional(),
    provenance: Provenance.optional(),
    group: GroupName.nullable().optional().openapi({
      description: 'The group of its course this item belongs to (matched without regard to case); null: on its own.',
    }),
  })
  .refine((o) => Object.keys(o).length > 0, { message: 'name at least one field to change' })
  .openapi('AssessmentPatch', {
    minProperties: 1,
    ...NOT_TIMED_DATE,
    description: 'Any field of the assessment; fields left out stay as they are.',
  });
export type AssessmentPatch = z.infer<typeof AssessmentPatch>;

/** What a personal token may change (SPEC PATCH rules): nothing else, not a weight, a date or provenance. */
export const AssignmentPatch = z
  .strictObject({
    status: AssessmentStatus.optional(),
    notes: notes.optional(),
    grade: GradeInput.optional(),
  })
  .refine((o) => Object.keys(o).length > 0, { message: 'name at least one of status, notes, grade' })
  .openapi('AssignmentPatch', {
    minProperties: 1,
    description: 'Only `status`, `notes` and `grade` are writable; any other field is refused and nothing changes.',
  });
export type AssignmentPatch = z.infer<typeof AssignmentPatch>;

export const AssessmentList = z
  .object({ items: z.array(Assessment), nextCursor: NextCursor })
  .openapi('AssessmentList');

/** Filters of GET /api/v1/me/assignments; names as SPEC gives them (course_id). */
export const AssignmentsQuery = z.object({
  course_id: Uuid.optional().openapi({ description: 'Only this course (another user’s course is not found).' }),
  status: AssessmentStatus.optional(),
  upcoming: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({
      type: 'string',
      enum: ['true', 'false'],
      description:
        '`true`: only deadlines still ahead (timed ones after now; all-day ones from today on, in your time zone).',
    }),
  ...PageQuery.shape,
});
