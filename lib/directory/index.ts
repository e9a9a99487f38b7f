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
