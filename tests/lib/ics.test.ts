import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, serializeCalendar } from '../../lib/calendar/ics.js';
import { parseIcs, prop, splitList, unescapeText } from '../support/ics.js';

describe('TEXT escaping', () => {
  it('escapes backslash, semicolon, comma and line breaks, and reads back the same', () => {
    const raw = 'a\\b; c, d\ne\r\nf\rg';
    expect(escapeText(raw)).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
    expect(unescapeText(escapeText(raw))).toBe('a\\b; c, d\ne\nf\ng');
  });

  it('escapes NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR as line breaks and drops other C1 controls', () => {
    expect(escapeText('a\u0085b\u2028c\u2029d\u009be')).toBe('a\\nb\\nc\\nde');
    const calendar = serializeCalendar({
      prodId: '-//test//EN',
      name: 'n\u2028X-INJECTED:1',
      events: [
        {
          uid: 'u1',
          stamp: new Date(0),
          summary: 's\u0085BEGIN:VALARM',
          description: 'd\u2029END:VEVENT',
          start: { date: '2026-12-01' },
        },
      ],
    });
    expect(calendar).not.toMatch(/[\u0085\u2028\u2029]/);
  });

  it('drops control characters a TEXT value may not hold', () => {
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('line folding', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets and never splits a UTF-8 character', () => {
    const line = `SUMMARY:${'é🎓ü漢'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i ? p.slice(1) : p))
        .join(''),
    ).toBe(line);
  });
});

describe('a calendar', () => {
  const text = serializeCalendar({
    prodId: '-//Test//EN',
    name: 'Deadlines, mine',
    refresh: 'PT1H',
    events: [
      {
        uid: 'one@test',
        stamp: new Date('2026-11-01T12:00:00Z'),
        start: { instant: new Date('2026-12-04T23:59:00-05:00') },
        summary: 'CS 136: A1; part 2, final',
        description: `line one\nline two ${'long '.repeat(30)}`,
        categories: ['assignment', 'with,comma'],
      },
      {
        uid: 'two@test',
        stamp: new Date('2026-11-02T00:00:00Z'),
        start: { date: '2026-12-10' },
        end: { date: '2026-12-11' },
        summary: 'Exam',
      },
    ],
  });

  it('parses back: CRLF, folded lines, VERSION and PRODID, one VEVENT per item', () => {
    const cal = parseIcs(text);
    expect(cal.type).toBe('VCALENDAR');
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(prop(cal, 'PRODID')?.value).toBe('-//Test//EN');
    expect(unescapeText(prop(cal, 'X-WR-CALNAME')!.value)).toBe('Deadlines, mine');
    expect(cal.children.map((c) => c.type)).toEqual(['VEVENT', 'VEVENT']);
  });

  it('writes timed deadlines in UTC and date-only ones as all-day VALUE=DATE events', () => {
    const [timed, allDay] = parseIcs(text).children;
    expect(prop(timed!, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20261205T045900Z' });
    expect(prop(timed!, 'DTEND')).toBeUndefined();
    expect(prop(timed!, 'DTSTAMP')?.value).toBe('20261101T120000Z');
    expect(prop(allDay!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261210' });
    expect(prop(allDay!, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20261211' });
  });

  it('keeps text intact through escaping and folding', () => {
    const [timed] = parseIcs(text).children;
    expect(unescapeText(prop(timed!, 'SUMMARY')!.value)).toBe('CS 136: A1; part 2, final');
    expect(unescapeText(prop(timed!, 'DESCRIPTION')!.value)).toBe(`line one\nline two ${'long '.repeat(30)}`);
    expect(splitList(prop(timed!, 'CATEGORIES')!.value)).toEqual(['assignment', 'with,comma']);
    expect(text).toContain('\r\n '); // the description was long enough to fold
  });

  it('formats UTC date-times with seconds and Z', () => {
    expect(formatUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
