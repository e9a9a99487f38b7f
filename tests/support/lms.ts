// LMS import tests: the fixture feeds (written in each LMS's own format, provenance beside them),
// the outlines of their courses, a student in Toronto with an outline already parsed, and a
// stand-in for DNS and the LMS hosts (msw), so no test reaches the network.
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { feedNet } from '../../lib/lms/fetch.js';
import { call, makeUser, type TestUser } from './app.js';
import { mswServer } from './msw.js';

export const LMS_FIXTURES = {
  canvas: 'canvas/ana-fall-2026.ics',
  moodle: 'moodle/chem-fall-2026.ics',
  brightspace: 'brightspace/phys-fall-2026.ics',
  blackboard: 'blackboard/biol-fall-2026.ics',
} as const;
export type FixtureLms = keyof typeof LMS_FIXTURES;

export function lmsFixture(lms: FixtureLms): string {
  return readFileSync(new URL(`../fixtures/lms/${LMS_FIXTURES[lms]}`, import.meta.url), 'utf8');
}

/** The outline of each fixture's main course, as a student would paste it into parseSyllabus. */
export const OUTLINES: Record<FixtureLms, { code: string; text: string }> = {
  canvas: {
    code: 'HIST 1010',
    text: `HIST 1010: Early Modern Europe, Fall 2026

Evaluation
Essays 45%
Reading quizzes 15%
Midterm exam 20%
Participation 20%

Schedule
Essay 1 due October 1
Essay 2 due November 13
Midterm exam: October 21, in class
`,
  },
  moodle: {
    code: 'CHEM 1101',
    text: `CHEM 1101: General Chemistry I, Fall 2026

Grading
Lab reports 30%
Problem sets 20%
Quizzes 10%
Final exam 40%

Lab Report 1 is due October 8.
Problem Set 3 is due October 23.
`,
  },
  brightspace: {
    code: 'PHYS 1420',
    text: `PHYS 1420: Electricity and Magnetism, Fall 2026

Assessment
Labs 20%
Assignments 30%
Quiz 1 10%
Final exam 40%

Lab 2 due October 16
Assignment 2 due November 6
Final exam: December 12
`,
  },
  blackboard: {
    code: 'BIOL 1010',
    text: `BIOL 1010: Introduction to Biology, Fall 2026

Grades
Labs 40%
Field journal 20%
Final exam 40%

Lab 4 due October 29
Lab 5 due November 12
`,
  },
};

export const TIME_ZONE = 'America/Toronto';

/** A student in Toronto with the fixture's course already created from its parsed outline. */
export async function studentWithOutline(lms: FixtureLms): Promise<{ user: TestUser; courseId: string }> {
  const user = await makeUser();
  expect((await call('PATCH', '/api/me', { token: user.token, body: { timeZone: TIME_ZONE } })).status).toBe(200);
  const outline = OUTLINES[lms];
  const parsed = await call('POST', '/api/parse-syllabus', {
    token: user.token,
    body: { text: outline.text, courseCode: outline.code },
  });
  expect(parsed.status).toBe(200);
  const { items } = (await parsed.json()) as { items: Array<Record<string, unknown>> };
  const created = await call('POST', '/api/courses', {
    token: user.token,
    body: {
      code: outline.code,
      assessments: items.map(({ confidence: _c, ...i }) => ({ ...i, provenance: 'syllabus' })),
    },
  });
  expect(created.status).toBe(201);
  return { user, courseId: ((await created.json()) as { id: string }).id };
}

export interface Assessed {
  id: string;
  courseId: string;
  title: string;
  kind: string;
  due: string | null;
  dueAllDay: boolean;
  weight: number;
  dueSource: string;
  group: string | null;
}

/** Every assessment of the student, through the session API. */
export async function assessmentsOf(user: TestUser, courseId: string): Promise<Assessed[]> {
  const res = await call('GET', `/api/courses/${courseId}/assessments?limit=200`, { token: user.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Assessed[] }).items;
}

/** Sends a calendar file as text/calendar. */
export function sendCalendar(path: string, user: TestUser, text: string) {
  return call('POST', path, {
    token: user.token,
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
    body: text,
  });
}

/**
 * DNS for the tests: every name resolves to the addresses given (a public address unless stated),
 * and each lookup is recorded. Replaces the real resolver for the file.
 */
export function useFakeDns(table: Record<string, string[]> = {}): { lookups: string[] } {
  const state = { lookups: [] as string[] };
  beforeEach(() => {
    state.lookups.length = 0;
    vi.spyOn(feedNet, 'lookup').mockImplementation(async (host: string) => {
      state.lookups.push(host);
      if (host in table) return table[host]!;
      if (host.endsWith('.invalid')) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return ['93.184.216.34'];
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return state;
}

/** An LMS host that serves a feed (msw), recording every request it receives. */
export class FeedHost {
  readonly requests: Array<{ url: string; headers: Record<string, string> }> = [];
  body: string;
  status = 200;
  etag: string | null = null;
  redirect: string | null = null;

  constructor(
    readonly url: string,
    body: string,
  ) {
    this.body = body;
  }

  handler() {
    return http.get(this.url, ({ request }) => {
      this.requests.push({ url: request.url, headers: Object.fromEntries(request.headers) });
      if (this.redirect) return new HttpResponse(null, { status: 302, headers: { location: this.redirect } });
      if (this.etag && request.headers.get('if-none-match') === this.etag)
        return new HttpResponse(null, { status: 304 });
      if (this.status !== 200) return new HttpResponse('no', { status: this.status });
      return new HttpResponse(this.body, {
        status: 200,
        headers: { 'content-type': 'text/calendar; charset=utf-8', ...(this.etag ? { etag: this.etag } : {}) },
      });
    });
  }

  serve(): this {
    mswServer.use(this.handler());
    return this;
  }
}
