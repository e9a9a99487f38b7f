// The import plan, a pure function of the feed's items and what the student already has: the
// courses found (matched by code, else proposed), and one change per deliverable. The LMS gives
// the date, the outline keeps the weight; a date the student set by hand is never overwritten (a
// conflict); a new member of a series the outline split into equal shares ("Assignment 3" of
// "Assignment 1", "Assignment 2" sharing 40 %) joins it and the shares are recomputed, never a
// weight set by hand; a deliverable of no known component arrives with no weight and says so.
// Linear in items + assessments (maps by course, series and title).
import { numbersOf, stem } from '../syllabus/vocabulary/kinds.js';
import type { Assessment } from '../../schemas/assessments.js';
import { codeKey, courseCodeOf, courseTitleOf, type FeedItem, type SkipReason } from './formats.js';

type Kind = Assessment['kind'];
export type DueSource = 'lms' | 'outline' | 'manual';

export interface ExistingCourse {
  id: string;
  code: string;
  title: string | null;
}

export interface ExistingAssessment {
  id: string;
  courseId: string;
  title: string;
  kind: Kind;
  due: string | null;
  dueAllDay: boolean;
  dueSource: DueSource;
  weight: number;
  weightManual: boolean;
  group: string | null;
  provenance: 'manual' | 'syllabus';
  /** The LMS event already joined to it, if any. */
  uid: string | null;
}

export interface PlanCourse {
  code: string;
  title: string | null;
  courseId: string | null;
  action: 'match' | 'create';
  deliverables: number;
}

export type ChangeAction = 'create' | 'update' | 'unchanged' | 'skip' | 'conflict';

export interface PlanChange {
  action: ChangeAction;
  /** Why: a skip's reason, or what an update or conflict is about. */
  reason: string | null;
  uid: string | null;
  title: string;
  kind: Kind;
  due: string | null;
  dueAllDay: boolean;
  course: string | null;
  courseId: string | null;
  assessmentId: string | null;
  /** The weight the assessment has after the change; null: no weight yet (a new item of no known component). */
  weight: number | null;
  group: string | null;
  previous: { due: string | null; dueAllDay: boolean; weight: number } | null;
}

export interface Plan {
  courses: PlanCourse[];
  changes: PlanChange[];
}

export interface PlanInput {
  items: FeedItem[];
  courses: ExistingCourse[];
  assessments: ExistingAssessment[];
  /** The course code for deliverables whose feed names no course (Blackboard). */
  defaultCourse?: string | null | undefined;
}

