// Each LMS's feed, as that LMS writes it (tests/fixtures/lms): which entries are deliverables, with
// what title, course and exact instant; class meetings, office hours and openings skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeKey, courseCodeOf, courseTitleOf, detectLms, readItems } from '../../../lib/lms/formats.js';
import { parseFeed } from '../../../lib/lms/ical.js';

const NOW = new Date('2026-11-27T12:00:00Z');
function items(file: string, now = NOW) {
  const feed = parseFeed(readFileSync(new URL(`../../fixtures/lms/${file}`, import.meta.url), 'utf8'), {
    timeZone: 'America/Toronto',
    maxEntries: 500,
  });
  const lms = detectLms(feed);
  return { lms, items: readItems(feed, lms, now).map((i) => [i.skip ?? 'due', i.title, i.kind, i.due, i.courseLabel]) };
}

describe('the fixtures', () => {
  it('Canvas: assignments (UTC, all day, an override) and exam sittings; lectures, office hours and the past term skipped', () => {
    expect(items('canvas/ana-fall-2026.ics')).toEqual({
      lms: 'canvas',
      items: [
        ['due', 'Essay 1: Primary sources', 'assignment', '2026-10-02T03:59:00.000Z', 'HIST 1010'],
        ['due', 'Essay 2: The Reformation', 'assignment', '2026-11-13T22:00:00.000Z', 'HIST 1010'],
        ['due', 'Essay 3: Print and power', 'assignment', '2026-12-04T04:59:00.000Z', 'HIST 1010'],
        ['due', 'Reading Quiz 1', 'quiz', '2026-09-18T00:00:00.000Z', 'HIST 1010'],
        ['due', 'Reading Quiz 2', 'quiz', '2026-10-09T00:00:00.000Z', 'HIST 1010'],
        ['due', 'Reading Quiz 3', 'quiz', '2026-10-30T00:00:00.000Z', 'HIST 1010'],
        ['due', 'Midterm Exam', 'midterm', '2026-10-21T17:00:00.000Z', 'HIST 1010'],
        ['class_meeting', 'Lecture: Print culture', 'other', '2026-10-22T18:30:00.000Z', 'HIST 1010'],
        ['office_hours', 'Office Hours (Prof. Okafor)', 'other', '2026-10-23T15:00:00.000Z', 'HIST 1010'],
        ['due', 'Homework 4', 'assignment', '2026-11-06T04:59:00.000Z', 'CS 1332'],
        ['past_term', 'Syllabus Quiz', 'quiz', '2026-01-16T04:59:00.000Z', 'HIST 1009'],
      ],
    });
  });

  it('Moodle: "is due" and quiz closes are deadlines; opens, grading dates, course meetings, user and site events are not', () => {
    expect(items('moodle/chem-fall-2026.ics')).toEqual({
      lms: 'moodle',
      items: [
        ['due', 'Lab Report 1', 'lab', '2026-10-09T03:59:00.000Z', 'CHEM1101-F26'],
        ['due', 'Lab Report 2', 'lab', '2026-11-06T04:59:00.000Z', 'CHEM1101-F26'],
        ['opening', 'Quiz 2', 'quiz', '2026-10-15T13:00:00.000Z', 'CHEM1101-F26'],
        ['due', 'Quiz 2', 'quiz', '2026-10-16T22:00:00.000Z', 'CHEM1101-F26'],
        ['due', 'Problem Set 3', 'assignment', '2026-10-23T16:00:00.000Z', 'CHEM1101-F26'],
        ['grading', 'Problem Set 3', 'assignment', '2026-10-30T16:00:00.000Z', 'CHEM1101-F26'],
        ['class_meeting', 'Tutorial: stoichiometry', 'other', '2026-10-20T17:00:00.000Z', 'CHEM1101-F26'],
        ['office_hours', 'Office hours', 'other', '2026-10-21T19:00:00.000Z', 'CHEM1101-F26'],
        ['not_a_deliverable', 'Study group', 'other', '2026-10-22T23:00:00.000Z', null],
        ['not_a_deliverable', 'Reading week', 'other', '2026-10-26T04:00:00.000Z', null],
      ],
    });
  });

  it('Brightspace: "- Due" wins over "- Availability Ends", which is the deadline of a quiz with no due date', () => {
    const phys = 'PHYS 1420 Electricity and Magnetism - 001 (Fall 2026)';
    expect(items('brightspace/phys-fall-2026.ics')).toEqual({
      lms: 'brightspace',
      items: [
        ['due', 'Lab 2: Circuits', 'lab', '2026-10-17T03:59:00.000Z', phys],
        ['opening', 'Quiz 1', 'quiz', '2026-10-19T13:00:00.000Z', phys],
        ['due', 'Quiz 1', 'quiz', '2026-10-21T03:59:00.000Z', phys],
        ['due', 'Assignment 2', 'assignment', '2026-11-06T22:00:00.000Z', phys],
        ['duplicate', 'Assignment 2', 'assignment', '2026-11-09T04:59:00.000Z', phys],
        ['class_meeting', 'Lecture - Week 7', 'other', '2026-10-19T14:30:00.000Z', phys],
        ['office_hours', 'Office Hours with Dr. Ng', 'other', '2026-10-21T18:00:00.000Z', phys],
        ['due', 'Final Exam', 'final', '2026-12-12T19:00:00.000Z', phys],
        [
          'due',
          'Reflection 1',
          'assignment',
          '2026-10-30T22:00:00.000Z',
          'ENGL 1100 Academic Writing - 003 (Fall 2026)',
        ],
      ],
    });
  });

  it('Blackboard: gradable items are deadlines, calendar entries are not; no course is named', () => {
    expect(items('blackboard/biol-fall-2026.ics')).toEqual({
      lms: 'blackboard',
      items: [
        ['due', 'Lab 4', 'lab', '2026-10-30T03:59:00.000Z', null],
        ['due', 'Lab 5', 'lab', '2026-11-13T04:59:00.000Z', null],
        ['due', 'Field journal', 'assignment', '2026-11-20T22:00:00.000Z', null],
        ['class_meeting', 'Class Meeting', 'other', '2026-10-27T18:00:00.000Z', null],
        ['office_hours', 'Office Hours', 'other', '2026-10-28T14:00:00.000Z', null],
      ],
    });
  });

  it('reads a past term against the feed itself, so an old export reads the same years later', () => {
    const later = new Date('2029-01-01T00:00:00Z');
    expect(items('canvas/ana-fall-2026.ics', later).items.map((i) => i[0])).toEqual(
      items('canvas/ana-fall-2026.ics').items.map((i) => i[0]),
    );
  });
});

describe('course codes', () => {
  it.each([
    ['HIST 1010', 'HIST 1010', null],
    ['CHEM1101-F26', 'CHEM 1101', null],
    ['PHYS 1420 Electricity and Magnetism - 001 (Fall 2026)', 'PHYS 1420', 'Electricity and Magnetism'],
    [
      'MATH-1070Q-Mathematics for Business and Economics-SEC100-1268',
      'MATH 1070Q',
      'Mathematics for Business and Economics-SEC100-1268',
    ],
    ['cs 136', 'CS 136', null],
    ['Orientation', 'Orientation', null],
  ])('%s → %s', (label, code, title) => {
    expect(courseCodeOf(label)).toBe(code);
    expect(courseTitleOf(label)).toBe(title);
  });

  it('compares codes without case, spaces or punctuation', () => {
    expect(codeKey('cs-136')).toBe(codeKey('CS 136'));
    expect(codeKey('CHEM1101-F26')).toBe(codeKey('CHEM 1101'));
    expect(codeKey('CHEM 1102')).not.toBe(codeKey('CHEM 1101'));
  });
});
