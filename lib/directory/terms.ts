// The list of current terms, cached in Postgres per provider. Expiry is computed from the
// caller's clock (not the database's), so one notion of "now" governs the cache and the
// provider's own "has this term ended" test.
import type postgres from 'postgres';
import type { Queryable } from '../db.js';
import { z } from '../zod.js';
import type { DirectoryProvider, Term } from './types.js';

/** Terms change a few times a year; six hours bounds how long a just-ended term stays listed. */
export const TERMS_TTL_SECONDS = 6 * 60 * 60;

const Terms = z.array(z.object({ code: z.string(), name: z.string() }));

export async function currentTerms(sql: Queryable, provider: DirectoryProvider, now: Date): Promise<Term[]> {
  const [cached] = await sql<{ terms: unknown }[]>`
    select terms from directory_terms where provider = ${provider.id} and expires_at > ${now}`;
  const parsed = cached ? Terms.safeParse(cached.terms) : undefined;
  if (parsed?.success) return parsed.data;

  const terms = [...(await provider.currentTerms(now))].sort(
    (a, b) => Number(b.code) - Number(a.code) || b.code.localeCompare(a.code),
  );
  const expires = new Date(now.getTime() + TERMS_TTL_SECONDS * 1000);
  await sql`
    insert into directory_terms (provider, terms, fetched_at, expires_at)
    values (${provider.id}, ${sql.json(terms as unknown as postgres.JSONValue)}, ${now}, ${expires})
    on conflict (provider) do update
      set terms = excluded.terms, fetched_at = excluded.fetched_at, expires_at = excluded.expires_at`;
  return terms;
}
