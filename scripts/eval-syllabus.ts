// npm run eval:syllabus [-- <fixtures dir>...] [--self] [--verbose] [--dev]
//                       [--web-labels <dir>] [--web-limit <n>] [--no-web] [--trace <file>]
//                       [--web-half dev|held|fresh] [--web-misses markdown|plain]
//                       [--web-pages <file of page ids>]
// Scores the syllabus reader on real outlines. Without a folder it reads every corpus it knows, beside
// the repository (`SYLLABUS_FIXTURES` names the `syllabi` folder; its siblings are the others):
//   syllabi, syllabi-real, syllabi-peer (members merged too), the written sets in
//   tests/fixtures/syllabi-written (regression only), the full web labels, and every page of syllabi-web
//   as Markdown and as plain text (pages read, scheme found, schemes adding to 100, exceptions, timings),
//   with the scheme-only web labels scored (components P/R/F1, scheme found, no false scheme).
// Web labels: `--web-labels <dir>` (a folder holding `scheme/` and `full/`, or `web-scheme/` and
// `web-full/`), else tests/fixtures/syllabi-web-labels.
// The scheme-only web labels are split in groups (webHalf in syllabus-eval/web.ts): by a hash of the page
// id, `dev`, the pages studied when tuning the reader, and `held`, scored but never studied; and `fresh`, the
// pages of the seeded sample labelled last (sample.json), never studied either. Every group is always scored
// (rows `markdown dev`, `markdown held`, `markdown fresh`, ...); `--web-half dev` limits the per-page misses
// that `--verbose` prints to that group, so tuning never looks at the others; the full-labelled web pages are
// printed per page for that group only, and for `dev` when no group is named (they are scheme-labelled too).
// `--web-misses <form>` lists the unlabelled pages where the README's crude detector sees a scheme and the
// reader's weights do not add to 100: the pool of real pages to study for scheme recall. `--web-pages <file>`
// reads only the pages whose ids the file lists (whitespace-separated), e.g. that pool, in seconds.
// `--trace <file>` prints, for that outline, which rule produced, changed or dropped each candidate.
// It exits 1 when it finds no outlines at all, and 2 when a folder it was told to read is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSyllabus } from '../lib/syllabus/index.js';
import { DEFAULT_FIXTURES, NAMED_FIXTURES, evaluate, fixturesPresent, type Evaluation } from './syllabus-eval/run.js';
import { outcomes, rate, reliability, type FileScore, type Outcome, type Overall } from './syllabus-eval/score.js';
import {
  pageIds,
  pageText,
  readSchemeLabels,
  runText,
  scoreSchemes,
  summarise,
  type Form,
  type PageRun,
  WEB_GROUPS,
  webHalf,
} from './syllabus-eval/web.js';
import { COMMITTED, printCalibration, unseenRows } from './syllabus-eval/calibration.js';

const args = process.argv.slice(2);
const flagValue = (flag: string): string | null => {
  const i = args.indexOf(flag);
  if (i < 0) return null;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) {
    console.error(`${flag} needs a value.`);
    process.exit(2);
  }
  return v;
};
const verbose = args.includes('--verbose');
const devOnly = args.includes('--dev');
const self = args.includes('--self');
const noWeb = args.includes('--no-web');
const tracePath = flagValue('--trace');
const webLabelsArg = flagValue('--web-labels');
const webLimit = flagValue('--web-limit');
const webPagesArg = flagValue('--web-pages');
const webHalfArg = flagValue('--web-half');
const misses = flagValue('--web-misses') as Form | null;
if (webHalfArg && !(WEB_GROUPS as readonly string[]).includes(webHalfArg)) {
  console.error(`--web-half is one of ${WEB_GROUPS.join(', ')}.`);
  process.exit(2);
}
const valued = new Set(['--trace', '--web-labels', '--web-limit', '--web-half', '--web-misses', '--web-pages']);
const named = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));

const root = resolve(fileURLToPath(new URL('../', import.meta.url)));
const written = join(root, 'tests/fixtures/syllabi-written');
const shared = dirname(DEFAULT_FIXTURES);
const pages = join(shared, 'syllabi-web/pages');

function missing(dir: string, what: string): never {
  console.error(`${what} ${dir} does not exist: nothing was evaluated.`);
  process.exit(2);
}

