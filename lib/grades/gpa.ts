// The GPA rule (SPEC, DESIGN §7). Per course: percent = Σ(weight × percent) / Σ(weight) over
// graded, non-excused, non-dropped items, and graded_weight = that Σ(weight). Ungraded weight is
// never a zero. Overall: course percents averaged with course credits as weights, over courses
// with graded weight > 0 that are neither pass/fail nor excluded by the student. The 4.0
// figures use the common Ontario conversion table; `points` and `letter` the requested scale.
//
// computeGpa is the whole rule over item rows; loadGpa (load-gpa.ts) sums plain items in SQL
// and hands only the items of ruled groups to sumCourse. tests/api/gpa-grades.test.ts holds
// the two paths to each other on random data.
import type { GradeScaleName, LetterCutoffs } from '../../schemas/grade-scales.js';
import type { CourseStanding, Gpa } from '../../schemas/gpa.js';
import { letterOf, SCALES } from './scales.js';
import { keepCount, type RuleLike } from './group-rules.js';

/** Lower bound of each band (whole percent) → grade points, best first. */
const ONTARIO_4 = [
  [90, 4.0],
  [85, 3.9],
  [80, 3.7],
  [77, 3.3],
  [73, 3.0],
  [70, 2.7],
  [67, 2.3],
  [63, 2.0],
  [60, 1.7],
  [57, 1.3],
  [53, 1.0],
  [50, 0.7],
] as const;

/**
 * A percent on the 4.0 scale. The table's bands are whole percents, so the percent is
 * rounded half up first (89.5 → 90 → 4.0); bonus marks above 100 stay 4.0.
 */
export function ontario4(percent: number): number {
  const whole = Math.round(percent);
  return ONTARIO_4.find(([min]) => whole >= min)?.[1] ?? 0;
}

/**
 * The average needed on the remaining weight to finish at `target`, taking the final percent
 * as (Σ weight × percent over everything) / (graded + remaining weight), the same base as the
 * course percent. Null when nothing remains, or when it would take more than 100% on average:
 * bonus marks exist but cannot be planned on. 0 when the target is already secured.
 */
export const NEEDED_PERCENT_MAX = 100;
export function neededPercent(
  points: number,
  gradedWeight: number,
  remainingWeight: number,
  target: number,
): number | null {
  if (remainingWeight <= 0) return null;
  const needed = (target * (gradedWeight + remainingWeight) - points) / remainingWeight;
  if (needed > NEEDED_PERCENT_MAX + 1e-9) return null;
  return Math.max(0, needed);
}

export interface GpaCourse {
  id: string;
  code: string;
  title: string | null;
  term: string | null;
  credits: number;
  archived: boolean;
  passFail?: boolean;
  excluded?: boolean;
  letterCutoffs?: LetterCutoffs | null;
  groupRules?: RuleLike[];
}

export interface GpaItem {
  courseId: string;
  weight: number;
  status: string;
  /** The grade as a percent, null while ungraded. */
  percent: number | null;
  id?: string;
  title?: string;
  group?: string | null;
  /** Graded only by a what-if grade of the request. */
  whatIf?: boolean;
}

/** What the per-item pass yields for one course (from JavaScript or from SQL alike). */
export interface CourseSums {
  points: number;
  graded: number;
  remaining: number;
  whatIfWeight: number;
  dropped: CourseStanding['dropped'];
}

export interface GpaOptions {
  target: number | null;
  scale: GradeScaleName;
  scaleSource: Gpa['scale_source'];
  whatIf: boolean;
  now?: Date;
}

// The epsilon rounds a decimal half such as 4.225 (stored as 4.22499…) up, as written.
const round2 = (n: number) => Math.round(n * 100 + 1e-9) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const groupKey = (name: string) => name.trim().toLowerCase();

