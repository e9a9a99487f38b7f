import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { ApiError } from '../../lib/errors.js';
import { assertDatabaseKnowsZone } from '../../lib/users/profile.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

describe('GET /api/me', () => {
  it('returns the profile with defaults and the read-only plan', async () => {
    const user = await makeUser('me-defaults@example.edu');
    const body = await expectDocumented('GET', '/api/me', await call('GET', '/api/me', { token: user.token }));
    expect(body).toMatchObject({
      id: user.id,
      email: 'me-defaults@example.edu',
      school: null,
      programme: null,
      timeZone: 'UTC',
      reminderLeadMinutes: 1440,
      plan: 'free',
    });
  });
});

describe('PATCH /api/me', () => {
  it('changes school, programme, time zone and reminder lead time', async () => {
    const user = await makeUser();
    const res = await call('PATCH', '/api/me', {
      token: user.token,
      body: {
        school: 'University of Waterloo',
        programme: 'Computer Science',
        timeZone: 'america/toronto',
        reminderLeadMinutes: 90,
      },
    });
    expect(res.status).toBe(200);
    expect(await expectDocumented('PATCH', '/api/me', res)).toMatchObject({
      school: 'University of Waterloo',
      programme: 'Computer Science',
      timeZone: 'America/Toronto',
      reminderLeadMinutes: 90,
    });
    // Stored, not just echoed.
    expect(await (await call('GET', '/api/me', { token: user.token })).json()).toMatchObject({
      timeZone: 'America/Toronto',
      reminderLeadMinutes: 90,
    });
    // null clears a text field; fields left out stay.
    expect(await (await call('PATCH', '/api/me', { token: user.token, body: { school: null } })).json()).toMatchObject({
      school: null,
      programme: 'Computer Science',
    });
  });

  it('keeps an IANA alias as written (Asia/Kolkata) and accepts UTC', async () => {
    const user = await makeUser();
    for (const zone of ['Asia/Kolkata', 'UTC', 'Etc/GMT+5']) {
      expect(
        await (await call('PATCH', '/api/me', { token: user.token, body: { timeZone: zone } })).json(),
      ).toMatchObject({ timeZone: zone });
    }
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, /timeZone: must be an IANA time zone/],
    [{ timeZone: '+05:00' }, /timeZone/],
    [{ timeZone: '' }, /timeZone/],
    [{ reminderLeadMinutes: -1 }, /reminderLeadMinutes: must be between 0 and 20160/],
    [{ reminderLeadMinutes: 20161 }, /reminderLeadMinutes/],
    [{ reminderLeadMinutes: 1.5 }, /reminderLeadMinutes: must be a whole number/],
    [{ school: 'x'.repeat(201) }, /school: at most 200 characters/],
    [{ plan: 'semester' }, /unknown field plan/],
    [{ comped: true }, /unknown field comped/],
    [{ email: 'other@example.edu' }, /unknown field email/],
    [{}, /at least one/],
  ])('refuses %j with 400 naming the field, changing nothing', async (patch, message) => {
    const user = await makeUser();
    const before = await db()`select * from users where id = ${user.id}`;
    const body = await expectError(await call('PATCH', '/api/me', { token: user.token, body: patch }), 'bad_request');
    expect(body.message).toMatch(message);
    expect(await db()`select * from users where id = ${user.id}`).toEqual(before);
  });
});

describe('time zones the runtime knows but the database does not', () => {
  it('are refused with 400 rather than failing later in SQL', async () => {
    await expect(assertDatabaseKnowsZone(db(), 'America/Toronto')).resolves.toBeUndefined();
    const refused = await assertDatabaseKnowsZone(db(), 'Mars/Olympus_Mons').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/^timeZone: /) });
  });
});
