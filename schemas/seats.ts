import { z } from '../lib/zod.js';
import { NextCursor } from '../lib/http/paging.js';
import { NOTIFY_ON } from '../lib/seats/availability.js';
import { FREE_SEAT_WATCHES, PAID_SEAT_WATCHES } from '../lib/seats/watches.js';
import { IsoDateTime, Uuid } from './common.js';
import { ReserveGroup, SectionsQuery } from './directory.js';

const NotifyOn = z.enum(NOTIFY_ON).openapi({
  description: '`seat`: a seat to enrol in; `waitlist`: a place on the waitlist; `either`: whichever opens first.',
  example: 'seat',
});

export const SeatWatchInput = z
  .object({
    subject: SectionsQuery.shape.subject,
    catalog: SectionsQuery.shape.catalog,
    classNumber: z
      .string({ error: 'is required' })
      .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'must be 1 to 12 letters or digits, as getSections returns it' })
      .openapi({ description: 'The section’s classNumber from GET /api/sections.', example: '6193' }),
    termCode: z
      .string({ error: 'is required' })
      .regex(/^[0-9]{4}$/, { error: 'must be a 4-digit term code, as getSections returns it' })
      .openapi({ description: 'The section’s termCode from GET /api/sections.', example: '1249' }),
    notifyOn: NotifyOn.default('seat'),
    unreservedOnly: z.boolean().default(false).openapi({
      description:
        'Alert only for seats outside every reserve group. Needs reserve detail: Waterloo publishes each reserve with its capacity and enrolment; Concordia publishes only that a section has reserved seats, so there this is refused with 400.',
    }),
  })
  .strict()
  .openapi('SeatWatchInput', { description: 'A section to watch, as GET /api/sections lists it.' });

export const SeatWatch = z
  .object({
    id: Uuid,
    subject: z.string().openapi({ example: 'MATH' }),
    catalog: z.string().openapi({ example: '135' }),
    termCode: z.string().openapi({ example: '1249' }),
    classNumber: z.string().openapi({ example: '6193' }),
    section: z.string().openapi({ example: '022' }),
    component: z.string().optional().openapi({ example: 'LEC' }),
    courseTitle: z.string().optional(),
    notifyOn: NotifyOn,
    unreservedOnly: z.boolean(),
    status: z.enum(['open', 'full', 'gone']).openapi({
      description:
        'What the watch saw last: `open` (what it asks for is available now; no alert until it fills and opens again), `full`, or `gone` (the section is no longer listed).',
    }),
    seats: z
      .object({
        enrolled: z.number().int().nullable(),
        capacity: z.number().int().nullable(),
        waitlisted: z.number().int().nullable(),
        waitlistCap: z.number().int().nullable(),
        hasReserved: z.boolean(),
        unreservedOpenSeats: z.number().int().nullable().openapi({
          description:
            'Open seats outside every reserve group; null when the section has reserved seats and the university does not say how many (Concordia).',
        }),
        reserves: z.array(ReserveGroup).optional(),
      })
      .openapi({ description: 'The section as last seen.' }),
    alertsSent: z.number().int().nonnegative().openapi({ description: 'Openings this watch has alerted about.' }),
    checkedAt: IsoDateTime.openapi({ description: 'When the section was last read.' }),
    lastOpenedAt: IsoDateTime.nullable().openapi({ description: 'When it last went from full to open.' }),
    createdAt: IsoDateTime,
  })
  .openapi('SeatWatch');

export const SeatWatchList = z
  .object({
    items: z.array(SeatWatch),
    nextCursor: NextCursor,
    limit: z.number().int().openapi({
      description: 'The page size applied: the `limit` you asked for, or the default.',
      example: 50,
    }),
    maxWatches: z
      .number()
      .int()
      .openapi({
        description: `Watches your plan allows at once (free ${FREE_SEAT_WATCHES}, paid ${PAID_SEAT_WATCHES}).`,
        example: FREE_SEAT_WATCHES,
      }),
  })
  .openapi('SeatWatchList');

export const SeatWatchDeleted = z.object({ id: Uuid, deleted: z.literal(true) }).openapi('SeatWatchDeleted');

export const RunSeatAlertsResult = z
  .object({
    coursesPolled: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Courses read from the university (one lookup serves every watch of a course).' }),
    lookupFailures: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Lookups that failed; those courses are polled again later, backing off.' }),
    watchesChecked: z.number().int().min(0),
    openings: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Watched sections that went from full to open in this run.' }),
    sent: z.number().int().min(0).openapi({ description: 'Seat alerts the push services accepted.' }),
    notReached: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Pushes refused or failed; transient failures are retried by a later run.' }),
    devicesRemoved: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Devices deleted because their push service answered 404 or 410.' }),
    more: z.boolean().openapi({
      description:
        'True when the run left courses or pushes for the next run (time budget, or the university failing).',
    }),
  })
  .openapi('RunSeatAlertsResult');
