import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { call, expectError, makeUser } from '../support/app.js';
import { expectDocumented } from '../support/contract.js';

const OUTLINE = `# HIST 150 — Winter 2027

## Grading
| Component | Weight |
|---|---|
| Response papers (2) | 30% |
| Midterm | 30% |
| Final exam | 40% |

## Dates
- Response paper 1: January 20
- Response paper 2: February 17
- Midterm: Monday, February 8
- Final exam: April 19, 2:00 PM
`;

// A switch that makes the reader's mention stage fail, as a fault of its own would.
const fault = vi.hoisted(() => ({ on: false }));
vi.mock('../../lib/syllabus/mentions/schedule.js', async (original) => {
  const real = await original<typeof import('../../lib/syllabus/mentions/schedule.js')>();
  return {
    ...real,
    extractMentions: (...args: Parameters<typeof real.extractMentions>) => {
      if (fault.on) throw new TypeError('a fault in the mention stage');
      return real.extractMentions(...args);
    },
  };
});
afterEach(() => {
  fault.on = false;
});

const parse = (token: string, body: unknown) => call('POST', '/api/parse-syllabus', { token, body });

/** Seconds from now to the start of next month (UTC). */
function secondsToNextMonth(): number {
  const now = new Date();
  return (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime()) / 1000;
}

