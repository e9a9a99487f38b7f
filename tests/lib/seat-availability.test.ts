// What counts as open for a watch, read from the recorded Schedule of Classes pages
// (tests/fixtures/waterloo) and Concordia rows (tests/fixtures/concordia), and the words of
// the alert.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../lib/directory/concordia.js';
import { mergeDrafts } from '../../lib/directory/format.js';
import type { Section } from '../../lib/directory/types.js';
import { parseSchedulePage } from '../../lib/directory/waterloo.js';
import { availabilityOf, isOpenFor, snapshotOf, stateOf } from '../../lib/seats/availability.js';
import { alertMessage } from '../../lib/seats/message.js';
import { concordia, waterloo } from '../support/directory.js';

const page = (html: string, subject: string) =>
  mergeDrafts(parseSchedulePage(html, { subject, catalog: '135' }, '1249'));
const cs135 = page(waterloo.cs135, 'CS');
const math135 = page(waterloo.math135, 'MATH');
const at = (sections: Section[], classNumber: string) => sections.find((s) => s.classNumber === classNumber)!;

describe('reserve groups on the Schedule of Classes', () => {
  it('reads each reserve row’s own cap and total', () => {
    expect(at(cs135, '6344').reserves).toEqual([
      { label: '1A AFM students', capacity: 10, enrolled: 2 },
      { label: 'Year 1 students', capacity: 80, enrolled: 78 },
    ]);
    expect(at(math135, '6191').reserves).toEqual([
      { label: 'Not in Yr 1 Math', capacity: 30, enrolled: 18 },
      { label: 'MATH BASE students', capacity: 30, enrolled: 0 },
    ]);
    expect(at(math135, '6193').reserves).toBeUndefined();
  });

  it('keeps one copy of the groups when the page repeats a class', () => {
    const edge = page(waterloo.math135EdgeCases, 'MATH');
    for (const s of edge) if (s.reserves) expect(new Set(s.reserves.map((g) => g.label)).size).toBe(s.reserves.length);
  });
});

describe('availability', () => {
  it('counts seats outside the reserves: none in CS 135 LEC 001, whose 10 open seats are all held', () => {
    // 90 seats, 80 enrolled; reserves 10 (2 taken) and 80 (78 taken) cover the whole capacity.
    expect(availabilityOf(at(cs135, '6344'))).toEqual({ openSeats: 10, unreservedOpenSeats: 0, openWaitlist: 0 });
    expect(availabilityOf(at(math135, '6191'))).toEqual({ openSeats: 42, unreservedOpenSeats: 0, openWaitlist: 0 });
    expect(availabilityOf(at(math135, '6193'))).toEqual({ openSeats: 1, unreservedOpenSeats: 1, openWaitlist: 0 });
    // Over-full (71 of 70): nothing open, nothing negative.
    expect(availabilityOf(at(math135, '6856'))).toEqual({ openSeats: 0, unreservedOpenSeats: 0, openWaitlist: 0 });
  });

  it('counts a released reserve’s seats as open to anyone, and a group over its cap as spilling into the seats outside it', () => {
    const s = at(math135, '6191');
    expect(availabilityOf({ ...s, reserves: [s.reserves![0]!] }).unreservedOpenSeats).toBe(30);
    // 25 enrolled: 18 in the group, 7 in the 30 seats outside it.
    expect(
      availabilityOf({ ...s, enrolled: 25, reserves: [{ label: 'x', capacity: 30, enrolled: 18 }] })
        .unreservedOpenSeats,
    ).toBe(23);
    // 50 enrolled, 40 of them counted by a group of 30: 10 of those sit outside it, beside 10 others.
    expect(
      availabilityOf({ ...s, enrolled: 50, reserves: [{ label: 'x', capacity: 30, enrolled: 40 }] })
        .unreservedOpenSeats,
    ).toBe(10);
  });

  it('knows no unreserved count where the directory only flags reserved seats (Concordia)', () => {
    const row = concordia.schedule.find((r) => r.termCode === '2182' && r.classNumber === '1226')!;
    const lecture = mergeDrafts([draftOf(row as never)!])[0]!;
    expect(lecture).toMatchObject({ hasReserved: true, enrolled: 75, capacity: 75, waitlisted: 19, waitlistCap: 75 });
    expect(availabilityOf(lecture)).toEqual({ openSeats: 0, unreservedOpenSeats: null, openWaitlist: 56 });
    expect(availabilityOf({ ...lecture, enrolled: 70 }).unreservedOpenSeats).toBeNull();
  });

  it('opens a watch for what it asks: a seat, a waitlist place, either, or a seat outside the reserves', () => {
    const a = { openSeats: 3, unreservedOpenSeats: 0, openWaitlist: 0 };
    expect(isOpenFor(a, { notifyOn: 'seat', unreservedOnly: false })).toBe(true);
    expect(isOpenFor(a, { notifyOn: 'seat', unreservedOnly: true })).toBe(false);
    expect(isOpenFor(a, { notifyOn: 'waitlist', unreservedOnly: false })).toBe(false);
    expect(isOpenFor({ ...a, openWaitlist: 2 }, { notifyOn: 'either', unreservedOnly: true })).toBe(true);
    expect(
      isOpenFor(
        { openSeats: 3, unreservedOpenSeats: null, openWaitlist: 0 },
        { notifyOn: 'seat', unreservedOnly: true },
      ),
    ).toBe(false);
    expect(stateOf(undefined, { notifyOn: 'seat', unreservedOnly: false })).toBe('gone');
  });
});

describe('the alert', () => {
  const base = {
    watchId: '5f0c6c1e-2f3b-4a39-9a57-0c5f1b6f2e41',
    opening: 1,
    subject: 'CS',
    catalog: '135',
    termCode: '1249',
    notifyOn: 'seat' as const,
    unreservedOnly: false,
  };
  const body = (m: ReturnType<typeof alertMessage>) => (JSON.parse(m.payload) as { title: string; body: string }).body;

  it('names the reserve groups still holding seats when some of the open seats are reserved', () => {
    // CS 135 LEC 002 (6371) as recorded: 16 open, "Year 1 students" holds 90 with 71 taken.
    const s = at(cs135, '6371');
    expect(body(alertMessage({ ...base, classNumber: '6371', snapshot: snapshotOf(s) }))).toBe(
      '16 seats open (74/90 enrolled). Class 6371, term 1249. All 16 open seats are reserved (Year 1 students).',
    );
    const partly = snapshotOf({ ...s, reserves: [{ label: 'Year 1 students', capacity: 80, enrolled: 71 }] });
    expect(body(alertMessage({ ...base, classNumber: '6371', snapshot: partly }))).toBe(
      '16 seats open (74/90 enrolled). Class 6371, term 1249. 9 of them are reserved (Year 1 students).',
    );
  });

  it('stays within the push payload limit and carries the watch as its topic', () => {
    const s = snapshotOf({
      ...at(cs135, '6371'),
      reserves: Array.from({ length: 200 }, (_, i) => ({ label: `Programme ${i} students`, capacity: 1, enrolled: 0 })),
    });
    const m = alertMessage({ ...base, classNumber: '6371', snapshot: s });
    expect(Buffer.byteLength(m.payload)).toBeLessThanOrEqual(3072);
    expect(m.topic).toBe('5f0c6c1e2f3b4a399a570c5f1b6f2e41');
  });
});
