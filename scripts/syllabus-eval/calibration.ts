// Calibration of the reader's confidences on the labelled real corpora: the rows the model is
// trained on (features and outcomes of every item the reader returns), leave-one-corpus-out
// predictions, and the reliability table the eval and the training script print.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FEATURE_NAMES,
  features,
  MODEL,
  uncalibrated,
  type CalibrationModel,
  type ReadResult,
} from '../../lib/syllabus/calibrate/index.js';
import { fitLogistic, rounded } from '../../lib/syllabus/calibrate/fit.js';
import { columns, predict, type Logistic } from '../../lib/syllabus/calibrate/model.js';
import { type ParsedAssessment, readSyllabus } from '../../lib/syllabus/index.js';
import { outcomes, type OutcomeOptions } from './outcomes.js';
import { DEFAULT_FIXTURES, toPredicted } from './run.js';
import type { Answer } from './score.js';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const shared = dirname(DEFAULT_FIXTURES);

/** A labelled real corpus. The written sets (tests/fixtures/syllabi-written) are never one of these. */
export interface Corpus extends OutcomeOptions {
  label: string;
  /** Folder of `<name>.expected.json` labels. */
  labels: string;
  /** Where the text of one labelled outline is. */
  text: (name: string) => string;
}

export const CORPORA: Corpus[] = [
  { label: 'syllabi', labels: DEFAULT_FIXTURES, text: (n) => join(DEFAULT_FIXTURES, `${n}.txt`) },
  {
    label: 'syllabi-real',
    labels: join(shared, 'syllabi-real'),
    text: (n) => join(shared, 'syllabi-real', `${n}.txt`),
  },
  {
    label: 'syllabi-peer',
    labels: join(shared, 'syllabi-peer'),
    text: (n) => join(shared, 'syllabi-peer', `${n}.txt`),
    merged: true,
    nullDatesUnknown: true,
  },
  {
    label: 'syllabi-web (full labels)',
    labels: join(root, 'tests/fixtures/syllabi-web-labels/full'),
    text: (n) => join(shared, 'syllabi-web/pages', `${n}.md`),
  },
];

/** Dates without a year take this one while training, so a retrain does not depend on the calendar. */
export const TRAINING_YEAR = 2026;

export interface Row {
  corpus: string;
  file: string;
  x: number[];
  /** The reader's own confidence (before calibration). */
  raw: number;
  /** The reader's own confidence in the date when it gives one, else its item confidence. */
  rawDue: number | null;
  hasDue: boolean;
  matched: boolean;
  right: boolean;
  dayRight: boolean | null;
}

/** Every item the reader (uncalibrated) returns on every labelled corpus present, with its outcome. */
export function collectRows(corpora: Corpus[] = CORPORA): { rows: Row[]; skipped: string[] } {
  const rows: Row[] = [];
  const skipped: string[] = [];
  for (const corpus of corpora) {
    if (!existsSync(corpus.labels)) {
      skipped.push(corpus.label);
      continue;
    }
    const names = readdirSync(corpus.labels)
      .filter((f) => f.endsWith('.expected.json'))
      .map((f) => f.replace(/\.expected\.json$/, ''))
      .sort();
    for (const name of names) {
      let text: string;
      try {
        text = readFileSync(corpus.text(name), 'utf8');
      } catch {
        skipped.push(`${corpus.label}/${name}`);
        continue;
      }
      const answer = JSON.parse(readFileSync(join(corpus.labels, `${name}.expected.json`), 'utf8')) as Answer;
      const reading = uncalibrated(() => readSyllabus(text, { fallbackYear: TRAINING_YEAR }));
      rows.push(...rowsOf(corpus.label, name, text, reading, answer, corpus));
    }
  }
  return { rows, skipped };
}