/** Lowest grade first, ungraded last, then by id: the order `order by pct nulls last, id` gives. */
function byStanding(a: GpaItem, b: GpaItem): number {
  if (a.percent !== b.percent) {
    if (a.percent === null) return 1;
    if (b.percent === null) return -1;
    return a.percent - b.percent;
  }
  const [x, y] = [a.id ?? '', b.id ?? ''];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The per-item pass in JavaScript: excused items out, group rules applied, sums per course. */
export function sumCourse(course: GpaCourse, items: GpaItem[]): CourseSums {
  const sums: CourseSums = { points: 0, graded: 0, remaining: 0, whatIfWeight: 0, dropped: [] };
  const rules = new Map((course.groupRules ?? []).map((r) => [groupKey(r.group), r]));
  const groups = new Map<string, GpaItem[]>();
  const add = (item: GpaItem, weight: number, counts: boolean) => {
    if (item.percent === null) {
      if (counts) sums.remaining += weight;
      return;
    }
    sums.points += weight * item.percent;
    sums.graded += weight;
    if (item.whatIf) sums.whatIfWeight += weight;
  };
  for (const item of items) {
    // Excused items count in neither numerator nor denominator.
    if (item.status === 'excused') continue;
    const key = item.group ? groupKey(item.group) : null;
    if (key !== null && rules.has(key)) {
      const list = groups.get(key) ?? [];
      list.push(item);
      groups.set(key, list);
    } else add(item, item.weight, true);
  }
  for (const [key, members] of groups) {
    const keep = keepCount(rules.get(key)!, members.length);
    const groupWeight = members.reduce((s, m) => s + m.weight, 0);
    const share = keep > 0 ? groupWeight / keep : 0;
    // Graded lowest first, then ungraded; ties by id, as the SQL orders them.
    const ordered = [...members].sort(byStanding);
    const graded = ordered.filter((m) => m.percent !== null).length;
    // The lowest graded are certain to be dropped once more are graded than will count.
    const dropCount = Math.max(0, graded - keep);
    ordered.forEach((m, rank) => {
      if (m.percent !== null && rank < dropCount) {
        sums.dropped.push({
          assessment_id: m.id ?? '',
          title: m.title ?? '',
          group: rules.get(key)!.group,
          percent: round3(m.percent),
        });
      } else add(m, share, rank < keep);
    });
  }
  // Lowest first across groups, whatever order the groups were met in.
  sums.dropped.sort(byDropped);
  return sums;
}

/** The most items a course's `dropped` lists (lowest first); `dropped_count` has them all. */
export const DROPPED_LIST_MAX = 10;

function byDropped(a: CourseStanding['dropped'][number], b: CourseStanding['dropped'][number]): number {
  return a.percent - b.percent || (a.assessment_id < b.assessment_id ? -1 : a.assessment_id > b.assessment_id ? 1 : 0);
}

/** Per-course sums and course facts → the response: percents, letters, points, overall. */
export function finishGpa(courses: Array<{ course: GpaCourse; sums: CourseSums }>, options: GpaOptions): Gpa {
  const scale = SCALES[options.scale];
  const { target } = options;
  let creditSum = 0;
  let percentSum = 0;
  let gpa4Sum = 0;
  let pointsSum = 0;
  let counted = 0;
  const standings = courses.map(({ course: c, sums: s }): CourseStanding => {
    const percent = s.graded > 0 ? s.points / s.graded : null;
    const passFail = c.passFail ?? false;
    const excluded = c.excluded ?? false;
    const isCounted = percent !== null && !passFail && !excluded;
    const { letter, points } =
      percent === null || passFail ? { letter: null, points: null } : letterOf(scale, percent, c.letterCutoffs ?? null);
    if (isCounted) {
      creditSum += c.credits;
      percentSum += c.credits * percent;
      gpa4Sum += c.credits * ontario4(percent);
      pointsSum += c.credits * (points ?? 0);
      counted++;
    }
    const needed = target === null ? null : neededPercent(s.points, s.graded, s.remaining, target);
    return {
      course_id: c.id,
      code: c.code,
      title: c.title,
      term: c.term,
      credits: c.credits,
      archived: c.archived,
      graded_weight: round3(s.graded),
      remaining_weight: round3(s.remaining),
      percent: percent === null ? null : round2(percent),
      gpa_4: percent === null ? null : ontario4(percent),
      needed_percent: needed === null ? null : round2(needed),
      letter,
      points,
      pass_fail: passFail,
      excluded,
      counted: isCounted,
      // The lowest few: a course of hundreds of ruled items would otherwise list them all.
      dropped:
        s.dropped.length > DROPPED_LIST_MAX ? [...s.dropped].sort(byDropped).slice(0, DROPPED_LIST_MAX) : s.dropped,
      dropped_count: s.dropped.length,
      what_if_weight: round3(s.whatIfWeight),
    };
  });

  return {
    generated_at: (options.now ?? new Date()).toISOString(),
    target,
    courses: standings,
    overall: {
      percent: creditSum > 0 ? round2(percentSum / creditSum) : null,
      gpa_4: creditSum > 0 ? round2(gpa4Sum / creditSum) : null,
      graded_credits: round2(creditSum),
      courses_counted: counted,
    },
    overall_points: creditSum > 0 && scale.points ? round2(pointsSum / creditSum) : null,
    scale: scale.name,
    scale_source: options.scaleSource,
    what_if: options.whatIf,
  };
}

/** Pure: the standing of each course and overall, from courses and their items. */
export function computeGpa(
  courses: GpaCourse[],
  items: GpaItem[],
  target: number | null,
  now = new Date(),
  options: Partial<Omit<GpaOptions, 'target' | 'now'>> = {},
): Gpa {
  const byCourse = new Map<string, GpaItem[]>(courses.map((c) => [c.id, []]));
  for (const item of items) byCourse.get(item.courseId)?.push(item);
  return finishGpa(
    courses.map((course) => ({ course, sums: sumCourse(course, byCourse.get(course.id)!) })),
    {
      target,
      now,
      scale: options.scale ?? 'ontario_4.0',
      scaleSource: options.scaleSource ?? (options.scale ? 'request' : 'default'),
      whatIf: options.whatIf ?? items.some((i) => i.whatIf),
    },
  );
}
