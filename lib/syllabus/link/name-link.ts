// (name-link) How well a numbered mention's name fits a component it could be a member of, as features and one score,
// for the link stage to choose the component by (the best score of 1 or more, none on a tie): the words the names
// share, the same kind of work, synonymous nouns of one series, and whether the mention's number falls in the series
// the component counts. "Problem Set 2" in the schedule of "Homework (8 x 5%)": no word shared, but nouns of one series
// (SERIES_SYNONYMS) and 2 of the 8.
import type { Component } from '../scheme/layout.js';
import type { Kind } from '../types.js';
import { SERIES_SYNONYMS, sameWord } from '../vocabulary/kinds.js';

export interface NameLinkFeatures {
  /** Content words of the mention's name found in the component's name. */
  shared: number;
  /** The same kind of work, by the words of each name. */
  sameKind: boolean;
  /** Each name holds another noun of one group of SERIES_SYNONYMS ("problem set" and "homework"). */
  synonym: boolean;
  /** The mention's number is one of the members the component counts (1..count, a count of 2 or more). */
  inSeries: boolean;
}

/** The weight of each feature in the score (a shared word alone links; the kind or the series alone does not). */
const NAME_LINK_WEIGHTS = { shared: 1, sameKind: 0.5, seriesOfSynonym: 0.5 } as const;

const holds = (tokens: readonly string[], noun: readonly string[]) => noun.every((w) => tokens.includes(w));

/** Whether the names use two different nouns of one group of SERIES_SYNONYMS. */
function synonymous(mention: readonly string[], component: readonly string[]): boolean {
  return SERIES_SYNONYMS.some((group) =>
    group.some((a) => holds(mention, a) && group.some((b) => b !== a && holds(component, b) && !holds(mention, b))),
  );
}

export function nameLinkFeatures(
  mentionTokens: readonly string[],
  mentionKind: Kind,
  number: number,
  component: Component,
  componentTokens: readonly string[],
): NameLinkFeatures {
  return {
    shared: mentionTokens.filter((x) => componentTokens.some((y) => sameWord(x, y))).length,
    sameKind: component.kind === mentionKind,
    synonym: synonymous(mentionTokens, componentTokens),
    inSeries: component.count !== null && component.count >= 2 && number >= 1 && number <= component.count,
  };
}

/** Shared words, the same kind, and a synonym numbered within the component's count. */
export function nameLinkScore(f: NameLinkFeatures): number {
  return (
    f.shared * NAME_LINK_WEIGHTS.shared +
    (f.sameKind ? NAME_LINK_WEIGHTS.sameKind : 0) +
    (f.synonym && f.inSeries ? NAME_LINK_WEIGHTS.seriesOfSynonym : 0)
  );
}

let linkLog: string[] | null = null;

/** Records each link the synonym-in-series feature made ("mention -> component") into `log` (null stops). Offline only. */
export function recordSeriesSynonymLinks(log: string[] | null): void {
  linkLog = log;
}

/** Notes a link made with the synonym-in-series feature (only while recording). */
export function noteSeriesSynonymLink(f: NameLinkFeatures, mention: string, component: string): void {
  if (linkLog && f.synonym && f.inSeries) linkLog.push(`${mention} -> ${component}`);
}
