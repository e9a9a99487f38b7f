// Reading iCalendar text into entries: DATE and DATE-TIME, UTC, TZID with its VTIMEZONE, an IANA
// TZID without one, floating times in the account's zone, folded lines, escaped text, VTODO, duplicate
// UIDs and RECURRENCE-ID overrides; malformed feeds named; the plan's cap checked before parsing.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors.js';
import { countEntries, parseFeed } from '../../../lib/lms/ical.js';

const cal = (...lines: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${lines.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const read = (text: string, timeZone = 'America/Toronto') => parseFeed(text, { timeZone, maxEntries: 100 });
const one = (text: string, timeZone?: string) => {
  const { entries } = read(text, timeZone);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};
const refusal = (text: string) => {
  try {
    read(text);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('bad_request');
    return (err as ApiError).message;
  }
  throw new Error('not refused');
};

const EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011104T020000',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010311T020000',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

describe('dates and times', () => {
  it('reads UTC, a date, a TZID defined by the feed (either side of the DST change), an IANA TZID and floating times', () => {
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART:20261113T220000Z')))).toMatchObject({
      due: '2026-11-13T22:00:00.000Z',
      allDay: false,
    });
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART;VALUE=DATE:20261020')))).toMatchObject({
      due: '2026-10-20T00:00:00.000Z',
      allDay: true,
    });
    const tz = (local: string) =>
      one(cal(EASTERN, ev('UID:a', 'SUMMARY:A', `DTSTART;TZID=Eastern Standard Time:${local}`))).due;
    expect(tz('20261030T235900')).toBe('2026-10-31T03:59:00.000Z'); // EDT, -4
    expect(tz('20261106T170000')).toBe('2026-11-06T22:00:00.000Z'); // EST, -5
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART;TZID=Europe/Paris:20261106T170000'))).due).toBe(
      '2026-11-06T16:00:00.000Z',
    );
    // Floating: the account's own time zone.
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART:20261106T170000')), 'America/Vancouver').due).toBe(
      '2026-11-07T01:00:00.000Z',
    );
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART:20261106T170000')), 'Asia/Tokyo').due).toBe(
      '2026-11-06T08:00:00.000Z',
    );
    // A TZID the feed does not define and no zone database knows: floating too.
    expect(one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART;TZID=Custom Zone:20261106T170000'))).due).toBe(
      '2026-11-06T22:00:00.000Z',
    );
  });

  it('takes a VTODO’s DUE, and an event’s duration from DTEND', () => {
    const todo = one(
      cal(
        [
          'BEGIN:VTODO',
          'UID:t',
          'SUMMARY:Problem set',
          'DTSTART:20261101T120000Z',
          'DUE:20261105T045900Z',
          'END:VTODO',
        ].join('\r\n'),
      ),
    );
    expect(todo).toMatchObject({ component: 'VTODO', due: '2026-11-05T04:59:00.000Z' });
    expect(
      one(cal(ev('UID:a', 'SUMMARY:A', 'DTSTART:20261021T170000Z', 'DTEND:20261021T190000Z'))).durationMinutes,
    ).toBe(120);
  });
});

describe('text', () => {
  it('unfolds lines (space or tab) and unescapes text, lists and categories', () => {
    const e = one(
      cal(
        ev(
          'UID:a',
          'SUMMARY:Essay 2: Luther\\, Calvin\\; and',
          '  Zwingli',
          'DESCRIPTION:Line one\\nLine two with a backslash \\\\ here',
          'CATEGORIES:HIST1010-F26',
          'LOCATION:Room 1',
          '\t00',
          'DTSTART:20261113T220000Z',
        ),
      ),
    );
    expect(e.summary).toBe('Essay 2: Luther, Calvin; and Zwingli');
    expect(e.description).toBe('Line one\nLine two with a backslash \\ here');
    expect(e.categories).toEqual(['HIST1010-F26']);
    expect(e.location).toBe('Room 100');
  });
});

describe('one entry per UID', () => {
  it('keeps the latest SEQUENCE of a repeated UID and counts the duplicate', () => {
    const e = one(
      cal(
        ev('UID:dup', 'SEQUENCE:0', 'SUMMARY:Old', 'DTSTART:20261101T120000Z'),
        ev('UID:dup', 'SEQUENCE:2', 'SUMMARY:New', 'DTSTART:20261102T120000Z'),
        ev('UID:dup', 'SEQUENCE:1', 'SUMMARY:Middle', 'DTSTART:20261103T120000Z'),
      ),
    );
    expect(e).toMatchObject({ summary: 'New', due: '2026-11-02T12:00:00.000Z', duplicates: 2 });
  });

  it('lets a RECURRENCE-ID override move a one-off event; a repeating event stays repeating', () => {
    const moved = one(
      cal(
        ev('UID:essay', 'SUMMARY:Essay 2', 'DTSTART:20261113T220000Z'),
        ev('UID:essay', 'RECURRENCE-ID:20261113T220000Z', 'SUMMARY:Essay 2', 'DTSTART:20261120T220000Z'),
      ),
    );
    expect(moved).toMatchObject({ due: '2026-11-20T22:00:00.000Z', recurring: false, duplicates: 0 });
    const weekly = one(
      cal(
        ev('UID:lec', 'SUMMARY:Lecture', 'DTSTART:20260910T140000Z', 'RRULE:FREQ=WEEKLY;COUNT=12'),
        ev('UID:lec', 'RECURRENCE-ID:20260917T140000Z', 'SUMMARY:Lecture (room change)', 'DTSTART:20260917T150000Z'),
      ),
    );
    expect(weekly).toMatchObject({ recurring: true, summary: 'Lecture' });
  });
});

describe('malformed feeds and limits', () => {
  it('names what is wrong', () => {
    expect(refusal('<html>Sign in</html>')).toMatch(/does not start with BEGIN:VCALENDAR/);
    expect(refusal('BEGIN:VCALENDAR\r\nNO COLON HERE\r\nEND:VCALENDAR\r\n')).toMatch(/invalid line/);
    expect(refusal(cal(ev('SUMMARY:No uid', 'DTSTART:20261101T120000Z')))).toMatch(/VEVENT has no UID/);
    expect(refusal(cal(ev('UID:bad-date', 'SUMMARY:A', 'DTSTART:20261341T120000Z')))).toMatch(/VEVENT bad-date/);
  });

  it('counts components in one pass and refuses a feed over the plan’s cap before parsing', () => {
    const text = cal(...Array.from({ length: 7 }, (_, i) => ev(`UID:${i}`, 'SUMMARY:A', 'DTSTART:20261101T120000Z')));
    expect(countEntries(text)).toBe(7);
    expect(() => parseFeed(text, { timeZone: 'UTC', maxEntries: 6 })).toThrow(
      'calendar: 7 events, more than the 6 your plan reads from one feed',
    );
    expect(parseFeed(text, { timeZone: 'UTC', maxEntries: 7 }).entries).toHaveLength(7);
  });
});
