// What a watch counts as open, from one section as the directory lists it. Pure: the job and
// the watch creation read the same answer from the same numbers.
import type { ReserveGroup, Section } from '../directory/types.js';

export const NOTIFY_ON = ['seat', 'waitlist', 'either'] as const;
export type NotifyOn = (typeof NOTIFY_ON)[number];

export type WatchState = 'open' | 'full' | 'gone';

export interface Availability {
  /** Seats free in the whole section (capacity − enrolled, never below 0). */
  openSeats: number;
  /**
   * Free seats outside every reserve group, where the directory lists the groups; equal to
   * openSeats for a section without reserved seats; null when it has some but the directory
   * does not say how many (Concordia).
   */
  unreservedOpenSeats: number | null;
  /** Places free on the waitlist (0 where there is no waitlist). */
  openWaitlist: number;
}

const free = (capacity: number | null, taken: number | null) =>
  capacity === null ? 0 : Math.max(0, capacity - (taken ?? 0));

export function availabilityOf(section: Section): Availability {
  const openSeats = free(section.capacity, section.enrolled);
  return {
    openSeats,
    unreservedOpenSeats: unreservedOpen(section, openSeats),
    openWaitlist: free(section.waitlistCap, section.waitlisted),
  };
}

/**
 * Reserve groups' capacities are part of the section's capacity, and their enrolments part of
 * its enrolment (Waterloo prints both per group), so the seats held for nobody are
 * (capacity − Σ group capacity) − (enrolled − Σ group enrolled). A group fuller than its cap
 * (students placed over it) does not make room elsewhere.
 */
function unreservedOpen(section: Section, openSeats: number): number | null {
  if (section.reserves && section.reserves.length > 0) {
    const held = sum(section.reserves, (g) => g.capacity);
    const inGroups = sum(section.reserves, (g) => Math.min(g.enrolled, g.capacity));
    const outside = Math.max(0, (section.capacity ?? 0) - held);
    const takenOutside = Math.max(0, (section.enrolled ?? 0) - inGroups);
    return Math.min(openSeats, Math.max(0, outside - takenOutside));
  }
  return section.hasReserved ? null : openSeats;
}

const sum = (groups: ReserveGroup[], f: (g: ReserveGroup) => number) => groups.reduce((n, g) => n + f(g), 0);

export interface WatchWants {
  notifyOn: NotifyOn;
  unreservedOnly: boolean;
}

/** Open for this watch: a seat it may take (outside the reserves if it asked), a waitlist place, or either. */
export function isOpenFor(a: Availability, w: WatchWants): boolean {
  // unreservedOnly with no reserve detail is refused when the watch is made; null never counts as open.
  const seat = w.unreservedOnly ? (a.unreservedOpenSeats ?? 0) > 0 : a.openSeats > 0;
  const waitlist = a.openWaitlist > 0;
  return w.notifyOn === 'seat' ? seat : w.notifyOn === 'waitlist' ? waitlist : seat || waitlist;
}

export function stateOf(section: Section | undefined, w: WatchWants): WatchState {
  if (!section) return 'gone';
  return isOpenFor(availabilityOf(section), w) ? 'open' : 'full';
}

/** What a watch keeps of the section it last saw: enough to list it and to word an alert. */
export interface Snapshot {
  section: string;
  component?: string;
  courseTitle?: string;
  enrolled: number | null;
  capacity: number | null;
  waitlisted: number | null;
  waitlistCap: number | null;
  hasReserved: boolean;
  reserves?: ReserveGroup[];
  unreservedOpenSeats: number | null;
}

export function snapshotOf(section: Section): Snapshot {
  return {
    section: section.section,
    ...(section.component ? { component: section.component } : {}),
    ...(section.courseTitle ? { courseTitle: section.courseTitle } : {}),
    enrolled: section.enrolled,
    capacity: section.capacity,
    waitlisted: section.waitlisted,
    waitlistCap: section.waitlistCap,
    hasReserved: section.hasReserved,
    ...(section.reserves ? { reserves: section.reserves } : {}),
    unreservedOpenSeats: availabilityOf(section).unreservedOpenSeats,
  };
}
