// Units of lib/directory/: time resolution, meeting strings, ordering, page parsing.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../lib/directory/concordia.js';
import { compareSections, meeting, mergeDrafts, type SectionDraft } from '../../lib/directory/format.js';
import { meetingOfCell, parseSchedulePage, parseTermsPage, resolveTimes } from '../../lib/directory/waterloo.js';
import type { Section } from '../../lib/directory/types.js';
import { ApiError } from '../../lib/errors.js';
import { concordia, waterloo } from '../support/directory.js';

const hhmm = ([s, e]: [number, number]) =>
  [s, e].map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`).join('-');

describe('Waterloo 12-hour times', () => {
  it.each([
    ['08:30-09:50', '08:30-09:50'],
    ['11:30-12:50', '11:30-12:50'],
    ['11:30-12:20', '11:30-12:20'],
    ['12:30-01:20', '12:30-13:20'],
    ['01:00-02:20', '13:00-14:20'],
    ['04:30-05:20', '16:30-17:20'],
    ['05:30-06:20', '17:30-18:20'],
    ['06:30-09:20', '18:30-21:20'],
    ['07:00-08:50', '19:00-20:50'],
    ['10:00-01:00', '10:00-13:00'],
  ])('%s reads as %s', (printed, expected) => {
    const [sh, sm, eh, em] = printed.split(/[:-]/).map(Number) as [number, number, number, number];
    expect(hhmm(resolveTimes(sh, sm, eh, em))).toBe(expected);
  });

  it.each([
    [['08:30-09:50TTh'], 'Tue Thu 08:30–09:50'],
    [['09:30-10:20MWF'], 'Mon Wed Fri 09:30–10:20'],
    [['10:30-11:20MTWThF'], 'Mon Tue Wed Thu Fri 10:30–11:20'],
    [['10:00-12:50S'], 'Sat 10:00–12:50'],
    [['07:00-08:50M', '10/28-10/28'], 'Mon 19:00–20:50 (Oct 28)'],
    [['02:30-05:20W', '09/04-10/16'], 'Wed 14:30–17:20 (Sep 4–Oct 16)'],
    [['TBA'], null],
    [[], null],
    [['See department'], 'See department'],
    [['08:30-09:50XY'], '08:30-09:50XY'],
  ])('the cell %j reads as %j', (lines, expected) => {
    expect(meetingOfCell(lines)).toBe(expected);
  });
});

describe('meeting strings and order', () => {
  it('orders days by the week and keeps a time without days', () => {
    expect(meeting(['Fri', 'Mon'], 8 * 60 + 30, 10 * 60)).toBe('Mon Fri 08:30–10:00');
    expect(meeting([], 13 * 60 + 30, 17 * 60 + 30)).toBe('13:30–17:30');
  });

  it('merges duplicates into one section per term and class number', () => {
    const base: SectionDraft = {
      classNumber: '1',
      termCode: '2184',
      section: 'A',
      meetings: ['Mon 08:30–09:45'],
      enrolled: 1,
      capacity: 2,
      waitlisted: 0,
      waitlistCap: 0,
      hasReserved: false,
    };
    const merged = mergeDrafts([
      base,
      { ...base },
      { ...base, meetings: ['Wed 08:30–09:45'], hasReserved: true },
      { ...base, termCode: '2182' },
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      termCode: '2184',
      meetingTimes: 'Mon 08:30–09:45; Wed 08:30–09:45',
      hasReserved: true,
    });
    expect(merged[0]).not.toHaveProperty('meetings');
  });

  it('sorts newest term first, then LEC, SEM, TUT, LAB, TST and others, then section naturally', () => {
    const s = (termCode: string, component: string, section: string): Section => ({
      classNumber: `${termCode}${component}${section}`,
      termCode,
      component,
      section,
      meetingTimes: null,
      enrolled: null,
      capacity: null,
      waitlisted: null,
      waitlistCap: null,
      hasReserved: false,
    });
    const sorted = [
      s('2182', 'LEC', '01'),
      s('2184', 'LAB', '10L'),
      s('2184', 'LAB', '2L'),
      s('2184', 'PRA', '1'),
      s('2184', 'TUT', '1'),
      s('2184', 'LEC', '2'),
      s('2184', 'CLN', '1'),
    ].sort(compareSections);
    expect(sorted.map((x) => `${x.termCode} ${x.component} ${x.section}`)).toEqual([
      '2184 LEC 2',
      '2184 TUT 1',
      '2184 LAB 2L',
      '2184 LAB 10L',
      '2184 CLN 1',
      '2184 PRA 1',
      '2182 LEC 01',
    ]);
  });
});

describe('Concordia rows', () => {
  const row = concordia.schedule[0]! as Parameters<typeof draftOf>[0] & Record<string, string | null>;

  it('reads the recorded row: 18.30.00 to 21.00.00 on Tuesdays, counts as integers', () => {
    expect(draftOf(row)).toMatchObject({
      classNumber: '1161',
      termCode: '2141',
      meetings: ['Tue 18:30–21:00'],
      enrolled: 66,
      capacity: 72,
      waitlisted: 0,
      waitlistCap: 0,
      hasReserved: false,
    });
  });

  it('treats 00.00.00 and blank times as unscheduled and refuses unreadable ones', () => {
    expect(draftOf({ ...row, classStartTime: '00.00.00', classEndTime: '00.00.00' })!.meetings).toEqual([null]);
    expect(draftOf({ ...row, classStartTime: '', classEndTime: '' })!.meetings).toEqual([null]);
    expect(() => draftOf({ ...row, classStartTime: 'noon' })).toThrow(ApiError);
  });

  it('reads a Monday flag under either spelling, and leaves cancelled classes out', () => {
    expect(draftOf({ ...row, modays: 'Y' })!.meetings).toEqual(['Mon Tue 18:30–21:00']);
    expect(draftOf({ ...row, modays: undefined as unknown as string, mondays: 'Y' })!.meetings).toEqual([
      'Mon Tue 18:30–21:00',
    ]);
    expect(draftOf({ ...row, classStatus: 'Cancelled' })).toBeNull();
  });
});

describe('Waterloo pages', () => {
  it('lists the terms of the form, newest first, once each', () => {
    expect(parseTermsPage(waterloo.termsForm)).toEqual([
      { code: '1251', name: 'Winter 2025' },
      { code: '1249', name: 'Fall 2024' },
      { code: '1245', name: 'Spring 2024' },
    ]);
    const upper =
      '<HTML><BODY><FORM><SELECT NAME="sess"><OPTION VALUE="1259">Fall 2025<OPTION VALUE="1259">Fall 2025<OPTION VALUE="x">?</SELECT></FORM>';
    expect(parseTermsPage(upper)).toEqual([{ code: '1259', name: 'Fall 2025' }]);
    expect(() => parseTermsPage('<html><body>busy</body></html>')).toThrow(/term list/);
  });

  it('parses the page as the server sends it too: upper-case tags, no tbody, unclosed cells', () => {
    const raw = [
      '<HTML><BODY><H1>Schedule of Classes</H1><TABLE BORDER=2>',
      '<TR><TH>Subject<TH>Catalog#<TH>Units<TH>Title',
      '<TR><TD>CS<TD>135<TD>0.5<TD>Designing Functional Programs',
      '<TR><TD> <TD COLSPAN=3><TABLE>',
      '<TR><TH>Class<TH>Comp Sec<TH>Camp Loc<TH>Assoc. Class<TH>Rel 1<TH>Rel 2<TH>Enrl Cap<TH>Enrl Tot<TH>Wait Cap<TH>Wait Tot<TH>Time Days/Date<TH>Bldg Room<TH>Instructor',
      '<TR><TD>6344<TD>LEC 001<TD>UW    U<TD>1<TD>&nbsp;<TD>201<TD>90<TD>80<TD>0<TD>0<TD>08:30-09:50TTh<BR><TD>MC   2065<TD>Smith,Jane',
      '<TR><TD COLSPAN=6><I>Reserve: Year 1 students</I><TD>80<TD>78<TD>&nbsp;<TD>&nbsp;<TD>&nbsp;<TD>&nbsp;',
      '</TABLE></TABLE></BODY></HTML>',
    ].join('\n');
    expect(parseSchedulePage(raw, { subject: 'CS', catalog: '135' }, '1249')).toEqual([
      {
        classNumber: '6344',
        termCode: '1249',
        section: '001',
        courseTitle: 'Designing Functional Programs',
        component: 'LEC',
        componentLabel: 'Lecture',
        location: 'UW',
        instructionMode: 'In Person',
        building: 'MC',
        room: '2065',
        meetings: ['Tue Thu 08:30–09:50'],
        enrolled: 80,
        capacity: 90,
        waitlisted: 0,
        waitlistCap: 0,
        hasReserved: true,
        reserves: [{ label: 'Year 1 students', capacity: 80, enrolled: 78 }],
      },
    ]);
  });

  it('answers [] for a no-match page and refuses pages it does not recognise', () => {
    expect(parseSchedulePage(waterloo.noMatch, { subject: 'CS', catalog: '135' }, '1249')).toEqual([]);
    expect(() => parseSchedulePage(waterloo.noSubject, { subject: 'CS', catalog: '135' }, '1249')).toThrow(ApiError);
    // A page for another course is not this course's answer.
    expect(() => parseSchedulePage(waterloo.math135, { subject: 'CS', catalog: '135' }, '1249')).toThrow(
      /without the requested course/,
    );
  });
});
