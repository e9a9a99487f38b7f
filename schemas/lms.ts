// Deadlines from the student's LMS calendar feed: the plan (preview and import) and kept feeds.
import { MAX_FEED_BYTES, MAX_FEED_URL_LENGTH } from '../lib/lms/fetch.js';
import { LMS_NAMES } from '../lib/lms/formats.js';
import { z } from '../lib/zod.js';
import { AssessmentKind } from './assessments.js';
import { IsoDateTime, Uuid } from './common.js';

const FeedUrl = z.string().min(1).max(MAX_FEED_URL_LENGTH, `at most ${MAX_FEED_URL_LENGTH} characters`).openapi({
  description:
    'The calendar feed link your LMS shows (https, or webcal which is read as https). It must name a public host: loopback, private, link-local and internal addresses are refused, also after DNS resolution and on every redirect.',
  example: 'https://canvas.example.edu/feeds/calendars/user_abc123.ics',
});

// The pattern says in the document what trim() does at run time: spaces alone are no course code.
const CourseHint = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/\S/, 'must not be empty')
  .max(40, 'at most 40 characters')
  .openapi({
    description:
      'A course code for the events whose feed names no course (Blackboard Learn feeds name none); others carry their own.',
    example: 'BIOL 1010',
  });

export const LmsSourceInput = z
  .strictObject({
    url: FeedUrl.optional(),
    calendar: z
      .string()
      .max(MAX_FEED_BYTES, `at most ${MAX_FEED_BYTES} characters`)
      .optional()
      .openapi({ description: 'The .ics text itself (or send the file as `text/calendar`).' }),
  })
  .refine((o) => (o.url === undefined) !== (o.calendar === undefined), {
    message: 'send either url or calendar (or the file as text/calendar)',
  })
  .openapi('LmsSourceInput', {
    // Exactly one of the two (the refinement above), each branch closed.
    oneOf: [
      { type: 'object', required: ['url'], properties: { url: {} }, additionalProperties: false },
      { type: 'object', required: ['calendar'], properties: { calendar: {} }, additionalProperties: false },
    ],
    description: `A feed by its URL, or the calendar file itself: as JSON \`{ "calendar": "BEGIN:VCALENDAR…" }\` or as the raw file with \`Content-Type: text/calendar\` (up to ${MAX_FEED_BYTES} bytes).`,
  });

export const LmsQuery = z.object({ course: CourseHint.optional() });

const SkipOrNote = z.string().nullable().openapi({
  description:
    'Why: a skip gives its reason (class meeting, office hours, an opening, duplicate, past term, …); an update or conflict what it is about; a new item whether it joins a group of the outline or arrives with no weight.',
});

export const LmsChange = z
  .object({
    action: z.enum(['create', 'update', 'unchanged', 'skip', 'conflict']).openapi({
      description:
        '`create`: a new assessment; `update`: its date (with `previous`), or a sibling’s equal share of its group (no `uid`); `unchanged`; `skip` with `reason`; `conflict`: you set this date by hand, and it is kept.',
    }),
    reason: SkipOrNote,
    uid: z.string().nullable().openapi({ description: 'The LMS event’s UID; null for a sibling’s weight update.' }),
    title: z.string(),
    kind: AssessmentKind,
    due: IsoDateTime.nullable().openapi({
      description: 'The deadline, UTC. For an all-day deadline, the day at 00:00Z.',
    }),
    dueAllDay: z.boolean(),
    course: z.string().nullable().openapi({ description: 'The course code.' }),
    courseId: Uuid.nullable().openapi({ description: 'Your course; null while it is only proposed.' }),
    assessmentId: Uuid.nullable().openapi({
      description: 'The matched assessment; after an import also the one created.',
    }),
    weight: z.number().nullable().openapi({ description: 'The weight after the change; null: no weight yet.' }),
    group: z.string().nullable(),
    previous: z
      .object({ due: IsoDateTime.nullable(), dueAllDay: z.boolean(), weight: z.number() })
      .nullable()
      .openapi({ description: 'What an update or conflict changes (or would change) from.' }),
  })
  .openapi('LmsChange');

export const LmsPlan = z
  .object({
    lms: z.enum(LMS_NAMES).openapi({ description: 'Which LMS wrote the feed (`ical`: none recognised).' }),
    events: z.int().openapi({ description: 'Events and to-dos read from the feed (one per UID).' }),
    courses: z.array(
      z.object({
        code: z.string(),
        title: z.string().nullable(),
        courseId: Uuid.nullable(),
        action: z.enum(['match', 'create']).openapi({
          description: '`match`: your course with this code; `create`: proposed (created by an import).',
        }),
        deliverables: z.int(),
      }),
    ),
    changes: z.array(LmsChange),
    summary: z.object({
      create: z.int(),
      update: z.int(),
      unchanged: z.int(),
      skip: z.int(),
      conflict: z.int(),
    }),
    applied: z.boolean().openapi({ description: 'false for a preview; true once imported.' }),
  })
  .openapi('LmsPlan', {
    description:
      'The courses found and one change per deliverable: the LMS gives the date, your outline keeps the weight, and a date you set by hand is never overwritten.',
  });

export const LmsFeedInput = z.strictObject({ url: FeedUrl, course: CourseHint.optional() }).openapi('LmsFeedInput');

export const LmsFeed = z
  .object({
    id: Uuid,
    host: z.string().openapi({ example: 'canvas.example.edu' }),
    last4: z.string().openapi({
      description: 'The last 4 characters of the URL: the URL itself is a secret and is never returned.',
      example: '3.ics',
    }),
    course: z.string().nullable().openapi({ description: 'The course code for events that name none.' }),
    status: z.enum(['pending', 'ok', 'failing', 'paused']).openapi({
      description:
        '`pending`: not read yet; `failing`: the last read failed (`error` says why; it is retried later); `paused`: the account keeps more feeds than its plan syncs (after a downgrade): the oldest keep syncing, this one waits until you upgrade or delete a feed.',
    }),
    error: z.string().nullable(),
    failures: z.int().openapi({ description: 'Reads failed in a row.' }),
    lastSyncedAt: IsoDateTime.nullable(),
    nextSyncAt: IsoDateTime,
    createdAt: IsoDateTime,
  })
  .openapi('LmsFeed', { description: 'A calendar feed kept for syncing.' });

export const LmsFeedList = z.object({ items: z.array(LmsFeed) }).openapi('LmsFeedList');

export const LmsSyncResult = z
  .object({
    feeds: z.int().openapi({ description: 'Feeds read.' }),
    notModified: z.int(),
    failed: z.int(),
    paused: z.int().openapi({
      description: 'Feeds not read: beyond the number their account’s plan keeps (after a downgrade).',
    }),
    moved: z.int().openapi({ description: 'Due dates that moved.' }),
    sent: z.int().openapi({ description: 'Pushes the push services accepted.' }),
    notReached: z.int(),
    devicesRemoved: z.int(),
    more: z.boolean().openapi({ description: 'True when the run stopped at its time budget.' }),
  })
  .openapi('LmsSyncResult');
