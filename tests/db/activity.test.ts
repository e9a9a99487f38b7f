// Active users are recorded by the authentication path: one user_activity row per user and
// UTC day, for session requests (resolveUser) and personal-token requests alike.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { call, makeToken, makeUser, signUserToken } from '../support/app.js';
import { callFixture, tokenFixtures } from '../support/fixture-routes.js';

const today = () => new Date().toISOString().slice(0, 10);
const activity = async (userId: string) =>
  (await db()<{ day: string }[]>`select day::text from user_activity where user_id = ${userId} order by day`).map(
    (r) => r.day,
  );

describe('active users', () => {
  it('records a new account as active on its first request, once', async () => {
    const sub = crypto.randomUUID();
    const token = await signUserToken({ sub, email: 'new@example.edu' });
    expect((await call('GET', '/api/me', { token })).status).toBe(200);
    expect((await call('GET', '/api/me', { token })).status).toBe(200);
    const [user] = await db()<{ id: string }[]>`select id from users where auth_subject = ${sub}`;
    expect(await activity(user!.id)).toEqual([today()]);
  });

  it('records a returning user on their first request of a new UTC day, in the same statement as last_seen_at', async () => {
    const user = await makeUser();
    await db()`delete from user_activity where user_id = ${user.id}`;
    await db()`update users set last_seen_at = now() - interval '1 day' where id = ${user.id}`;
    await db()`insert into user_activity (user_id, day) values (${user.id}, (now() at time zone 'UTC')::date - 1)`;
    expect((await call('GET', '/api/me', { token: user.token })).status).toBe(200);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await activity(user.id)).toEqual([yesterday, today()]);
    // Later requests the same day write nothing (last_seen_at is already today).
    await db()`delete from user_activity where user_id = ${user.id} and day = (now() at time zone 'UTC')::date`;
    expect((await call('GET', '/api/me', { token: user.token })).status).toBe(200);
    expect(await activity(user.id)).toEqual([yesterday]);
  });

  it('records the owner of a personal token on its first use of the day', async () => {
    const user = await makeUser();
    await db()`delete from user_activity where user_id = ${user.id}`;
    const { id, token } = await makeToken('per', user.id);
    expect((await callFixture(tokenFixtures.personal, { token })).status).toBe(200);
    expect(await activity(user.id)).toEqual([today()]);
    // Used earlier today: no write needed, and none made.
    await db()`delete from user_activity where user_id = ${user.id}`;
    expect((await callFixture(tokenFixtures.personal, { token })).status).toBe(200);
    expect(await activity(user.id)).toEqual([]);
    // Last used yesterday: today's first use records the day.
    await db()`update api_tokens set last_used_at = now() - interval '1 day' where id = ${id}`;
    expect((await callFixture(tokenFixtures.personal, { token })).status).toBe(200);
    expect(await activity(user.id)).toEqual([today()]);
    // Staff tokens do not act for a user's own data: no activity for them.
    const staff = await makeUser();
    await db()`delete from user_activity where user_id = ${staff.id}`;
    expect((await callFixture(tokenFixtures.admin, { token: (await makeToken('adm', staff.id)).token })).status).toBe(
      200,
    );
    expect(await activity(staff.id)).toEqual([]);
  });
});
