// The confidence bounds of lib/syllabus/confidence/bounds.ts judged on the readings of the web batches while unseen
// (tests/fixtures/syllabi-web-labels/readings: each batch read by the reader of its own session, with the confidences
// that reader gave), against today's labels. The bounds read the answer alone, so they apply to a recorded answer as
// they do to the reader's. Prints, pooled and per batch, the items at 0.8 or more and the share right, and the ECE
// (the eval's six bins), for: the recorded values; the date bound alone (the reader before the bound
// undated-among-dated); the reader's lifts and bounds (LIFTS, BOUNDS); and leave-one-batch-out: for each batch, the
// bounds chosen on the other batches alone from a small family (none, or undated-among-dated with 1, 2 or 3 dated
// items and with or without quizzes and labs exempt; each with or without weight-not-printed, undated-in-a-calendar,
// dated-in-an-unprinted-year and the lift due-on-its-series-line) — the one with the most items right at 0.8 or
// more less nine per wrong one on the other batches — applied to the batch left out. A batch whose reader applied
// bounds already is read from readings/unbounded/ when there (the same reader with BOUNDS empty).
// Usage: npx tsx scripts/syllabus-eval/confidence-bound.ts [--no-learned]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Bound,
  BOUNDS,
  type BoundOutline,
  boundOutline,
  bounded,
  datedInAnUnprintedYear,
  datedWithinItsDate,
  LIFTS,
  lifted,
  undatedAmongDated,
  undatedInACalendar,
  weightNotPrinted,
} from '../../lib/syllabus/confidence/bounds.js';
import { statedFigures } from '../../lib/syllabus/calibrate/features.js';
import { FEATURE_NAMES, features } from '../../lib/syllabus/calibrate/index.js';
import { columns, type Logistic, predict } from '../../lib/syllabus/calibrate/model.js';
import type { ParsedAssessment } from '../../lib/syllabus/index.js';
import { COMMITTED, CORPORA, type Judged, reliability, train, UNSEEN_READINGS, unseenRows } from './calibration.js';
import { outcomes } from './outcomes.js';
import { toPredicted } from './run.js';
import type { Answer } from './score.js';

interface Page {
  batch: string;
  text: string;
  /** The recorded answer's warnings and unplaced deliverables (the learned calibration reads them). */
  rest: { warnings: string[]; unplaced?: unknown[] };
  items: ParsedAssessment[];
  /** The items with the reader's lifts applied (LIFTS: dates held surer from where the outline prints them). */
  raised: ParsedAssessment[];
  outline: BoundOutline;
  judged: ReturnType<typeof outcomes>;
}

const pages: Page[] = [];
for (const file of readdirSync(UNSEEN_READINGS)
  .filter((f) => f.endsWith('.jsonl'))
  .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))) {
  // A batch recorded by a reader that applied the bounds already (full14) is read from its reading by the same
  // reader with the bounds left out (readings/unbounded/), so that a bound loosened or a date lifted shows.
  const unbounded = join(UNSEEN_READINGS, 'unbounded', file);
  for (const line of readFileSync(existsSync(unbounded) ? unbounded : join(UNSEEN_READINGS, file), 'utf8').split(
    '\n',
  )) {
    if (!line.trim()) continue;
    const reading = JSON.parse(line) as {
      id: string;
      items: ParsedAssessment[];
      warnings: string[];
      unplaced?: unknown[];
    };
    // The newest batch's labels are in full-fresh/ until it joins the studied pages (as in calibration.ts).
    const label = ['../full', '../full-fresh']
      .map((d) => join(UNSEEN_READINGS, d, `${reading.id}.expected.json`))
      .find((f) => existsSync(f));
    if (!label) throw new Error(`no full label for the reading of page ${reading.id} (${file})`);
    const answer = JSON.parse(readFileSync(label, 'utf8')) as Answer;
    const text = readFileSync(CORPORA[3]!.text(reading.id), 'utf8');
    const outline = boundOutline(text, statedFigures(text));
    pages.push({
      batch: file.replace(/\.jsonl$/, ''),
      text,
      rest: { warnings: reading.warnings, unplaced: reading.unplaced },
      items: reading.items,
      raised: lifted(reading.items, outline, LIFTS),
      outline,
      judged: outcomes(answer, toPredicted(reading.items), {}),
    });
  }
}
const batches = [...new Set(pages.map((p) => p.batch))];

/** The judged items of `of` with `bounds` applied to each recorded answer (null: the recorded values). */
function judge(of: Page[], bounds: readonly Bound[] | null, lift = false): Judged[] {
  const out: Judged[] = [];
  for (const p of of) {
    const from = lift ? p.raised : p.items;
    const items = bounds ? bounded(from, p.outline, bounds) : from;
    items.forEach((item, i) => {
      const o = p.judged[i];
      if (!o) return;
      const pDue = item.due ? (item.dueConfidence ?? item.confidence) : null;
      out.push({ p: item.confidence, pDue, matched: o.matched, right: o.right, dayRight: o.dayRight });
    });
  }
  return out;
}

