// Scoring of parser output against a hand-labelled answer, by the matching rules of the
// fixtures' README (section 4): normalised titles, one-to-one greedy pairing, item
// precision/recall/F1, kind, weight (item or group level), day-exact dates and null dates.

export interface ExpectedItem {
  title: string;
  kind: string;
  due: string | null;
  weight: number;
  group?: string;
  weight_alt?: number[];
  kind_alt?: string[];
  due_alt?: (string | null)[];
  due_conflict?: string[];
  due_inferred?: boolean;
  optional?: boolean;
}

export interface Answer {
  items: ExpectedItem[];
}

export interface PredictedItem {
  title: string;
  kind: string;
  /** YYYY-MM-DD or YYYY-MM-DDTHH:MM, or null. */
  due: string | null;
  weight: number;
  /** The reader's confidence in the item and in its date, when it gave them. */
  confidence?: number;
  dueConfidence?: number | null;
}

export interface FileScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  kind: Ratio;
  weight: Ratio;
  weightItem: Ratio;
  date: Ratio;
  dateInferred: Ratio;
  dateNull: Ratio;
  time: Ratio;
  predWeightTotal: number;
  pairs: { expected: ExpectedItem; predicted: PredictedItem; similarity: number }[];
  unmatchedExpected: ExpectedItem[];
  unmatchedPredicted: PredictedItem[];
}

export interface Ratio {
  ok: number;
  of: number;
}

const ABBREVIATIONS: Record<string, string> = {
  hw: 'homework',
  hws: 'homework',
  pset: 'problem set',
  psets: 'problem sets',
  ps: 'problem set',
  pa: 'programming assignment',
  ct: 'class test',
  proj: 'project',
  asst: 'assignment',
  qz: 'quiz',
};

export function normalise(title: string): string {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

/** difflib.SequenceMatcher(None, a, b).ratio(): 2·M / (|a| + |b|) over recursive longest matches. */
export function sequenceRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const matched = (a0: number, a1: number, b0: number, b1: number): number => {
    let best = 0,
      bi = 0,
      bj = 0;
    let prev = new Array<number>(b1 - b0 + 1).fill(0);
    for (let i = a0; i < a1; i++) {
      const row = new Array<number>(b1 - b0 + 1).fill(0);
      for (let j = b0; j < b1; j++) {
        if (a[i] === b[j]) {
          const k = prev[j - b0]! + 1;
          row[j - b0 + 1] = k;
          if (k > best) {
            best = k;
            bi = i - k + 1;
            bj = j - k + 1;
          }
        }
      }
      prev = row;
    }
    if (!best) return 0;
    return best + matched(a0, bi, b0, bj) + matched(bi + best, a1, bj + best, b1);
  };
  return (2 * matched(0, a.length, 0, b.length)) / (a.length + b.length);
}

export function similarity(x: string, y: string): number {
  const a = normalise(x);
  const b = normalise(y);
  const na = new Set(a.split(' ').filter((w) => /^\d+$/.test(w)));
  const nb = new Set(b.split(' ').filter((w) => /^\d+$/.test(w)));
  if (na.size && nb.size && (na.size !== nb.size || [...na].some((n) => !nb.has(n)))) return 0;
  const ta = new Set(a.split(' ').filter(Boolean));
  const tb = new Set(b.split(' ').filter(Boolean));
  const inter = [...ta].filter((w) => tb.has(w)).length;
  const union = new Set([...ta, ...tb]).size;
  return Math.max(union ? inter / union : 0, sequenceRatio(a, b));
}

const day = (due: string | null | undefined) => (due ? due.slice(0, 10) : null);
const timeOf = (due: string | null) => (due && due.length > 10 ? due.slice(11, 16) : null);

export function kindOk(p: PredictedItem, e: ExpectedItem): boolean {
  return p.kind === e.kind || (e.kind_alt ?? []).includes(p.kind);
}

