// Bounds on an item's confidence from what the answer itself shows (its items' kinds, dates and weights) and the
// figures the outline prints, nothing of the reader's internals: the same bounds apply to the reader's answer and
// to any answer recorded before (the readings of the web batches while unseen: scripts/syllabus-eval/
// confidence-bound.ts judges them there, batch by batch and leave-one-batch-out). Each bound is small and named;
// an item takes the lowest cap that applies.
//
// Why: of the items the reader put at 0.8 or more on the web batches while unseen, about one in eight was wrong
// (one in five counting a wrong weight), and once the date bound was in place most of the wrong ones were items
// left undated in an answer whose other items are dated (the outline dates its work, the reader missed this
// one's day) or items whose weight the reader derived (2026-11-30, fifth session; scripts/syllabus-eval/
// confidence-misses.ts lists them).

import { seriesKey } from '../calibrate/features.js';

/** What a bound reads of one item. */
export interface BoundItem {
  title: string;
  kind: string;
  due: unknown;
  /** Percent of the grade. */
  weight: number;
  confidence: number;
  dueConfidence?: number | null;
}

/** What a bound reads of the outline itself. */
export interface BoundOutline {
  /** Every figure the outline prints as a share or a score (statedFigures of ../calibrate/features.ts). */
  figures: ReadonlySet<string>;
}

export interface Bound {
  name: string;
  /** The highest confidence the item may keep, or null when the bound says nothing of it. */
  cap(item: BoundItem, items: readonly BoundItem[], outline: BoundOutline): number | null;
  /** The bound lowers the item's `dueConfidence` to the same cap (it is about the date). */
  date?: boolean;
}

/** A dated item is right only when its day is: it is never surer than its date. */
export const datedWithinItsDate: Bound = {
  name: 'dated-within-its-date',
  cap: (item) => (item.due && typeof item.dueConfidence === 'number' ? item.dueConfidence : null),
};

/** Kinds an outline most often leaves undated even when it dates the rest (it grades them every class or week). */
const UNDATED_KINDS: readonly string[] = ['participation', 'quiz', 'lab'];

/**
 * An item left undated while the answer dates at least `dated` of its other items: the outline dates its work,
 * so this one's day was most likely printed in a shape the reader missed. On the web batches while unseen, such
 * items (dated: 2) were right about half the time (8 of 16; 12 of 22 on the full web labels), whatever the scheme.
 * It lowers an item on 557 of the 4,096 web pages outside the unseen batch (rule-fires.ts, 2026-11-30).
 */
export function undatedAmongDated(dated = 2, exempt: readonly string[] = UNDATED_KINDS, at = 0.6): Bound {
  return {
    name: 'undated-among-dated',
    date: true,
    cap(item, items) {
      if (item.due || exempt.includes(item.kind)) return null;
      let n = 0;
      for (const other of items) if (other !== item && other.due && ++n >= dated) return at;
      return null;
    },
  };
}

/**
 * An item whose weight the outline never prints (as a share, points or marks): the reader derived it (points
 * scaled to a percent, a share split among members, weights rescaled to add to 100), and a derived weight is
 * wrong far more often than a printed one. On the web batches while unseen, 56 of the items the other bounds left
 * at 0.8 or more had such a weight: 48 were matched on the right day, but only 28 of them with the label's weight
 * (of the 239 with a printed weight, 228 and 223). A member of a series is exempt (see below). It lowers an item on
 * 331 of the 4,096 web pages outside the unseen batch (rule-fires.ts, 2026-11-30).
 */
export const weightNotPrinted: Bound = {
  name: 'weight-not-printed',
  cap(item, items, outline) {
    if (outline.figures.has(figure(item.weight))) return null;
    // A member of a series (Quiz 1, Quiz 2 …) takes an equal share of its component's printed weight: a simple
    // derivation, right with the label's weight 12 times in 15 there, against 16 in 41 for a lone item.
    return (seriesSizes(items).get(seriesKey(item)) ?? 0) >= 2 ? null : 0.75;
  },
};

const sizes = new WeakMap<readonly BoundItem[], Map<string, number>>();

/** How many items of the answer each series holds (counted once per answer, so the bound stays linear). */
function seriesSizes(items: readonly BoundItem[]): Map<string, number> {
  let out = sizes.get(items);
  if (!out) {
    out = new Map();
    for (const i of items) out.set(seriesKey(i), (out.get(seriesKey(i)) ?? 0) + 1);
    sizes.set(items, out);
  }
  return out;
}

/** A weight as statedFigures writes a figure (two decimals at most). */
const figure = (n: number) => String(Math.round(n * 100) / 100);

/** The bounds the reader applies, in order (the order does not change the result: the lowest cap wins). */
export const BOUNDS: readonly Bound[] = [datedWithinItsDate, undatedAmongDated(), weightNotPrinted];

/**
 * The items with every bound applied: confidence at most each cap that applies, dueConfidence at most a date cap;
 * `lowered` hears of every bound that lowers an item's confidence (for the trace).
 */
export function bounded<T extends BoundItem>(
  items: readonly T[],
  outline: BoundOutline,
  bounds: readonly Bound[] = BOUNDS,
  lowered?: (bound: string, item: T, from: number, to: number) => void,
): T[] {
  return items.map((item) => {
    let confidence = item.confidence;
    let dueConfidence = item.dueConfidence;
    for (const b of bounds) {
      const cap = b.cap(item, items, outline);
      if (cap === null) continue;
      if (cap < confidence) lowered?.(b.name, item, confidence, cap);
      confidence = Math.min(confidence, cap);
      if (b.date && typeof dueConfidence === 'number') dueConfidence = Math.min(dueConfidence, cap);
    }
    return confidence === item.confidence && dueConfidence === item.dueConfidence
      ? item
      : { ...item, confidence, dueConfidence };
  });
}