/** One row per item of one reading that the labels judge (an item matched to an optional label is not). */
function rowsOf(
  corpus: string,
  file: string,
  text: string,
  reading: ReadResult<ParsedAssessment>,
  answer: Answer,
  options: OutcomeOptions,
): Row[] {
  const xs = features(text, reading);
  const judged = outcomes(answer, toPredicted(reading.items), options);
  const rows: Row[] = [];
  reading.items.forEach((item, i) => {
    const o = judged[i];
    if (!o) return;
    rows.push({
      corpus,
      file,
      x: xs[i]!,
      raw: item.confidence,
      rawDue: item.due ? (item.dueConfidence ?? item.confidence) : null,
      hasDue: Boolean(item.due),
      matched: o.matched,
      right: o.right,
      dayRight: o.dayRight,
    });
  });
  return rows;
}

/**
 * Readings of web pages by the reader as it stood while those pages were unseen (never studied, never tuned on):
 * `readings/<batch>.jsonl` beside the web labels, one per full-label batch, written by read-at-commit.ts on the
 * commit at which the batch was scored unseen. The rules are shaped on the pages they are studied on, so the
 * reader is right more often on its studied pages than on a new outline; these readings say how often it is right
 * on a new one. The batch is the corpus of a row, so leave-one-out figures on them leave out one batch. Trained on
 * them alone, a model is much better calibrated on the batch it leaves out (ECE 0.095 → 0.021 pooled) but worse on
 * the plain-text corpora it never saw (syllabi-real 0.139 → 0.155, syllabi-peer 0.094 → 0.175), and no better
 * trained on both (2026-11-30): the eval prints these readings' table, the reader keeps its own figures.
 */
export const UNSEEN_READINGS = join(root, 'tests/fixtures/syllabi-web-labels/readings');
const WEB_FULL_LABELS = join(root, 'tests/fixtures/syllabi-web-labels/full');

export function unseenRows(dir: string = UNSEEN_READINGS): Row[] {
  if (!existsSync(dir)) return [];
  const rows: Row[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const batch = file.replace(/\.jsonl$/, '');
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const reading = JSON.parse(line) as ReadResult<ParsedAssessment> & { id: string };
      const text = readFileSync(join(shared, 'syllabi-web/pages', `${reading.id}.md`), 'utf8');
      // The newest batch's labels are in full-fresh/ until it joins the studied pages.
      const label = [WEB_FULL_LABELS, `${WEB_FULL_LABELS}-fresh`]
        .map((d) => join(d, `${reading.id}.expected.json`))
        .find((f) => existsSync(f));
      if (!label) throw new Error(`no full label for the reading of page ${reading.id} (${file})`);
      const answer = JSON.parse(readFileSync(label, 'utf8')) as Answer;
      rows.push(...rowsOf(batch, reading.id, text, reading, answer, {}));
    }
  }
  return rows;
}

/** Penalty and steps of the fit: fixed, so a retrain reproduces the committed model. */
export const FIT = { l2: 10, iterations: 30 } as const;

/** The features of each model. */
export interface Features {
  item: readonly string[];
  due: readonly string[];
}

/** The features the committed model uses (the eval's leave-one-corpus-out figures keep them). */
export const COMMITTED: Features = { item: MODEL.item.features, due: MODEL.due.features };

const dueRows = (rows: Row[]) => rows.filter((r) => r.hasDue && r.dayRight !== null);

/**
 * Each corpus counts as much as any other in a fit, whatever its size: the reader's rules were shaped
 * on some corpora (and the peer corpus alone holds most items), while the outlines it will meet are
 * like none of them in particular.
 */
function balanced(rows: Row[]): number[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.corpus, (count.get(r.corpus) ?? 0) + 1);
  return rows.map((r) => rows.length / (count.size * count.get(r.corpus)!));
}

/** The columns `names` of every row's feature vector. */
function pick(rows: Row[], names: readonly string[]): number[][] {
  const at = names.map((n) => FEATURE_NAMES.indexOf(n as (typeof FEATURE_NAMES)[number]));
  if (at.some((k) => k < 0)) throw new Error(`unknown feature in ${names.join(', ')}`);
  return rows.map((r) => at.map((k) => r.x[k]!));
}

