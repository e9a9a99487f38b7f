// Calibration: the reader's last stage. It reads the answer the other stages gave (items and
// warnings) and the outline's text, and sets each item's `confidence` (the probability the item is
// right: a real graded item of the outline, on the right day where it has one) and `dueConfidence`
// (the probability its day is right; null without a date) from a model trained offline on labelled
// real outlines (scripts/train-syllabus-model.ts, committed as model.json). Deterministic, no
// network, linear in the text.
import data from './model.json' with { type: 'json' };
import { FEATURE_NAMES, features, type ReadItem, type ReadResult } from './features.js';
import { columns, predict, type Logistic } from './model.js';

export { FEATURE_NAMES, features, type ReadItem, type ReadResult } from './features.js';

export interface CalibrationModel {
  /** P(the item is right). */
  item: Logistic;
  /** P(the item's due day is right), for items with a due day. */
  due: Logistic;
}

export const MODEL: CalibrationModel = data as CalibrationModel;

let bypassed = 0;

/** Runs `read` with calibration switched off: the reader's own confidences (for training and the eval). */
export function uncalibrated<T>(read: () => T): T {
  bypassed++;
  try {
    return read();
  } finally {
    bypassed--;
  }
}

const round2 = (p: number) => Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100;
const UNSURE = /^\d+ items? (?:is|are) uncertain \(confidence below 0\.6\)\.$/;

/** The reading with calibrated `confidence` and `dueConfidence` on every item. */
export function calibrate<T extends ReadItem, R extends ReadResult<T>>(
  text: string,
  result: R,
  model: CalibrationModel = MODEL,
): R & { items: (T & { dueConfidence: number | null })[] } {
  if (bypassed || !result.items.length) return result as R & { items: (T & { dueConfidence: number | null })[] };
  const vectors = features(text, result);
  const forItem = columns(FEATURE_NAMES, model.item);
  const forDue = columns(FEATURE_NAMES, model.due);
  const items = result.items.map((item, i) => {
    const x = vectors[i]!;
    return {
      ...item,
      confidence: round2(predict(model.item, forItem(x))),
      dueConfidence: item.due ? round2(predict(model.due, forDue(x))) : null,
    };
  });
  const unsure = items.filter((i) => i.confidence < 0.6).length;
  const said = `${unsure} ${unsure === 1 ? 'item is' : 'items are'} uncertain (confidence below 0.6).`;
  const warnings = result.warnings.filter((w) => !UNSURE.test(w));
  if (unsure) warnings.push(said);
  return { ...result, items, warnings };
}
