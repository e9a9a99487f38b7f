// Seeds the bench and soak database once per run: migrations, students with 40 courses of
// 25 assessments each (1,000 rows), owner and personal tokens to rotate over, and one support
// ticket to check. Each token is limited to 120 requests a minute and an account's tokens together
// to 300 (lib/auth/index.ts): the personal tokens are spread over one student per
// TOKENS_PER_STUDENT, so a few hundred personal requests a second stay under both, as they would
// from many real students.
import { createToken } from '../../lib/auth/tokens.js';
import { createCourse } from '../../lib/courses/courses.js';
import { closeDb, db } from '../../lib/db.js';
import { resetEnv } from '../../lib/env.js';
import { migrate } from '../../lib/local/migrate.js';
import { openTicket } from '../../lib/tickets/visitor.js';
import { BENCH_COURSES, benchCourse } from './data/students.js';

const TOKENS_PER_STUDENT = 10;

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
    const students: string[] = [];
    for (let s = 0; s < Math.max(1, Math.ceil(tokens / TOKENS_PER_STUDENT)); s++) {
      const [student] = await sql<{ id: string }[]>`
        insert into users (auth_subject, email) values (${`bench|student-${s}`}, ${`bench-${s}@example.edu`})
        returning id`;
      for (let c = 0; c < BENCH_COURSES; c++) await createCourse(sql, student!.id, benchCourse(c));
      students.push(student!.id);
    }
    const ownerTokens: string[] = [];
    const personalTokens: string[] = [];
    for (let i = 0; i < tokens; i++) {
      ownerTokens.push((await createToken(sql, { kind: 'owner', name: `bench ${i}` })).token);
      // Token i belongs to student i mod S: consecutive requests (rotated in order) go to different accounts.
      const userId = students[i % students.length]!;
      personalTokens.push((await createToken(sql, { kind: 'per', name: `bench ${i}`, userId })).token);
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
