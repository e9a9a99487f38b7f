// Which confidence bound (lib/syllabus/confidence/bounds.ts) moves which items out of the high band (≥ 0.8), right
// or wrong, and what the wrong items left in the band are, with the evidence beside them: on the readings of the
// web batches while unseen (readings/, each batch's own reader) and on the current reader over the full web labels.
// A batch whose reading was recorded with bounds already applied (full14) is read from readings/unbounded/ (the
// same reader with BOUNDS empty) so its cuts show, or from `--pre <batch>=<file.jsonl>` (lines of {id, items}).
// For the current reader the confidence before the bounds comes from its trace (`bound <name>: <title> a → b`).
// Usage: npx tsx scripts/syllabus-eval/confidence-cuts.ts [--pre <batch>=<file>]… [--list] [--no-current]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { statedFigures } from '../../lib/syllabus/calibrate/features.js';
import { features, uncalibrated } from '../../lib/syllabus/calibrate/index.js';
import { BOUNDS, boundOutline, LIFTS, lifted } from '../../lib/syllabus/confidence/bounds.js';
import { type ParsedAssessment, readSyllabus } from '../../lib/syllabus/index.js';
import { TRAINING_YEAR, UNSEEN_READINGS } from './calibration.js';
import { evidence, whatIsWrong } from './miss-kinds.js';
import { outcomes } from './outcomes.js';
import { DEFAULT_FIXTURES, toPredicted } from './run.js';
import type { Answer } from './score.js';

const LABELS = join(UNSEEN_READINGS, '../full');
const PAGES = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');
const args = process.argv.slice(2);
const list = args.includes('--list');
const pre = new Map<string, string>();
args.forEach((a, i) => {
  if (a === '--pre') {
    const [b, f] = args[i + 1]!.split('=');
    pre.set(b!, f!);
  }
});

interface Row {
  source: string;
  id: string;
  item: ParsedAssessment;
  /** Confidence before the bounds. */
  before: number;
  /** After the bounds. */
  after: number;
  /** Each bound that caps the item below 0.8. */
  cuts: string[];
  right: boolean;
  what: string;
  evidence: string[];
}

const rows: Row[] = [];

function judge(
  source: string,
  id: string,
  text: string,
  read: ParsedAssessment[],
  warnings: string[],
  before: number[],
) {
  const answer = JSON.parse(readFileSync(join(LABELS, `${id}.expected.json`), 'utf8')) as Answer;
  const judged = outcomes(answer, toPredicted(read), {});
  const outline = boundOutline(text, statedFigures(text));
  // The reader's lifts first (a recorded reading had none; the current reader's are applied already), then each
  // bound's cap on the lifted item.
  const items = lifted(read, outline, LIFTS);
  const xs = features(text, { items, warnings });
  items.forEach((item, i) => {
    const o = judged[i];
    if (!o) return;
    const cuts = BOUNDS.filter((b) => {
      const cap = b.cap(item, items, outline);
      return cap !== null && cap < 0.8;
    }).map((b) => b.name);
    const after = Math.min(item.confidence, ...BOUNDS.map((b) => b.cap(item, items, outline) ?? 1));
    rows.push({
      source,
      id,
      item,
      before: before[i]!,
      after,
      cuts,
      right: o.right,
      what: o.right ? 'right' : whatIsWrong(item, items, answer),
      evidence: evidence(xs[i]!, item, warnings),
    });
  });
}

