// A logistic model over standardised features: the form the committed calibration data takes.

/** One fitted logistic regression, as stored in model.json. */
export interface Logistic {
  /** Feature names, in the order of `mean`, `scale` and `coefficients`. */
  features: string[];
  mean: number[];
  scale: number[];
  intercept: number;
  coefficients: number[];
}

/** The probability the model gives one feature vector (named as `model.features`, in that order). */
export function predict(model: Logistic, x: number[]): number {
  let z = model.intercept;
  for (let k = 0; k < model.coefficients.length; k++)
    z += (model.coefficients[k]! * ((x[k] ?? 0) - model.mean[k]!)) / model.scale[k]!;
  return 1 / (1 + Math.exp(-z));
}

/** Picks the columns a model was trained on out of vectors laid out as `names`. */
export function columns(names: readonly string[], model: Logistic): (x: number[]) => number[] {
  const at = model.features.map((f) => names.indexOf(f));
  return (x) => at.map((k) => (k >= 0 ? (x[k] ?? 0) : 0));
}