const UNDATED: { name: string; bounds: readonly Bound[] }[] = [
  { name: 'date bound alone', bounds: [datedWithinItsDate] },
  ...[1, 2, 3].flatMap((k) =>
    [['participation'], ['participation', 'quiz', 'lab']].map((exempt) => ({
      name: `undated among ≥${k} dated${exempt.length > 1 ? ' (quiz, lab exempt)' : ''}`,
      bounds: [datedWithinItsDate, undatedAmongDated(k, exempt)],
    })),
  ),
];
const FAMILY: { name: string; bounds: readonly Bound[]; lift?: boolean }[] = UNDATED.flatMap((c) => [
  c,
  { name: `${c.name} + weight not printed`, bounds: [...c.bounds, weightNotPrinted] },
])
  .flatMap((c) => [c, { name: `${c.name} + undated in a calendar`, bounds: [...c.bounds, undatedInACalendar()] }])
  .flatMap((c) => [c, { name: `${c.name} + unprinted year`, bounds: [...c.bounds, datedInAnUnprintedYear()] }])
  .flatMap((c) => [c, { ...c, name: `${c.name} + lift`, lift: true }]);

/**
 * The bound of the family that the training batches favour: the most items right at 0.8 or more, less nine for
 * each wrong one (an item earns its place in the band when items like it are right nine times in ten, so a
 * bound that moves items out of the band is chosen when fewer than nine in ten of them were right).
 */
function choose(training: Page[]): (typeof FAMILY)[number] {
  let best = FAMILY[0]!;
  let most = -Infinity;
  for (const c of FAMILY) {
    const high = judge(training, c.bounds, c.lift).filter((j) => j.p >= 0.8);
    const right = high.filter((j) => j.right).length;
    const worth = right - 9 * (high.length - right);
    if (worth > most) {
      most = worth;
      best = c;
    }
  }
  return best;
}

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)} %` : '-');
const cell = (js: Judged[]) => {
  const r = reliability(js);
  return `${String(r.high.right).padStart(3)}/${String(r.high.n).padEnd(3)} ${pct(r.high.right, r.high.n).padStart(7)}  ECE ${r.ece.toFixed(3)}`;
};

console.log(
  'Readings of the web batches while unseen: items at ≥ 0.8 right / all, share right, ECE (confidence vs right)',
);
console.log(
  `${'batch'.padEnd(8)} ${'recorded'.padEnd(28)} ${'date bound alone'.padEnd(28)} ${'BOUNDS'.padEnd(28)} leave-one-batch-out (bound chosen without the batch)`,
);
const lobo: Judged[] = [];
for (const b of batches) {
  const mine = pages.filter((p) => p.batch === b);
  const chosen = choose(pages.filter((p) => p.batch !== b));
  const left = judge(mine, chosen.bounds, chosen.lift);
  lobo.push(...left);
  console.log(
    `${b.padEnd(8)} ${cell(judge(mine, null)).padEnd(28)} ${cell(judge(mine, [datedWithinItsDate])).padEnd(28)} ${cell(judge(mine, BOUNDS, true)).padEnd(28)} ${cell(left)}  [${chosen.name}]`,
  );
}
console.log(
  `${'pooled'.padEnd(8)} ${cell(judge(pages, null)).padEnd(28)} ${cell(judge(pages, [datedWithinItsDate])).padEnd(28)} ${cell(judge(pages, BOUNDS, true)).padEnd(28)} ${cell(lobo)}`,
);
console.log('\nEvery bound of the family on all batches:');
for (const c of FAMILY) console.log(`  ${c.name.padEnd(80)} ${cell(judge(pages, c.bounds, c.lift))}`);
console.log(`\nLIFTS and BOUNDS, reliability on all batches:\n${reliability(judge(pages, BOUNDS, true)).table}`);

if (process.argv.includes('--no-learned')) process.exit(0);
// The learned calibration (lib/syllabus/calibrate, the committed features), leave-one-batch-out: trained on the
// other batches' readings, applied to this batch's; then with the bounds applied after it.
const rows = unseenRows();
const round2 = (p: number) => Math.round(Math.min(0.99, Math.max(0.01, p)) * 100) / 100;
const use = (m: Logistic, x: number[]) => round2(predict(m, columns(FEATURE_NAMES, m)(x)));
const learned: Judged[] = [];
const learnedBounded: Judged[] = [];
console.log(
  '\nLearned calibration, leave-one-batch-out (trained on the other batches), alone and with BOUNDS after it:',
);
for (const b of batches) {
  const model = train(
    rows.filter((r) => r.corpus !== b),
    COMMITTED,
  );
  const mine = pages
    .filter((p) => p.batch === b)
    .map((p) => {
      const xs = features(p.text, { ...p.rest, items: p.items });
      return {
        ...p,
        items: p.items.map((it, i) => ({
          ...it,
          confidence: use(model.item, xs[i]!),
          dueConfidence: it.due ? use(model.due, xs[i]!) : null,
        })),
      };
    });
  const alone = judge(mine, null);
  const both = judge(mine, BOUNDS);
  learned.push(...alone);
  learnedBounded.push(...both);
  console.log(`${b.padEnd(8)} ${cell(alone).padEnd(28)} ${cell(both)}`);
}
console.log(`${'pooled'.padEnd(8)} ${cell(learned).padEnd(28)} ${cell(learnedBounded)}`);
