// Per page, two readers on the full web labels (tests/fixtures/syllabi-web-labels/full; the unseen batch's labels in
// full-fresh/ are never read): `npx tsx scripts/syllabus-eval/compare-readers.ts <checkout A> <checkout B>`, where
// each checkout is a worktree of this repository with its node_modules (a symlink will do), for instance
// `git worktree add /tmp/base main --detach` as A and the working tree as B. Prints each dev page whose answer
// changed, marked LOSS (fewer matched items or right days), gain, or same, then the totals over every full label
// (held pages are counted in the totals, never listed). A rule that makes any page LOSS is not done.
// Scored by B's matcher (score.ts); both readers with the calibration off and the training year, as the eval runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Answer, FileScore, PredictedItem } from './score.js';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: npx tsx scripts/syllabus-eval/compare-readers.ts <checkout A> <checkout B>');
  process.exit(2);
}
const [rootA, rootB] = [resolve(a), resolve(b)];

type Read = (text: string) => PredictedItem[];
async function reader(root: string): Promise<Read> {
  const lib = await import(join(root, 'lib/syllabus/index.ts'));
  const calibrate = await import(join(root, 'lib/syllabus/calibrate/index.ts'));
  const { TRAINING_YEAR } = await import(join(root, 'scripts/syllabus-eval/calibration.ts'));
  const { toPredicted } = await import(join(root, 'scripts/syllabus-eval/run.ts'));
  return (text) =>
    toPredicted(calibrate.uncalibrated(() => lib.readSyllabus(text, { fallbackYear: TRAINING_YEAR })).items);
}

const score = (await import(join(rootB, 'scripts/syllabus-eval/score.ts'))) as typeof import('./score.js');
const { webHalf } = (await import(join(rootB, 'scripts/syllabus-eval/web.ts'))) as typeof import('./web.js');
const [readA, readB] = [await reader(rootA), await reader(rootB)];
const labels = join(rootB, 'tests/fixtures/syllabi-web-labels/full');
const pages = join(rootB, '../shared/fixtures/syllabi-web/pages');

/** Matched required items, and of them the ones on their labelled day (the eval's `dates` figure). */
function counts(s: FileScore): { matched: number; days: number } {
  const required = s.pairs.filter((p) => !p.expected.optional);
  const days = required.filter(
    (p) => p.expected.due && !p.expected.due_inferred && score.dateOk(p.predicted, p.expected),
  ).length;
  return { matched: required.length, days };
}

const total = { matchedA: 0, matchedB: 0, daysA: 0, daysB: 0, itemsA: 0, itemsB: 0, changed: 0, lost: 0 };
for (const file of readdirSync(labels)
  .filter((f) => f.endsWith('.expected.json'))
  .sort()) {
  const id = file.replace('.expected.json', '');
  const answer = JSON.parse(readFileSync(join(labels, file), 'utf8')) as Answer;
  const text = readFileSync(join(pages, `${id}.md`), 'utf8');
  const [pa, pb] = [readA(text), readB(text)];
  const [ca, cb] = [counts(score.scoreFile(answer, pa)), counts(score.scoreFile(answer, pb))];
  total.matchedA += ca.matched;
  total.matchedB += cb.matched;
  total.daysA += ca.days;
  total.daysB += cb.days;
  total.itemsA += pa.length;
  total.itemsB += pb.length;
  if (JSON.stringify(pa) === JSON.stringify(pb)) continue;
  total.changed++;
  const loss = cb.matched < ca.matched || cb.days < ca.days;
  if (loss) total.lost++;
  if (webHalf(id) !== 'dev') continue;
  const tag = loss ? 'LOSS' : cb.matched > ca.matched || cb.days > ca.days ? 'gain' : 'same';
  console.log(
    `${id}\t${tag}\tmatched ${ca.matched} → ${cb.matched}\tdays ${ca.days} → ${cb.days}\titems ${pa.length} → ${pb.length}`,
  );
}
console.log(
  `pages changed ${total.changed} (${total.lost} with a loss); matched ${total.matchedA} → ${total.matchedB}; right days ${total.daysA} → ${total.daysB}; answered items ${total.itemsA} → ${total.itemsB}`,
);
