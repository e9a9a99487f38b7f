// Bounds on an item's confidence from what the answer itself shows (its items' kinds and dates, nothing of the
// reader's internals), so the same bounds apply to the reader's answer and to any answer recorded before (the
// readings of the web batches while unseen: scripts/syllabus-eval/confidence-bound.ts judges them there, batch by
// batch and leave-one-batch-out). Each bound is small and named; an item takes the lowest cap that applies.
//
// Why: of the items the reader put at 0.8 or more on the web batches while unseen, about one in eight was wrong,
// and the largest share of those once the date bound was in place were items left undated in an answer whose
// other items are dated: the outline dates its work, the reader missed this one's day (2026-11-30, fifth
// session; scripts/syllabus-eval/confidence-misses.ts lists them).

/** What a bound reads of one item. */
export interface BoundItem {
  kind: string;
  due: unknown;
  confidence: number;
  dueConfidence?: number | null;
}

export interface Bound {
  name: string;
  /** The highest confidence the item may keep, or null when the bound says nothing of it. */
  cap(item: BoundItem, items: readonly BoundItem[]): number | null;
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

/** The bounds the reader applies, in order (the order does not change the result: the lowest cap wins). */
export const BOUNDS: readonly Bound[] = [datedWithinItsDate, undatedAmongDated()];

/**
 * The items with every bound applied: confidence at most each cap that applies, dueConfidence at most a date cap;
 * `lowered` hears of every bound that lowers an item's confidence (for the trace).
 */
export function bounded<T extends BoundItem>(
  items: readonly T[],
  bounds: readonly Bound[] = BOUNDS,
  lowered?: (bound: string, item: T, from: number, to: number) => void,
): T[] {
  return items.map((item) => {
    let confidence = item.confidence;
    let dueConfidence = item.dueConfidence;
    for (const b of bounds) {
      const cap = b.cap(item, items);
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
