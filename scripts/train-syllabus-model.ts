// npm run train:syllabus [-- --check]
// First the learned proposer of grading schemes (lib/syllabus/scheme/learned-lines.json, trained on the dev
// group's web scheme labels by ./syllabus-eval/scheme-lines.ts), since the reader the calibration is fitted on
// uses it; then the calibration:
// Trains the outline reader's calibration stage (lib/syllabus/calibrate/model.json) on every labelled
// real corpus (../shared/fixtures/syllabi, syllabi-real, syllabi-peer members merged, and our full labels
// of syllabi-web pages), never on the written sets. Prints the reader's own reliability table and the
// leave-one-corpus-out one, then writes the model fitted on all of them. Deterministic: the reader runs
// with a fixed fallback year, the rows are in sorted order and the fit is a fixed number of Newton
// steps; coefficients are rounded to 6 decimals, so a retrain on the same reader reproduces the file's
// data exactly. `--check` writes nothing and exits 1 when the retrained model differs from the committed one.
// Each model's features are chosen by forward selection (from the reader's own confidence, adding the
// feature that lowers the leave-one-corpus-out log loss most while it lowers it by 0.002); the printed
// leave-one-corpus-out figures repeat that selection inside each fold, so they are not tuned on the
// corpus they score.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CORPORA,
  FIT,
  TRAINING_YEAR,
  collectRows,
  printCalibration,
  tableDigest,
  train,
  chooseFeatures,
} from './syllabus-eval/calibration.js';
import { trainSchemeLines } from './syllabus-eval/scheme-lines.js';

const check = process.argv.includes('--check');
const linesSame = trainSchemeLines(check);
// The reader's modules loaded learned-lines.json before it was rewritten: a calibration fitted in this process would
// be fitted on the previous proposer (a second run then gave another model). When the proposer changed, the
// calibration is fitted in a fresh process, on the reader as it now stands.
if (!linesSame && !check) {
  const again = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(again.status ?? 1);
}
const target = fileURLToPath(new URL('../lib/syllabus/calibrate/model.json', import.meta.url));

const { rows, skipped } = collectRows();
if (skipped.length) console.log(`Skipped (absent): ${skipped.join(', ')}`);
const corpora = [...new Set(rows.map((r) => r.corpus))];
if (corpora.length < CORPORA.length) {
  console.error(`Only ${corpora.length} of ${CORPORA.length} labelled corpora found: the model was not trained.`);
  process.exit(1);
}
for (const c of corpora) {
  const mine = rows.filter((r) => r.corpus === c);
  console.log(
    `${c}: ${new Set(mine.map((r) => r.file)).size} outlines with items, ${mine.length} items, ${mine.filter((r) => r.right).length} right, ${mine.filter((r) => r.dayRight !== null).length} dated and judged`,
  );
}
console.log('\nFeature selection on every corpus (leave-one-corpus-out log loss, mean over corpora):');
const chosen = chooseFeatures(rows, (s) => console.log(`  ${s}`));
const model = train(rows, chosen);
const committed = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
const withoutFigures = ({ leaveOneCorpusOut: _, ...rest }: Record<string, unknown>) => JSON.stringify(rest);
if (check) {
  // Compared as data (a formatter may lay the file out differently), leaving out the figures, which
  // take the slow nested leave-one-corpus-out run to recompute.
  const same = withoutFigures(committed) === withoutFigures(fileOf(committed.leaveOneCorpusOut));
  console.log(same ? '\nThe committed model.json is reproduced exactly.' : '\nmodel.json differs from a retrain.');
  process.exit(same && linesSame ? 0 : 1);
}

// Leave-one-corpus-out with the whole procedure (feature selection included) inside each fold.
const loco = printCalibration(rows, 'select')!;
const file = fileOf({
  ece: Number(loco.ece.toFixed(4)),
  eceDue: Number(loco.eceDue.toFixed(4)),
  atLeast80: { items: loco.high.n, right: loco.high.right },
});
writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
console.log(`\nWrote ${target} (table ${file.table}).`);

function fileOf(figures: unknown) {
  return {
    about:
      'Calibration of the outline reader (lib/syllabus/calibrate): logistic regressions over standardised features. Written by `npm run train:syllabus`; do not edit by hand.',
    trainedOn: Object.fromEntries(corpora.map((c) => [c, rows.filter((r) => r.corpus === c).length])),
    fallbackYear: TRAINING_YEAR,
    fit: FIT,
    table: tableDigest(rows),
    leaveOneCorpusOut: figures,
    ...model,
  };
}
