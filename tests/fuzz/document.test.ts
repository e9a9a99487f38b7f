// Requests generated from openapi.json that the document calls valid are not
// refused with 400, except where the document itself says why (each exception below names the
// words of the document that explain it, and the test checks they are there).
//
// DOC_FUZZ_RUNS (default 4) requests per operation; FUZZ_SEED replays a run.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { loadRouteDefinitions } from '../../lib/local/route-files.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { DocumentOperation } from './document.js';
import { toPairs } from './generators.js';
import {
  checkResponse,
  configureEverything,
  documentedOperations,
  seed,
  send,
  standIns,
  type Seeded,
} from './harness.js';
import { OperationFuzzer } from './requests.js';

const RUNS = Math.max(1, Number(process.env.DOC_FUZZ_RUNS ?? 4));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * 400s a schema-valid request may still get, because the rule cannot be written as JSON Schema
 * (a point on a curve, a name in the time-zone database, a cursor from an earlier page). `documented`
 * must appear in what the document says about the operation.
 */
const EXPLAINED: Array<{ operations?: string[]; message: RegExp; documented: string }> = [
  { message: /must not contain NUL \(U\+0000\) characters/, documented: 'NUL (U+0000)' },
  { message: /cursor is not a cursor this list issued/, documented: 'The `nextCursor` of the previous page' },
  { operations: ['updateMe'], message: /timeZone: must be an IANA time zone/, documented: 'IANA time zone name' },
  { operations: ['subscribePush'], message: /endpoint: /, documented: 'an https URL of a public push service' },
  {
    operations: ['createLmsFeed', 'previewLmsImport', 'importLmsFeed'],
    message: /^url: /,
    documented: 'It must name a public host',
  },
  // State the request cannot see: how many feeds, courses or assessments the account keeps already (reached
  // when DOC_FUZZ_RUNS is large).
  {
    operations: ['createLmsFeed'],
    message: /^Your plan keeps at most \d+ LMS feeds/,
    documented: 'Free accounts keep 2 feeds, paid ones 10 (400 over the limit)',
  },
  {
    operations: ['createCourse'],
    message: /^An account holds at most \d+ courses/,
    documented: 'An account holds at most 100 courses (400 beyond)',
  },
  {
    operations: ['createAssessment'],
    message: /^A course holds at most \d+ assessments/,
    documented: 'holds at most 200 assessments (400 beyond)',
  },
  // The feed's content: whether a text is an iCalendar file is the document's words, not a schema.
  {
    operations: ['previewLmsImport', 'importLmsFeed'],
    message: /^calendar: /,
    documented: 'A malformed feed is 400 naming the problem',
  },
  {
    operations: ['subscribePush'],
    message: /keys\.p256dh: not a point on the P-256 curve/,
    documented: 'must also be a point on the P-256 curve',
  },
  { message: /grade\.earned: must be at most 2 × total/, documented: 'earned at most 2 × total' },
  {
    operations: ['publishOrgPost'],
    message: /eventEnd: must not be before eventStart/,
    documented: 'must not be before it',
  },
  {
    operations: ['createOrganisation'],
    message: /joinTeam: this token belongs to no account/,
    documented: 'refused for a token of no account',
  },
  // State the request cannot see: turning today's all-day deadline into a timed one needs a time.
  {
    operations: ['updateAssessment'],
    message: /dueAllDay: send due with a time of day/,
    documented: 'for a deadline stored as all-day, it is refused',
  },
  // Orders and uniqueness by a property, which JSON Schema cannot state.
  {
    operations: ['whatIfGpa', 'whatIfMyGpa'],
    message: /what_if\.\d+\.assessment_id: each assessment at most once/,
    documented: 'each assessment at most once (400 otherwise)',
  },
  {
    operations: ['createCourse', 'updateCourse'],
    message: /letterCutoffs\.[A-Z+-]+: must be below the cut-off of/,
    documented: 'each below the one of the letter above it',
  },
  {
    operations: ['createCourse', 'updateCourse'],
    message: /groupRules\.\d+\.group: .*one rule per group/,
    documented: 'one rule per group',
  },
  // State of the deployment: which university's directory answers, and what it publishes.
  {
    operations: ['createSeatWatch', 'createMySeatWatch'],
    message: /unreservedOnly is not available/,
    documented: 'Concordia publishes only that a section has reserved seats, so there this is refused with 400',
  },
];

const routes = await loadRouteDefinitions();
const operations = documentedOperations(routes).filter((op) => op.route.auth !== 'webhook');

let server: TestServer;
let seeded: Seeded;
const refusals: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (refusals.length) console.log(`unexplained refusals:\n${refusals.join('\n')}`);
});
beforeEach(async () => {
  configureEverything();
  seeded = await seed(standIns());
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

const options = () => ({ numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) });

describe.each(operations.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))('%s', (_, op) => {
  it(
    'answers requests the document calls valid without an unexplained 400',
    async () => {
      const doc = new DocumentOperation(op.method, op.path);
      const fuzzer = new OperationFuzzer(op, seeded);
      const own = (name: string) => {
        const segments = op.path.split('/');
        return seeded.idsByResource[segments[segments.indexOf(`{${name}}`) - 1] ?? '']?.[0] ?? crypto.randomUUID();
      };
      const params = Object.fromEntries(fuzzer.paramNames.map((n) => [n, own(n)]));
      await fc.assert(
        fc.asyncProperty(doc.valid(seeded.hints), async (parts) => {
          await db()`delete from rate_limits`;
          await db()`delete from syllabus_parse_counts`;
          const req = fuzzer.build(
            {
              params,
              query: toPairs(parts.query),
              ...(parts.body !== undefined ? { body: { json: parts.body } } : {}),
            },
            'document-valid',
          );
          const res = await send(server.url, req);
          await checkResponse(op, req, res, false);
          if (res.status !== 400) return;
          const message = (JSON.parse(res.text) as { message: string }).message;
          const explained = EXPLAINED.find(
            (e) => (!e.operations || e.operations.includes(op.operationId)) && e.message.test(message),
          );
          if (!explained) refusals.push(`${op.operationId}: ${message} ← ${JSON.stringify(parts).slice(0, 300)}`);
          expect(
            explained,
            `${op.operationId} refused a request its document calls valid: ${message}\n${req.target}\n${req.body?.toString('utf8').slice(0, 500)}`,
          ).toBeDefined();
          expect(
            doc.text().includes(explained!.documented),
            `the document of ${op.operationId} explains "${explained!.documented}"`,
          ).toBe(true);
        }),
        options(),
      );
    },
    60_000 + RUNS * 1_000,
  );
});

it('covers every documented operation a client calls', () => {
  expect(operations.length).toBeGreaterThan(50);
});
