// Students' data at the size of a heavy account: 40 courses × 25 assessments. Measures bulk
// course creation (rows per second, statements per 1,000 rows), the upcoming-assignments page,
// the GPA and the calendar feed (statements per call, ms per call).
import { randomBase62, sha256 } from '../../../lib/auth/secrets.js';
import { feedCalendar } from '../../../lib/calendar/feed.js';
import { listAssessments } from '../../../lib/courses/assessments.js';
import { createCourse } from '../../../lib/courses/courses.js';
import { loadGpa } from '../../../lib/grades/load-gpa.js';
import type { DataBench, DataBenchContext } from '../data-harness.js';

const COURSES = 40;
const ITEMS = 25;
const REPEAT = 20;
const DAY = 86_400_000;

/** Course c of the bench student: 25 assignments around today, the first 8 graded, every fifth undated. */
export const benchCourse = (c: number) => ({
  code: `C ${c}`,
  credits: 0.5,
  assessments: Array.from({ length: ITEMS }, (_, i) => ({
    title: `Item ${i}`,
    kind: 'assignment' as const,
    due: i % 5 === 4 ? null : new Date(Date.now() + (i - 10) * DAY + c * 3_600_000).toISOString(),
    weight: 4,
    provenance: 'syllabus' as const,
    ...(i < 8 ? { grade: { percent: 60 + i * 4 } } : {}),
  })),
});
export const BENCH_COURSES = COURSES;

async function repeat(ctx: DataBenchContext, fn: () => Promise<unknown>) {
  let ms = 0;
  let queries = 0;
  for (let i = 0; i < REPEAT; i++) {
    const t = await ctx.time(fn);
    ms += t.ms;
    queries += t.queries;
  }
  return { ms: ms / REPEAT, queries: queries / REPEAT };
}

const bench: DataBench = {
  name: 'students',
  async run(ctx) {
    const { sql } = ctx;
    const [user] = await sql<
      { id: string }[]
    >`insert into users (auth_subject, email) values ('bench', 'bench@example.edu') returning id`;
    const userId = user!.id;
    const created = await ctx.time(async () => {
      for (let c = 0; c < COURSES; c++) {
        await createCourse(sql, userId, benchCourse(c));
      }
    });
    const rows = COURSES * (ITEMS + 1);
    const token = `cal_${randomBase62(32)}`;
    await sql`insert into calendar_feeds (user_id, token_hash) values (${userId}, ${sha256(token)})`;

    const upcoming = await repeat(ctx, () => listAssessments(sql, userId, { upcoming: true }, { limit: 50 }));
    const all = await repeat(ctx, () => listAssessments(sql, userId, {}, { limit: 200 }));
    const gpa = await repeat(ctx, () => loadGpa(sql, userId, { target: 85 }));
    let bytes = 0;
    const feed = await repeat(ctx, async () => {
      bytes = (await feedCalendar(sql, `${token}.ics`)).length;
    });

    return [
      '| operation | rows | ms per call | statements per call | notes |',
      '|---|---|---|---|---|',
      `| create ${COURSES} courses with ${ITEMS} items each | ${rows} | ${(created.ms / COURSES).toFixed(1)} per course | ${(created.queries / COURSES).toFixed(1)} per course | ${Math.round(rows / (created.ms / 1000))} rows/s, ${((created.queries / rows) * 1000).toFixed(0)} statements per 1,000 rows |`,
      `| upcoming assignments, first page of 50 | 50 | ${upcoming.ms.toFixed(2)} | ${upcoming.queries} | of ${COURSES * ITEMS} assessments |`,
      `| all assignments, first page of 200 | 200 | ${all.ms.toFixed(2)} | ${all.queries} | |`,
      `| GPA with target | ${COURSES * ITEMS} | ${gpa.ms.toFixed(2)} | ${gpa.queries} | ${COURSES} courses |`,
      `| calendar feed | ${COURSES * ITEMS} | ${feed.ms.toFixed(2)} | ${feed.queries} | ${(bytes / 1024).toFixed(0)} KiB of iCalendar |`,
    ];
  },
};

export default bench;