export function dateOk(p: PredictedItem, e: ExpectedItem): boolean {
  const pd = day(p.due);
  const alts = (e.due_alt ?? []).map((d) => day(d));
  if (e.due === null) return pd === null || alts.includes(pd);
  return pd === day(e.due) || alts.includes(pd);
}

function weightItemOk(p: PredictedItem, e: ExpectedItem): boolean {
  return [e.weight, ...(e.weight_alt ?? [])].some((w) => Math.abs(p.weight - w) <= 0.01 + 1e-9);
}

const ratio = (r: Ratio) => (r.of ? r.ok / r.of : 1);
export const rate = ratio;

export function scoreFile(answer: Answer, predicted: PredictedItem[]): FileScore {
  const expected = answer.items;
  const candidates: { e: number; p: number; score: number; sim: number }[] = [];
  expected.forEach((e, ei) =>
    predicted.forEach((p, pi) => {
      const sim = similarity(p.title, e.title);
      const k = kindOk(p, e);
      const d = dateOk(p, e);
      if (sim >= 0.5 || (sim >= 0.3 && k && d))
        candidates.push({ e: ei, p: pi, score: sim + 0.15 * Number(k) + 0.15 * Number(d), sim });
    }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  const pairs: FileScore['pairs'] = [];
  for (const c of candidates) {
    if (usedE.has(c.e) || usedP.has(c.p)) continue;
    usedE.add(c.e);
    usedP.add(c.p);
    pairs.push({ expected: expected[c.e]!, predicted: predicted[c.p]!, similarity: c.sim });
  }
  const tpPairs = pairs.filter((x) => !x.expected.optional);
  const tp = tpPairs.length;
  const fn = expected.filter((e, i) => !e.optional && !usedE.has(i)).length;
  const fp = predicted.filter((_, i) => !usedP.has(i)).length;
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;

  // Group level: the matched predictions of a group add up to the group's expected weight.
  const groupOk = new Map<string, boolean>();
  for (const g of new Set(expected.filter((e) => e.group && !e.optional).map((e) => e.group!))) {
    const members = expected.filter((e) => e.group === g && !e.optional);
    const want = members.reduce((s, e) => s + e.weight, 0);
    const got = tpPairs.filter((x) => x.expected.group === g).reduce((s, x) => s + x.predicted.weight, 0);
    groupOk.set(g, Math.abs(got - want) <= 0.01 * members.length + 1e-9);
  }
  const r = (): Ratio => ({ ok: 0, of: 0 });
  const kind = r(),
    weight = r(),
    weightItem = r(),
    date = r(),
    dateInferred = r(),
    dateNull = r(),
    time = r();
  for (const { expected: e, predicted: p } of tpPairs) {
    kind.of++;
    if (kindOk(p, e)) kind.ok++;
    const itemOk = weightItemOk(p, e);
    weightItem.of++;
    if (itemOk) weightItem.ok++;
    weight.of++;
    if (itemOk || (e.group && groupOk.get(e.group))) weight.ok++;
    if (e.due === null) {
      dateNull.of++;
      if (dateOk(p, e)) dateNull.ok++;
      continue;
    }
    const bucket = e.due_inferred ? dateInferred : date;
    bucket.of++;
    if (dateOk(p, e)) bucket.ok++;
    if (timeOf(e.due)) {
      time.of++;
      if (day(p.due) === day(e.due) && timeOf(p.due) === timeOf(e.due)) time.ok++;
    }
  }
  return {
    tp,
    fp,
    fn,
    precision,
    recall,
    f1,
    kind,
    weight,
    weightItem,
    date,
    dateInferred,
    dateNull,
    time,
    predWeightTotal: Math.round(predicted.reduce((s, p) => s + p.weight, 0) * 100) / 100,
    pairs,
    unmatchedExpected: expected.filter((e, i) => !e.optional && !usedE.has(i)),
    unmatchedPredicted: predicted.filter((_, i) => !usedP.has(i)),
  };
}

export interface Overall {
  files: number;
  micro: { precision: number; recall: number; f1: number };
  macro: { precision: number; recall: number; f1: number };
  kind: number;
  weight: number;
  weightItem: number;
  date: number;
  dateInferred: number;
  dateNull: number;
  time: number;
}

export function overall(scores: FileScore[]): Overall {
  const sum = (f: (s: FileScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const tp = sum((s) => s.tp),
    fp = sum((s) => s.fp),
    fn = sum((s) => s.fn);
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const pooled = (k: 'kind' | 'weight' | 'weightItem' | 'date' | 'dateInferred' | 'dateNull' | 'time') =>
    ratio({ ok: sum((s) => s[k].ok), of: sum((s) => s[k].of) });
  const n = scores.length || 1;
  return {
    files: scores.length,
    micro: { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 },
    macro: { precision: sum((s) => s.precision) / n, recall: sum((s) => s.recall) / n, f1: sum((s) => s.f1) / n },
    kind: pooled('kind'),
    weight: pooled('weight'),
    weightItem: pooled('weightItem'),
    date: pooled('date'),
    dateInferred: pooled('dateInferred'),
    dateNull: pooled('dateNull'),
    time: pooled('time'),
  };
}

/**
 * The members-merged view of the peer corpus (its README): predictions sharing a title once digits
 * and `#` are removed, and sharing a kind, become one item with the summed weight, dated only when
 * it had a single member.
 */
export function mergeMembers(predicted: PredictedItem[]): PredictedItem[] {
  const groups = new Map<string, PredictedItem[]>();
  for (const p of predicted) {
    const key = `${p.title
      .replace(/[0-9#]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()}|${p.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((g) =>
    g.length === 1
      ? g[0]!
      : {
          title: g[0]!.title
            .replace(/[0-9#]/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
          kind: g[0]!.kind,
          weight: Math.round(g.reduce((s, p) => s + p.weight, 0) * 10000) / 10000,
          due: null,
        },
  );
}

/** One prediction's stated confidence and whether it proved right. */
export interface Outcome {
  confidence: number;
  right: boolean;
}

/**
 * Each prediction of one file: the item right when it matched a required item with the right day (or a
 * label without one); the date right when a matched item's date is (a null kept null included).
 */
export function outcomes(s: FileScore): { items: Outcome[]; dates: Outcome[] } {
  const items: Outcome[] = [];
  const dates: Outcome[] = [];
  for (const { expected: e, predicted: p } of s.pairs) {
    if (e.optional) continue;
    const dayOk = dateOk(p, e);
    if (p.confidence !== undefined) items.push({ confidence: p.confidence, right: e.due === null || dayOk });
    if (p.dueConfidence !== undefined && p.dueConfidence !== null)
      dates.push({ confidence: p.dueConfidence, right: dayOk });
  }
  for (const p of s.unmatchedPredicted)
    if (p.confidence !== undefined) items.push({ confidence: p.confidence, right: false });
  return { items, dates };
}

/** A reliability table: confidence bins against the share right, and the expected calibration error. */
export function reliability(xs: Outcome[]): {
  bins: { from: number; to: number; n: number; mean: number; right: number }[];
  ece: number;
} {
  const edges = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];
  const bins = edges.slice(0, -1).map((from, k) => {
    const inBin = xs.filter((x) => x.confidence >= from && x.confidence < edges[k + 1]!);
    const n = inBin.length;
    return {
      from,
      to: Math.min(1, edges[k + 1]!),
      n,
      mean: n ? inBin.reduce((a, x) => a + x.confidence, 0) / n : 0,
      right: n ? inBin.filter((x) => x.right).length / n : 0,
    };
  });
  const total = xs.length || 1;
  return { bins, ece: bins.reduce((a, b) => a + (b.n / total) * Math.abs(b.mean - b.right), 0) };
}
