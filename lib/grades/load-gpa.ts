// The standing of one student in one statement shaped like a hand-written aggregate: Postgres
// sums each course's items (excused ones out, what-if grades in) and returns one row per
// course, so a student with 1,000 assessments ships 40 rows, not 1,000. Only items
// of groups that have a drop-lowest or best-N-of-M rule come back one by one, for sumCourse
// (gpa.ts) to apply the rule: the one place that rule is written.
import type { Queryable } from '../db.js';
import { ApiError, badRequest } from '../errors.js';
import type { GradeScaleName, GroupRule, LetterCutoffs } from '../../schemas/grade-scales.js';
import type { Gpa } from '../../schemas/gpa.js';
import { finishGpa, sumCourse, type CourseSums, type GpaCourse, type GpaItem } from './gpa.js';
import { scaleForSchool } from './scales.js';

const addSums = (a: CourseSums, b: CourseSums): CourseSums => ({
  points: a.points + b.points,
  graded: a.graded + b.graded,
  remaining: a.remaining + b.remaining,
  whatIfWeight: a.whatIfWeight + b.whatIfWeight,
  dropped: [...a.dropped, ...b.dropped],
});

/** The sums less these items' own plain contributions; residues of float addition order go to 0. */
function withoutItems(sums: CourseSums, items: GpaItem[]): CourseSums {
  const out = { ...sums };
  for (const i of items) {
    if (i.percent === null) out.remaining -= i.weight;
    else {
      out.points -= i.weight * i.percent;
      out.graded -= i.weight;
      if (i.whatIf) out.whatIfWeight -= i.weight;
    }
  }
  const clean = (n: number) => (Math.abs(n) < 1e-9 ? 0 : n);
  return {
    ...out,
    points: clean(out.points),
    graded: clean(out.graded),
    remaining: clean(out.remaining),
    whatIfWeight: clean(out.whatIfWeight),
  };
}

export interface WhatIfGrade {
  assessmentId: string;
  percent: number;
}

export interface GpaRequest {
  target: number | null;
  scale?: GradeScaleName | undefined;
  whatIf?: WhatIfGrade[];
}

interface Row {
  school: string | null;
  id: string;
  code: string;
  title: string | null;
  term: string | null;
  credits: number;
  archived: boolean;
  pass_fail: boolean;
  gpa_excluded: boolean;
  letter_cutoffs: LetterCutoffs | null;
  group_rules: GroupRule[];
  points: number | null;
  graded: number | null;
  remaining: number | null;
  what_if_weight?: number | null;
  what_if_ids?: string[] | null;
  grouped_items: Array<{
    id: string;
    title: string;
    weight: number;
    status: string;
    percent: number | null;
    group: string;
    whatIf: boolean;
  }> | null;
}

