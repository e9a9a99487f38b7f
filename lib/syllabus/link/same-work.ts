// (same-work) The schedule names the work with another noun than the scheme ("FINAL ESSAY due" for the scheme's
// "Final paper"): when the scheme uses only one noun of a pair of SAME_WORK and the mention only the other, the
// mention is read in the scheme's word, when it then names one component: the one whose name holds all of its words.
// A bare "Paper due" beside "First essay" and "Second essay" could be either, "Term papers" beside "Short essays" and
// "Long essay" too, and "Précis 3 due: Any essay" names no "Finished paper": none is translated.
import { contentTokens, SAME_WORK, sameWord } from '../vocabulary/kinds.js';

const has = (tokens: readonly string[], w: string) => tokens.some((t) => sameWord(t, w));

/** The mention's name in the scheme's noun, or the name itself. */
export function inSchemeWords(title: string, componentTitles: readonly string[]): string {
  const mTokens = contentTokens(title);
  const cTokens = componentTitles.map((t) => contentTokens(t));
  for (const [a, b] of SAME_WORK)
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      if (!has(mTokens, mine) || has(mTokens, theirs)) continue;
      const holders = cTokens.filter((c) => has(c, theirs)).length;
      if (!holders || cTokens.some((c) => has(c, mine))) continue;
      // Bounded word: linear.
      const read = title.replace(new RegExp(`\\b${mine}(s?)\\b`, 'gi'), `${theirs}$1`);
      const words = contentTokens(read);
      if (cTokens.filter((c) => words.every((w) => has(c, w))).length === 1) return read;
    }
  return title;
}
