// npm run demo: a ready-to-try local account. Creates (once) a demo student with a course and
// its assessments, and an account for the staff tokens, then prints a user access token, one API
// token of each scope and the curl lines that use them. Works beside a running `npm start`
// (through its database) and without one (opening the embedded database itself).
import { createToken, TOKEN_KINDS, type TokenKind } from '../lib/auth/tokens.js';
import { resolveUser } from '../lib/auth/user.js';
import { createCourse } from '../lib/courses/courses.js';
import { closeDb, db } from '../lib/db.js';
import { env } from '../lib/env.js';
import { migrate } from '../lib/local/migrate.js';
import { isMain } from './is-main.js';
import { ensureDevJwtSecret, loadDotEnv, runningServerUrl, useLocalDatabase } from './local.js';
import { localSubject, mintUserToken } from './token.js';

export const DEMO_STUDENT = 'demo-student@example.edu';
export const DEMO_STAFF = 'demo-staff@example.edu';
const DEMO_COURSE = 'COMP 248';

const day = 24 * 60 * 60 * 1000;
const isoIn = (days: number) => new Date(Date.now() + days * day).toISOString();

export interface Demo {
  baseUrl: string;
  studentEmail: string;
  courseId: string;
  userToken: string;
  tokens: Record<TokenKind, string>;
}

async function demoCourse(userId: string): Promise<string> {
  const [existing] = await db()<
    { id: string }[]
  >`select id from courses where user_id = ${userId} and code = ${DEMO_COURSE} limit 1`;
  if (existing) return existing.id;
  const course = await createCourse(db(), userId, {
    code: DEMO_COURSE,
    title: 'Object-Oriented Programming I',
    term: 'Demo term',
    credits: 3,
    assessments: [
      {
        title: 'Quiz 1',
        kind: 'quiz',
        weight: 10,
        due: isoIn(-7),
        dueAllDay: false,
        grade: { percent: 85 },
        provenance: 'manual',
      },
      { title: 'Assignment 1', kind: 'assignment', weight: 15, due: isoIn(5), dueAllDay: false, provenance: 'manual' },
      { title: 'Midterm exam', kind: 'midterm', weight: 30, due: isoIn(21), dueAllDay: false, provenance: 'manual' },
      { title: 'Final exam', kind: 'final', weight: 45, due: null, provenance: 'manual' },
    ],
  });
  return course.id;
}

export async function createDemo(): Promise<Demo> {
  ensureDevJwtSecret();
  const embedded = await useLocalDatabase('cli');
  try {
    if (embedded) await migrate(db());
    const student = await resolveUser(db(), { sub: localSubject(DEMO_STUDENT), email: DEMO_STUDENT });
    const staff = await resolveUser(db(), { sub: localSubject(DEMO_STAFF), email: DEMO_STAFF });
    const courseId = await demoCourse(student.id);
    const tokens = {} as Record<TokenKind, string>;
    for (const kind of Object.keys(TOKEN_KINDS) as TokenKind[]) {
      const userId = kind === 'per' ? student.id : kind === 'owner' ? null : staff.id;
      tokens[kind] = (await createToken(db(), { kind, name: `demo ${TOKEN_KINDS[kind].scope}`, userId })).token;
    }
    return {
      // The running server's address (its PORT may not be this process's), else this configuration's.
      baseUrl: runningServerUrl() ?? env().PUBLIC_BASE_URL,
      studentEmail: DEMO_STUDENT,
      courseId,
      userToken: await mintUserToken(DEMO_STUDENT),
      tokens,
    };
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}

/** Shell lines that set the tokens: on stdout alone, so `eval "$(npm run -s demo)"` takes them. */
export function demoExports(demo: Demo): string {
  return [
    `export BASE=${demo.baseUrl}`,
    `export USER_TOKEN=${demo.userToken}`,
    `export PER_TOKEN=${demo.tokens.per}`,
    `export OWNER_TOKEN=${demo.tokens.owner}`,
    `export SUP_TOKEN=${demo.tokens.sup}`,
    `export ADM_TOKEN=${demo.tokens.adm}`,
    '',
  ].join('\n');
}

/** What to try with them: on stderr, so it shows on the terminal either way. */
export function demoGuide(demo: Demo): string {
  return `
# Try them (after eval "$(npm run -s demo)", or paste the export lines above):
# signed-in student, session routes under /api/ (USER_TOKEN expires in 1 hour: run npm run demo again)
curl -s "$BASE/api/me" -H "authorization: Bearer $USER_TOKEN"
curl -s "$BASE/api/courses/${demo.courseId}/assessments" -H "authorization: Bearer $USER_TOKEN"
# personal API token (tk_per_): the same data under /api/v1/me
curl -s "$BASE/api/v1/me/assignments?upcoming=true" -H "authorization: Bearer $PER_TOKEN"
curl -s "$BASE/api/v1/me/gpa" -H "authorization: Bearer $PER_TOKEN"
# owner statistics (tk_owner_)
curl -s "$BASE/api/v1/owner/overview" -H "authorization: Bearer $OWNER_TOKEN"
# support desk (tk_sup_, acting as ${DEMO_STAFF})
curl -s "$BASE/api/v1/support/tickets" -H "authorization: Bearer $SUP_TOKEN"
# admin console (tk_adm_, acting as ${DEMO_STAFF})
curl -s "$BASE/api/v1/admin/users?email=demo" -H "authorization: Bearer $ADM_TOKEN"
`;
}

if (isMain(import.meta.url)) {
  loadDotEnv();
  createDemo().then(
    (demo) => {
      process.stderr.write(
        `# Demo student ${demo.studentEmail}: ${DEMO_COURSE} with four assessments (one graded). API tokens are shown once;\n` +
          '# running npm run demo again reuses the accounts and the course and issues new tokens.\n',
      );
      process.stdout.write(demoExports(demo));
      process.stderr.write(demoGuide(demo));
      process.exit(0);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
