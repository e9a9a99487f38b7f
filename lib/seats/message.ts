// The notification for one opening: what opened, how much, and whether the seats may be
// held for other students (the complaint other seat alerts get most).
import { encodePayload } from '../push/payload.js';
import type { PushMessage } from '../push/transport.js';
import type { NotifyOn, Snapshot } from './availability.js';

export interface OpeningAlert {
  watchId: string;
  opening: number;
  subject: string;
  catalog: string;
  termCode: string;
  classNumber: string;
  notifyOn: NotifyOn;
  unreservedOnly: boolean;
  snapshot: Snapshot;
}

/** Seats go fast: a device offline for more than an hour gets nothing rather than stale news. */
export const SEAT_ALERT_TTL_SECONDS = 3600;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function reserveNote(s: Snapshot, openSeats: number): string | null {
  if (!s.hasReserved || openSeats === 0) return null;
  if (s.unreservedOpenSeats === null)
    return 'This section holds reserved seats: the open seats may be reserved for other students.';
  const reserved = openSeats - s.unreservedOpenSeats;
  if (reserved <= 0) return null;
  const groups = (s.reserves ?? []).filter((g) => g.enrolled < g.capacity).map((g) => g.label);
  const whom = groups.length ? ` (${groups.join('; ')})` : '';
  return reserved === openSeats
    ? `All ${plural(openSeats, 'open seat is', 'open seats are')} reserved${whom}.`
    : `${reserved} of them ${reserved === 1 ? 'is' : 'are'} reserved${whom}.`;
}

export function alertMessage(a: OpeningAlert): PushMessage {
  const s = a.snapshot;
  const openSeats = s.capacity === null ? 0 : Math.max(0, s.capacity - (s.enrolled ?? 0));
  const openWaitlist = s.waitlistCap === null ? 0 : Math.max(0, s.waitlistCap - (s.waitlisted ?? 0));
  const label = `${a.subject} ${a.catalog} ${s.component ? `${s.component} ` : ''}${s.section}`;
  const counted = a.unreservedOnly && s.unreservedOpenSeats !== null ? s.unreservedOpenSeats : openSeats;
  const seatNews = counted > 0 && a.notifyOn !== 'waitlist';
  const parts: string[] = [];
  if (seatNews) {
    parts.push(
      a.unreservedOnly
        ? `${plural(counted, 'unreserved seat', 'unreserved seats')} open`
        : `${plural(openSeats, 'seat', 'seats')} open`,
    );
    if (s.capacity !== null) parts[0] += ` (${s.enrolled ?? 0}/${s.capacity} enrolled)`;
  }
  if (openWaitlist > 0 && a.notifyOn !== 'seat')
    parts.push(`${plural(openWaitlist, 'waitlist place', 'waitlist places')} open`);
  const note = seatNews && !a.unreservedOnly ? reserveNote(s, openSeats) : null;
  const body = `${parts.join(' · ')}. Class ${a.classNumber}, term ${a.termCode}.${note ? ` ${note}` : ''}`;
  return {
    payload: encodePayload({
      title: `${seatNews ? 'Seat open' : 'Waitlist open'}: ${label}`,
      body,
      tag: `seat-${a.watchId}`,
      data: {
        kind: 'seat',
        watchId: a.watchId,
        opening: a.opening,
        termCode: a.termCode,
        classNumber: a.classNumber,
        openSeats,
        unreservedOpenSeats: s.unreservedOpenSeats,
        openWaitlist,
        hasReserved: s.hasReserved,
      },
    }),
    ttlSeconds: SEAT_ALERT_TTL_SECONDS,
    urgency: 'high',
    // A retried push replaces its own earlier copy still queued at the push service.
    topic: a.watchId.replace(/-/g, ''),
  };
}
