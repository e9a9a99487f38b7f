// Which calendar entries are deliverables, as each LMS writes its feed (sources in
// tests/fixtures/lms/<lms>/PROVENANCE.md):
//   Canvas       UID event-assignment-<id> (an assignment: its due date), event-assignment-override-<id>
//                (a section's own due date, "Title (Section)"), event-calendar-event-<id> (a calendar
//                event: class meetings, office hours, exam sittings); SUMMARY "Title [Course Code]".
//   Moodle       UID <id>@<host>; CATEGORIES the course short name; "X is due" (assignment), "X opens" /
//                "X closes" (quiz: the close is the deadline), "X is due to be graded" (teachers only).
//   Brightspace  SUMMARY suffixes " - Due", " - Availability Ends", " - Available" / " - Availability
//                Starts"; LOCATION the course offering's name; Windows TZIDs with their VTIMEZONE.
//   Blackboard   UID _blackboard.platform.gradebook2.GradableItem-<id> (graded work) or
//                _blackboard.platform.calendar.CalendarEntry-<id> (calendar entries); no course at all.
// Class meetings, office hours and the opening of a quiz or an availability window are not
// deliverables; the close of a quiz with no due date is its deadline.
import { classify } from '../syllabus/vocabulary/kinds.js';
import type { CalendarEntry, ParsedFeed } from './ical.js';
import type { Assessment } from '../../schemas/assessments.js';

type AssessmentKindName = Assessment['kind'];

export const LMS_NAMES = ['canvas', 'moodle', 'brightspace', 'blackboard', 'ical'] as const;
export type LmsName = (typeof LMS_NAMES)[number];

export const SKIP_REASONS = [
  'class_meeting',
  'office_hours',
  'opening',
  'grading',
  'duplicate',
  'past_term',
  'no_date',
  'no_course',
  'cancelled',
  'not_a_deliverable',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface FeedItem {
  uid: string;
  title: string;
  kind: AssessmentKindName;
  due: string | null;
  dueAllDay: boolean;
  /** The course as the feed names it ("CS 136", "CS136-F26", "CS3383 Algorithm Design - FR01A"). */
  courseLabel: string | null;
  /** null: a deliverable; otherwise why it is not one. */
  skip: SkipReason | null;
}

const OFFICE_HOURS = /\b(?:office|student|drop[- ]in|consultation)\s+hours?\b|\boffice hrs\b|\bOH\b/i;
const MEETING =
  /\b(?:lecture|lec|class|seminar|tutorial|tut|recitation|lab section|discussion section|studio|workshop|meeting|session|practicum)s?\b/i;
const SITTING = /\b(?:midterm|mid-term|final|exam|examination|test|quiz)\b/i;
const DUE_WORD = /\b(?:due|deadline|submission|submit)\b/i;

/** Which LMS wrote the feed, from its PRODID and its UIDs. */
export function detectLms(feed: ParsedFeed): LmsName {
  const prod = feed.prodId.toLowerCase();
  const uids = feed.entries.slice(0, 50).map((e) => e.uid);
  if (prod.includes('instructure') || uids.some((u) => /^event-(?:assignment|calendar-event)-/.test(u)))
    return 'canvas';
  if (prod.includes('moodle')) return 'moodle';
  if (
    prod.includes('desire2learn') ||
    prod.includes('d2l') ||
    feed.entries.slice(0, 50).some((e) => /\/d2l\/le\/calendar\//.test(e.description))
  )
    return 'brightspace';
  if (prod.includes('blackboard') || uids.some((u) => u.startsWith('_blackboard.'))) return 'blackboard';
  return 'ical';
}

/** The feed's entries as deliverables or skips, in feed order. `now` decides what is a past term. */
export function readItems(feed: ParsedFeed, lms: LmsName, now: Date): FeedItem[] {
  const items = feed.entries.map((e) => readOne(e, lms));
  // A past term: more than 120 days (a term is about four months) before now, or before the feed's
  // latest deliverable when that is earlier (a feed exported at the end of a term reads the same later).
  let latest = Number.NEGATIVE_INFINITY;
  for (const item of items) if (!item.skip && item.due) latest = Math.max(latest, Date.parse(item.due));
  const pastBefore = Math.min(now.getTime(), latest) - 120 * 86_400_000;
  for (const item of items) if (!item.skip && item.due && Date.parse(item.due) < pastBefore) item.skip = 'past_term';
  markDuplicates(items, feed.entries);
  return items;
}

function readOne(e: CalendarEntry, lms: LmsName): FeedItem {
  let title = e.summary;
  let courseLabel: string | null = null;
  let skip: SkipReason | null = null;
  let deliverable: boolean | null = null; // null: decide from the title

  switch (lms) {
    case 'canvas': {
      const m = /^(.*\S)\s*\[([^\]]+)\]\s*$/.exec(title);
      if (m) {
        title = m[1]!;
        courseLabel = m[2]!.trim();
      }
      if (/^event-assignment-override-/.test(e.uid)) {
        // "Essay 2 (Section B)": the override names its section after the title.
        title = title.replace(/\s*\([^()]*\)\s*$/, '') || title;
        deliverable = true;
      } else if (/^event-assignment-/.test(e.uid)) deliverable = true;
      break;
    }
    case 'moodle': {
      courseLabel = e.categories[0] ?? null;
      let m: RegExpExecArray | null;
      if ((m = /^(.*\S)\s+is due to be graded$/i.exec(title))) {
        title = m[1]!;
        skip = 'grading';
      } else if ((m = /^(.*?\S)\s+(?:is\s+)?due$/i.exec(title))) {
        title = m[1]!;
        deliverable = true;
      } else if ((m = /^(.*\S)\s+closes$/i.exec(title))) {
        title = m[1]!;
        deliverable = true;
      } else if ((m = /^(.*\S)\s+opens$/i.exec(title))) {
        title = m[1]!;
        skip = 'opening';
      }
      break;
    }
    case 'brightspace': {
      courseLabel = e.location || null;
      let m: RegExpExecArray | null;
      if ((m = /^(.*\S)\s+-\s+(?:Due|Availability Ends|End Date)$/i.exec(title))) {
        title = m[1]!;
        deliverable = true;
      } else if ((m = /^(.*\S)\s+-\s+(?:Available|Availability Starts|Start Date)$/i.exec(title))) {
        title = m[1]!;
        skip = 'opening';
      }
      break;
    }
    case 'blackboard': {
      if (e.uid.includes('.gradebook2.GradableItem-')) deliverable = true;
      break;
    }
    default: {
      courseLabel = e.categories[0] ?? courseInBrackets(title);
      if (courseLabel && title.endsWith(`[${courseLabel}]`)) title = title.slice(0, -courseLabel.length - 2).trim();
      if (e.component === 'VTODO') deliverable = true;
    }
  }

  if (!skip && e.cancelled) skip = 'cancelled';
  if (!skip && deliverable !== true) {
    if (OFFICE_HOURS.test(title)) skip = 'office_hours';
    else if (e.recurring) skip = 'class_meeting';
    else if (SITTING.test(title) && !MEETING.test(title.replace(/\bexam(?:ination)? (?:session|period)\b/i, ''))) {
      deliverable = true; // an exam or test sitting is a dated assessment
    } else if (MEETING.test(title)) skip = 'class_meeting';
    else if (lms === 'ical' && DUE_WORD.test(title)) deliverable = true;
    else skip = 'not_a_deliverable';
  }
  if (!skip && !e.due) skip = 'no_date';
  const clean = title.replace(/\s+/g, ' ').trim().slice(0, 200) || e.uid.slice(0, 200);
  return {
    uid: e.uid,
    title: clean,
    kind: classify(clean) as AssessmentKindName,
    due: e.due,
    dueAllDay: e.allDay,
    courseLabel,
    skip,
  };
}

function courseInBrackets(title: string): string | null {
  return /\[([^\]]{2,40})\]\s*$/.exec(title)?.[1]?.trim() ?? null;
}