if (NAMED_FIXTURES && !existsSync(NAMED_FIXTURES)) missing(NAMED_FIXTURES, 'SYLLABUS_FIXTURES names');
for (const dir of named) if (!existsSync(dir)) missing(dir, 'The folder');
if (webLabelsArg && !existsSync(webLabelsArg)) missing(webLabelsArg, '--web-labels names');
if (tracePath) trace(tracePath);

function knownCorpora(): { label: string; dir: string }[] {
  const out = [
    { label: 'syllabi', dir: DEFAULT_FIXTURES },
    { label: 'real', dir: join(shared, 'syllabi-real') },
    { label: 'peer', dir: join(shared, 'syllabi-peer') },
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

const f3 = (n: number) => n.toFixed(3);
const r = (x: { ok: number; of: number }) => (x.of ? `${f3(rate(x))} (${x.ok}/${x.of})` : '  -  ');
const prf = (tp: number, fp: number, fn: number) => {
  const p = tp + fp ? tp / (tp + fp) : 1;
  const rc = tp + fn ? tp / (tp + fn) : 1;
  return `${f3(p)}/${f3(rc)}/${f3(p + rc ? (2 * p * rc) / (p + rc) : 0)}`;
};

function line(name: string, s: FileScore, ms: number, unplaced: number): string {
  return `${name.padEnd(28)} P ${f3(s.precision)}  R ${f3(s.recall)}  F1 ${f3(s.f1)}  tp ${String(s.tp).padStart(2)} fp ${String(s.fp).padStart(2)} fn ${String(s.fn).padStart(2)}  kind ${r(s.kind)}  weight ${r(s.weight)}  date ${r(s.date)}  null ${r(s.dateNull)}  Σw ${s.predWeightTotal}  unplaced ${unplaced}  ${ms.toFixed(1)} ms`;
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
    String(e.files.reduce((s, f) => s + f.unplaced, 0)),
    String(e.files.filter((f) => f.failed).length),
    `${median(ms).toFixed(1)}/${Math.max(...ms).toFixed(1)}`,
    confidentRight(e, label === 'peer'),
  ];
}

/**
 * Of the items given confidence 0.8 or more, the share right (matched, on the labelled day where there is one);
 * members merged where the corpus is scored so (the peer corpus labels a series as one item).
 */
function confidentRight(e: Evaluation, merged: boolean): string {
  const sure = e.files.flatMap((f) => outcomes(merged ? f.merged : f.score).items).filter((o) => o.confidence >= 0.8);
  if (!sure.length) return '-';
  return `${((100 * sure.filter((o) => o.right).length) / sure.length).toFixed(1)} % of ${sure.length}`;
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
    'unplaced',
    'failed',
    'ms med/max',
    'confidence ≥ 0.8 right',
  ],
];

// Calibration over the real labelled corpora (the written sets are regression tests only).
const calibration = { items: [] as Outcome[], dates: [] as Outcome[] };

