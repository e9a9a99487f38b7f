// The iCalendar feed: a secret address created and rotated by the user, read without headers.
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import { db } from '../../lib/db.js';
import { env } from '../../lib/env.js';
import { call, expectError, makeUser, useTestServer, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';
import { parseIcs, prop, props, splitList, unescapeText, type IcsComponent } from '../support/ics.js';
import { createCourse } from '../support/students.js';

async function createFeed(user: TestUser): Promise<string> {
  const res = await call('POST', '/api/me/calendar-feed', { token: user.token });
  expect(res.status).toBe(201);
  const body = (await expectDocumented('POST', '/api/me/calendar-feed', res)) as { url: string };
  expect(body.url).toMatch(new RegExp(`^${env().PUBLIC_BASE_URL}/api/calendar/cal_[0-9A-Za-z]{43}\\.ics$`));
  return new URL(body.url).pathname;
}

const events = (cal: IcsComponent) => cal.children.filter((c) => c.type === 'VEVENT');
const bySummary = (cal: IcsComponent, text: string) =>
  events(cal).find((e) => unescapeText(prop(e, 'SUMMARY')!.value).includes(text))!;

const server = useTestServer();

describe('the calendar feed', () => {
  it('serves the dated deadlines of current courses as valid RFC 5545, over real HTTP', async () => {
    const user = await makeUser();
    const longTitle = `Research project, phase 2; literature review — ${'très long '.repeat(12)}end`;
    const course = await createCourse(user, {
      code: 'CS 136',
      title: 'Algorithms, data; design',
      assessments: [
        {
          title: 'A1',
          kind: 'assignment',
          due: '2026-09-20T23:59:00-04:00',
          weight: 10,
          notes: 'Submit on Marmoset\nLate: -10%/day',
        },
        { title: 'Midterm', kind: 'midterm', due: '2026-10-15', weight: 30 },
        { title: 'Participation', kind: 'participation', due: null, weight: 10 },
        { title: longTitle, kind: 'project', due: '2026-11-30T17:00:00Z', weight: 20 },
      ],
    });
    const old = await createCourse(user, {
      code: 'OLD 100',
      assessments: [{ title: 'Gone', due: '2026-01-10T12:00:00Z' }],
    });
    await call('PATCH', `/api/courses/${old.id}`, { token: user.token, body: { archived: true } });
    const path = await createFeed(user);

    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const cal = parseIcs(text);
    expect(cal.type).toBe('VCALENDAR');
    expect(prop(cal, 'VERSION')?.value).toBe('2.0');
    expect(prop(cal, 'PRODID')?.value).toBeTruthy();

    // Dated items only (no substituted date for the undated one), archived courses left out.
    expect(events(cal)).toHaveLength(3);
    expect(text).not.toContain('Participation');
    expect(text).not.toContain('Gone');
    for (const e of events(cal)) {
      for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) expect(props(e, name), name).toHaveLength(1);
      expect(prop(e, 'DTSTAMP')!.value).toMatch(/^\d{8}T\d{6}Z$/);
    }

    const a1 = bySummary(cal, 'A1');
    expect(prop(a1, 'UID')!.value).toBe(`${course.assessments[0]!.id}@gradetrack`);
    expect(prop(a1, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20260921T035900Z' });
    expect(unescapeText(prop(a1, 'SUMMARY')!.value)).toBe('CS 136: A1 (10%)');
    const description = unescapeText(prop(a1, 'DESCRIPTION')!.value);
    expect(description).toContain('CS 136 – Algorithms, data; design');
    expect(description).toContain('Submit on Marmoset\nLate: -10%/day');
    expect(splitList(prop(a1, 'CATEGORIES')!.value)).toEqual(['assignment']);

    const midterm = bySummary(cal, 'Midterm');
    expect(prop(midterm, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261015' });
    expect(prop(midterm, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20261016' });

    // The long title was folded and reads back whole.
    expect(unescapeText(prop(bySummary(cal, 'Research project'), 'SUMMARY')!.value)).toBe(`CS 136: ${longTitle} (20%)`);
    expect(text).toMatch(/\r\n [^\r]/);
  });

  it('keeps UIDs and DTSTAMPs stable across fetches; DTSTAMP moves when the item changes', async () => {
    const user = await makeUser();
    const course = await createCourse(user, { code: 'A', assessments: [{ title: 'T', due: '2026-12-01T10:00:00Z' }] });
    const path = await createFeed(user);
    const first = await (await call('GET', path)).text();
    expect(await (await call('GET', path)).text()).toBe(first);
    const stamp = (t: string) => prop(events(parseIcs(t))[0]!, 'DTSTAMP')!.value;
    await db()`update assessments set updated_at = updated_at + interval '1 hour' where id = ${course.assessments[0]!.id}`;
    const third = await (await call('GET', path)).text();
    expect(prop(events(parseIcs(third))[0]!, 'UID')!.value).toBe(prop(events(parseIcs(first))[0]!, 'UID')!.value);
    expect(stamp(third)).not.toBe(stamp(first));
  });

  it('is an empty but valid calendar when nothing is dated', async () => {
    const user = await makeUser();
    const cal = parseIcs(await (await call('GET', await createFeed(user))).text());
    expect(events(cal)).toEqual([]);
  });

  it('stores only the SHA-256; rotating stops the old address at once; deleting stops every address', async () => {
    const user = await makeUser();
    const first = await createFeed(user);
    const token = first
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const [row] = await db()`select token_hash from calendar_feeds where user_id = ${user.id}`;
    expect(Buffer.from(row!.token_hash as Buffer).equals(sha256(token))).toBe(true);
    expect(JSON.stringify(await db()`select * from calendar_feeds`)).not.toContain(token);

    const second = await createFeed(user);
    expect(second).not.toBe(first);
    const body = await expectError(await call('GET', first), 'not_found');
    expect(body.message).toMatch(/calendar feed/);
    expect((await call('GET', second)).status).toBe(200);

    const del = await call('DELETE', '/api/me/calendar-feed', { token: user.token });
    expect(await expectDocumented('DELETE', '/api/me/calendar-feed', del)).toEqual({ deleted: true });
    await expectError(await call('GET', second), 'not_found');
    await expectError(await call('DELETE', '/api/me/calendar-feed', { token: user.token }), 'not_found');
  });

  it('answers unknown, malformed and extension-less addresses with JSON not_found', async () => {
    const user = await makeUser();
    const path = await createFeed(user);
    const token = path
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    for (const p of [
      `/api/calendar/cal_${'A'.repeat(43)}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.json`,
      `/api/calendar/${token.slice(0, -1)}.ics`,
      '/api/calendar/anything',
      '/api/calendar/%20.ics',
    ]) {
      await expectError(await call('GET', p), 'not_found');
    }
    await expectError(await call('POST', path), 'method_not_allowed');
  });

  it('shows each user only their own deadlines', async () => {
    const mine = await makeUser();
    const theirs = await makeUser();
    await createCourse(mine, { code: 'MINE', assessments: [{ title: 'My essay', due: '2026-12-01T10:00:00Z' }] });
    await createCourse(theirs, {
      code: 'THEIRS',
      assessments: [{ title: 'Their essay', due: '2026-12-01T10:00:00Z' }],
    });
    const text = await (await call('GET', await createFeed(mine))).text();
    expect(text).toContain('My essay');
    expect(text).not.toContain('Their essay');
  });
});
