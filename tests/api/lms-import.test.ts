// POST /api/lms/preview and /api/lms/import with each LMS's feed as that LMS writes it
// (tests/fixtures/lms/*/PROVENANCE.md), joined with an outline already parsed for the course.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { assessmentsOf, lmsFixture, sendCalendar, studentWithOutline } from '../support/lms.js';

interface Change {
  action: string;
  reason: string | null;
  uid: string | null;
  title: string;
  kind: string;
  due: string | null;
  dueAllDay: boolean;
  course: string | null;
  courseId: string | null;
  assessmentId: string | null;
  weight: number | null;
  group: string | null;
  previous: { due: string | null; dueAllDay: boolean; weight: number } | null;
}
interface Plan {
  lms: string;
  events: number;
  courses: Array<{ code: string; title: string | null; courseId: string | null; action: string; deliverables: number }>;
  changes: Change[];
  summary: Record<string, number>;
  applied: boolean;
}

async function planOf(res: Response, path: string): Promise<Plan> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await expectDocumented('POST', path, res)) as Plan;
}

const byTitle = (plan: Plan) => {
  const map = new Map<string, Change[]>();
  for (const c of plan.changes) map.set(c.title, [...(map.get(c.title) ?? []), c]);
  return (title: string, action?: string) => {
    const found = (map.get(title) ?? []).filter((c) => !action || c.action === action);
    expect(found, `${title} ${action ?? ''}`).toHaveLength(1);
    return found[0]!;
  };
};

const countRows = async (userId: string) => {
  const [row] = await db()<{ a: number; c: number; l: number }[]>`
    select (select count(*)::int from assessments where user_id = ${userId}) as a,
           (select count(*)::int from courses where user_id = ${userId}) as c,
           (select count(*)::int from lms_items where user_id = ${userId}) as l`;
  return row!;
};

