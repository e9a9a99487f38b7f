// Outlines print local wall-clock times; the API answers in UTC. The account's IANA time zone
// (users.time_zone) turns one into the other, DST included, with the platform's Intl data.
import { wallToUtc } from '../../directory/time-zone.js';
import type { LocalDue } from '../types.js';

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
  return { due: new Date(wallToUtc(wall, zone)).toISOString(), allDay: due.time === null };
}
