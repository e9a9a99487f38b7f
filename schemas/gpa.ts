// GET /api/v1/me/gpa. An aggregate of the personal API, so its names are snake_case as SPEC
// fixes them (graded_weight).
import { z } from '../lib/zod.js';
import { IsoDateTime, Uuid } from './common.js';

const percent = z.number().nullable();

export const CourseStanding = z
  .object({
    course_id: Uuid,
    code: z.string(),
    title: z.string().nullable(),
    term: z.string().nullable(),
    credits: z.number(),
    archived: z.boolean(),
    graded_weight: z.number().openapi({ description: 'Σ weight of graded, non-excused items: the denominator of `percent`.' }),
    remaining_weight: z.number().openapi({ description: 'Σ weight of ungraded, non-excused items.' }),
    percent: percent.openapi({ description: 'Σ(weight × percent) / graded_weight, 2 decimals; null while nothing is graded.' }),
    gpa_4: z.number().nullable().openapi({ description: 'percent on the 4.0 scale (Ontario table, percent rounded to a whole number first).' }),
    needed_percent: percent.openapi({
      description:
        'With `?target=`: the average needed on the remaining ungraded weight to finish at the target. 0 when the target is already secured; null without a target, when nothing remains, or when it would take more than 100% on average.',
    }),
  })
  .openapi('CourseStanding');

export const Gpa = z
  .object({
    generated_at: IsoDateTime,
    target: z.number().nullable(),
    courses: z.array(CourseStanding),
    overall: z.object({
      percent: percent.openapi({ description: 'Mean of course percents weighted by credits, over courses with graded weight.' }),
      gpa_4: z.number().nullable().openapi({ description: 'Mean of course gpa_4 values weighted by credits, 2 decimals.' }),
      graded_credits: z.number().openapi({ description: 'Σ credits of the courses with graded work: the denominator of the overall figures.' }),
      courses_counted: z.number().int(),
    }),
    scale: z.literal('ontario_4.0'),
  })
  .openapi('Gpa', {
    description:
      'Standing per course and overall. The average is taken over the weight graded so far: ungraded weight is never treated as zero; excused items count nowhere.',
  });
export type Gpa = z.infer<typeof Gpa>;

export const GpaQuery = z.object({
  target: z.coerce
    .number()
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .optional()
    .openapi({ type: 'number', minimum: 0, maximum: 100, description: 'Target final percent (0–100); adds `needed_percent` per course.' }),
});
