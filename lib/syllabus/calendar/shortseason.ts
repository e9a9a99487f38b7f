// A term named with a two-digit year ("Fall '98 Syllabus", "**SPRING 96**", "Chem 101, Fall 99, MWF 10:00"):
// when no season prints its year in full, that season and year name the outline's term, rather than the years
// its reading list was published in or today's. The season must stand on its own, with a space or an
// apostrophe before its year: "courses/fall98/" and "spring02.html" are folders and files of a web site,
// often another site's. A season cited as a journal's issue ("Signs 4 (Fall 79): 12-30") is left out.
// Linear: one regex pass without nested quantifiers, each test on a bounded slice.
import { citedSeason } from './citations.js';
import { SEASON_SOURCE, seasonOf } from './seasons.js';
import { fullYear } from './shortyear.js';

const SHORT_SEASON = new RegExp(
  `(?<![\\w/.\\\\-])${SEASON_SOURCE}(?:\\s{1,3}|\\s{0,2}['’‘])(\\d{2})(?![\\w%/:]|[.-]\\w|\\s?[-–]\\s?\\d)`,
  'gi',
);

/** The first uncited season printed with a two-digit year, as a term; else null. */
export function shortSeasonTerm(
  text: string,
  near: number,
): { season: 'fall' | 'winter' | 'spring' | 'summer'; year: number } | null {
  for (const m of text.matchAll(SHORT_SEASON)) {
    if (citedSeason(text, m.index, m.index + m[0].length)) continue;
    const season = seasonOf(m[1]!);
    if (season) return { season, year: fullYear(Number(m[2]), near) };
  }
  return null;
}
