// (whole-name-series) "Major Papers (4)" beside a schedule that numbers two series of papers, "Major Paper #1".."#4"
// and "Short Paper #1".."#8" (ungraded): the members read for the component run past its count, which alone would
// leave it whole (a schedule of sessions, not of graded work). Those named by every word of the component's name
// are its own series: when they alone are numbered 1..n, n its stated count, they are its members.
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';
import { englishNumbers } from '../vocabulary/numbers.js';

// The count in front of a name ("Four major papers") is no word of the members' name.
const SPELLED = englishNumbers(2, 12);

/** The members named by the component's whole name when they make the counted series 1..count, else null. */
export function wholeNameSeries(
  c: Component,
  members: readonly Mention[],
  name = (m: Mention) => m.title,
): Mention[] | null {
  const count = c.count;
  const words = contentTokens(c.title).filter((w) => SPELLED[w] === undefined);
  if (!count || count < 2 || words.length < 2) return null;
  const own = members.filter((m) => {
    const mine = contentTokens(name(m));
    return words.every((w) => mine.some((x) => sameWord(w, x)));
  });
  const numbers = new Set(own.map((m) => m.number));
  if (own.length !== count || numbers.size !== count) return null;
  for (let n = 1; n <= count; n++) if (!numbers.has(n)) return null;
  return own;
}
