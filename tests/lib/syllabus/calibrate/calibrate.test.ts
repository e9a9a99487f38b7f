// The calibration stage applied to a reader's answer: probabilities in range, a date confidence only
// for dated items, monotonic in the model's main features, deterministic, and off when asked.
import { describe, expect, it } from 'vitest';
import {
  calibrate,
  FEATURE_NAMES,
  MODEL,
  type ReadItem,
  uncalibrated,
} from '../../../../lib/syllabus/calibrate/index.js';
import { rounded } from '../../../../lib/syllabus/calibrate/fit.js';
import { columns, predict } from '../../../../lib/syllabus/calibrate/model.js';
import { readSyllabus } from '../../../../lib/syllabus/index.js';

const item = (over: Partial<ReadItem>): ReadItem => ({
  title: 'Essay',
  kind: 'assignment',
  due: null,
  weight: 50,
  confidence: 0.8,
  ...over,
});

const TEXT = 'Grading\nEssay 50% (due Feb 4, 2027)\nFinal exam 50%\n';

describe('calibration stage', () => {
  it('sets a probability on every item, and a date confidence only where there is a date', () => {
    const out = calibrate(TEXT, {
      items: [item({ due: { date: '2027-02-04', time: null } }), item({ title: 'Final exam', kind: 'final' })],
      warnings: [],
    });
    for (const i of out.items)
      expect(i.confidence).toBeGreaterThanOrEqual(0.01), expect(i.confidence).toBeLessThanOrEqual(0.99);
    expect(typeof out.items[0]!.dueConfidence).toBe('number');
    expect(out.items[1]!.dueConfidence).toBeNull();
    // Other fields pass through untouched.
    expect(out.items.map((i) => [i.title, i.kind, i.weight, i.due?.date ?? null])).toEqual([
      ['Essay', 'assignment', 50, '2027-02-04'],
      ['Final exam', 'final', 50, null],
    ]);
  });

  it("rises with the reader's own confidence and with a day printed beside a due word", () => {
    const at = (confidence: number) =>
      calibrate(TEXT, { items: [item({ confidence }), item({ title: 'Final exam', kind: 'final' })], warnings: [] })
        .items[0]!.confidence;
    const ps = [0.1, 0.3, 0.5, 0.7, 0.9].map(at);
    for (let k = 1; k < ps.length; k++) expect(ps[k]!).toBeGreaterThanOrEqual(ps[k - 1]!);
    expect(ps[4]!).toBeGreaterThan(ps[0]!);
    // The due model over vectors differing only in whether the due day's year is printed in the outline.
    const due = columns(FEATURE_NAMES, MODEL.due);
    const x = new Array<number>(FEATURE_NAMES.length).fill(0);
    const stated = [...x];
    stated[FEATURE_NAMES.indexOf('due_year_stated')] = 1;
    // (A retrained model that no longer uses the feature gives both the same probability.)
    if (MODEL.due.features.includes('due_year_stated'))
      expect(predict(MODEL.due, due(stated))).toBeGreaterThan(predict(MODEL.due, due(x)));
    else expect(predict(MODEL.due, due(stated))).toBe(predict(MODEL.due, due(x)));
  });

  it('gives the same answer every time', () => {
    const reading = {
      items: [item({ due: { date: '2027-02-04', time: '23:59' } }), item({ title: 'Final exam', kind: 'final' })],
      warnings: ['1 item has no date.'],
    };
    expect(calibrate(TEXT, reading)).toEqual(calibrate(TEXT, structuredClone(reading)));
  });

  it('counts the uncertain items again from the calibrated confidences', () => {
    const out = calibrate(TEXT, {
      items: [item({}), item({ title: 'Final exam', kind: 'final' })],
      warnings: ['Weights add to 90, not 100.', '2 items are uncertain (confidence below 0.6).'],
    });
    const unsure = out.items.filter((i) => i.confidence < 0.6).length;
    expect(out.warnings[0]).toBe('Weights add to 90, not 100.');
    expect(out.warnings.slice(1)).toEqual(
      unsure ? [`${unsure} ${unsure === 1 ? 'item is' : 'items are'} uncertain (confidence below 0.6).`] : [],
    );
  });

  it('is not applied by the reader while it is less calibrated than the reader on left-out corpora', () => {
    // lib/syllabus/index.ts says why; the eval and npm run train:syllabus print both figures.
    const own = uncalibrated(() => readSyllabus(TEXT, { fallbackYear: 2027 }));
    const answered = readSyllabus(TEXT, { fallbackYear: 2027 });
    expect(answered).toEqual(own);
    const calibrated = calibrate(TEXT, own);
    expect(calibrated.items.map((i) => i.title)).toEqual(own.items.map((i) => i.title));
    expect(calibrated.items.every((i) => i.confidence >= 0.01 && i.confidence <= 0.99)).toBe(true);
  });

  it('commits a model over known features, rounded as the training script writes it', () => {
    for (const m of [MODEL.item, MODEL.due]) {
      expect(m.features.every((f) => (FEATURE_NAMES as readonly string[]).includes(f))).toBe(true);
      expect([m.mean.length, m.scale.length, m.coefficients.length]).toEqual(Array(3).fill(m.features.length));
      expect(m.scale.every((s) => s > 0)).toBe(true);
      expect(rounded(m)).toEqual({
        features: m.features,
        mean: m.mean,
        scale: m.scale,
        intercept: m.intercept,
        coefficients: m.coefficients,
      });
    }
    expect(MODEL.item.coefficients[MODEL.item.features.indexOf('raw_confidence')]).toBeGreaterThanOrEqual(0);
  });
});
