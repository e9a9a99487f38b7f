// Outlines print local wall-clock times; the API answers in UTC. The account's IANA time zone
// (users.time_zone) turns one into the other, DST included, with the platform's Intl data.
import type { LocalDue } from './types.js';

function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant) / 60000);
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The UTC instant of a local due date; a date without a time is the start of that day. */
export function toUtc(due: LocalDue, timeZone: string): { due: string; allDay: boolean } {
  const zone = validZone(timeZone);
  const [y, m, d] = due.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (due.time ?? '00:00').split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetMinutes(wall, zone) * 60000;
  // Second pass: the offset at the instant itself (differs only next to a DST change).
  instant = wall - offsetMinutes(instant, zone) * 60000;
  return { due: new Date(instant).toISOString(), allDay: due.time === null };
}