/** Fits P(right) on every row and P(day right) on the dated, judged rows. */
export function train(rows: Row[], features: Features): CalibrationModel {
  const item = fitLogistic(
    features.item,
    pick(rows, features.item),
    rows.map((r) => Number(r.right)),
    { ...FIT, weights: balanced(rows) },
  );
  const dated = dueRows(rows);
  const due = fitLogistic(
    features.due,
    pick(dated, features.due),
    dated.map((r) => Number(r.dayRight)),
    { ...FIT, weights: balanced(dated) },
  );
  return { item: rounded(item), due: rounded(due) };
}

/** Leave-one-corpus-out log loss of one model trained on `names`: the mean over corpora of each one's mean. */
function locoLoss(rows: Row[], names: string[], target: 'item' | 'due'): number {
  const use = target === 'item' ? rows : dueRows(rows);
  const y = (r: Row) => Number(target === 'item' ? r.right : r.dayRight);
  const corpora = [...new Set(use.map((r) => r.corpus))];
  let loss = 0;
  for (const corpus of corpora) {
    const train = use.filter((r) => r.corpus !== corpus);
    const model = fitLogistic(names, pick(train, names), train.map(y), { ...FIT, weights: balanced(train) });
    const test = use.filter((r) => r.corpus === corpus);
    let sum = 0;
    pick(test, names).forEach((x, i) => {
      const p = Math.min(0.99, Math.max(0.01, predict(model, x)));
      sum -= y(test[i]!) ? Math.log(p) : Math.log(1 - p);
    });
    loss += sum / (test.length || 1);
  }
  return loss / (corpora.length || 1);
}

/**
 * Forward selection from the reader's own confidence: adds, one at a time, the feature that lowers the
 * leave-one-corpus-out log loss most, while it lowers it by 0.002 or more (at most 8).
 */
export function selectFeatures(rows: Row[], target: 'item' | 'due', log: (s: string) => void = () => {}): string[] {
  const chosen = ['raw_confidence'];
  let best = locoLoss(rows, chosen, target);
  log(`${target}: raw_confidence ${best.toFixed(4)}`);
  for (let step = 0; step < 8; step++) {
    let next: string | null = null;
    let loss = best - 0.002;
    for (const f of FEATURE_NAMES) {
      if (chosen.includes(f)) continue;
      const l = locoLoss(rows, [...chosen, f], target);
      if (l < loss) {
        loss = l;
        next = f;
      }
    }
    if (!next) break;
    chosen.push(next);
    best = loss;
    log(`${target}: + ${next} ${best.toFixed(4)}`);
  }
  return chosen;
}

const round2 = (p: number) => Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100;
const apply = (model: Logistic, x: number[]) => round2(predict(model, columns(FEATURE_NAMES, model)(x)));

/** One item's confidences and outcomes, as the reliability table reads them. */
export interface Judged {
  p: number;
  pDue: number | null;
  matched: boolean;
  right: boolean;
  dayRight: boolean | null;
}

/** The reader's own confidences. */
export const before = (rows: Row[]): Judged[] =>
  rows.map((r) => ({ p: r.raw, pDue: r.rawDue, matched: r.matched, right: r.right, dayRight: r.dayRight }));

/** Both models' features, each chosen by forward selection on `rows`. */
export function chooseFeatures(rows: Row[], log?: (s: string) => void): Features {
  return { item: selectFeatures(rows, 'item', log), due: selectFeatures(rows, 'due', log) };
}

/**
 * Confidences from a model trained on every corpus but the row's own: with the features given, or
 * (`'select'`) with features selected afresh on the training corpora alone, so the left-out corpus
 * plays no part in any choice (the honest figure).
 */