const SKIP_WORDS: Record<SkipReason, string> = {
  class_meeting: 'class meeting',
  office_hours: 'office hours',
  opening: 'an opening, not a deadline',
  grading: 'a grading date for teachers',
  duplicate: 'duplicate of another event for the same work',
  past_term: 'past term',
  no_date: 'no date',
  no_course: 'names no course: send a default course code',
  cancelled: 'cancelled',
  not_a_deliverable: 'not a deliverable',
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const normTitle = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * "Assignment 3" → { stem: "assignment", number: 3 }; "Essay 3: Print and power" → { stem: "essay", number: 3 };
 * "Reading quizzes" → { stem: "reading quiz", number: null }. The stem is what names the series: the
 * words before the number, the last one in the singular.
 */
export function seriesOf(title: string): { stem: string; number: number | null } {
  const m = /^(.*?)[\s#]*\b(\d{1,3})\b/.exec(title);
  const number = m ? Number(m[2]) : (numbersOf(title).at(-1) ?? null);
  const words = normTitle(m ? m[1]! : title)
    .split(' ')
    .filter((w) => w !== '' && !/^\d+$/.test(w));
  const last = words.length > 0 ? stem(words[words.length - 1]!) : '';
  return { stem: [...words.slice(0, -1), last].join(' '), number };
}

function sameDue(a: { due: string | null; dueAllDay: boolean }, b: { due: string | null; dueAllDay: boolean }) {
  if (a.due === null || b.due === null) return a.due === b.due;
  if (a.dueAllDay !== b.dueAllDay) return false;
  return a.dueAllDay ? a.due.slice(0, 10) === b.due.slice(0, 10) : Date.parse(a.due) === Date.parse(b.due);
}

export function buildPlan(input: PlanInput): Plan {
  const coursesByKey = new Map<string, ExistingCourse>();
  for (const c of input.courses) if (!coursesByKey.has(codeKey(c.code))) coursesByKey.set(codeKey(c.code), c);
  const byUid = new Map<string, ExistingAssessment>();
  const byCourse = new Map<string, ExistingAssessment[]>();
  for (const a of input.assessments) {
    if (a.uid) byUid.set(a.uid, a);
    const list = byCourse.get(a.courseId) ?? [];
    list.push(a);
    byCourse.set(a.courseId, list);
  }
  const taken = new Set<string>(input.assessments.filter((a) => a.uid).map((a) => a.id));

  const planCourses = new Map<string, PlanCourse>();
  const changes: PlanChange[] = [];
  const defaultLabel = input.defaultCourse?.trim() || null;

  for (const item of input.items) {
    const label = item.courseLabel ?? (item.skip ? null : defaultLabel);
    const base = {
      uid: item.uid,
      title: item.title,
      kind: item.kind,
      due: item.due,
      dueAllDay: item.dueAllDay,
      group: null,
      previous: null,
    };
    if (item.skip || !label) {
      const reason: SkipReason = item.skip ?? 'no_course';
      changes.push({
        ...base,
        action: 'skip',
        reason: SKIP_WORDS[reason],
        course: label ? courseCodeOf(label) : null,
        courseId: null,
        assessmentId: null,
        weight: null,
      });
      continue;
    }
    const code = courseCodeOf(label);
    const key = codeKey(code);
    let pc = planCourses.get(key);
    if (!pc) {
      const existing = coursesByKey.get(key);
      pc = existing
        ? { code: existing.code, title: existing.title, courseId: existing.id, action: 'match', deliverables: 0 }
        : { code, title: courseTitleOf(label), courseId: null, action: 'create', deliverables: 0 };
      planCourses.set(key, pc);
    }
    pc.deliverables++;

    const linked = byUid.get(item.uid);
    const match = linked ?? (pc.courseId ? findMatch(item, byCourse.get(pc.courseId) ?? [], taken) : undefined);
    if (match) taken.add(match.id);
    const common = { ...base, course: pc.code, courseId: match?.courseId ?? pc.courseId };
    if (!match) {
      changes.push({ ...common, action: 'create', reason: null, assessmentId: null, weight: null });
      continue;
    }
    const previous = { due: match.due, dueAllDay: match.dueAllDay, weight: match.weight };
    const withMatch = { ...common, assessmentId: match.id, weight: match.weight, group: match.group };
    if (sameDue(match, item)) changes.push({ ...withMatch, action: 'unchanged', reason: null, previous: null });
    else if (match.dueSource === 'manual' && match.due !== null)
      changes.push({ ...withMatch, action: 'conflict', reason: 'you set this date by hand; it is kept', previous });
    else
      changes.push({
        ...withMatch,
        action: 'update',
        reason: match.due === null ? 'the LMS gives its date' : 'the LMS gives a different date',
        previous,
      });
  }

  joinSeries(changes, byCourse);
  return { courses: [...planCourses.values()], changes };
}

/** The assessment of the course this deliverable is: same title, else same kind and number (and series). */
function findMatch(
  item: FeedItem,
  candidates: ExistingAssessment[],
  taken: Set<string>,
): ExistingAssessment | undefined {
  const free = candidates.filter((a) => !taken.has(a.id));
  const title = normTitle(item.title);
  const exact = free.find((a) => normTitle(a.title) === title);
  if (exact) return exact;
  const s = seriesOf(item.title);
  const sameKind = free.filter((a) => a.kind === item.kind);
  if (s.number !== null) {
    const numbered = sameKind.filter((a) => seriesOf(a.title).number === s.number);
    const sameStem = numbered.filter((a) => seriesOf(a.title).stem === s.stem);
    if (sameStem.length >= 1) return sameStem[0];
    if (numbered.length === 1 && item.kind !== 'other') return numbered[0];
    return undefined;
  }
  // One midterm, one final: the only one of its kind in the course, when the outline has no number either.
  if (item.kind === 'midterm' || item.kind === 'final') {
    const unnumbered = sameKind.filter((a) => seriesOf(a.title).number === null);
    if (unnumbered.length === 1) return unnumbered[0];
  }
  return undefined;
}

/**
 * New deliverables that continue a series of the outline take an equal share of its weight, as the
 * outline reader splits a component among its members; the siblings' new shares are listed as
 * updates, and weights set by hand are kept. A component the outline left whole ("Quizzes 15 %")
 * gives its weight to the members the LMS lists. Anything else arrives with no weight.
 */
function joinSeries(changes: PlanChange[], byCourse: Map<string, ExistingAssessment[]>): void {
  const creates = changes.filter((c) => c.action === 'create');
  const groups = new Map<string, PlanChange[]>();
  for (const c of creates) {
    const s = seriesOf(c.title);
    if (s.number === null || !c.courseId) {
      c.reason = 'no weight: no component of the outline takes it; set its weight';
      continue;
    }
    const key = `${c.courseId}\u0000${c.kind}\u0000${s.stem}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  for (const [key, joining] of groups) {
    const [courseId, kind, seriesStem] = key.split('\u0000') as [string, Kind, string];
    const existing = byCourse.get(courseId) ?? [];
    const members = existing.filter((a) => {
      const s = seriesOf(a.title);
      return a.kind === kind && s.stem === seriesStem && s.number !== null;
    });
    const whole = existing.filter((a) => {
      const s = seriesOf(a.title);
      return (
        a.kind === kind &&
        s.number === null &&
        s.stem === seriesStem &&
        a.provenance === 'syllabus' &&
        normTitle(a.title) !== seriesStem
      );
    });
    const total = [...members, ...whole].reduce((sum, a) => sum + a.weight, 0);
    if (members.length === 0 && whole.length === 0) {
      for (const c of joining) c.reason = 'no weight: no component of the outline takes it; set its weight';
      continue;
    }
    const kept = members.filter((a) => a.weightManual);
    const shared = members.filter((a) => !a.weightManual);
    const rest = Math.max(0, total - kept.reduce((sum, a) => sum + a.weight, 0));
    if (rest <= 0) {
      for (const c of joining) c.reason = 'no weight: its series’ weights are all set by hand; set its weight';
      continue;
    }
    const share = round3(rest / (shared.length + joining.length));
    const groupName = members.find((a) => a.group)?.group ?? whole[0]?.title ?? null;
    const label = whole[0]?.title ?? `${seriesStem} series`;
    for (const c of joining) {
      c.weight = share;
      c.group = groupName;
      c.reason = `joins ${label} (${round3(total)}%): ${share}% each of ${shared.length + joining.length}`;
    }
    const courseCode = joining[0]!.course;
    for (const a of shared)
      if (a.weight !== share)
        changes.push(siblingUpdate(a, share, courseCode, `equal share of ${label} (${round3(total)}%)`));
    for (const a of whole)
      if (a.weight !== 0) changes.push(siblingUpdate(a, 0, courseCode, `its ${a.weight}% goes to its members`));
  }
}

function siblingUpdate(a: ExistingAssessment, weight: number, course: string | null, reason: string): PlanChange {
  return {
    action: 'update',
    reason,
    uid: null,
    title: a.title,
    kind: a.kind,
    due: a.due,
    dueAllDay: a.dueAllDay,
    course,
    courseId: a.courseId,
    assessmentId: a.id,
    weight,
    group: a.group,
    previous: { due: a.due, dueAllDay: a.dueAllDay, weight: a.weight },
  };
}

/** Counts of each action, for the plan's summary. */
export function summarise(changes: PlanChange[]): Record<ChangeAction, number> {
  const out: Record<ChangeAction, number> = { create: 0, update: 0, unchanged: 0, skip: 0, conflict: 0 };
  for (const c of changes) out[c.action]++;
  return out;
}
