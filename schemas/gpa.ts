// GET /api/v1/me/gpa (and the session's /api/me/gpa). An aggregate of the personal API, so its
// names are snake_case as SPEC fixes them (graded_weight).
import { z } from '../lib/zod.js';
import { GradeInput } from './assessments.js';
import { IsoDateTime, Uuid } from './common.js';
import { GRADE_SCALES, GradeScaleName, LETTERS } from './grade-scales.js';

const percent = z.number().nullable();

export const DroppedItem = z
  .object({
    assessment_id: Uuid,
    title: z.string(),
    group: z.string(),
    percent: z
      .number()
      .openapi({ description: 'The grade that was left out (a what-if grade when one was sent for it).' }),
  })
  .openapi('DroppedItem', { description: 'An item a drop-lowest or best-N-of-M rule leaves out of the standing.' });

export const CourseStanding = z
  .object({
    course_id: Uuid,
    code: z.string(),
    title: z.string().nullable(),
    term: z.string().nullable(),
    credits: z.number(),
    archived: z.boolean(),
    graded_weight: z.number().openapi({
      description:
        'Σ weight of graded, non-excused, non-dropped items: the denominator of `percent`. Items of a ruled group carry the group’s weight shared by the items that count.',
    }),
    remaining_weight: z.number().openapi({ description: 'Σ weight of ungraded, non-excused items that will count.' }),
    percent: percent.openapi({
      description: 'Σ(weight × percent) / graded_weight, 2 decimals; null while nothing is graded.',
    }),
    gpa_4: z.number().nullable().openapi({
      description:
        'percent on the 4.0 scale (Ontario table, percent rounded to a whole number first), whatever `scale` is.',
    }),
    needed_percent: percent.openapi({
      description:
        'With `target`: the average needed on the remaining ungraded weight to finish at the target. 0 when the target is already secured; null without a target, when nothing remains, or when it would take more than 100% on average.',
    }),
    letter: z.enum(LETTERS).nullable().openapi({
      description:
        'The letter on `scale` by this course’s cut-offs (or the scale’s default); null on the percentage scale, for a pass/fail course or while nothing is graded.',
    }),
    points: z
      .number()
      .nullable()
      .openapi({ description: 'Grade points of `letter` on `scale`; null when `letter` is.' }),
    pass_fail: z.boolean().openapi({ description: 'A pass/fail course: listed, never in the overall figures.' }),
    excluded: z.boolean().openapi({ description: 'Left out of the overall figures by the student.' }),
    counted: z.boolean().openapi({
      description: 'Whether the course is in the overall figures (graded work, not pass/fail, not excluded).',
    }),
    dropped: z.array(DroppedItem).max(10).openapi({
      description:
        'Items left out by the course’s group rules, lowest first: at most the 10 lowest (`dropped_count` counts them all), so the answer stays small however many items a rule leaves out.',
    }),
    dropped_count: z
      .number()
      .int()
      .openapi({ description: 'How many items the course’s group rules leave out; `dropped` lists the lowest 10.' }),
    what_if_weight: z
      .number()
      .openapi({ description: 'Part of graded_weight graded only by the request’s what-if grades (0 without them).' }),
  })
  .openapi('CourseStanding');

export const Gpa = z
  .object({
    generated_at: IsoDateTime,
    target: z.number().nullable(),
    courses: z.array(CourseStanding),
    overall: z.object({
      percent: percent.openapi({
        description: 'Mean of course percents weighted by credits, over the counted courses.',
      }),
      gpa_4: z
        .number()
        .nullable()
        .openapi({ description: 'Mean of course gpa_4 values weighted by credits, 2 decimals.' }),
      graded_credits: z
        .number()
        .openapi({ description: 'Σ credits of the counted courses: the denominator of the overall figures.' }),
      courses_counted: z.number().int(),
    }),
    overall_points: z.number().nullable().openapi({
      description:
        'Mean of the counted courses’ grade `points` on `scale`, weighted by credits, 2 decimals; null on the percentage scale or with nothing counted.',
    }),
    scale: GradeScaleName,
    scale_source: z.enum(['request', 'school', 'default']).openapi({
      description:
        '`request`: the `scale` asked for; `school`: implied by the profile’s school (Concordia → concordia_4.3, Waterloo → percentage); `default`: ontario_4.0.',
    }),
    what_if: z.boolean().openapi({
      description: 'True when the standing includes what-if grades sent with the request (nothing is stored).',
    }),
  })
  .openapi('Gpa', {
    description:
      'Standing per course and overall. The average is taken over the weight graded so far: ungraded weight is never treated as zero; excused and dropped items count nowhere.',
  });
export type Gpa = z.infer<typeof Gpa>;
export type CourseStanding = z.infer<typeof CourseStanding>;

const target = z.coerce.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100').openapi({
  type: 'number',
  minimum: 0,
  maximum: 100,
  description: 'Target final percent (0–100); adds `needed_percent` per course.',
});
// An unnamed enum: a query parameter that refers to the named schema would need allOf to carry its description.
const scale = z.enum(GRADE_SCALES).openapi({
  description:
    'The scale to report on; default: the one the profile’s school implies (Concordia → concordia_4.3, Waterloo → percentage, else ontario_4.0).',
});

export const GpaQuery = z.object({ target: target.optional(), scale: scale.optional() });

export const WHAT_IF_MAX = 500;

export const GpaWhatIf = z
  .strictObject({
    target: z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100').optional().openapi({
      description: 'Target final percent (0–100); adds `needed_percent` per course.',
    }),
    scale: scale.optional(),
    what_if: z
      .array(
        z.strictObject({
          assessment_id: Uuid,
          grade: GradeInput.unwrap().openapi({
            // The shapes GradeInput's refinement accepts, without its null (a what-if grade is a grade).
            oneOf: [
              { type: 'object', required: ['percent'], properties: { percent: {} }, additionalProperties: false },
              {
                type: 'object',
                required: ['earned', 'total'],
                properties: { earned: {}, total: {} },
                additionalProperties: false,
              },
            ],
            description: '`{ percent }` or `{ earned, total }` (earned at most 2 × total), as an assessment’s grade.',
          }),
        }),
      )
      .max(WHAT_IF_MAX, `at most ${WHAT_IF_MAX} grades`)
      .default([])
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((w, i) => {
          if (seen.has(w.assessment_id))
            ctx.addIssue({ code: 'custom', path: [i, 'assessment_id'], message: 'each assessment at most once' });
          seen.add(w.assessment_id);
        });
      })
      .openapi({
        // Items are unique; the rule enforced is stronger (one grade per assessment_id), which JSON Schema cannot say.
        uniqueItems: true,
        description:
          'Hypothetical grades for ungraded, non-excused items of yours; the answer counts them as graded, each assessment at most once (400 otherwise). Nothing is stored.',
      }),
  })
  .openapi('GpaWhatIf', { description: 'The standing as if these ungraded items had these grades.' });
export type GpaWhatIf = z.infer<typeof GpaWhatIf>;
