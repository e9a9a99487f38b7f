// (name-link) How well a numbered mention's name fits a component it could be a member of, as features and one score,
// for the link stage to choose the component by (the best score of 1 or more, none on a tie): the words the names
// share and the same kind of work. The seam where further features of a link go (a synonym numbered within the
// component's count was tried, 2026-11-30: no change on any labelled corpus, not kept).
import type { Component } from '../scheme/layout.js';
import type { Kind } from '../types.js';
import { sameWord } from '../vocabulary/kinds.js';

export interface NameLinkFeatures {
  /** Content words of the mention's name found in the component's name. */
  shared: number;
  /** The same kind of work, by the words of each name. */
  sameKind: boolean;
}

/** The weight of each feature in the score (a shared word alone links; the kind alone does not). */
const NAME_LINK_WEIGHTS = { shared: 1, sameKind: 0.5 } as const;

export function nameLinkFeatures(
  mentionTokens: readonly string[],
  mentionKind: Kind,
  component: Component,
  componentTokens: readonly string[],
): NameLinkFeatures {
  return {
    shared: mentionTokens.filter((x) => componentTokens.some((y) => sameWord(x, y))).length,
    sameKind: component.kind === mentionKind,
  };
}

export function nameLinkScore(f: NameLinkFeatures): number {
  return f.shared * NAME_LINK_WEIGHTS.shared + (f.sameKind ? NAME_LINK_WEIGHTS.sameKind : 0);
}
