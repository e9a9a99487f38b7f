// The catalogue sync's database half (lib/directory/catalog.ts writeMirror) on 10,000
// synthetic courses: a first run that inserts everything, an idempotent rerun with the same
// data, a run where 5% of the courses changed, and one where 5% were dropped upstream.
import { SYNC_BATCH_ROWS, uniqueCourses, writeMirror } from '../../../lib/directory/catalog.js';
import type { CatalogEntry } from '../../../lib/directory/types.js';
import type { DataBench } from '../data-harness.js';

const COURSES = 10_000;
const SUBJECTS = ['ACCO', 'BIOL', 'CHEM', 'COMP', 'ECON', 'ENGL', 'HIST', 'MATH', 'PHYS', 'PSYC'];

function catalogue(): CatalogEntry[] {
  return Array.from({ length: COURSES }, (_, i) => ({
    subject: SUBJECTS[i % SUBJECTS.length]!,
    catalog: String(100 + Math.floor(i / SUBJECTS.length)),
    title: `Synthetic Course ${i} in ${SUBJECTS[i % SUBJECTS.length]}`,
    units: [3, 4, 6][i % 3]!,
    career: i % 4 === 0 ? 'GRAD' : 'UGRD',
    // Descriptions the size of real ones (~600 characters), on four in five courses.
    description:
      i % 5 === 0 ? null : `Course ${i}. ${'Topics include methods, applications and case studies. '.repeat(11)}`,
    prerequisites: i % 3 === 0 ? `Course Prerequisite: ${SUBJECTS[(i + 1) % SUBJECTS.length]}${200 + (i % 50)}` : null,
    courseId: String(i).padStart(6, '0'),
  }));
}

const bench: DataBench = {
  name: 'catalog-sync',
  async run(ctx) {
    const base = uniqueCourses(catalogue());
    const changed = base.map((c, i) => (i % 20 === 0 ? { ...c, title: `${c.title} (revised)` } : c));
    const dropped = changed.filter((_, i) => i % 20 !== 7);
    const runs: Array<[string, CatalogEntry[]]> = [
      ['first run (empty mirror)', base],
      ['rerun, same data', base],
      ['5% of titles changed', changed],
      ['5% no longer published', dropped],
    ];
    const lines = [
      `${COURSES.toLocaleString('en')} courses, ${SYNC_BATCH_ROWS} rows per upsert statement, one transaction per run.`,
      '',
      '| run | rows written | ms | rows/s (of the catalogue) | statements | statements per 1,000 rows |',
      '|---|---:|---:|---:|---:|---:|',
    ];
    for (const [label, courses] of runs) {
      const { result, ms, queries } = await ctx.time(() => writeMirror(ctx.sql, 'bench', courses));
      const rowsPerSecond = Math.round(courses.length / (ms / 1000));
      lines.push(
        `| ${label} | ${result} | ${ms.toFixed(0)} | ${rowsPerSecond.toLocaleString('en')} | ${queries} | ${((queries / courses.length) * 1000).toFixed(2)} |`,
      );
    }
    const [{ n }] =
      (await ctx.sql`select count(*)::int as n from catalog_courses where provider = 'bench'`) as unknown as [
        { n: number },
      ];
    lines.push(
      '',
      `Mirror afterwards: ${n.toLocaleString('en')} rows (expected ${dropped.length.toLocaleString('en')}).`,
    );
    return lines;
  },
};

export default bench;
