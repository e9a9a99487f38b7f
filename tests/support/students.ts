// Helpers for the students' data tests: courses made over HTTP, legacy personal tokens.
import { expect } from 'vitest';
import { sha256 } from '../../lib/auth/secrets.js';
import { db } from '../../lib/db.js';
import { call, type TestUser } from './app.js';

export interface CourseBody {
  id: string;
  assessments: Array<{ id: string; title: string; due: string | null; [k: string]: unknown }>;
  [k: string]: unknown;
}

export async function createCourse(user: TestUser, body: Record<string, unknown>): Promise<CourseBody> {
  const res = await call('POST', '/api/courses', { token: user.token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CourseBody;
}

/** A personal key in the format issued before tk_per_ (tk_pat_), stored by hash as the old ones were. */
export async function makeLegacyToken(userId: string): Promise<string> {
  const token = `tk_pat_${crypto.randomUUID().replace(/-/g, '')}`;
  await db()`insert into api_tokens (prefix, scope, token_hash, hint, name, user_id)
             values ('tk_pat_', 'personal', ${sha256(token)}, ${token.slice(-4)}, 'old key', ${userId})`;
  return token;
}

/** The stored row of an assessment, to prove a refused request changed nothing. */
export async function assessmentRow(id: string) {
  const [row] = await db()`select * from assessments where id = ${id}`;
  return row;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
