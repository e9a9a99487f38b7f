// (series-across-components) One numbered series in the schedule ("PAPER 1", "PAPER 2", "PAPER 3") shared by the
// scheme's components named by the same noun ("Two short papers 20%", "One longer paper 25%"): the scheme lists
// them in the order they are written, and the series runs through them in that order, so the counted component
// takes the first numbers and the next one the number after. Only when the components' counts (a singular name
// counts one) add up to the series exactly, the series runs 1..n with no gap, and every number is dated, later
// numbers on later days.
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

const NOUNS = ['paper', 'essay', 'report', 'review', 'exam', 'test', 'quiz', 'project', 'assignment'];

/** A component's count by its name: its stated count, one for a singular noun, null for a plural with no count. */
function countOf(c: Component, noun: string): number | null {
  if (c.count) return c.count;
  const word = contentTokens(c.title).find((t) => sameWord(t, noun));
  return word && word.toLowerCase() === noun ? 1 : null;
}

/** The members each component takes from the numbered series, in order, or an empty map. */
export function seriesAcross(
  components: readonly Component[],
  numbered: (c: Component) => boolean,
  mentions: readonly Mention[],
): Map<Component, Mention[]> {
  const out = new Map<Component, Mention[]>();
  for (const noun of NOUNS) {
    const holders = components.filter((c) => !numbered(c) && contentTokens(c.title).some((t) => sameWord(t, noun)));
    if (holders.length < 2 || new Set(holders.map((c) => c.kind)).size !== 1) continue;
    const counts = holders.map((c) => countOf(c, noun));
    if (counts.some((n) => n === null)) continue;
    const total = counts.reduce((a, b) => a! + b!, 0)!;
    // "PAPER 1", "Paper #2": the noun and a number, nothing else.
    const byNumber = new Map<number, Mention>();
    for (const m of mentions) {
      const words = contentTokens(m.title);
      if (m.number === null || words.length !== 1 || !sameWord(words[0]!, noun)) continue;
      const held = byNumber.get(m.number);
      if (!held || (!held.due && m.due) || (!!held.due === !!m.due && m.score > held.score)) byNumber.set(m.number, m);
    }
    if (byNumber.size !== total) continue;
    const series = [...byNumber.entries()].sort((a, b) => a[0] - b[0]).map(([, m]) => m);
    if (!series.every((m, i) => m.number === i + 1 && m.due && !m.range && !m.draft)) continue;
    if (series.some((m, i) => i > 0 && m.due!.date <= series[i - 1]!.due!.date)) continue;
    let next = 0;
    holders.forEach((c, i) => {
      out.set(c, series.slice(next, next + counts[i]!));
      next += counts[i]!;
    });
  }
  return out;
}
