// Whether each item the reader returned is right, by the scoring rules of the fixtures' README
// (section 4, the matcher of score.ts): matched to a labelled item, and on the labelled day where the
// label has one. These outcomes are what the calibration stage is trained and judged on.
import { seriesKey } from '../../lib/syllabus/calibrate/features.js';
import { dateOk, mergeMembers, scoreFile, type Answer, type ExpectedItem, type PredictedItem } from './score.js';

export interface Outcome {
  /** Matched to a required labelled item. */
  matched: boolean;
  /** Matched, and on the labelled day where the label has one (the `confidence` target). */
  right: boolean;
  /** For an item with a date: its day is right (unmatched items count as wrong). Null when not judged. */
  dayRight: boolean | null;
}

/**
 * A labelled item whose year the page never gives carries only its month and day (`due_md: "05-26"`), and the
 * other days the page also gives it, where two parts of the page disagree (`due_md_alt: ["05-28"]`).
 */
type Labelled = ExpectedItem & { due_md?: string; due_md_alt?: string[] };

export interface OutcomeOptions {
  /** Score in the members-merged view (the peer corpus): members of one series are matched as one item. */
  merged?: boolean;
  /** The labels' null dates are not reliable (the peer corpus): a dated item matched to one is not judged. */
  nullDatesUnknown?: boolean;
}

/**
 * One outcome per predicted item, in order; null for an item matched to an optional label (neither
 * right nor wrong by the scoring rules).
 */
export function outcomes(answer: Answer, predicted: PredictedItem[], options: OutcomeOptions = {}): (Outcome | null)[] {
  // mergeMembers keeps its groups in order of first appearance, keyed as seriesKey keys them.
  const groupOf: number[] = [];
  const keys = new Map<string, number>();
  for (const p of predicted) {
    const key = seriesKey(p);
    if (!keys.has(key)) keys.set(key, keys.size);
    groupOf.push(keys.get(key)!);
  }
  const scored = options.merged ? mergeMembers(predicted) : predicted;
  if (options.merged && scored.length !== keys.size) throw new Error('members merged out of step with seriesKey');
  const label = new Map<PredictedItem, Labelled>();
  for (const pair of scoreFile(answer, scored).pairs) label.set(pair.predicted, pair.expected as Labelled);
  return predicted.map((p, i) => {
    const e = label.get(options.merged ? scored[groupOf[i]!]! : p);
    if (e?.optional) return null;
    if (!e) return { matched: false, right: false, dayRight: p.due ? false : null };
    const labelled = e.due !== null || Boolean(e.due_md);
    const dayOk =
      e.due_md && e.due === null
        ? [e.due_md, ...(e.due_md_alt ?? [])].includes(p.due?.slice(5, 10) ?? '')
        : dateOk(p, e);
    const judged = labelled || !options.nullDatesUnknown;
    return {
      matched: true,
      right: labelled ? dayOk : true,
      dayRight: p.due && judged ? dayOk : null,
    };
  });
}
