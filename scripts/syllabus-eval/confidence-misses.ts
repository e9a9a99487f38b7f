// The wrong items of the high band: every item given confidence ≥ 0.8 that is not right, in the readings of the
// web batches while unseen (readings/, the confidence each batch's reader recorded) and in the current reader's
// answers on the full web labels, grouped by what is wrong and by the evidence of the answer that stood beside it
// (the scheme's source as its warning says, a member of a series or a component, dated or not, the year stated,
// the weight printed in the text, the title found in the text, the day printed beside the title).
// Usage: npx tsx scripts/syllabus-eval/confidence-misses.ts [--list]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { features, uncalibrated } from '../../lib/syllabus/calibrate/index.js';
import { type ParsedAssessment, readSyllabus, type SyllabusReading } from '../../lib/syllabus/index.js';
import { TRAINING_YEAR, UNSEEN_READINGS } from './calibration.js';
import { outcomes } from './outcomes.js';
import { DEFAULT_FIXTURES, toPredicted } from './run.js';
import { evidence, whatIsWrong } from './miss-kinds.js';
import type { Answer } from './score.js';

const LABELS = join(UNSEEN_READINGS, '../full');
const PAGES = join(dirname(DEFAULT_FIXTURES), 'syllabi-web/pages');
const list = process.argv.includes('--list');

interface Miss {
  source: string;
  id: string;
  item: ParsedAssessment;
  what: string;
  evidence: string[];
}

function misses(source: string, id: string, text: string, reading: SyllabusReading, answer: Answer, all: Miss[]) {
  const judged = outcomes(answer, toPredicted(reading.items), {});
  const xs = features(text, reading);
  reading.items.forEach((item, i) => {
    const o = judged[i];
    if (!o || item.confidence < 0.8) return;
    all.push({
      source,
      id,
      item,
      what: o.right ? 'right' : whatIsWrong(item, reading.items, answer),
      evidence: evidence(xs[i]!, item, reading.warnings),
    });
  });
}

const all: Miss[] = [];
for (const file of readdirSync(UNSEEN_READINGS)
  .filter((n) => n.endsWith('.jsonl'))
  .sort()) {
  for (const line of readFileSync(join(UNSEEN_READINGS, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const reading = JSON.parse(line) as SyllabusReading & { id: string };
    // The unseen batch's labels are in full-fresh/: its misses are not listed while nobody may study it.
    if (!existsSync(join(LABELS, `${reading.id}.expected.json`))) continue;
    const text = readFileSync(join(PAGES, `${reading.id}.md`), 'utf8');
    const answer = JSON.parse(readFileSync(join(LABELS, `${reading.id}.expected.json`), 'utf8')) as Answer;
    misses(`readings/${file.replace('.jsonl', '')}`, reading.id, text, reading, answer, all);
  }
}
for (const name of readdirSync(LABELS)
  .filter((n) => n.endsWith('.expected.json'))
  .sort()) {
  const id = name.replace('.expected.json', '');
  const text = readFileSync(join(PAGES, `${id}.md`), 'utf8');
  const answer = JSON.parse(readFileSync(join(LABELS, name), 'utf8')) as Answer;
  const reading = uncalibrated(() => readSyllabus(text, { fallbackYear: TRAINING_YEAR }));
  misses('current/web-full', id, text, reading, answer, all);
}

for (const group of ['readings', 'current']) {
  const rows = all.filter((m) => m.source.startsWith(group));
  const wrong = rows.filter((m) => m.what !== 'right');
  console.log(`\n══ ${group}: ${rows.length} items at ≥ 0.8, ${wrong.length} wrong`);
  const byWhat = new Map<string, Miss[]>();
  for (const m of wrong) byWhat.set(m.what, [...(byWhat.get(m.what) ?? []), m]);
  for (const [what, ms] of [...byWhat].sort((a, b) => b[1].length - a[1].length))
    console.log(`${String(ms.length).padStart(4)}  ${what}`);
  // Evidence: how often each value stands beside a wrong item and beside a right one (share wrong).
  const values = new Set(rows.flatMap((m) => m.evidence));
  console.log('\nevidence               wrong / all at ≥ 0.8   share wrong');
  for (const v of [...values].sort()) {
    const n = rows.filter((m) => m.evidence.includes(v)).length;
    const w = wrong.filter((m) => m.evidence.includes(v)).length;
    console.log(
      `${v.padEnd(24)} ${String(w).padStart(4)} / ${String(n).padStart(4)}   ${((100 * w) / n).toFixed(1)} %`,
    );
  }
  if (list)
    for (const m of wrong)
      console.log(
        `${m.source} ${m.id}  ${m.item.title} | ${m.item.kind} ${m.item.weight} ${m.item.due?.date ?? '-'} c=${m.item.confidence} d=${m.item.dueConfidence}  ${m.what}  [${m.evidence.join(', ')}]`,
      );
}
