// The one rule for every date-time and date the API takes: the year as written is
// 1900 to 2200, a date-time has seconds, at most millisecond precision and `Z` or any RFC 3339
// offset (±hh:mm up to ±23:59), and is normalised to UTC before anything else sees it, so
// Postgres (offsets up to ±15:59) and JavaScript's Date (milliseconds) store and return it exactly.
import { z } from '../lib/zod.js';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const YEAR = '(?:19\\d\\d|2[01]\\d\\d|2200)';
// Anchored, no nested quantifiers: linear in the input's length.
const DATE_TIME_PATTERN = new RegExp(
  `^${YEAR}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d{1,3})?(?:Z|[+-]\\d\\d:\\d\\d)$`,
);
const DATE_PATTERN = new RegExp(`^${YEAR}-\\d\\d-\\d\\d$`);

export const DATE_TIME_RULE = `years ${MIN_YEAR} to ${MAX_YEAR} as written, seconds required, at most 3 fractional digits, \`Z\` or an offset ±hh:mm`;

const DATE_TIME_MESSAGE = `must be an ISO-8601 date-time: ${DATE_TIME_RULE}`;

// Members of a union carry no message of their own, so the union's message is the one reported.
const dateTime = (error?: string) =>
  z.iso
    .datetime({ offset: true, ...(error ? { error } : {}) })
    .regex(DATE_TIME_PATTERN, error)
    .openapi({
      format: 'date-time',
      description: `ISO-8601 date-time, ${DATE_TIME_RULE}; stored and returned in UTC.`,
      example: '2026-12-04T23:59:00-05:00',
    });
const date = (error?: string) =>
  z.iso
    .date(error ? { error } : undefined)
    .regex(DATE_PATTERN, error)
    .openapi({
      format: 'date',
      description: `A calendar date YYYY-MM-DD, years ${MIN_YEAR} to ${MAX_YEAR}.`,
      example: '2026-12-04',
    });

/** A date-time a client sends: checked against the one range and returned as ISO-8601 UTC (`…Z`). */
export const DateTimeInput = dateTime(DATE_TIME_MESSAGE).transform(toUtc);

/** A date-time (normalised to UTC) or a calendar date (an all-day deadline, kept as written), under the same rule. */
export const DateTimeOrDateInput = (message: string) =>
  // The transform comes after the union: a union of piped members reports its members' messages, not its own.
  z
    .union([dateTime(), date()], { error: message })
    .transform((value) => (DATE_PATTERN.test(value) ? value : toUtc(value)));

function toUtc(value: string): string {
  return new Date(value).toISOString();
}

/** At least 3 characters once surrounding whitespace is trimmed (documents `.trim().min(3)`; not run at request time). */
export const TRIMMED_AT_LEAST_3 = '\\S[\\s\\S]+\\S';

/** A date-only `due` with `dueAllDay: false` is refused: the document says so with this `not`. */
export const NOT_TIMED_DATE = {
  not: {
    required: ['due', 'dueAllDay'],
    properties: { dueAllDay: { const: false }, due: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
  },
} as object;
