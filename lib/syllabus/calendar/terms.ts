// An outline that covers several terms ("Fall 2016 mid-term exam … due on November 1", "Spring 2017 final
// exam … due on May 11", a "Fall 2016 semester:" heading over its lectures): a date without a year takes
// the year of the term named on its own line, or of the term heading above it, not the outline's first term.
import type { Term } from './dates.js';
import type { Line } from '../segment/lines.js';

const SEASON_YEAR =
  /\b(fall|autumn|winter|spring|summer)\b[\s,]*(?:term|semester|quarter|session)?[\s,:-]*((?:19|20)\d{2})\b/gi;

/** For each line, the term it is written under when the outline names two terms or more; else null. */
export function lineTerms(lines: Line[], base: Term): (Term | null)[] {
  const out: (Term | null)[] = lines.map(() => null);
  const named = lines.map((l) => [
    ...new Set(
      [...l.text.matchAll(SEASON_YEAR)].map((m) => `${m[1]!.toLowerCase().replace('autumn', 'fall')} ${m[2]}`),
    ),
  ]);
  if (new Set(named.flat()).size < 2) return out;
  const terms = new Map<string, Term>();
  const termOf = (key: string) => {
    let t = terms.get(key);
    if (!t) {
      const [season, year] = key.split(' ') as [Term['season'] & string, string];
      terms.set(key, (t = { ...base, season, year: Number(year) }));
    }
    return t;
  };
  let heading: Term | null = null;
  lines.forEach((line, i) => {
    const own = named[i]!;
    if (line.type === 'heading' && own.length !== 1) heading = null;
    if (own.length === 1) {
      out[i] = termOf(own[0]!);
      // A short line naming a term ("Fall 2016 semester:") heads the lines under it.
      if (line.text.split(/\s+/).length <= 5) heading = out[i];
      else if (line.type === 'heading') heading = null;
      return;
    }
    if (own.length > 1) {
      heading = null;
      return;
    }
    out[i] = heading;
  });
  return out;
}