describe('POST /api/parse-syllabus', () => {
  it('returns the assessments with weights and UTC due dates in the account time zone', async () => {
    const user = await makeUser();
    await db()`update users set time_zone = 'America/Toronto' where id = ${user.id}`;
    const res = await parse(user.token, { text: OUTLINE, courseCode: 'HIST 150' });
    expect(res.status).toBe(200);
    const body = (await expectDocumented('POST', '/api/parse-syllabus', res)) as {
      items: { confidence: number; dueConfidence?: number | null }[];
      warnings: string[];
    };
    // Members split from a group carry an equal share of its weight. Confidences are calibrated
    // probabilities (lib/syllabus/calibrate): between 0 and 1, with one for the date of every dated item.
    expect(body.items.every((i) => i.confidence > 0 && i.confidence < 1)).toBe(true);
    expect(body.items.every((i) => typeof i.dueConfidence === 'number')).toBe(true);
    expect(body.items.map(({ confidence: _c, dueConfidence: _d, ...rest }) => rest)).toEqual([
      {
        title: 'Response paper 1',
        kind: 'assignment',
        due: '2027-01-20T05:00:00.000Z',
        dueAllDay: true,
        weight: 15,
      },
      {
        title: 'Response paper 2',
        kind: 'assignment',
        due: '2027-02-17T05:00:00.000Z',
        dueAllDay: true,
        weight: 15,
      },
      {
        title: 'Midterm',
        kind: 'midterm',
        due: '2027-02-08T05:00:00.000Z',
        dueAllDay: true,
        weight: 30,
      },
      // 2 PM in Toronto during daylight saving time (from March 14, 2027) is 18:00 UTC.
      {
        title: 'Final exam',
        kind: 'final',
        due: '2027-04-19T18:00:00.000Z',
        dueAllDay: false,
        weight: 40,
      },
    ]);
    // Nothing to confirm but the items the calibration finds uncertain, if any.
    const unsure = body.items.filter((i) => i.confidence < 0.6).length;
    expect(body.warnings).toEqual(
      unsure ? [`${unsure} ${unsure === 1 ? 'item is' : 'items are'} uncertain (confidence below 0.6).`] : [],
    );
  });

  it('reads a scheme written inline in prose, warns about what to confirm, and its items fit POST /api/courses as they are', async () => {
    const user = await makeUser();
    const text =
      'Course policies\n\nGrades: 40% problem sets, 20% midterm (Oct 3), and 40% final paper.\nLate work loses 10% per day.\n';
    const res = await parse(user.token, { text });
    const body = (await expectDocumented('POST', '/api/parse-syllabus', res)) as {
      items: { title: string; weight: number; confidence: number; due: string | null }[];
      warnings: string[];
    };
    // The late penalty is no share of the grade; the midterm's date is in its own clause.
    expect(body.items.map((i) => [i.title, i.weight, i.due?.slice(5, 10) ?? null])).toEqual([
      ['Problem sets', 40, null],
      ['Midterm', 20, '10-03'],
      ['Final paper', 40, null],
    ]);
    // An inferred scheme is no certainty; the midterm's year is assumed, so its item is no surer than that guess.
    const [sets, midterm, paper] = body.items as (typeof body.items)[number][];
    for (const i of [sets!, paper!]) expect(i.confidence > 0.5 && i.confidence < 0.9).toBe(true);
    expect(midterm!.confidence).toBeLessThan(0.5);
    const year = new Date().getUTCFullYear();
    expect(body.warnings).toEqual([
      'The grading scheme was inferred from figures that add up to the whole: confirm its components.',
      '2 items have no date.',
      `Year assumed: ${year} (the outline states none).`,
      '1 item is uncertain (confidence below 0.6).',
    ]);
    const course = await call('POST', '/api/courses', {
      token: user.token,
      body: { code: 'ECON 101', title: 'Economics', assessments: body.items },
    });
    expect(course.status).toBe(201);
  });

  it('offers dated deliverables that fit no component apart, in UTC, with the 1-based line they come from', async () => {
    const user = await makeUser();
    const text = [
      'Grading',
      '- Essays (2): 50%',
      '- Final exam: 50%',
      '',
      '- Essay 1 due October 2, 2026',
      '- Essay 2 due November 6, 2026',
      '- Field trip report due October 16, 2026',
    ].join('\n');
    const res = await parse(user.token, { text });
    const body = (await expectDocumented('POST', '/api/parse-syllabus', res)) as {
      items: { title: string; weight: number }[];
      unplaced: unknown[];
    };
    expect(body.items.map((i) => [i.title, i.weight])).toEqual([
      ['Essay 1', 25],
      ['Essay 2', 25],
      ['Final exam', 50],
    ]);
    expect(body.unplaced).toEqual([
      {
        title: 'Field trip report',
        due: '2026-10-16T00:00:00.000Z',
        dueAllDay: true,
        line: 7,
        source: '- Field trip report due October 16, 2026',
      },
    ]);
  });

  it('answers 200 with no items when nothing is recognisable', async () => {
    const user = await makeUser();
    for (const text of ['', 'Bring a notebook and a good attitude.']) {
      const res = await parse(user.token, { text });
      expect(res.status).toBe(200);
      expect(await expectDocumented('POST', '/api/parse-syllabus', res)).toEqual({
        items: [],
        warnings: ['No grading scheme was recognised: add the items by hand.'],
      });
    }
  });

  it('refuses a missing text, a text over 200,000 characters, and a courseCode that is not a string', async () => {
    const user = await makeUser();
    expect((await expectError(await parse(user.token, {}), 'bad_request')).message).toMatch(/\btext\b/);
    const long = await expectError(await parse(user.token, { text: 'x'.repeat(200_001) }), 'bad_request');
    expect(long.message).toMatch(/text/);
    expect(long.message).toMatch(/200,000 characters/);
    expect((await expectError(await parse(user.token, { text: 'a', courseCode: 7 }), 'bad_request')).message).toMatch(
      /courseCode/,
    );
    // Refused requests do not use up the month.
    const [row] = await db()`select count(*)::int as n from syllabus_parse_counts where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
  });

  it('answers a fault inside the reader with what it found and a warning, logs it with the request id, and does not count it', async () => {
    const user = await makeUser();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fault.on = true;
    try {
      const res = await parse(user.token, { text: OUTLINE });
      expect(res.status).toBe(200);
      const body = (await expectDocumented('POST', '/api/parse-syllabus', res)) as {
        items: { title: string; weight: number; due: string | null }[];
        warnings: string[];
      };
      expect(body.items.map((i) => [i.title, i.weight, i.due])).toEqual([
        ['Response papers', 30, null],
        ['Midterm', 30, null],
        ['Final exam', 40, null],
      ]);
      expect(body.warnings).toEqual([
        'The outline could not be read in full: the components below are undated. Check them against the outline.',
      ]);
      const lines = logged.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          requestId: res.headers.get('x-request-id'),
          code: 'internal_error',
          operationId: 'parseSyllabus',
        }),
      );
    } finally {
      logged.mockRestore();
    }
    const [row] =
      await db()`select coalesce(sum(count), 0)::int as n from syllabus_parse_counts where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
  });

  it('allows 5 parses a calendar month on the free plan, then 429 with Retry-After to next month and an upgrade hint', async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) expect((await parse(user.token, { text: OUTLINE })).status).toBe(200);
    const refused = await parse(user.token, { text: OUTLINE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    const body = await expectError(refused, 'rate_limited');
    expect(body.hint).toMatch(/upgrade/i);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - secondsToNextMonth())).toBeLessThanOrEqual(5);
    // Last month's count does not carry over.
    await db()`update syllabus_parse_counts set month = (month - interval '1 month')::date where user_id = ${user.id}`;
    expect((await parse(user.token, { text: OUTLINE })).status).toBe(200);
  });

  it('counts concurrent parses exactly', async () => {
    const user = await makeUser();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => parse(user.token, { text: 'nothing here' }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it.each([
    ['a paid plan', "plan = 'semester'"],
    ['a comped account', 'comped = true'],
  ])('gives %s 200 parses a month', async (_label, change) => {
    const user = await makeUser();
    await db().unsafe(`update users set ${change} where id = $1`, [user.id]);
    for (let i = 0; i < 6; i++) expect((await parse(user.token, { text: 'x' })).status).toBe(200);
    await db()`update syllabus_parse_counts set count = 199 where user_id = ${user.id}`;
    expect((await parse(user.token, { text: 'x' })).status).toBe(200);
    const refused = await parse(user.token, { text: 'x' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await expectError(refused, 'rate_limited');
    expect(body.message).toMatch(/200/);
    expect(body.hint).not.toMatch(/upgrade/i);
  });
});

describe('the body cap of parseSyllabus', () => {
  it('reads 199,999 characters sent as JSON \\u escapes (1.2 MB), refuses a byte past its cap, and documents the cap', async () => {
    const user = await makeUser();
    const text = 'Final exam 40%. '.repeat(12_500).slice(0, 199_999);
    const escaped = `{"text":"${[...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"}`;
    expect(Buffer.byteLength(escaped)).toBeGreaterThan(1024 * 1024);
    const res = await call('POST', '/api/parse-syllabus', { token: user.token, body: escaped });
    expect(res.status, (await res.clone().text()).slice(0, 300)).toBe(200);

    const cap = 200_000 * 6 + 16 * 1024;
    const over = `{"text":"${'a'.repeat(cap)}"}`;
    const refused = await call('POST', '/api/parse-syllabus', { token: user.token, body: over });
    expect((await expectError(refused, 'bad_request')).message).toBe(`body: larger than ${cap} bytes`);

    const doc = (await (await call('GET', '/api/openapi')).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths['/api/parse-syllabus']!.post!.description).toContain(
      `Request body: at most ${cap.toLocaleString('en')} bytes`,
    );
    expect(doc.paths['/api/ticket']!.post!.description).toContain('Request body: at most 131,072 bytes');
    expect(doc.paths['/api/courses']!.post!.description).toContain('Request body: at most 1,048,576 bytes');
  });
});