export async function loadGpa(sql: Queryable, userId: string, request: GpaRequest): Promise<Gpa> {
  const whatIf = request.whatIf ?? [];
  // A what-if grade fills in an item only while it has no grade of its own.
  const hyp = whatIf.length
    ? {
        join: sql`left join unnest(${whatIf.map((w) => w.assessmentId)}::uuid[], ${whatIf.map((w) => w.percent)}::float8[]) as h(id, pct) on h.id = a.id`,
        pct: sql`, h.pct`,
        flag: sql`(h.pct is not null and a.grade_percent is null and a.grade_earned is null)`,
        graded: sql`or h.pct is not null`,
      }
    : { join: sql``, pct: sql``, flag: sql`false`, graded: sql`` };
  const pct = sql`coalesce(a.grade_percent::float8, a.grade_earned::float8 / a.grade_total::float8 * 100 ${hyp.pct})`;
  // Whether an item has a grade, without computing it (earned and total are stored together).
  const graded = sql`(a.grade_percent is not null or a.grade_earned is not null ${hyp.graded})`;
  // Postgres sums every item, as a hand-written aggregate would; items that belong to a group
  // also come back one by one (a null test per row is all it costs: a per-row test of the
  // course's rules made the statement 1.5× slower), and for courses with rules the JavaScript
  // side takes them out of the sums again and applies the rule (sumCourse).
  const rows = await sql<Row[]>`
    select (select school from users where id = ${userId}) as school, c.id, c.code, c.title, c.term, c.credits::float8 as credits,
           c.archived_at is not null as archived, c.pass_fail, c.gpa_excluded, c.letter_cutoffs, c.group_rules,
           sum(a.weight::float8 * ${pct}) as points,
           sum(a.weight::float8) filter (where ${graded}) as graded,
           sum(a.weight::float8) filter (where not ${graded}) as remaining,
           ${
             whatIf.length
               ? sql`sum(a.weight::float8) filter (where ${hyp.flag}) as what_if_weight,
                     array_agg(a.id::text) filter (where ${hyp.flag}) as what_if_ids,`
               : sql``
           }
           json_agg(json_build_object('id', a.id, 'title', a.title, 'weight', a.weight::float8, 'status', a.status,
                                      'percent', ${pct}, 'group', a.grade_group, 'whatIf', ${hyp.flag})) filter (where a.grade_group is not null) as grouped_items
    from courses c
    left join assessments a on a.course_id = c.id and a.user_id = c.user_id and a.status <> 'excused'
    ${hyp.join}
    where c.user_id = ${userId}
    group by c.id
    order by c.created_at, c.id`;

  if (whatIf.length) await checkWhatIf(sql, userId, whatIf, rows);

  // Without courses no row came back; the scale still follows the school.
  const school = rows.length
    ? rows[0]!.school
    : ((await sql<{ school: string | null }[]>`select school from users where id = ${userId}`)[0]?.school ?? null);
  const scale = request.scale ?? scaleForSchool(school);
  const scaleSource = request.scale ? 'request' : scaleForSchool(school) !== 'ontario_4.0' ? 'school' : 'default';
  const courses = rows.map((r) => {
    const course: GpaCourse = {
      id: r.id,
      code: r.code,
      title: r.title,
      term: r.term,
      credits: r.credits,
      archived: r.archived,
      passFail: r.pass_fail,
      excluded: r.gpa_excluded,
      letterCutoffs: r.letter_cutoffs,
    };
    const all: CourseSums = {
      points: r.points ?? 0,
      graded: r.graded ?? 0,
      remaining: r.remaining ?? 0,
      whatIfWeight: r.what_if_weight ?? 0,
      dropped: [],
    };
    const grouped =
      r.group_rules.length && r.grouped_items ? r.grouped_items.map((i) => ({ ...i, courseId: course.id })) : [];
    const sums = grouped.length
      ? addSums(withoutItems(all, grouped), sumCourse({ ...course, groupRules: r.group_rules }, grouped))
      : all;
    return { course, sums };
  });
  return finishGpa(courses, { target: request.target, scale, scaleSource, whatIf: whatIf.length > 0 });
}

/**
 * A what-if grade the query did not use names an item that is not the caller's (404, as any
 * other user's id), or one that is graded or excused already (400). Only on that error path
 * does this cost a second statement.
 */
async function checkWhatIf(sql: Queryable, userId: string, whatIf: WhatIfGrade[], rows: Row[]): Promise<void> {
  const used = new Set(rows.flatMap((r) => r.what_if_ids ?? []));
  const unused = whatIf.map((w, i) => ({ ...w, i })).filter((w) => !used.has(w.assessmentId));
  if (!unused.length) return;
  const found = await sql<{ id: string; status: string }[]>`
    select id::text, status from assessments where user_id = ${userId} and id = any(${unused.map((w) => w.assessmentId)}::uuid[])`;
  const status = new Map(found.map((f) => [f.id, f.status]));
  const missing = unused.find((w) => !status.has(w.assessmentId));
  if (missing) {
    throw new ApiError('not_found', {
      message: `what_if[${missing.i}].assessment_id: no assessment with this id.`,
      hint: 'List your assignments to find its id.',
    });
  }
  const first = unused[0]!;
  throw badRequest(
    `what_if[${first.i}].assessment_id: this item is ${status.get(first.assessmentId) === 'excused' ? 'excused' : 'graded already'}; what-if grades are for ungraded items`,
  );
}