function report(
  label: string,
  dir: string,
  result: Evaluation,
  perFile: boolean,
  shown: (name: string) => boolean = () => true,
): void {
  table.push(row(label, result));
  if (!label.startsWith('written/') && !label.endsWith(' fresh'))
    for (const f of result.files) {
      const o = outcomes(f.score);
      calibration.items.push(...o.items);
      calibration.dates.push(...o.dates);
    }
  if (!perFile) return;
  console.log(`\n== ${dir}${self ? ' (answers against themselves)' : ''}\n`);
  for (const f of result.files) {
    if ((devOnly && f.heldOut) || !shown(f.name)) continue;
    console.log(line(`${f.name}${f.heldOut ? ' *' : ''}`, f.score, f.ms, f.unplaced));
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

for (const c of corpora) report(c.label, c.dir, evaluate(c.dir, { self }), Boolean(named.length) || verbose);

// The web pages: every page as Markdown and as plain text, then the labelled samples.
const webTable: string[][] = [
  [
    'web pages',
    'read',
    'with items',
    'adding to 100±1',
    'crude detector sees a scheme: reader adds to 100±1',
    'exceptions',
    'ms p50/p99/max (slowest)',
  ],
];
const schemeTable: string[][] = [
  [
    'web scheme labels',
    'labelled',
    'scheme found',
    'adding to 100±1',
    'components P/R/F1',
    'weight ok',
    'confidence ≥ 0.8: matched',
    'with their series',
    'false scheme (no scheme labelled)',
  ],
];
let webRuns = 0;
if (!named.length && !noWeb) {
  if (!existsSync(pages)) console.log(`No web pages in ${pages}: skipped.`);
  else {
    const only = webPagesArg ? new Set(readFileSync(webPagesArg, 'utf8').split(/\s+/).filter(Boolean)) : null;
    const ids = pageIds(pages)
      .filter((id) => !only || only.has(id))
      .slice(0, webLimit ? Number(webLimit) : undefined);
    const labelRoot = webLabelsArg ?? join(root, 'tests/fixtures/syllabi-web-labels');
    const pick = (a: string, b: string) => (existsSync(join(labelRoot, a)) ? join(labelRoot, a) : join(labelRoot, b));
    const schemeDir = pick('scheme', 'web-scheme');
    const fullDir = pick('full', 'web-full');
    const labels = readSchemeLabels(schemeDir);
    const labelled = new Set(labels.map((l) => l.id));
    for (const form of ['markdown', 'plain'] as Form[]) {
      const runs = new Map<string, PageRun>();
      // Labelled pages are read even beyond --web-limit, so their scores never depend on it.
      for (const id of [...new Set([...ids, ...labelled])]) {
        if (!existsSync(join(pages, `${id}.md`))) continue;
        runs.set(id, runText(id, pageText(pages, id, form)));
      }
      webRuns += runs.size;
      const all = [...runs.values()].filter((x) => ids.includes(x.id));
      const s = summarise(form, all);
      // The stated pages the reader does not add up, unlabelled ones only: the pool to study, never the held half.
      if (misses && form === misses)
        console.log(
          `web stated, not added up (${form}): ${s.statedMissed.filter((id) => !labelled.has(id)).join(' ')}`,
        );
      webTable.push([
        form,
        String(s.pages),
        String(s.withItems),
        String(s.adding),
        `${s.statedAdding}/${s.stated} (${((100 * s.statedAdding) / Math.max(1, s.stated)).toFixed(1)} %)`,
        s.failed.length ? `${s.failed.length} (${s.failed.slice(0, 5).join(' ')})` : '0',
        `${s.p50.toFixed(1)}/${s.p99.toFixed(1)}/${s.max.toFixed(1)} (${s.slowest})`,
      ]);
      if (labels.length) {
        const halves: [string, typeof labels][] = [
          [form, labels] as [string, typeof labels],
          ...WEB_GROUPS.map((g): [string, typeof labels] => [
            `${form} ${g}`,
            labels.filter((l) => webHalf(l.id) === g),
          ]),
        ].filter(([, some]) => some.length > 0);
        for (const [name, some] of halves) {
          const sc = scoreSchemes(some, runs);
          schemeTable.push([
            name,
            String(sc.labelled),
            `${sc.found}/${sc.withScheme}`,
            `${sc.adding}/${sc.withScheme}`,
            prf(sc.tp, sc.fp, sc.fn),
            `${sc.weightOk}/${sc.tp}`,
            `${sc.sureMatched}/${sc.sure} (${((100 * sc.sureMatched) / Math.max(1, sc.sure)).toFixed(1)} %)`,
            `${sc.sureInSeries}/${sc.sure} (${((100 * sc.sureInSeries) / Math.max(1, sc.sure)).toFixed(1)} %)`,
            `${sc.falseScheme.length}/${sc.labelled - sc.withScheme}${sc.falseScheme.length ? ` (${sc.falseScheme.slice(0, 6).join(' ')})` : ''}`,
          ]);
        }
        const studied = webHalfArg ? labels.filter((l) => webHalf(l.id) === webHalfArg) : labels;
        const sc = scoreSchemes(studied, runs);
        if (verbose && form === 'markdown')
          for (const p of sc.perPage.filter((p) => p.fp || p.fn))
            console.log(
              `web ${p.id}: tp ${p.tp} fp ${p.fp} fn ${p.fn}  missed [${p.missed.join('; ')}]  extra [${p.extra.join('; ')}]`,
            );
        if (verbose && form === 'markdown' && sc.falseScheme.length)
          console.log(`web false schemes: ${sc.falseScheme.join(' ')}`);
      }
    }
    if (!labels.length) console.log(`No scheme-only web labels in ${schemeDir}: skipped.`);
    if (fixturesPresent(fullDir))
      report(
        'web-full',
        fullDir,
        evaluate(fullDir, { self, text: (name) => readFileSync(join(pages, `${name}.md`), 'utf8') }),
        verbose,
        // The full-labelled pages are scheme-labelled too: per page, only the group studied (dev unless told).
        (name) => webHalf(name.replace(/\..*$/, '')) === (webHalfArg ?? 'dev'),
      );
    else console.log(`No full web labels in ${fullDir}: skipped.`);
    // The newest full labels, never studied: scored as a row of their own, never shown page by page and kept out
    // of the reliability tables (which pool the studied corpora).
    const freshFullDir = join(labelRoot, 'full-fresh');
    if (fixturesPresent(freshFullDir))
      report(
        'web-full fresh',
        freshFullDir,
        evaluate(freshFullDir, { self, text: (name) => readFileSync(join(pages, `${name}.md`), 'utf8') }),
        false,
      );
  }
}

if (!corpora.length && !webRuns) {
  console.error(
    'No labelled outlines found in any corpus: nothing was evaluated (pass a folder as the first argument).',
  );
  process.exit(1);
}

const print = (t: string[][], title: string) => {
  if (t.length < 2) return;
  const widths = t[0]!.map((_, k) => Math.max(...t.map((x) => x[k]!.length)));
  console.log(`\n${title}\n`);
  for (const x of t) console.log(x.map((c, k) => c.padEnd(widths[k]!)).join('  '));
};
print(
  table,
  'Side by side (dates: exact-day over labelled explicit dates; empty: outlines answered with no items; failed: the reader failed inside and answered with a warning; confidence ≥ 0.8 right: of the items the reader gave 0.8 or more, the share matched and on the labelled day where the label has one; peer: a series merged counts once, where the calibration tables below count each member)',
);
for (const [what, xs] of [
  ['confidence: item matched (with the right day where labelled)', calibration.items],
  ['dueConfidence: date right (a null kept null included)', calibration.dates],
] as const) {
  if (!xs.length) continue;
  const { bins, ece } = reliability(xs);
  const t = [['bin', 'n', 'mean confidence', 'share right']];
  for (const b of bins)
    if (b.n) t.push([`${b.from.toFixed(1)}-${b.to.toFixed(1)}`, String(b.n), f3(b.mean), f3(b.right)]);
  print(t, `Reliability, ${what}, over syllabi, real, peer and web-full (in-sample): ECE ${f3(ece)}`);
}
print(webTable, 'Web pages (every page of syllabi-web, as Markdown and as the plain text of its tokens)');
print(
  schemeTable,
  'Web pages, scheme-only labels (components matched by title, or a close title with the same weight; confidence ≥ 0.8: the items given 0.8 or more that match a labelled component, one to one, so a lower bound where members share one; with their series: and the unmatched members of the series of a matched item, Paper #3 beside a matched Paper #2)',
);
// The learned calibration (scripts/syllabus-eval/calibration.ts): its leave-one-corpus-out figures on the labelled
// corpora, then the reader's own confidence and a model's leave-one-batch-out figures on the readings of web pages
// the reader gave while they were unseen (tests/fixtures/syllabi-web-labels/readings).
if (!named.length) {
  printCalibration();
  printCalibration(unseenRows(), COMMITTED, 'batch');
}

/** Reads one outline (a file, or a web page id) and prints the reader's trace. */
function trace(file: string): never {
  const path = existsSync(file) ? file : join(pages, `${file}.md`);
  if (!existsSync(path)) missing(file, '--trace names');
  const steps: string[] = [];
  const reading = readSyllabus(readFileSync(path, 'utf8'), { trace: (s) => steps.push(s) });
  for (const s of steps) console.log(s);
  console.log('\nitems:');
  for (const i of reading.items)
    console.log(
      `  ${i.title} [${i.kind}] ${i.weight}% due ${i.due ? `${i.due.date}${i.due.time ? ` ${i.due.time}` : ''}` : '-'} conf ${i.confidence}`,
    );
  if (reading.unplaced?.length) {
    console.log('unplaced:');
    for (const u of reading.unplaced) console.log(`  ${u.title} due ${u.due.date} (line ${u.line + 1}: ${u.source})`);
  }
  console.log('warnings:', reading.warnings);
  process.exit(0);
}
