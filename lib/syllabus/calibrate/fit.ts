// Fits the calibration model: L2-penalised logistic regression by Newton's method (iteratively
// reweighted least squares) for a fixed number of steps. No randomness and a fixed order of
// operations, so the same table gives the same coefficients. Used offline by the training script
// and the tests; nothing at request time imports it.
import type { Logistic } from './model.js';

export interface FitOptions {
  /** Penalty on the squared coefficients of standardised features (never on the intercept). */
  l2?: number;
  /** Newton steps. */
  iterations?: number;
  /** One weight per row (default 1): how much the row counts in the likelihood. */
  weights?: number[];
}

/** Fits P(y = 1 | x) on rows `x` (laid out as `names`) with outcomes `y` (0 or 1). */
export function fitLogistic(names: readonly string[], x: number[][], y: number[], options: FitOptions = {}): Logistic {
  const l2 = options.l2 ?? 1;
  const iterations = options.iterations ?? 30;
  const d = names.length;
  const n = x.length;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(1);
  for (let k = 0; k < d; k++) {
    let s = 0;
    for (const row of x) s += row[k]!;
    mean[k] = n ? s / n : 0;
    let v = 0;
    for (const row of x) v += (row[k]! - mean[k]!) ** 2;
    const sd = n ? Math.sqrt(v / n) : 0;
    scale[k] = sd > 1e-9 ? sd : 1;
  }
  const z = x.map((row) => [1, ...row.map((v, k) => (v - mean[k]!) / scale[k]!)]);
  const w = new Array<number>(d + 1).fill(0);
  const total = x.reduce((s, _, i) => s + (options.weights?.[i] ?? 1), 0);
  const base = y.reduce((s, v, i) => s + v * (options.weights?.[i] ?? 1), 0) / (total || 1);
  w[0] = Math.log(Math.max(1e-6, base) / Math.max(1e-6, 1 - base));
  for (let it = 0; it < iterations; it++) {
    const g = new Array<number>(d + 1).fill(0);
    const h = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const row = z[i]!;
      let t = 0;
      for (let k = 0; k <= d; k++) t += w[k]! * row[k]!;
      const p = 1 / (1 + Math.exp(-t));
      const s = options.weights?.[i] ?? 1;
      const r = s * (p - y[i]!);
      const q = s * p * (1 - p);
      for (let a = 0; a <= d; a++) {
        g[a]! += r * row[a]!;
        const qa = q * row[a]!;
        if (qa === 0) continue;
        const ha = h[a]!;
        for (let b = a; b <= d; b++) ha[b]! += qa * row[b]!;
      }
    }
    for (let a = 0; a <= d; a++) for (let b = 0; b < a; b++) h[a]![b] = h[b]![a]!;
    for (let k = 1; k <= d; k++) {
      g[k]! += l2 * w[k]!;
      h[k]![k]! += l2;
    }
    h[0]![0]! += 1e-9;
    const step = solve(h, g);
    for (let k = 0; k <= d; k++) w[k]! -= step[k]!;
  }
  return { features: [...names], mean, scale, intercept: w[0]!, coefficients: w.slice(1) };
}

/** Solves A·s = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const pivot = m[c]![c]! || 1e-12;
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / pivot;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const s = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = m[r]![n]!;
    for (let k = r + 1; k < n; k++) v -= m[r]![k]! * s[k]!;
    s[r] = v / (m[r]![r]! || 1e-12);
  }
  return s;
}

/** The model rounded as it is committed (so a retrain compares equal to the file). */
export function rounded(model: Logistic, digits = 6): Logistic {
  const r = (v: number) => Number(v.toFixed(digits));
  return {
    features: model.features,
    mean: model.mean.map(r),
    scale: model.scale.map(r),
    intercept: r(model.intercept),
    coefficients: model.coefficients.map(r),
  };
}
