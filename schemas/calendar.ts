import { z } from '../lib/zod.js';
import { IsoDateTime } from './common.js';

export const CalendarFeed = z
  .object({
    url: z
      .url()
      .openapi({ description: 'Subscribe to this address in a calendar app. Shown once; rotate to get a new one.' }),
    createdAt: IsoDateTime,
  })
  .openapi('CalendarFeed');

export const CalendarFeedDeleted = z.object({ deleted: z.literal(true) }).openapi('CalendarFeedDeleted');

export const FeedParams = z.object({
  feed: z.string().openapi({
    param: { name: 'feed', in: 'path' },
    description: 'The feed token followed by `.ics`.',
    example: 'cal_7Rb…k2.ics',
  }),
});

export const ICalendar = z
  .string()
  .openapi('ICalendar', { description: 'An RFC 5545 iCalendar document (text/calendar).' });