for (const file of readdirSync(UNSEEN_READINGS)
  .filter((n) => n.endsWith('.jsonl'))
  .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))) {
  const batch = file.replace('.jsonl', '');
  const unbounded = join(UNSEEN_READINGS, 'unbounded', file);
  const path = pre.get(batch) ?? (existsSync(unbounded) ? unbounded : join(UNSEEN_READINGS, file));
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { id: string; items: ParsedAssessment[]; warnings: string[] };
    // The unseen batch's labels are in full-fresh/: its items are not listed while nobody may study it.
    if (!existsSync(join(LABELS, `${r.id}.expected.json`))) continue;
    const text = readFileSync(join(PAGES, `${r.id}.md`), 'utf8');
    judge(
      `readings/${batch}`,
      r.id,
      text,
      r.items,
      r.warnings,
      r.items.map((i) => i.confidence),
    );
  }
}
if (!args.includes('--no-current'))
  for (const name of readdirSync(LABELS)
    .filter((n) => n.endsWith('.expected.json'))
    .sort()) {
    const id = name.replace('.expected.json', '');
    const text = readFileSync(join(PAGES, `${id}.md`), 'utf8');
    const events: { title: string; from: number }[] = [];
    const reading = uncalibrated(() =>
      readSyllabus(text, {
        fallbackYear: TRAINING_YEAR,
        trace: (s) => {
          const m = /^bound [\w-]+: (.*) ([\d.]+) → ([\d.]+)$/.exec(s);
          if (m) events.push({ title: m[1]!, from: Number(m[2]) });
        },
      }),
    );
    // The first bound that lowers an item reports the confidence it had before the bounds; events come in item order.
    let e = 0;
    const before = reading.items.map((item) => {
      let c = item.confidence;
      let first = true;
      while (e < events.length && events[e]!.title === item.title) {
        if (first) c = events[e]!.from;
        first = false;
        e++;
      }
      return c;
    });
    judge('current/web-full', id, text, reading.items, reading.warnings, before);
  }

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)} %` : '-');
const groups = [...new Set(rows.map((r) => r.source))];
console.log(
  'Items at ≥ 0.8 before the bounds, and those each bound moves below 0.8 (right / all); "only": no other bound does',
);
console.log(
  `${'source'.padEnd(20)} ${'before'.padEnd(16)} ${BOUNDS.map((b) => `${b.name} (only)`.padEnd(34)).join('')} after`,
);
const line = (name: string, rs: Row[]) => {
  const high = rs.filter((r) => r.before >= 0.8);
  const cells = BOUNDS.map((b) => {
    const cut = high.filter((r) => r.cuts.includes(b.name));
    const only = cut.filter((r) => r.cuts.length === 1);
    return `${cut.filter((r) => r.right).length}/${cut.length} (${only.filter((r) => r.right).length}/${only.length})`.padEnd(
      34,
    );
  }).join('');
  const after = rs.filter((r) => r.after >= 0.8);
  console.log(
    `${name.padEnd(20)} ${`${high.filter((r) => r.right).length}/${high.length} ${pct(high.filter((r) => r.right).length, high.length)}`.padEnd(16)} ${cells} ${after.filter((r) => r.right).length}/${after.length} ${pct(after.filter((r) => r.right).length, after.length)}`,
  );
};
for (const g of groups)
  line(
    g,
    rows.filter((r) => r.source === g),
  );
line(
  'readings pooled',
  rows.filter((r) => r.source.startsWith('readings')),
);

for (const [name, rs] of [
  ['readings/full14', rows.filter((r) => r.source === 'readings/full14')],
  ['readings (12 batches)', rows.filter((r) => r.source.startsWith('readings'))],
  ['current/web-full', rows.filter((r) => r.source === 'current/web-full')],
] as const) {
  const high = rs.filter((r) => r.after >= 0.8);
  const wrong = high.filter((r) => !r.right);
  console.log(`\n══ ${name}: ${high.length} items at ≥ 0.8 after the bounds, ${wrong.length} wrong`);
  const by = new Map<string, number>();
  for (const r of wrong) by.set(r.what, (by.get(r.what) ?? 0) + 1);
  for (const [w, n] of [...by].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(4)}  ${w}`);
  console.log('evidence                 wrong / all at ≥ 0.8   share wrong');
  for (const v of [...new Set(high.flatMap((r) => r.evidence))].sort()) {
    const n = high.filter((r) => r.evidence.includes(v)).length;
    const w = wrong.filter((r) => r.evidence.includes(v)).length;
    console.log(`${v.padEnd(24)} ${String(w).padStart(4)} / ${String(n).padStart(4)}   ${pct(w, n)}`);
  }
  if (list) {
    for (const r of wrong)
      console.log(
        `  WRONG ${r.source} ${r.id} ${r.item.title} | ${r.item.kind} ${r.item.weight} ${r.item.due?.date ?? '-'} ${r.before}→${r.after} d=${r.item.dueConfidence} ${r.what} [${r.evidence.join(', ')}]`,
      );
    if (name !== 'current/web-full')
      for (const r of rs.filter((x) => x.before >= 0.8 && x.after < 0.8))
        console.log(
          `  CUT ${r.right ? 'right' : 'wrong'} ${r.source} ${r.id} ${r.item.title} | ${r.item.kind} ${r.item.weight} ${r.item.due?.date ?? '-'} ${r.before}→${r.after} by ${r.cuts.join('+')} ${r.what} [${r.evidence.join(', ')}]`,
        );
  }
}
