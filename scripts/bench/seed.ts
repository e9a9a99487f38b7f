// Seeds the bench and soak database once per run: migrations, one student with 40 courses of
// 25 assessments (1,000 rows), owner and personal tokens to rotate over (each token is limited
// to 120 requests a minute), and one support ticket to check.
import { createToken } from '../../lib/auth/tokens.js';
import { createCourse } from '../../lib/courses/courses.js';
import { closeDb, db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { migrate } from '../../lib/local/migrate.js';
import { openTicket } from '../../lib/tickets/visitor.js';
import { BENCH_COURSES, benchCourse } from './data/students.js';

export interface Seeded {
  ownerTokens: string[];
  personalTokens: string[];
  ticket: { caseId: string; token: string };
}

export async function seed(url: string, tokens: number): Promise<Seeded> {
  process.env.DATABASE_URL = url;
  process.env.DATABASE_POOL_MAX = '1';
  resetEnv();
  const sql = db();
  try {
    await migrate(sql);
    const [student] = await sql<
      { id: string }[]
    >`insert into users (auth_subject, email) values ('bench|student', 'bench@example.edu') returning id`;
    for (let c = 0; c < BENCH_COURSES; c++) await createCourse(sql, student!.id, benchCourse(c));
    const ownerTokens: string[] = [];
    const personalTokens: string[] = [];
    for (let i = 0; i < tokens; i++) {
      ownerTokens.push((await createToken(sql, { kind: 'owner', name: `bench ${i}` })).token);
      personalTokens.push((await createToken(sql, { kind: 'per', name: `bench ${i}`, userId: student!.id })).token);
    }
    const opened = await openTicket(sql, '127.0.0.1', {
      email: 'bench@example.com',
      message: 'The bench checks this ticket.',
    });
    // Planner statistics, as autovacuum would have gathered on a server after these inserts
    // (PGlite runs no autovacuum): without them the page query sorts all 1,000 rows.
    await sql`analyze`;
    return { ownerTokens, personalTokens, ticket: { caseId: opened.caseId, token: opened.token! } };
  } finally {
    // PGlite takes one connection at a time: the servers under test need it.
    await closeDb();
  }
}
