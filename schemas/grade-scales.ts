// Grade scales, per-course letter cut-offs and group rules: the shapes the course
// and assessment records and the GPA share.
import { z } from '../lib/zod.js';

export const GRADE_SCALES = ['ontario_4.0', 'concordia_4.3', 'percentage'] as const;
export type GradeScaleName = (typeof GRADE_SCALES)[number];
export const GradeScaleName = z.enum(GRADE_SCALES).openapi('GradeScale', {
  description:
    '`ontario_4.0`: the common Ontario table (A+ 4.0, A 3.9, A- 3.7 … D- 0.7, F 0). `concordia_4.3`: Concordia’s grade points (A+ 4.3, A 4.0, A- 3.7 … D- 0.7, F 0). `percentage`: the average alone, no letters (Waterloo).',
});

/** Letters best first; both letter scales use the same thirteen. */
export const LETTERS = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type Letter = (typeof LETTERS)[number];
export type LetterCutoffs = Partial<Record<Exclude<Letter, 'F'>, number>>;

const cutoff = z.number().min(0, 'must be between 0 and 200').max(200, 'must be between 0 and 200');

export const LetterCutoffsInput = z
  .strictObject(
    Object.fromEntries(LETTERS.filter((l) => l !== 'F').map((l) => [l, cutoff.optional()])) as Record<
      Exclude<Letter, 'F'>,
      z.ZodOptional<typeof cutoff>
    >,
  )
  .superRefine((o, ctx) => {
    const given = LETTERS.filter(
      (l): l is Exclude<Letter, 'F'> => l !== 'F' && o[l as Exclude<Letter, 'F'>] !== undefined,
    );
    if (given.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: 'name at least one letter, or send null for the scale’s default cut-offs',
      });
    for (let i = 1; i < given.length; i++) {
      if (o[given[i]!]! >= o[given[i - 1]!]!) {
        ctx.addIssue({
          code: 'custom',
          path: [given[i]!],
          message: `must be below the cut-off of ${given[i - 1]} (${o[given[i - 1]!]})`,
        });
      }
    }
  })
  .nullable()
  .openapi('LetterCutoffs', {
    minProperties: 1,
    description:
      'Letter → lowest percent earning it, for this course (outlines state their own), each below the one of the letter above it. At least one letter. Letters may be left out (a scheme without A+); F is everything below the lowest. null: the scale’s default (A+ 90, A 85, A- 80, B+ 77, B 73, B- 70, C+ 67, C 63, C- 60, D+ 57, D 53, D- 50).',
    example: { 'A+': 88, A: 84, 'A-': 80, 'B+': 76, B: 72, 'B-': 68, 'C+': 64, C: 60, 'C-': 56, 'D+': 53, D: 50 },
  });

export const GROUP_NAME_MAX = 100;
export const GROUP_RULES_MAX = 20;
export const GroupName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(GROUP_NAME_MAX, `at most ${GROUP_NAME_MAX} characters`)
  .openapi({
    pattern: '\\S',
    description: 'A group of assessments of one course, by name ("Quizzes"); not blank.',
    example: 'Quizzes',
  });

const count = z.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200');

/** How a group counts: its lowest `dropLowest` items left out, or only its best `bestOf`. */
export const GroupRule = z
  .union([
    z.strictObject({
      group: GroupName,
      dropLowest: count.openapi({ description: 'Leave out this many of the lowest grades of the group.' }),
    }),
    z.strictObject({
      group: GroupName,
      bestOf: count.openapi({ description: 'Count only this many of the best grades of the group.' }),
    }),
  ])
  .openapi('GroupRule', {
    description:
      'A rule on the assessments whose `group` is this name. The group keeps its whole weight (Σ of its non-excused items’ weights), shared equally by the items that count; an item is dropped once enough of the group is graded to know it will be (drop-lowest k of m: when more than m − k are graded, the lowest of them).',
  });
export type GroupRule = z.infer<typeof GroupRule>;

export const GroupRules = z
  .array(GroupRule)
  .max(GROUP_RULES_MAX, `at most ${GROUP_RULES_MAX} rules`)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((r, i) => {
      const key = r.group.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'group'], message: `${r.group}: one rule per group` });
      seen.add(key);
    });
  })
  .openapi({
    description: 'Drop-lowest and best-N-of-M rules, one rule per group (group names compared without regard to case).',
  });
