// Reads an iCalendar feed (RFC 5545) into plain calendar entries with UTC instants, using ical.js
// (Mozilla's parser, the one Thunderbird uses): it unfolds lines, unescapes text, types values, and
// reads VTIMEZONE definitions. What is ours: which date is the deadline (DUE of a VTODO, else
// DTSTART), turning wall-clock times into instants (a TZID with its VTIMEZONE, a TZID that names an
// IANA zone, UTC, or a floating time in the account's time zone), one entry per UID (RECURRENCE-ID
// overrides replace the instance they name; a repeated UID keeps its latest SEQUENCE), and naming
// what is malformed. One pass over the components, after a bounded pre-count: linear in the feed.
import ICAL from 'ical.js';
import { badRequest } from '../errors.js';
import { wallToUtc } from '../directory/time-zone.js';

export interface CalendarEntry {
  uid: string;
  component: 'VEVENT' | 'VTODO';
  summary: string;
  description: string;
  location: string;
  categories: string[];
  url: string | null;
  /** The deadline instant (ISO UTC); for an all-day entry the day at 00:00Z. Null when it has none. */
  due: string | null;
  allDay: boolean;
  /** Minutes between start and end (0 for an instant; null without an end). */
  durationMinutes: number | null;
  /** True for a repeating entry (RRULE or RDATE): a class meeting, never one deliverable. */
  recurring: boolean;
  cancelled: boolean;
  /** Set when another entry with this UID was dropped in favour of this one. */
  duplicates: number;
}

export interface ParsedFeed {
  prodId: string;
  calendarName: string;
  entries: CalendarEntry[];
}

const malformed = (why: string) =>
  badRequest(
    `calendar: not a valid iCalendar feed: ${why}`,
    'Send the .ics file or feed URL your LMS gives (Canvas: Calendar › Calendar Feed; Moodle: Calendar › Export).',
  );

/** VEVENT and VTODO components in the text, counted without parsing (one linear scan). */
export function countEntries(text: string): number {
  let n = 0;
  const re = /^BEGIN:(?:VEVENT|VTODO)\s*$/gim;
  while (re.exec(text) !== null) n++;
  return n;
}

/**
 * Parses a feed. `maxEntries` bounds the work (the plan's events per feed): a feed with more
 * components is refused before any parsing, naming the limit.
 */
export function parseFeed(text: string, options: { timeZone: string; maxEntries: number }): ParsedFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(trimmed)) throw malformed('it does not start with BEGIN:VCALENDAR');
  const count = countEntries(trimmed);
  if (count > options.maxEntries)
    throw badRequest(
      `calendar: ${count} events, more than the ${options.maxEntries} your plan reads from one feed`,
      'Export a shorter range from your LMS (this term only), or upgrade for larger feeds.',
    );
  let root: ICAL.Component;
  try {
    const jcal = ICAL.parse(trimmed);
    // A file of several calendars parses to a list: only the first one is read.
    root = new ICAL.Component((Array.isArray(jcal[0]) ? jcal[0] : jcal) as unknown[]);
  } catch (err) {
    throw malformed(err instanceof Error ? err.message : 'unreadable');
  }
  if (root.name !== 'vcalendar') throw malformed(`the outer component is ${root.name.toUpperCase()}, not VCALENDAR`);

  const zones = new Map<string, ICAL.Timezone>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const id = vtz.getFirstPropertyValue('tzid');
    if (typeof id === 'string') zones.set(id, new ICAL.Timezone(vtz));
  }

  // One entry per UID: the master, replaced by an override of the same instance or a later revision.
  const byUid = new Map<string, { entry: CalendarEntry; sequence: number; override: boolean }>();
  for (const comp of root.getAllSubcomponents()) {
    if (comp.name !== 'vevent' && comp.name !== 'vtodo') continue;
    const uid = textOf(comp, 'uid');
    if (!uid) throw malformed(`a ${comp.name.toUpperCase()} has no UID`);
    let entry: CalendarEntry;
    try {
      entry = readEntry(comp, uid, zones, options.timeZone);
    } catch (err) {
      throw malformed(`${comp.name.toUpperCase()} ${uid}: ${err instanceof Error ? err.message : 'unreadable'}`);
    }
    const sequence = Number(comp.getFirstPropertyValue('sequence') ?? 0) || 0;
    const override = comp.hasProperty('recurrence-id');
    const seen = byUid.get(uid);
    if (!seen) {
      byUid.set(uid, { entry, sequence, override });
      continue;
    }
    // An override (RECURRENCE-ID) of a one-off entry moves that entry; of a repeating one, it is
    // still a repeating entry. Otherwise the later revision (SEQUENCE) wins; ties keep the first.
    const replace = override && !seen.override ? !seen.entry.recurring : sequence > seen.sequence;
    const kept = replace ? { entry: { ...entry, recurring: seen.entry.recurring }, sequence, override } : seen;
    kept.entry.duplicates = seen.entry.duplicates + (override ? 0 : 1);
    byUid.set(uid, kept);
  }
  return {
    prodId: String(root.getFirstPropertyValue('prodid') ?? ''),
    calendarName: String(root.getFirstPropertyValue('x-wr-calname') ?? ''),
    entries: [...byUid.values()].map((v) => v.entry),
  };
}