export function leaveOneCorpusOut(rows: Row[], features: Features | 'select'): Map<string, Judged[]> {
  const out = new Map<string, Judged[]>();
  for (const corpus of [...new Set(rows.map((r) => r.corpus))]) {
    const training = rows.filter((r) => r.corpus !== corpus);
    const model = train(training, features === 'select' ? chooseFeatures(training) : features);
    out.set(
      corpus,
      rows
        .filter((r) => r.corpus === corpus)
        .map((r) => ({
          p: apply(model.item, r.x),
          pDue: r.hasDue ? apply(model.due, r.x) : null,
          matched: r.matched,
          right: r.right,
          dayRight: r.dayRight,
        })),
    );
  }
  return out;
}

export const BINS: [number, number][] = [
  [0, 0.2],
  [0.2, 0.4],
  [0.4, 0.6],
  [0.6, 0.8],
  [0.8, 0.9],
  [0.9, 1.0001],
];

export interface Reliability {
  n: number;
  /** Expected calibration error of `confidence` against `right`, over BINS. */
  ece: number;
  /** Expected calibration error of `dueConfidence` against the day being right, over dated judged items. */
  eceDue: number;
  /** Items with confidence ≥ 0.8, and the share of them right. */
  high: { n: number; right: number };
  table: string;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '   -  ');

/** The reliability table: per confidence bin, how many items, how many matched, how many right. */
export function reliability(judged: Judged[]): Reliability {
  const lines = ['confidence   items  mean  matched   right(day where labelled) │ dueConf  dated  mean  day right'];
  let ece = 0,
    eceDue = 0;
  const dated = judged.filter((j) => j.pDue !== null && j.dayRight !== null);
  for (const [lo, hi] of BINS) {
    const inBin = judged.filter((j) => j.p >= lo && j.p < hi);
    const dueBin = dated.filter((j) => j.pDue! >= lo && j.pDue! < hi);
    const mean = inBin.reduce((s, j) => s + j.p, 0) / (inBin.length || 1);
    const right = inBin.filter((j) => j.right).length;
    const matched = inBin.filter((j) => j.matched).length;
    const meanDue = dueBin.reduce((s, j) => s + j.pDue!, 0) / (dueBin.length || 1);
    const dayRight = dueBin.filter((j) => j.dayRight).length;
    if (judged.length)
      ece += (inBin.length / judged.length) * Math.abs(mean - (inBin.length ? right / inBin.length : 0));
    if (dated.length)
      eceDue += (dueBin.length / dated.length) * Math.abs(meanDue - (dueBin.length ? dayRight / dueBin.length : 0));
    const bin = `${lo.toFixed(1)}–${Math.min(1, hi).toFixed(1)}`;
    lines.push(
      `${bin.padEnd(11)}  ${String(inBin.length).padStart(5)}  ${inBin.length ? mean.toFixed(2) : '  - '}  ${pct(matched, inBin.length).padStart(7)}   ${pct(right, inBin.length).padStart(7)}                   │ ${bin.padEnd(7)}  ${String(dueBin.length).padStart(5)}  ${dueBin.length ? meanDue.toFixed(2) : '  - '}  ${pct(dayRight, dueBin.length).padStart(7)}`,
    );
  }
  const high = judged.filter((j) => j.p >= 0.8);
  const highRight = high.filter((j) => j.right).length;
  lines.push(
    `all          ${String(judged.length).padStart(5)}        ${pct(judged.filter((j) => j.matched).length, judged.length).padStart(7)}   ${pct(judged.filter((j) => j.right).length, judged.length).padStart(7)}                   │ all      ${String(dated.length).padStart(5)}        ${pct(dated.filter((j) => j.dayRight).length, dated.length).padStart(7)}`,
  );
  lines.push(
    `ECE ${ece.toFixed(3)} (confidence vs right)   ECE ${eceDue.toFixed(3)} (dueConfidence vs day right)   confidence ≥ 0.8: ${high.length} items, ${pct(highRight, high.length)} right`,
  );
  return { n: judged.length, ece, eceDue, high: { n: high.length, right: highRight }, table: lines.join('\n') };
}

