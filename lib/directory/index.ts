// The course directory: the configured university's provider, live section lookups over the
// cached list of current terms, and (lib/directory/catalog.ts) the catalogue mirror.
// A third university is one new provider file plus one line in PROVIDERS and lib/env.ts.
import type { Queryable } from '../db.js';
import { env } from '../env.js';
import { concordia } from './concordia.js';
import { compareSections } from './format.js';
import { currentTerms } from './terms.js';
import type { CourseRef, DirectoryProvider, Section } from './types.js';
import { WATERLOO_IDENTITY } from './waterloo-identity.js';

export type { CourseRef, DirectoryProvider, Section } from './types.js';

// Waterloo's pages are HTML, read with parse5 (about 280 KiB with its entities): the provider is
// imported on its first call, so a function of a Concordia deployment never evaluates it.
const loadWaterloo = () => import('./waterloo.js').then((m) => m.waterloo);
const waterloo: DirectoryProvider = {
  ...WATERLOO_IDENTITY,
  currentTerms: async (now) => (await loadWaterloo()).currentTerms(now),
  sections: async (course, terms) => (await loadWaterloo()).sections(course, terms),
  catalogue: async (terms) => (await loadWaterloo()).catalogue(terms),
};

const PROVIDERS: Record<ReturnType<typeof env>['DIRECTORY_PROVIDER'], DirectoryProvider> = { concordia, waterloo };

/** The provider DIRECTORY_PROVIDER selects (Concordia unless told otherwise). */
export function directory(): DirectoryProvider {
  return PROVIDERS[env().DIRECTORY_PROVIDER];
}

/**
 * Sections of a course in the terms the directory lists now: newest term first, then
 * component, then section. A course the university does not schedule yields [].
 */
export async function lookupSections(sql: Queryable, course: CourseRef, now = new Date()): Promise<Section[]> {
  const provider = directory();
  const terms = await currentTerms(sql, provider, now);
  if (!terms.length) return [];
  return (await provider.sections(course, terms)).sort(compareSections);
}

/** How long an answer of GET /api/sections is reused: the response's own s-maxage. */
export const SECTIONS_CACHE_SECONDS = 60;
const SECTIONS_CACHE_MAX = 500;
const sectionsCache = new Map<string, { until: number; sections: Promise<Section[]> }>();

/**
 * lookupSections, reused for a minute per course whatever the spelling of the query: the edge
 * caches by URL, so `subject=comp&catalog=248`, `catalog=248&subject=COMP` and `subject=Comp…`
 * each reached the university. Keyed on the provider and the course in upper case; requests
 * for the same course while one is under way share it; a failure is not kept.
 */
export function cachedSections(sql: Queryable, course: CourseRef): Promise<Section[]> {
  const key = `${directory().id}:${course.subject.toUpperCase()}:${course.catalog.toUpperCase()}`;
  // performance.now(): a monotonic clock (tests move Date to the recorded terms).
  const now = performance.now();
  const cached = sectionsCache.get(key);
  if (cached && cached.until > now) return cached.sections;
  if (cached) sectionsCache.delete(key);
  const sections = lookupSections(sql, {
    subject: course.subject.toUpperCase(),
    catalog: course.catalog.toUpperCase(),
  });
  sectionsCache.set(key, { until: now + SECTIONS_CACHE_SECONDS * 1000, sections });
  sections.catch(() => {
    if (sectionsCache.get(key)?.sections === sections) sectionsCache.delete(key);
  });
  // Oldest first out once full.
  while (sectionsCache.size > SECTIONS_CACHE_MAX) sectionsCache.delete(sectionsCache.keys().next().value!);
  return sections;
}

/** Forgets every cached section list (tests, a changed provider). */
export function clearSectionsCache(): void {
  sectionsCache.clear();
}
