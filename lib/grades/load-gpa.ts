// The standing of one student in one statement: the per-item work (excused items, what-if
// grades, group rules) happens in Postgres and only per-course sums come back, one row per
// course, so a student with 1,000 assessments costs 40 rows, not 1,000 (issue 20).
// computeGpa in gpa.ts is the same rule in JavaScript; the tests hold the two to each other.
import type { Sql } from '../db.js';
import { ApiError, badRequest } from '../errors.js';
import type { GradeScaleName, LetterCutoffs } from '../../schemas/grade-scales.js';
import type { Gpa } from '../../schemas/gpa.js';
import { finishGpa, type CourseSums, type GpaCourse } from './gpa.js';
import { scaleForSchool } from './scales.js';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

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
  id: string | null;
  code: string;
  title: string | null;
  term: string | null;
  credits: number;
  archived: boolean;
  pass_fail: boolean;
  gpa_excluded: boolean;
  letter_cutoffs: LetterCutoffs | null;
  points: number | null;
  graded: number | null;
  remaining: number | null;
  what_if_weight: number | null;
  dropped: CourseSums['dropped'] | null;
  what_if_ids: string[] | null;
}

export async function loadGpa(sql: Sql, userId: string, request: GpaRequest): Promise<Gpa> {
  const whatIf = request.whatIf ?? [];
  const hypothetical = whatIf.length > 0;
  // One row per course (or one row with a null id for a student without courses, so the
  // school still comes back). Ruled groups go through the window functions; the rest of the
  // items are summed directly.
  const rows = await sql<Row[]>`
    with rules as (
      select c.id as course_id, lower(btrim(r->>'group')) as grp, r->>'group' as name,
             (r->>'dropLowest')::int as drop_lowest, (r->>'bestOf')::int as best_of
      from courses c, jsonb_array_elements(c.group_rules) r
      where c.user_id = ${userId} and c.group_rules <> '[]'::jsonb
    ),
    items as (
      select a.id, a.course_id, a.title, a.weight::float8 as w, lower(btrim(a.grade_group)) as grp,
             coalesce(a.grade_percent::float8, a.grade_earned::float8 / a.grade_total::float8 * 100
                      ${hypothetical ? sql`, h.pct` : sql``}) as pct,
             ${hypothetical ? sql`(h.pct is not null and a.grade_percent is null and a.grade_earned is null)` : sql`false`} as hyp
      from assessments a
      ${hypothetical ? sql`left join unnest(${whatIf.map((w) => w.assessmentId)}::uuid[], ${whatIf.map((w) => w.percent)}::float8[]) as h(id, pct) on h.id = a.id` : sql``}
      where a.user_id = ${userId} and a.status <> 'excused'
    ),
    ruled as (
      select i.*, r.name,
             count(*) over g as m, count(i.pct) over g as n_graded, sum(i.w) over g as group_w,
             row_number() over (partition by i.course_id, i.grp order by i.pct asc nulls last, i.id) as rn,
             r.drop_lowest, r.best_of
      from items i join rules r on r.course_id = i.course_id and r.grp = i.grp
      window g as (partition by i.course_id, i.grp)
    ),
    kept as (
      select k.*, case when k.keep > 0 then k.group_w / k.keep else 0 end as ew,
             k.pct is not null and k.rn <= greatest(k.n_graded - k.keep, 0) as dropped,
             k.rn <= k.keep as counts
      from (select ruled.*, case when best_of is not null then least(best_of, m) else greatest(m - drop_lowest, 0) end as keep
            from ruled) k
    ),
    every_item as (
      select i.id, i.course_id, i.title, null::text as name, i.pct, i.hyp, i.w as ew, false as dropped, true as counts
      from items i
      where not exists (select 1 from rules r where r.course_id = i.course_id and r.grp = i.grp)
      union all
      select id, course_id, title, name, pct, hyp, ew, dropped, counts from kept
    ),
    sums as (
      select course_id,
             sum(ew * pct) filter (where pct is not null and not dropped) as points,
             sum(ew) filter (where pct is not null and not dropped) as graded,
             sum(ew) filter (where pct is null and counts) as remaining,
             sum(ew) filter (where hyp and not dropped) as what_if_weight,
             json_agg(json_build_object('assessment_id', id, 'title', title, 'group', name, 'percent', pct)
                      order by pct, id) filter (where dropped) as dropped,
             array_agg(id::text) filter (where hyp) as what_if_ids
      from every_item group by course_id
    )
    select u.school, c.id, c.code, c.title, c.term, c.credits::float8 as credits, c.archived_at is not null as archived,
           c.pass_fail, c.gpa_excluded, c.letter_cutoffs,
           s.points, s.graded, s.remaining, s.what_if_weight, s.dropped, s.what_if_ids
    from users u
    left join courses c on c.user_id = u.id
    left join sums s on s.course_id = c.id
    where u.id = ${userId}
    order by c.created_at, c.id`;

  if (whatIf.length) await checkWhatIf(sql, userId, whatIf, rows);

  const school = rows[0]?.school ?? null;
  const scale = request.scale ?? scaleForSchool(school);
  const scaleSource = request.scale ? 'request' : scaleForSchool(school) !== 'ontario_4.0' ? 'school' : 'default';
  const courses = rows
    .filter((r) => r.id !== null)
    .map((r) => {
      const course: GpaCourse = {
        id: r.id!,
        code: r.code,
        title: r.title,
        term: r.term,
        credits: r.credits,
        archived: r.archived,
        passFail: r.pass_fail,
        excluded: r.gpa_excluded,
        letterCutoffs: r.letter_cutoffs,
      };
      const sums: CourseSums = {
        points: r.points ?? 0,
        graded: r.graded ?? 0,
        remaining: r.remaining ?? 0,
        whatIfWeight: r.what_if_weight ?? 0,
        dropped: (r.dropped ?? []).map((d) => ({ ...d, percent: round3(d.percent) })),
      };
      return { course, sums };
    });
  return finishGpa(courses, { target: request.target, scale, scaleSource, whatIf: whatIf.length > 0 });
}

/**
 * A what-if grade the query did not use names an item that is not the caller's (404, as any
 * other user's id), or one that is graded or excused already (400). Only on that error path
 * does this cost a second statement.
 */
async function checkWhatIf(sql: Sql, userId: string, whatIf: WhatIfGrade[], rows: Row[]): Promise<void> {
  const used = new Set(rows.flatMap((r) => r.what_if_ids ?? []));
  const unused = whatIf.map((w, i) => ({ ...w, i })).filter((w) => !used.has(w.assessmentId));
  if (!unused.length) return;
  const found = await sql<{ id: string; status: string }[]>`
    select id::text, status from assessments where user_id = ${userId} and id = any(${unused.map((w) => w.assessmentId)}::uuid[])`;
  const status = new Map(found.map((f) => [f.id, f.status]));
  const missing = unused.find((w) => !status.has(w.assessmentId));
  if (missing) {
    throw new ApiError('not_found', { message: `what_if[${missing.i}].assessment_id: no assessment with this id.`, hint: 'List your assignments to find its id.' });
  }
  const first = unused[0]!;
  throw badRequest(
    `what_if[${first.i}].assessment_id: this item is ${status.get(first.assessmentId) === 'excused' ? 'excused' : 'graded already'}; what-if grades are for ungraded items`,
  );
}
