// npm run eval:syllabus [-- <fixtures dir>] [--self] [--verbose] [--dev]
// Scores the syllabus parser on the hand-labelled outlines (default ../shared/fixtures/syllabi
// beside the repository) and prints per-file and overall precision, recall, F1, kind, weight
// and date accuracy. --self scores the answers against themselves (must be all 1.000);
// --dev hides the held-out files' per-file lines (so tuning never looks at them).
import { DEFAULT_FIXTURES, evaluate, fixturesPresent } from './syllabus-eval/run.js';
import { rate, type FileScore } from './syllabus-eval/score.js';
import type { Overall } from './syllabus-eval/score.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? DEFAULT_FIXTURES;
const verbose = args.includes('--verbose');
const devOnly = args.includes('--dev');

if (!fixturesPresent(dir)) {
  console.log(`No labelled outlines in ${dir}: nothing to evaluate (pass the folder as the first argument).`);
  process.exit(0);
}

const f3 = (n: number) => n.toFixed(3);
const r = (x: { ok: number; of: number }) => (x.of ? `${f3(rate(x))} (${x.ok}/${x.of})` : '  -  ');

function line(name: string, s: FileScore): string {
  return `${name.padEnd(28)} P ${f3(s.precision)}  R ${f3(s.recall)}  F1 ${f3(s.f1)}  tp ${String(s.tp).padStart(2)} fp ${String(s.fp).padStart(2)} fn ${String(s.fn).padStart(2)}  kind ${r(s.kind)}  weight ${r(s.weight)}  date ${r(s.date)}  null ${r(s.dateNull)}  Σw ${s.predWeightTotal}`;
}

function summary(label: string, o: Overall): string {
  return [
    `${label} (${o.files} files)`,
    `  items   micro P ${f3(o.micro.precision)}  R ${f3(o.micro.recall)}  F1 ${f3(o.micro.f1)}   macro P ${f3(o.macro.precision)}  R ${f3(o.macro.recall)}  F1 ${f3(o.macro.f1)}`,
    `  weight  ${f3(o.weight)} (item or group level; item level alone ${f3(o.weightItem)})   kind ${f3(o.kind)}`,
    `  dates   exact-day ${f3(o.date)} (explicit)   inferred ${f3(o.dateInferred)}   null kept null ${f3(o.dateNull)}   time of day ${f3(o.time)}`,
  ].join('\n');
}

const result = evaluate(dir, { self: args.includes('--self') });
console.log(`Syllabus parser evaluation over ${dir}${args.includes('--self') ? ' (answers against themselves)' : ''}\n`);
for (const f of result.files) {
  if (devOnly && f.heldOut) continue;
  console.log(line(`${f.name}${f.heldOut ? ' *' : ''}`, f.score));
  if (verbose) {
    for (const p of f.score.pairs) console.log(`    = ${p.expected.title} [${p.expected.kind} ${p.expected.due} ${p.expected.weight}] ~ ${p.predicted.title} [${p.predicted.kind} ${p.predicted.due} ${p.predicted.weight}]`);
    for (const e of f.score.unmatchedExpected) console.log(`    - missed ${e.title} [${e.kind} ${e.due} ${e.weight}]`);
    for (const p of f.score.unmatchedPredicted) console.log(`    + extra  ${p.title} [${p.kind} ${p.due} ${p.weight}]`);
  }
}
console.log('\n* held out: not looked at while tuning the parser\n');
console.log(summary('Overall', result.all));
console.log(summary('Development files', result.development));
if (!devOnly) console.log(summary('Held-out files', result.heldOut));