/** A digest of the training table, so a retrain on different data (a changed reader) is visible. */
export function tableDigest(rows: Row[]): string {
  const h = createHash('sha256');
  for (const r of rows)
    h.update(
      `${r.corpus}|${r.file}|${r.x.map((v) => v.toFixed(6)).join(',')}|${+r.right}|${r.dayRight === null ? '-' : +r.dayRight}\n`,
    );
  return h.digest('hex').slice(0, 16);
}

/**
 * Prints the reliability tables: the reader's own confidences and leave-one-corpus-out calibration,
 * with the committed model's features (the eval) or with features selected inside each fold (training).
 */
export function printCalibration(
  rows: Row[] = collectRows().rows,
  features: Features | 'select' = COMMITTED,
  unit: 'corpus' | 'batch' = 'corpus',
): Reliability | null {
  if (!rows.length) {
    console.log('\nCalibration: no labelled real corpus found: skipped.');
    return null;
  }
  const corpora = [...new Set(rows.map((r) => r.corpus))];
  console.log(
    "\nCalibration (right = matched, on the labelled day where the label has one; day right: judged on dated items, an unmatched item's day is wrong; before = the reader's own confidence, also standing for dueConfidence where the reader gives none)",
  );
  const loco = leaveOneCorpusOut(rows, features);
  const summary: string[][] = [
    ['corpus', 'items', 'ECE before → after', 'ECE due before → after', '≥ 0.8 right before → after'],
  ];
  const add = (label: string, b: Reliability, a: Reliability) =>
    summary.push([
      label,
      String(a.n),
      `${b.ece.toFixed(3)} → ${a.ece.toFixed(3)}`,
      `${b.eceDue.toFixed(3)} → ${a.eceDue.toFixed(3)}`,
      `${pct(b.high.right, b.high.n)} of ${b.high.n} → ${pct(a.high.right, a.high.n)} of ${a.high.n}`,
    ]);
  const eces = { before: [0, 0, 0, 0], after: [0, 0, 0, 0] };
  for (const corpus of corpora) {
    const b = reliability(before(rows.filter((r) => r.corpus === corpus)));
    const a = reliability(loco.get(corpus)!);
    console.log(`\n── ${corpus}: before\n${b.table}`);
    console.log(
      `\n── ${corpus}: after, left out (model trained on the other ${unit === 'batch' ? 'batches' : 'corpora'})\n${a.table}`,
    );
    add(corpus, b, a);
    eces.before[0]! += b.ece / corpora.length;
    eces.before[1]! += b.eceDue / corpora.length;
    eces.after[0]! += a.ece / corpora.length;
    eces.after[1]! += a.eceDue / corpora.length;
  }
  const b = reliability(before(rows));
  const a = reliability([...loco.values()].flat());
  console.log(`\n── pooled, before\n${b.table}`);
  console.log(`\n── pooled, leave-one-${unit}-out\n${a.table}`);
  add('pooled', b, a);
  summary.push([
    `mean over ${unit === 'batch' ? 'batches' : 'corpora'}`,
    '',
    `${eces.before[0]!.toFixed(3)} → ${eces.after[0]!.toFixed(3)}`,
    `${eces.before[1]!.toFixed(3)} → ${eces.after[1]!.toFixed(3)}`,
    '',
  ]);
  const widths = summary[0]!.map((_, k) => Math.max(...summary.map((t) => t[k]!.length)));
  const how = features === 'select' ? 'features selected inside each fold' : 'the committed features';
  console.log(`\nCalibration, leave-one-${unit}-out (after; ${how}) against the reader's own confidence (before)\n`);
  for (const t of summary) console.log(t.map((c, k) => c.padEnd(widths[k]!)).join('  '));
  return a;
}
