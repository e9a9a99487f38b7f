// Calendar days of a university, read in its own time zone: a term's last
// day lasts until midnight in Montreal or Waterloo, not until midnight UTC (19:00 or 20:00 there).

/** Concordia (Montreal) and Waterloo keep Eastern time; America/Montreal is an alias of this zone. */
export const EASTERN = 'America/Toronto';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant the calendar day `year-month-day` begins in `timeZone` (month 1–12; a day past
 * the month's end rolls over as Date.UTC does). Two passes settle a day that starts next to a
 * daylight-saving change.
 */
export function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  return wallToUtc(Date.UTC(year, month - 1, day), timeZone);
}

/**
 * The UTC instant of a wall-clock time in an IANA zone (the wall time given as if it were UTC, in
 * milliseconds). Second pass: the offset at the instant itself, which differs only next to a
 * daylight-saving change. The one conversion the directory, the outline reader and the LMS share.
 */
export function wallToUtc(wall: number, timeZone: string): number {
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}