describe('Canvas feed', () => {
  it('previews (nothing stored), imports into the outline’s course, then a second import is all unchanged', async () => {
    const { user, courseId } = await studentWithOutline('canvas');
    const feed = lmsFixture('canvas');
    const before = await countRows(user.id);

    const preview = await planOf(await sendCalendar('/api/lms/preview', user, feed), '/api/lms/preview');
    expect(preview.lms).toBe('canvas');
    expect(preview.applied).toBe(false);
    expect(await countRows(user.id)).toEqual(before);
    expect(preview.courses).toEqual([
      { code: 'HIST 1010', title: null, courseId, action: 'match', deliverables: 7 },
      { code: 'CS 1332', title: null, courseId: null, action: 'create', deliverables: 1 },
    ]);
    const c = byTitle(preview);
    // Dates: the LMS's exact instants (Canvas writes UTC); the outline only had the days.
    expect(c('Essay 1: Primary sources', 'update')).toMatchObject({
      due: '2026-10-02T03:59:00.000Z', // Thu 1 Oct 23:59 in Toronto
      dueAllDay: false,
      previous: { due: '2026-10-01T00:00:00.000Z', dueAllDay: true, weight: 22.5 },
      courseId,
    });
    expect(c('Essay 2: The Reformation', 'update')).toMatchObject({ due: '2026-11-13T22:00:00.000Z' }); // Fri 13 Nov 17:00 EST
    expect(c('Midterm Exam', 'update')).toMatchObject({ kind: 'midterm', due: '2026-10-21T17:00:00.000Z' });
    // Essay 3 is new: it joins the outline's essays (45 %), whose equal shares become 15 % each.
    expect(c('Essay 3: Print and power', 'create')).toMatchObject({
      weight: 15,
      due: '2026-12-04T04:59:00.000Z',
      uid: 'event-assignment-override-9931',
    });
    expect(c('Essay 1', 'update')).toMatchObject({ uid: null, weight: 15, previous: { weight: 22.5 } });
    expect(c('Essay 2', 'update')).toMatchObject({ uid: null, weight: 15 });
    // The reading quizzes: the outline kept them as one component (15 %); the LMS lists three.
    for (const n of [1, 2, 3]) expect(c(`Reading Quiz ${n}`, 'create')).toMatchObject({ weight: 5, dueAllDay: true });
    expect(c('Reading Quiz 1')).toMatchObject({ due: '2026-09-18T00:00:00.000Z' });
    expect(c('Reading quizzes', 'update')).toMatchObject({ weight: 0, previous: { weight: 15 } });
    // Not deliverables, and the past term.
    expect(c('Lecture: Print culture')).toMatchObject({ action: 'skip', reason: 'class meeting' });
    expect(c('Office Hours (Prof. Okafor)')).toMatchObject({ action: 'skip', reason: 'office hours' });
    expect(c('Syllabus Quiz')).toMatchObject({ action: 'skip', reason: 'past term' });
    // A course the student does not have: proposed, and its item arrives with no weight.
    expect(c('Homework 4')).toMatchObject({ action: 'create', course: 'CS 1332', courseId: null, weight: null });
    expect(c('Homework 4').reason).toMatch(/^no weight/);
    // Updates: three dates (Essay 1, Essay 2, the midterm) and three shares (Essay 1, Essay 2, Reading quizzes).
    expect(preview.summary).toEqual({ create: 5, update: 6, unchanged: 0, skip: 3, conflict: 0 });

    const imported = await planOf(await sendCalendar('/api/lms/import', user, feed), '/api/lms/import');
    expect(imported.applied).toBe(true);
    expect(imported.summary).toEqual(preview.summary);
    const cs = imported.courses.find((k) => k.code === 'CS 1332')!;
    expect(cs.courseId).toMatch(/^[0-9a-f-]{36}$/);
    for (const change of imported.changes.filter((k) => k.action !== 'skip'))
      expect(change.assessmentId, change.title).toMatch(/^[0-9a-f-]{36}$/);

    const items = await assessmentsOf(user, courseId);
    const get = (title: string) => items.find((i) => i.title === title)!;
    expect(get('Essay 1')).toMatchObject({
      due: '2026-10-02T03:59:00.000Z',
      dueAllDay: false,
      dueSource: 'lms',
      weight: 15,
    });
    expect(get('Essay 3: Print and power')).toMatchObject({ dueSource: 'lms', weight: 15 });
    expect(get('Reading quizzes')).toMatchObject({ weight: 0 });
    expect(get('Participation')).toMatchObject({ weight: 20, dueSource: 'outline' });
    expect(items.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(100, 2);
    expect((await assessmentsOf(user, cs.courseId!)).map((i) => [i.title, i.weight, i.due])).toEqual([
      ['Homework 4', 0, '2026-11-06T04:59:00.000Z'],
    ]);

    // Applying twice changes nothing the second time.
    const after = await countRows(user.id);
    const again = await planOf(await sendCalendar('/api/lms/import', user, feed), '/api/lms/import');
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 8, skip: 3, conflict: 0 });
    expect(await countRows(user.id)).toEqual(after);

    // The LMS moves one date: a preview shows exactly one update, of that item.
    const moved = feed.replace(
      'DTSTART:20261113T220000Z\r\nDTEND:20261113T220000Z',
      'DTSTART:20261120T220000Z\r\nDTEND:20261120T220000Z',
    );
    expect(moved).not.toBe(feed);
    const next = await planOf(await sendCalendar('/api/lms/preview', user, moved), '/api/lms/preview');
    expect(next.changes.filter((k) => k.action === 'update')).toEqual([
      expect.objectContaining({
        title: 'Essay 2: The Reformation',
        due: '2026-11-20T22:00:00.000Z',
        previous: { due: '2026-11-13T22:00:00.000Z', dueAllDay: false, weight: 15 },
        assessmentId: get('Essay 2').id,
      }),
    ]);
  });

  it('never overwrites a date the student set by hand: the plan shows a conflict, and the import keeps it', async () => {
    const { user, courseId } = await studentWithOutline('canvas');
    const essay2 = (await assessmentsOf(user, courseId)).find((i) => i.title === 'Essay 2')!;
    const patched = await call('PATCH', `/api/assessments/${essay2.id}`, {
      token: user.token,
      body: { due: '2026-11-15T23:59:00-05:00' },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { dueSource: string }).dueSource).toBe('manual');
    // A weight set by hand is kept when the essays' shares are recomputed.
    await call('PATCH', `/api/assessments/${essay2.id}`, { token: user.token, body: { weight: 25 } });

    const plan = await planOf(await sendCalendar('/api/lms/import', user, lmsFixture('canvas')), '/api/lms/import');
    const c = byTitle(plan);
    expect(c('Essay 2: The Reformation', 'conflict')).toMatchObject({
      assessmentId: essay2.id,
      due: '2026-11-13T22:00:00.000Z',
      previous: { due: '2026-11-16T04:59:00.000Z', dueAllDay: false, weight: 25 },
    });
    // The essays now weigh 22.5 + 25; Essay 2's 25 stays, the rest is shared by Essay 1 and the new Essay 3.
    expect(c('Essay 3: Print and power', 'create').weight).toBe(11.25);
    expect(c('Essay 1', 'update').weight).toBe(11.25);
    expect(plan.changes.filter((k) => k.title === 'Essay 2' && k.action === 'update')).toEqual([]);
    const after = (await assessmentsOf(user, courseId)).find((i) => i.id === essay2.id)!;
    expect(after).toMatchObject({ due: '2026-11-16T04:59:00.000Z', dueSource: 'manual', weight: 25 });
  });
});