function textOf(comp: ICAL.Component, name: string): string {
  const v = comp.getFirstPropertyValue(name);
  return typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim();
}

function readEntry(
  comp: ICAL.Component,
  uid: string,
  zones: Map<string, ICAL.Timezone>,
  timeZone: string,
): CalendarEntry {
  const isTodo = comp.name === 'vtodo';
  const dueProp = (isTodo && comp.getFirstProperty('due')) || comp.getFirstProperty('dtstart');
  const start = dueProp ? instantOf(dueProp, zones, timeZone) : null;
  const endProp = comp.getFirstProperty('dtend');
  const end = endProp ? instantOf(endProp, zones, timeZone) : null;
  const categories = comp
    .getAllProperties('categories')
    .flatMap((p) => p.getValues().map((v) => String(v).trim()))
    .filter((c) => c !== '');
  const status = textOf(comp, 'status').toUpperCase();
  return {
    uid,
    component: isTodo ? 'VTODO' : 'VEVENT',
    summary: textOf(comp, 'summary'),
    description: textOf(comp, 'description'),
    location: textOf(comp, 'location'),
    categories,
    url: textOf(comp, 'url') || null,
    due: start ? start.iso : null,
    allDay: start?.allDay ?? false,
    durationMinutes: start && end && !start.allDay && !end.allDay ? Math.round((end.ms - start.ms) / 60000) : null,
    recurring: comp.hasProperty('rrule') || comp.hasProperty('rdate'),
    cancelled: status === 'CANCELLED',
    duplicates: 0,
  };
}

/** A DATE or DATE-TIME property as a UTC instant (all-day: the day at 00:00Z). */
function instantOf(
  prop: ICAL.Property,
  zones: Map<string, ICAL.Timezone>,
  timeZone: string,
): { iso: string; ms: number; allDay: boolean } {
  const value = prop.getFirstValue() as ICAL.Time | null;
  if (!value || typeof value !== 'object' || !('year' in value))
    throw new Error(`${prop.name.toUpperCase()} is not a date`);
  const t = value;
  // ical.js rolls an impossible date over (2026-02-30 becomes 2 March): the text as written is checked.
  const written = (prop as unknown as { jCal: unknown[] }).jCal[3];
  if (!validParts(t) || typeof written !== 'string' || !realDate(written))
    throw new Error(`${prop.name.toUpperCase()} is not a valid date`);
  if (t.isDate) {
    const ms = Date.UTC(t.year, t.month - 1, t.day);
    return { iso: new Date(ms).toISOString(), ms, allDay: true };
  }
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const tzid = prop.getParameter('tzid');
  const tzidText = typeof tzid === 'string' ? tzid : null;
  let ms: number;
  if (t.zone?.tzid === 'UTC' && !tzidText) ms = wall;
  else if (tzidText && zones.has(tzidText)) ms = wall - zones.get(tzidText)!.utcOffset(t) * 1000;
  else if (tzidText && isZone(tzidText)) ms = wallToUtc(wall, tzidText);
  // Floating, or a TZID the feed does not define: the account's own time zone.
  else ms = wallToUtc(wall, isZone(timeZone) ? timeZone : 'UTC');
  return { iso: new Date(ms).toISOString(), ms, allDay: false };
}

function validParts(t: ICAL.Time): boolean {
  return (
    Number.isInteger(t.year) &&
    t.year >= 1900 &&
    t.year <= 2200 &&
    t.month >= 1 &&
    t.month <= 12 &&
    t.day >= 1 &&
    t.day <= 31 &&
    t.hour >= 0 &&
    t.hour <= 23 &&
    t.minute >= 0 &&
    t.minute <= 59 &&
    t.second >= 0 &&
    t.second <= 60
  );
}

/** "2026-02-28" or "2026-02-28T23:59:00(Z)" naming a day and time that exist. */
function realDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/.exec(text);
  if (!m) return false;
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1) as string[];
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Math.min(Number(se), 59)));
  return (
    at.getUTCFullYear() === Number(y) &&
    at.getUTCMonth() === Number(mo) - 1 &&
    at.getUTCDate() === Number(d) &&
    at.getUTCHours() === Number(h) &&
    at.getUTCMinutes() === Number(mi)
  );
}

const zoneCache = new Map<string, boolean>();
export function isZone(name: string): boolean {
  let ok = zoneCache.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    if (zoneCache.size < 1000) zoneCache.set(name, ok);
  }
  return ok;
}
