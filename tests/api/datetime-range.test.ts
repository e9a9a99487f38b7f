// One accepted range and one offset rule for every date-time the API
// takes (schemas/datetime.ts), and an exact round trip through Postgres for every accepted value.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeToken, makeUser, type TestUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

/** Accepted values at the edges of the range, with the UTC instant each must be stored and returned as. */
const ACCEPTED_DATE_TIMES: Array<[sent: string, stored: string]> = [
  ['1900-01-01T00:00:00Z', '1900-01-01T00:00:00.000Z'],
  ['1900-01-01T00:00:00.001Z', '1900-01-01T00:00:00.001Z'],
  ['1969-12-31T23:59:59.999Z', '1969-12-31T23:59:59.999Z'],
  ['2200-12-31T23:59:59.999Z', '2200-12-31T23:59:59.999Z'],
  ['2200-12-31T23:59:59-23:59', '2201-01-01T23:58:59.000Z'],
  ['2026-12-03T18:00:00+18:27', '2026-12-02T23:33:00.000Z'],
  ['2026-12-03T18:00:00-15:59', '2026-12-04T09:59:00.000Z'],
  ['2024-02-29T12:00:00.5+05:30', '2024-02-29T06:30:00.500Z'],
];
/** Refused: outside the years, or forms the rule leaves out (the fuzzer's 0000–0099 finds among them). */
const REFUSED_DATE_TIMES = [
  '0099-12-31T23:59:59Z',
  '0050-06-01T00:00:00Z',
  '0010-01-01T00:00:00Z',
  '0030-05-17T15:47:07Z',
  '0000-01-01T00:00:00Z',
  '1899-12-31T23:59:59.999Z',
  '2201-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-12-03T18:00:00.1234Z',
  '2026-12-03T18:00Z',
  '2026-12-03T18:00:00+24:00',
  '2026-02-30T00:00:00Z',
];
const REFUSED_DATES = ['0001-01-01', '0022-03-21', '1899-12-31', '2201-01-01'];

async function course(user: TestUser): Promise<string> {
  const res = await call('POST', '/api/courses', { token: user.token, body: { code: 'HIST 100', title: 'History' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The deadline as Postgres holds it, printed by Postgres in UTC (not through JavaScript's Date). */
async function storedDue(id: string): Promise<string | null> {
  const [row] =
    await db()`select to_char(due at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due from assessments where id = ${id}`;
  return (row?.due as string | null) ?? null;
}

describe('date-times a client sends', () => {
  it('createAssessment and updateAssessment store and return every value at the edges exactly, offsets normalised to UTC', async () => {
    const user = await makeUser();
    const courseId = await course(user);
    for (const [sent, stored] of ACCEPTED_DATE_TIMES) {
      const created = await call('POST', `/api/courses/${courseId}/assessments`, {
        token: user.token,
        body: { title: 'Essay', due: sent },
      });
      expect(created.status, sent).toBe(201);
      const body = (await expectDocumented('POST', '/api/courses/{id}/assessments', created)) as {
        id: string;
        due: string;
      };
      expect(body.due, sent).toBe(stored);
      expect(await storedDue(body.id), sent).toBe(stored);
      const read = (await (await call('GET', `/api/assessments/${body.id}`, { token: user.token })).json()) as {
        due: string;
      };
      expect(read.due, sent).toBe(stored);

      const patched = await call('PATCH', `/api/assessments/${body.id}`, {
        token: user.token,
        body: { due: sent.replace(/^\d{4}/, (y) => (y === '2200' ? '1900' : y)) },
      });
      expect(patched.status, sent).toBe(200);
    }
  });

  it('all-day dates at both ends of the range are stored as that day', async () => {
    const user = await makeUser();
    const courseId = await course(user);
    for (const day of ['1900-01-01', '2200-12-31', '2000-02-29']) {
      const res = await call('POST', `/api/courses/${courseId}/assessments`, {
        token: user.token,
        body: { title: 'Exam', due: day },
      });
      expect(res.status, day).toBe(201);
      const body = (await res.json()) as { id: string; due: string; dueAllDay: boolean };
      expect(body).toMatchObject({ due: `${day}T00:00:00.000Z`, dueAllDay: true });
      expect(await storedDue(body.id)).toBe(`${day}T00:00:00.000Z`);
    }
  });

  it('refuses years outside 1900–2200 and forms outside the rule with 400 naming the field, on every route that takes a date', async () => {
    const user = await makeUser();
    const courseId = await course(user);
    const created = (await (
      await call('POST', `/api/courses/${courseId}/assessments`, { token: user.token, body: { title: 'Lab' } })
    ).json()) as { id: string };
    const admin = await makeToken('adm', user.id);
    const org = (await (
      await call('POST', '/api/v1/orgs', {
        token: admin.token,
        body: { name: 'Old Club', slug: `old-${Date.now().toString(36)}` },
      })
    ).json()) as { id: string };
    for (const due of [...REFUSED_DATE_TIMES, ...REFUSED_DATES]) {
      const attempts = [
        call('POST', '/api/courses', {
          token: user.token,
          body: { code: 'X 1', title: 'X', assessments: [{ title: 'A', due }] },
        }),
        call('POST', `/api/courses/${courseId}/assessments`, { token: user.token, body: { title: 'A', due } }),
        call('PATCH', `/api/assessments/${created.id}`, { token: user.token, body: { due } }),
      ];
      for (const res of await Promise.all(attempts))
        expect((await expectError(res, 'bad_request')).message, due).toMatch(/due/);
    }
    for (const eventStart of REFUSED_DATE_TIMES) {
      const res = await call('POST', `/api/v1/orgs/${org.id}/posts`, {
        token: admin.token,
        body: { title: 'T', body: 'B', eventStart },
      });
      expect((await expectError(res, 'bad_request')).message, eventStart).toMatch(/eventStart/);
    }
    // Nothing refused was stored under another year.
    const [{ n }] =
      (await db()`select count(*)::int as n from assessments a join courses c on c.id = a.course_id where c.user_id = ${user.id} and a.due is not null`) as unknown as [
        { n: number },
      ];
    expect(n).toBe(0);
  });

  it('publishOrgPost takes any RFC 3339 offset, including ones Postgres cannot parse, and stores the UTC instant', async () => {
    const user = await makeUser();
    const admin = await makeToken('adm', user.id);
    const org = (await (
      await call('POST', '/api/v1/orgs', {
        token: admin.token,
        body: { name: 'Far Club', slug: `far-${Date.now().toString(36)}` },
      })
    ).json()) as { id: string };
    for (const [sent, stored] of ACCEPTED_DATE_TIMES) {
      const res = await call('POST', `/api/v1/orgs/${org.id}/posts`, {
        token: admin.token,
        body: { title: 'Night', body: 'Come.', eventStart: sent, eventEnd: sent },
      });
      expect(res.status, sent).toBe(201);
      const post = (await expectDocumented('POST', '/api/v1/orgs/{id}/posts', res)) as {
        id: string;
        eventStart: string;
        eventEnd: string;
      };
      expect([post.eventStart, post.eventEnd], sent).toEqual([stored, stored]);
      const [row] =
        await db()`select to_char(event_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as s from org_posts where id = ${post.id}`;
      expect(row?.s, sent).toBe(stored);
    }
  });
});