describe('Moodle feed', () => {
  it('reads the course from CATEGORIES, takes quiz closes and "is due", skips openings, grading dates and meetings', async () => {
    const { user, courseId } = await studentWithOutline('moodle');
    const plan = await planOf(await sendCalendar('/api/lms/preview', user, lmsFixture('moodle')), '/api/lms/preview');
    expect(plan.lms).toBe('moodle');
    expect(plan.courses).toEqual([{ code: 'CHEM 1101', title: null, courseId, action: 'match', deliverables: 4 }]);
    const c = byTitle(plan);
    expect(c('Lab Report 1', 'create')).toMatchObject({ due: '2026-10-09T03:59:00.000Z', kind: 'lab', weight: 15 });
    expect(c('Lab Report 2', 'create')).toMatchObject({ due: '2026-11-06T04:59:00.000Z', weight: 15 });
    expect(c('Lab reports', 'update')).toMatchObject({ weight: 0 });
    expect(c('Quiz 2', 'create')).toMatchObject({ due: '2026-10-16T22:00:00.000Z', weight: 10 });
    expect(c('Quiz 2', 'skip')).toMatchObject({ reason: 'an opening, not a deadline' });
    expect(c('Problem Set 3', 'create')).toMatchObject({ due: '2026-10-23T16:00:00.000Z', weight: 20 });
    expect(c('Problem Set 3', 'skip')).toMatchObject({ reason: 'a grading date for teachers' });
    expect(c('Tutorial: stoichiometry')).toMatchObject({ action: 'skip', reason: 'class meeting' });
    expect(c('Office hours')).toMatchObject({ action: 'skip', reason: 'office hours' });
    expect(plan.summary).toEqual({ create: 4, update: 3, unchanged: 0, skip: 6, conflict: 0 });

    await planOf(await sendCalendar('/api/lms/import', user, lmsFixture('moodle')), '/api/lms/import');
    const again = await planOf(await sendCalendar('/api/lms/import', user, lmsFixture('moodle')), '/api/lms/import');
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 4, conflict: 0 });
  });
});

describe('Brightspace feed', () => {
  it('reads Windows time zones and LOCATION courses, keeps Due over Availability Ends, skips Available', async () => {
    const { user, courseId } = await studentWithOutline('brightspace');
    const plan = await planOf(
      await sendCalendar('/api/lms/preview', user, lmsFixture('brightspace')),
      '/api/lms/preview',
    );
    expect(plan.lms).toBe('brightspace');
    expect(plan.courses).toEqual([
      { code: 'PHYS 1420', title: null, courseId, action: 'match', deliverables: 4 },
      { code: 'ENGL 1100', title: 'Academic Writing', courseId: null, action: 'create', deliverables: 1 },
    ]);
    const c = byTitle(plan);
    expect(c('Lab 2: Circuits', 'create')).toMatchObject({ due: '2026-10-17T03:59:00.000Z', weight: 20 }); // 23:59 EDT
    expect(c('Quiz 1', 'update')).toMatchObject({ due: '2026-10-21T03:59:00.000Z', previous: { due: null } });
    expect(c('Quiz 1', 'skip')).toMatchObject({ reason: 'an opening, not a deadline' });
    expect(c('Assignment 2', 'create')).toMatchObject({ due: '2026-11-06T22:00:00.000Z', weight: 30 }); // 17:00 EST
    expect(c('Assignment 2', 'skip')).toMatchObject({ reason: 'duplicate of another event for the same work' });
    expect(c('Final Exam', 'update')).toMatchObject({ kind: 'final', due: '2026-12-12T19:00:00.000Z' });
    expect(c('Lecture - Week 7')).toMatchObject({ action: 'skip', reason: 'class meeting' });
    expect(c('Office Hours with Dr. Ng')).toMatchObject({ action: 'skip', reason: 'office hours' });
    expect(c('Reflection 1', 'create')).toMatchObject({ course: 'ENGL 1100', weight: null });

    const imported = await planOf(
      await sendCalendar('/api/lms/import', user, lmsFixture('brightspace')),
      '/api/lms/import',
    );
    const engl = imported.courses.find((k) => k.code === 'ENGL 1100')!;
    const [course] = await db()<
      { code: string; title: string }[]
    >`select code, title from courses where id = ${engl.courseId}`;
    expect(course).toEqual({ code: 'ENGL 1100', title: 'Academic Writing' });
    const again = await planOf(
      await sendCalendar('/api/lms/import', user, lmsFixture('brightspace')),
      '/api/lms/import',
    );
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 5, conflict: 0 });
  });
});