/**
 * One deliverable per piece of work: Brightspace writes "Due" and "Availability Ends" for one
 * quiz, Moodle "is due" and "closes"; the due date wins, the other is a duplicate. Two entries of
 * one course with one title and one date are one deliverable too.
 */
function markDuplicates(items: FeedItem[], entries: CalendarEntry[]): void {
  const key = (i: FeedItem) => `${(i.courseLabel ?? '').toLowerCase()}\u0000${i.title.toLowerCase()}`;
  const best = new Map<string, number>();
  const rank = (i: number) => {
    const summary = entries[i]!.summary;
    return /(?:\bis due| - Due)$/i.test(summary) ? 0 : 1;
  };
  items.forEach((item, i) => {
    if (item.skip) return;
    const k = key(item);
    const seen = best.get(k);
    if (seen === undefined) {
      best.set(k, i);
      return;
    }
    const other = items[seen]!;
    // Different dates of one title are different work only when neither is an end-of-availability twin.
    const twins = rank(i) !== rank(seen) || other.due === item.due;
    if (!twins) return;
    if (rank(i) < rank(seen)) {
      other.skip = 'duplicate';
      best.set(k, i);
    } else item.skip = 'duplicate';
  });
}

/** "CS 136" from "CS136-001-F26", "[CS 136]", "CS3383 Algorithm Design - FR01A (2026FA)", "MATH-1070Q-…". */
export function courseCodeOf(label: string): string {
  const m = /\b([A-Za-z]{2,5})[\s_-]?(\d{3,4}[A-Za-z]?)(?![0-9])/.exec(label);
  if (m) return `${m[1]!.toUpperCase()} ${m[2]!.toUpperCase()}`;
  return label.replace(/\s+/g, ' ').trim().slice(0, 40);
}

/** The course's name when the label carries one after its code ("CS3383 Algorithm Design - FR01A" → "Algorithm Design"). */
export function courseTitleOf(label: string): string | null {
  const m = /\b[A-Za-z]{2,5}[\s_-]?\d{3,4}[A-Za-z]?(?![0-9])[\s:-]+(.+)$/.exec(label);
  if (!m) return null;
  const rest = m[1]!.split(/\s+-\s+/)[0]!.trim();
  return /[A-Za-z]{3}/.test(rest) && !/^[A-Z0-9-]+$/.test(rest) ? rest.slice(0, 200) : null;
}

/** Course codes compare without case, spaces or punctuation ("cs-136" is "CS 136"). */
export const codeKey = (code: string) =>
  courseCodeOf(code)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
