// The local mirror of the published catalogue: rewritten by the daily sync, read by the
// course picker (GET /api/catalog) without a call to the university.
import type { Sql, Queryable } from '../db.js';
import { decodeCursor, pageOf } from '../http/paging.js';
import { z } from '../zod.js';
import { upstreamError } from './http.js';
import { directory } from './index.js';
import { currentTerms } from './terms.js';
import type { CatalogEntry } from './types.js';

export interface SyncCounts {
  /** Catalogue rows the university returned, before anything was merged or dropped. */
  fetched: number;
  /** Distinct courses (subject + catalog number) among them: the size of the mirror after the run. */
  unique: number;
  /** Mirror rows this run inserted, changed or removed; 0 when nothing upstream changed. */
  written: number;
  /** Distinct courses that have a non-empty description. */
  withDescription: number;
}

/** Rows per upsert statement: a 10,000-course catalogue is five statements. */
export const SYNC_BATCH_ROWS = 2000;

// Column limits of catalog_courses (the table's checks are the backstop).
const LIMITS = { title: 500, career: 40, description: 20_000, prerequisites: 5_000, courseId: 40 } as const;
const clip = (value: string | null, max: number) => (value && value.length > max ? value.slice(0, max) : value);

/**
 * One entry per course. Upstream repeats courses (Concordia lists some twice, Waterloo lists
 * a course in every term): the first occurrence wins and later ones only fill its blanks.
 */
export function uniqueCourses(entries: CatalogEntry[]): CatalogEntry[] {
  const byCode = new Map<string, CatalogEntry>();
  for (const e of entries) {
    if (!/^[A-Z0-9]{1,12}$/.test(e.subject) || e.catalog.length > 12) continue;
    const key = `${e.subject} ${e.catalog}`;
    const seen = byCode.get(key);
    if (!seen) {
      byCode.set(key, {
        ...e,
        title: clip(e.title, LIMITS.title) ?? '',
        units: e.units !== null && e.units >= 0 && e.units < 10_000 ? e.units : null,
        career: clip(e.career, LIMITS.career),
        description: clip(e.description, LIMITS.description),
        prerequisites: clip(e.prerequisites, LIMITS.prerequisites),
        courseId: clip(e.courseId, LIMITS.courseId),
      });
      continue;
    }
    seen.title ||= clip(e.title, LIMITS.title) ?? '';
    seen.units ??= e.units !== null && e.units >= 0 && e.units < 10_000 ? e.units : null;
    seen.career ??= clip(e.career, LIMITS.career);
    seen.description ??= clip(e.description, LIMITS.description);
    seen.prerequisites ??= clip(e.prerequisites, LIMITS.prerequisites);
    seen.courseId ??= clip(e.courseId, LIMITS.courseId);
  }
  return [...byCode.values()];
}

/**
 * Rewrites the provider's mirror in one transaction: bulk upserts that touch a row only
 * when a value differs, then removal of courses no longer published. Any failure rolls the
 * whole run back, so readers see the previous mirror or the new one, never a mix.
 */
export async function writeMirror(sql: Sql, provider: string, courses: CatalogEntry[]): Promise<number> {
  return sql.begin(async (tx) => {
    // Two overlapping runs would interleave their upserts and deletes; readers are not blocked.
    await tx`lock table catalog_courses in share row exclusive mode`;
    let written = 0;
    for (let i = 0; i < courses.length; i += SYNC_BATCH_ROWS) {
      const batch = courses.slice(i, i + SYNC_BATCH_ROWS);
      const column = <T>(pick: (c: CatalogEntry) => T) => batch.map(pick);
      const result = await tx`
        insert into catalog_courses as c
          (provider, subject, catalog, title, units, career, description, prerequisites, course_id, updated_at)
        select ${provider}, u.subject, u.catalog, u.title, u.units, u.career, u.description, u.prerequisites, u.course_id, now()
        from unnest(
          ${column((c) => c.subject)}::text[], ${column((c) => c.catalog)}::text[], ${column((c) => c.title)}::text[],
          ${column((c) => (c.units === null ? null : String(c.units)))}::numeric[], ${column((c) => c.career)}::text[],
          ${column((c) => c.description)}::text[], ${column((c) => c.prerequisites)}::text[], ${column((c) => c.courseId)}::text[]
        ) as u(subject, catalog, title, units, career, description, prerequisites, course_id)
        on conflict (provider, subject, catalog) do update
          set title = excluded.title, units = excluded.units, career = excluded.career,
              description = excluded.description, prerequisites = excluded.prerequisites,
              course_id = excluded.course_id, updated_at = excluded.updated_at
          where (c.title, c.units, c.career, c.description, c.prerequisites, c.course_id)
                is distinct from
                (excluded.title, excluded.units, excluded.career, excluded.description, excluded.prerequisites, excluded.course_id)`;
      written += result.count;
    }
    const removed = await tx`
      delete from catalog_courses c
      where c.provider = ${provider}
        and not exists (
          select 1 from unnest(${courses.map((c) => c.subject)}::text[], ${courses.map((c) => c.catalog)}::text[]) as k(subject, catalog)
          where k.subject = c.subject and k.catalog = c.catalog)`;
    return written + removed.count;
  });
}

/** syncCourseCatalog: fetch the configured university's catalogue and rewrite the mirror. */
export async function syncCatalogue(sql: Sql, now = new Date()): Promise<SyncCounts> {
  const provider = directory();
  // Everything is fetched and checked before the transaction opens: an upstream failure
  // never reaches the mirror.
  const { fetched, entries } = await provider.catalogue(() => currentTerms(sql, provider, now));
  const courses = uniqueCourses(entries);
  if (!courses.length) {
    // An empty answer is an outage, not the end of every course: keep the mirror.
    throw upstreamError(`${provider.name}'s directory published an empty catalogue; the mirror was left as it was.`);
  }
  const written = await writeMirror(sql, provider.id, courses);
  return { fetched, unique: courses.length, written, withDescription: courses.filter((c) => c.description).length };
}

export interface CatalogCourseRow {
  subject: string;
  catalog: string;
  title: string;
  units: number | null;
  career: string | null;
  description: string | null;
  prerequisites: string | null;
  updatedAt: Date;
}

export interface CatalogSearch {
  subject?: string | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

const CatalogCursor = z.tuple([z.string(), z.string()]);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Courses of the configured provider's mirror, by subject and catalog number. `q` matches
 * the title (any part, case-insensitive) or the course code ("comp 24" finds COMP 248).
 */
export async function searchCatalogue(sql: Queryable, search: CatalogSearch) {
  const provider = directory().id;
  const after = decodeCursor(search.cursor, CatalogCursor);
  const q = search.q?.trim();
  const title = q ? `%${likeEscape(q)}%` : null;
  const code = q ? `%${likeEscape(q.replace(/\s+/g, '').toUpperCase())}%` : null;
  const rows = await sql<Array<Omit<CatalogCourseRow, 'units'> & { units: string | null }>>`
    select subject, catalog, title, units, career, description, prerequisites, updated_at as "updatedAt"
    from catalog_courses
    where provider = ${provider}
      ${search.subject ? sql`and subject = ${search.subject}` : sql``}
      ${q ? sql`and (title ilike ${title} or subject || catalog like ${code})` : sql``}
      ${after ? sql`and (subject, catalog) > (${after[0]}, ${after[1]})` : sql``}
    order by subject, catalog
    limit ${search.limit + 1}`;
  const items: CatalogCourseRow[] = rows.map((r) => ({ ...r, units: r.units === null ? null : Number(r.units) }));
  return pageOf(items, search.limit, (r) => [r.subject, r.catalog]);
}
