// The offline fit of the calibration model: deterministic, and right on tables whose answer is known.
import { describe, expect, it } from 'vitest';
import { fitLogistic, rounded } from '../../../../lib/syllabus/calibrate/fit.js';
import { predict } from '../../../../lib/syllabus/calibrate/model.js';

/** A fixed table: the outcome follows `a` (mostly), ignores `c`, and `b` is constant. */
const names = ['a', 'b', 'c'];
const x: number[][] = [];
const y: number[] = [];
for (let i = 0; i < 40; i++) {
  const a = (i % 10) / 10;
  x.push([a, 1, (i * 7) % 3]);
  y.push(a > 0.45 ? (i % 13 === 0 ? 0 : 1) : i % 11 === 0 ? 1 : 0);
}

describe('calibration fit', () => {
  it('reproduces the same coefficients on every run (no randomness, fixed steps)', () => {
    const one = rounded(fitLogistic(names, x, y, { l2: 1, iterations: 30 }));
    const two = rounded(
      fitLogistic(
        names,
        x.map((r) => [...r]),
        [...y],
        { l2: 1, iterations: 30 },
      ),
    );
    expect(two).toEqual(one);
    // Pinned: a change to the fit (not to the data) shows here before it changes a committed model.
    expect(one.coefficients.map((c) => Number(c.toFixed(3)))).toEqual([1.207, 0, -0.087]);
    expect(Number(one.intercept.toFixed(3))).toBe(0.27);
  });

  it('learns the direction of a feature that decides, none from a constant, and calibrated odds', () => {
    const m = fitLogistic(names, x, y, { l2: 1, iterations: 30 });
    expect(m.coefficients[0]).toBeGreaterThan(1);
    expect(m.coefficients[1]).toBe(0);
    expect(predict(m, [0.9, 1, 0])).toBeGreaterThan(predict(m, [0.1, 1, 0]));
    // On its own training table the mean prediction equals the share of positives (the intercept's score equation).
    const mean = x.reduce((s, r) => s + predict(m, r), 0) / x.length;
    expect(mean).toBeCloseTo(y.reduce((s, v) => s + v, 0) / y.length, 6);
  });

  it('weights rows: a row counted twice is a row given weight 2', () => {
    const doubled = fitLogistic(names, [...x, x[3]!], [...y, y[3]!], { l2: 1, iterations: 30 });
    const weighted = fitLogistic(names, x, y, {
      l2: 1,
      iterations: 30,
      weights: x.map((_, i) => (i === 3 ? 2 : 1)),
    });
    // Standardisation differs slightly (it is unweighted), so compare the predictions, not the coefficients.
    for (const r of x) expect(predict(weighted, r)).toBeCloseTo(predict(doubled, r), 2);
  });

  it('shrinks toward the base rate as the penalty grows', () => {
    const loose = fitLogistic(names, x, y, { l2: 0.1 });
    const tight = fitLogistic(names, x, y, { l2: 1000 });
    expect(Math.abs(tight.coefficients[0]!)).toBeLessThan(Math.abs(loose.coefficients[0]!));
  });
});
