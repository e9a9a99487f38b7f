// Rule learned-scheme-lines: when the scheme readers find no scheme at all, a learned model proposes one.
// A line with several figures gives one candidate per figure (./line-features.ts: a scheme in one sentence,
// points given "each" counted, a column of figures named by the lines above it).
// It scores every line carrying a share figure (./line-features.ts) by how likely the line states a component
// of the grading scheme (a logistic regression fitted on the dev group's scheme labels by `npm run
// train:syllabus`, committed as ./learned-lines.json), and takes the best run of lines it scores above the
// threshold that makes the whole: two lines or more, close together, adding to 100 (within a point) or, in
// points, to 100 or a stated total, or else three lines of points or more (converted to percents). Each component is named by its line without
// the figure and markup, and the run must read as grading (./reads-as-grading.ts). A fallback only: it never
// replaces a scheme the rules chose. Where no run makes the whole, it also returns the run of percent lines it is
// surest of (`partial`, rule confident-lines-as-found), which the scheme stage answers as read only after every
// other fallback has answered nothing.
import { namesGradeBand } from './grade-band.js';
import { predict, type Logistic } from '../calibrate/model.js';
import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';
import { readsAsGrading } from './reads-as-grading.js';
import model from './learned-lines.json' with { type: 'json' };
import {
  type FigureLine,
  figureLines,
  lineFeatures,
  makesWhole,
  runsOf,
  statedTotals,
  TOTAL,
} from './line-features.js';

export interface LineModel extends Logistic {
  /** The score from which a line counts as a component's line. */
  threshold: number;
}

export const LEARNED_LINES: LineModel = model as LineModel;

/** How sure the reader is of a scheme the model proposed: low, below every rule's. */
export const LEARNED_CONFIDENCE = 0.3;

export interface LearnedScheme {
  components: Component[];
  /** The lines scored above the threshold, with their scores and the shape of a candidate that is not a line's only
   * figure (for the trace). */
  scored: { line: number; p: number; shape?: string }[];
  /** When no run makes the whole: the run of confident percent lines answered as read (confident-lines-as-found). */
  partial?: Component[];
}

/** How the best run is looked for: the widest break between two kept lines of one run (the lines of one section,
 * with a description under each), and whether a run of points that makes no stated whole is converted. */
export interface RunOptions {
  gap: number;
  convert: boolean;
  /** The least score of the lines of a run answered as found when none makes the whole (off when absent). */
  partial?: number;
}

export const RUN_OPTIONS: RunOptions = {
  gap: 20,
  convert: true,
  partial: 0.6,
};

/** The least part of the grade (percent) a run answered as found must weigh. */
const PARTIAL_LEAST = 20;

/** The fewest lines a run of points must have to be converted to percents without a stated total. */
const CONVERTED_MIN = 3;

/** (points-in-one-sentence) A run of two figures or more that is the whole of one line's figures: a scheme in
 * points said in one sentence ("two exams worth 100 points each; the notebook is 50 points"). */
const oneSentence = (run: readonly FigureLine[]) =>
  run.length >= 2 && run.every((f) => f.line === run[0]!.line && f.parts === run.length);

export function learnedScheme(
  raw: readonly string[],
  m: LineModel = LEARNED_LINES,
  options: RunOptions = RUN_OPTIONS,
): LearnedScheme {
  const figures = figureLines(raw);
  const rows = lineFeatures(raw, figures);
  const p = rows.map((x) => predict(m, x));
  // Scores by candidate, not by line: a line may give several (a whole scheme in one sentence).
  const score = new Map<FigureLine, number>(figures.map((f, i) => [f, p[i]!]));
  const kept = figures.filter((_, i) => p[i]! >= m.threshold);
  const totals = statedTotals(raw, figures);
  // The best run making the whole (by the sum of its lines' scores); else the best run of points converted.
  let best: { run: FigureLine[]; sum: number; weight: number } | null = null;
  let converted: { run: FigureLine[]; sum: number; weight: number } | null = null;
  for (const run of runsOf(kept, options.gap)) {
    const rows = run.filter((f) => f.title && !TOTAL.test(raw[f.line]!) && !namesGradeBand(f.title));
    for (let a = 0; a < rows.length; a++) {
      let sum = 0;
      let weight = 0;
      for (let b = a; b < rows.length; b++) {
        sum += rows[b]!.value;
        weight += score.get(rows[b]!)!;
        if (sum > 1000) break;
        if (b === a) continue;
        if (makesWhole(sum, rows[a]!.unit, totals)) {
          if (!best || weight > best.weight) best = { run: rows.slice(a, b + 1), sum, weight };
        } else if (
          options.convert &&
          rows[a]!.unit !== '%' &&
          (b - a + 1 >= CONVERTED_MIN || oneSentence(rows.slice(a, b + 1))) &&
          (!converted || weight > converted.weight)
        )
          converted = { run: rows.slice(a, b + 1), sum, weight };
      }
    }
  }
  best ??= converted;
  // (confident-lines-as-found) No run makes the whole: the best run of percent lines the model is sure of (scored
  // `options.partial` or more), two lines or more weighing a fifth of the grade to the whole, answered as read (a
  // student confirms the parts read). Per-item figures ("Papers: 10% each" with the count stated nowhere near) are
  // what leaves such runs short; the scheme stage offers it only when no rule answers anything.
  let partial: { run: FigureLine[]; weight: number } | null = null;
  if (!best && options.partial)
    for (const run of runsOf(
      kept.filter((f) => score.get(f)! >= options.partial!),
      options.gap,
    )) {
      const rows = run.filter(
        (f) => f.unit === '%' && f.title && !TOTAL.test(raw[f.line]!) && !namesGradeBand(f.title),
      );
      const sum = rows.reduce((t, f) => t + f.value, 0);
      const weight = rows.reduce((t, f) => t + score.get(f)!, 0);
      if (rows.length >= 2 && sum >= PARTIAL_LEAST && sum <= 100.5 && (!partial || weight > partial.weight))
        partial = { run: rows, weight };
    }
  const scored = kept.map((f) => ({ line: f.line, p: Math.round(score.get(f)! * 100) / 100, shape: shapeOf(f) }));
  if (!best)
    return {
      components: [],
      scored,
      partial: partial && grading(partial.run, raw) ? componentsOf(partial.run, 100) : [],
    };
  if (!grading(best.run, raw)) return { components: [], scored };
  return { components: componentsOf(best.run, best.sum), scored };
}

/** Like any scheme (rule reads-as-grading): figures that name no graded work, with no word of grading near, are none. */
function grading(run: readonly FigureLine[], raw: readonly string[]): boolean {
  return readsAsGrading(run.map((f) => ({ kind: classify(f.title), line: f.line })) as Component[], raw);
}

/** A run's lines as components, each weighing its share of `sum` (100: the figures as read). */
function componentsOf(run: readonly FigureLine[], sum: number): Component[] {
  return run.map((f) => ({
    title: f.title,
    kind: classify(f.title),
    weight: Math.round(((f.value * 100) / sum) * 100) / 100,
    count: f.count,
    line: f.line,
    rest: '',
  }));
}

/** The shape a candidate was read in, when it is not a line's one figure named before it (for the trace). */
function shapeOf(f: FigureLine): string | undefined {
  const shapes = [
    f.parts > 1 ? `${f.parts} on the line` : '',
    f.count ? `${f.count} each` : '',
    f.column ? 'named above the column' : '',
    f.wrapped ? (f.above ? 'wrapped prose, named from the line above' : 'wrapped prose') : '',
  ].filter(Boolean);
  return shapes.length ? shapes.join(', ') : undefined;
}
