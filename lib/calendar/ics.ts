// A small RFC 5545 writer for the deadline feed: one VCALENDAR of VEVENTs, CRLF line
// endings, TEXT escaping (§3.3.11), lines folded at 75 octets without splitting a UTF-8
// character (§3.1), times in UTC (`…Z`), all-day deadlines as VALUE=DATE.
// Written here rather than taken from a library: the feed uses a handful of properties, and
// the whole format fits in this file, with tests that parse the output back.

export const CRLF = '\r\n';
/** Octets per physical line, CRLF excluded (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

export type EventTime = { date: string } | { instant: Date };

export interface CalendarEvent {
  /** Globally unique and stable for the same item across fetches. */
  uid: string;
  /** When the item was last revised. */
  stamp: Date;
  start: EventTime;
  /** Exclusive end; for all-day events the next day. Omitted for instants (zero duration). */
  end?: EventTime;
  summary: string;
  description?: string;
  categories?: string[];
}

export interface Calendar {
  prodId: string;
  name: string;
  /** How often calendar apps should refetch, as an ISO-8601 duration (RFC 7986 REFRESH-INTERVAL). */
  refresh?: string;
  events: CalendarEvent[];
}

/**
 * TEXT value escaping: backslash, semicolon, comma and line breaks; other control characters
 * dropped. NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) are line
 * breaks to some calendar readers, so they are escaped as the line break they stand for.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds one content line: no physical line longer than 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines carry a leading space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** UTC DATE-TIME form, e.g. 20261204T235900Z. */
export function formatUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime): string {
  return 'date' in time ? `${name};VALUE=DATE:${time.date.replace(/-/g, '')}` : `${name}:${formatUtc(time.instant)}`;
}

export function serializeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.refresh)
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`, `X-PUBLISHED-TTL:${calendar.refresh}`);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${formatUtc(event.stamp)}`,
      `LAST-MODIFIED:${formatUtc(event.stamp)}`,
      timeProperty('DTSTART', event.start),
    );
    if (event.end) lines.push(timeProperty('DTEND', event.end));
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    // A deadline does not occupy the student's time.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
