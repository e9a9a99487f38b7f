// npm run eval:syllabus [-- <fixtures dir>...] [--self] [--verbose] [--dev]
// Scores the syllabus parser on hand-labelled outlines. Without a folder it reads every corpus
// it knows (../shared/fixtures/syllabi, ../shared/fixtures/syllabi-peer and the written sets in
// tests/fixtures/syllabi-written) and prints them side by side; with folders, it also prints
// per-file lines. It exits 1 when it finds no outlines at all: a silent "nothing to evaluate"
// would pass for a green run.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FIXTURES, evaluate, fixturesPresent, type Evaluation } from './syllabus-eval/run.js';
import { rate, type FileScore, type Overall } from './syllabus-eval/score.js';
import { printCalibration } from './syllabus-eval/calibration.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const devOnly = args.includes('--dev');
const self = args.includes('--self');
const named = args.filter((a) => !a.startsWith('--'));

const root = resolve(fileURLToPath(new URL('../', import.meta.url)));
const written = join(root, 'tests/fixtures/syllabi-written');
function knownCorpora(): { label: string; dir: string }[] {
  const out = [
    { label: 'syllabi', dir: DEFAULT_FIXTURES },
    { label: 'peer', dir: join(dirname(DEFAULT_FIXTURES), 'syllabi-peer') },
  ];
  if (existsSync(written))
    for (const set of readdirSync(written, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort())
      out.push({ label: `written/${set}`, dir: join(written, set) });
  return out;
}

const corpora = (named.length ? named.map((dir) => ({ label: dir, dir })) : knownCorpora()).filter((c) => {
  if (fixturesPresent(c.dir)) return true;
  console.log(`No labelled outlines in ${c.dir}: skipped.`);
  return false;
});
if (!corpora.length) {
  console.error(
    'No labelled outlines found in any corpus: nothing was evaluated (pass a folder as the first argument).',
  );
  process.exit(1);
}

const f3 = (n: number) => n.toFixed(3);
const r = (x: { ok: number; of: number }) => (x.of ? `${f3(rate(x))} (${x.ok}/${x.of})` : '  -  ');

function line(name: string, s: FileScore, ms: number): string {
  return `${name.padEnd(28)} P ${f3(s.precision)}  R ${f3(s.recall)}  F1 ${f3(s.f1)}  tp ${String(s.tp).padStart(2)} fp ${String(s.fp).padStart(2)} fn ${String(s.fn).padStart(2)}  kind ${r(s.kind)}  weight ${r(s.weight)}  date ${r(s.date)}  null ${r(s.dateNull)}  Σw ${s.predWeightTotal}  ${ms.toFixed(1)} ms`;
}

function summary(label: string, o: Overall): string {
  return [
    `${label} (${o.files} files)`,
    `  items   micro P ${f3(o.micro.precision)}  R ${f3(o.micro.recall)}  F1 ${f3(o.micro.f1)}   macro P ${f3(o.macro.precision)}  R ${f3(o.macro.recall)}  F1 ${f3(o.macro.f1)}`,
    `  weight  ${f3(o.weight)} (item or group level; item level alone ${f3(o.weightItem)})   kind ${f3(o.kind)}`,
    `  dates   exact-day ${f3(o.date)} (explicit)   inferred ${f3(o.dateInferred)}   null kept null ${f3(o.dateNull)}   time of day ${f3(o.time)}`,
  ].join('\n');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : 0;
};

function row(label: string, e: Evaluation): string[] {
  const sum100 = e.files.filter((f) => Math.abs(f.score.predWeightTotal - 100) <= 1).length;
  const empty = e.files.filter((f) => f.count === 0).length;
  const ms = e.files.map((f) => f.ms);
  const m = e.all.micro,
    mm = e.merged.micro;
  return [
    label,
    String(e.files.length),
    `${f3(m.precision)}/${f3(m.recall)}/${f3(m.f1)}`,
    `${f3(mm.precision)}/${f3(mm.recall)}/${f3(mm.f1)}`,
    String(empty),
    `${sum100}/${e.files.length}`,
    f3(e.all.date),
    f3(e.all.time),
    f3(e.all.kind),
    f3(e.all.weight),
    `${median(ms).toFixed(1)}/${Math.max(...ms).toFixed(1)}`,
  ];
}

const table: string[][] = [
  [
    'corpus',
    'n',
    'items P/R/F1',
    'members merged P/R/F1',
    'empty',
    'Σ=100±1',
    'dates',
    'time',
    'kind',
    'weight',
    'ms med/max',
  ],
];
for (const c of corpora) {
  const result = evaluate(c.dir, { self });
  table.push(row(c.label, result));
  if (!named.length && !verbose) continue;
  console.log(`\n== ${c.dir}${self ? ' (answers against themselves)' : ''}\n`);
  for (const f of result.files) {
    if (devOnly && f.heldOut) continue;
    console.log(line(`${f.name}${f.heldOut ? ' *' : ''}`, f.score, f.ms));
    if (verbose) {
      for (const p of f.score.pairs)
        console.log(
          `    = ${p.expected.title} [${p.expected.kind} ${p.expected.due} ${p.expected.weight}] ~ ${p.predicted.title} [${p.predicted.kind} ${p.predicted.due} ${p.predicted.weight}]`,
        );
      for (const e of f.score.unmatchedExpected)
        console.log(`    - missed ${e.title} [${e.kind} ${e.due} ${e.weight}]`);
      for (const p of f.score.unmatchedPredicted)
        console.log(`    + extra  ${p.title} [${p.kind} ${p.due} ${p.weight}]`);
    }
  }
  if (result.files.some((f) => f.heldOut)) console.log('\n* held out: not looked at while tuning the parser\n');
  console.log(summary('Overall', result.all));
  console.log(summary('Members merged', result.merged));
  if (!devOnly && result.files.some((f) => f.heldOut)) console.log(summary('Held-out files', result.heldOut));
}

const widths = table[0]!.map((_, k) => Math.max(...table.map((t) => t[k]!.length)));
console.log('\nSide by side (dates: exact-day over labelled explicit dates; empty: outlines answered with no items)\n');
for (const t of table) console.log(t.map((c, k) => c.padEnd(widths[k]!)).join('  '));
if (!named.length) printCalibration();