describe('Blackboard feed', () => {
  it('takes gradable items into the course named by ?course= (the feed names none), skips calendar entries', async () => {
    const { user, courseId } = await studentWithOutline('blackboard');
    const without = await planOf(
      await sendCalendar('/api/lms/preview', user, lmsFixture('blackboard')),
      '/api/lms/preview',
    );
    expect(without.lms).toBe('blackboard');
    expect(without.changes.filter((k) => k.action !== 'skip')).toEqual([]);
    expect(without.changes.filter((k) => k.reason?.startsWith('names no course'))).toHaveLength(3);

    const path = `/api/lms/preview?course=${encodeURIComponent('BIOL 1010')}`;
    const plan = await planOf(await sendCalendar(path, user, lmsFixture('blackboard')), '/api/lms/preview');
    expect(plan.courses).toEqual([{ code: 'BIOL 1010', title: null, courseId, action: 'match', deliverables: 3 }]);
    const c = byTitle(plan);
    expect(c('Lab 4', 'update')).toMatchObject({ due: '2026-10-30T03:59:00.000Z', previous: { dueAllDay: true } });
    expect(c('Lab 5', 'update')).toMatchObject({ due: '2026-11-13T04:59:00.000Z' });
    expect(c('Field journal', 'update')).toMatchObject({ due: '2026-11-20T22:00:00.000Z', weight: 20 });
    expect(c('Class Meeting')).toMatchObject({ action: 'skip', reason: 'class meeting' });
    expect(c('Office Hours')).toMatchObject({ action: 'skip', reason: 'office hours' });

    const importPath = `/api/lms/import?course=${encodeURIComponent('BIOL 1010')}`;
    await planOf(await sendCalendar(importPath, user, lmsFixture('blackboard')), '/api/lms/import');
    const again = await planOf(await sendCalendar(importPath, user, lmsFixture('blackboard')), '/api/lms/import');
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 3 });
  });
});

describe('request bodies', () => {
  it('takes the calendar as JSON too, and refuses both or neither source', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/lms/preview', { token: user.token, body: { calendar: lmsFixture('moodle') } });
    expect((await planOf(res, '/api/lms/preview')).lms).toBe('moodle');
    for (const body of [{}, { url: 'https://x.example/a.ics', calendar: 'BEGIN:VCALENDAR' }])
      expect(
        (await expectError(await call('POST', '/api/lms/preview', { token: user.token, body }), 'bad_request')).message,
      ).toMatch(/either url or calendar/);
  });

  it('answers a malformed feed with 400 naming the problem', async () => {
    const user = await makeUser();
    const cases: Array<[string, RegExp]> = [
      ['hello', /does not start with BEGIN:VCALENDAR/],
      ['BEGIN:VCALENDAR\r\nVERSION:2.0\r\nTHIS LINE HAS NO COLON\r\nEND:VCALENDAR\r\n', /invalid line/],
      [
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x-1\r\nSUMMARY:Essay due\r\nDTSTART:2026-11-3\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
        /VEVENT x-1/,
      ],
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:No uid\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n', /has no UID/],
    ];
    for (const [text, message] of cases) {
      const body = await expectError(await sendCalendar('/api/lms/preview', user, text), 'bad_request');
      expect(body.message, text).toMatch(message);
    }
  });

  it('refuses a 6 MB feed before reading it (5 MB is the route’s cap)', async () => {
    const user = await makeUser();
    const big = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(70, 'x')}\r\n`.repeat(1).padEnd(6 * 1024 * 1024, 'x');
    const body = await expectError(await sendCalendar('/api/lms/import', user, big), 'bad_request');
    expect(body.message).toMatch(/larger than 5242880 bytes/);
    // Other routes keep the ordinary 1 MB cap.
    const res = await call('POST', '/api/courses', { token: user.token, body: { code: 'x'.repeat(1_100_000) } });
    expect((await expectError(res, 'bad_request')).message).toMatch(/larger than 1048576 bytes/);
  });

  it('caps the events read from one feed by plan', async () => {
    const user = await makeUser();
    const event = (i: number) =>
      `BEGIN:VEVENT\r\nUID:e-${i}\r\nSUMMARY:Essay ${i} due\r\nDTSTART:20261101T120000Z\r\nEND:VEVENT\r\n`;
    const text = `BEGIN:VCALENDAR\r\n${Array.from({ length: 1501 }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;
    const body = await expectError(await sendCalendar('/api/lms/preview', user, text), 'bad_request');
    expect(body.message).toBe('calendar: 1501 events, more than the 1500 your plan reads from one feed');
  });
});
