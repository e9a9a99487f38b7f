// The bound of confidence/ (a dated item is never surer than its date), judged on the readings of the web
// batches while unseen (tests/fixtures/syllabi-web-labels/readings): the items each batch's reader returned,
// with their recorded confidence and dueConfidence, against today's labels. Prints, for the recorded values and
// for the bound applied to them, the items at 0.8 or more and the share right, and the ECE over ten bins; then
// the same per batch. Usage: npx tsx scripts/syllabus-eval/readings-date-bound.ts
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UNSEEN_READINGS } from './calibration.js';
import { outcomes } from './outcomes.js';
import { toPredicted } from './run.js';
const dir = UNSEEN_READINGS;
type R = { conf: number; due: number; dated: boolean; right: boolean; batch: string };
const rows: R[] = [];
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort())
  for (const l of readFileSync(`${dir}/${f}`, 'utf8').split('\n')) {
    if (!l.trim()) continue;
    const reading = JSON.parse(l);
    const answer = JSON.parse(readFileSync(join(UNSEEN_READINGS, '../full', `${reading.id}.expected.json`), 'utf8'));
    const judged = outcomes(answer, toPredicted(reading.items), {});
    reading.items.forEach((it: { confidence: number; dueConfidence: number; due: unknown }, i: number) => {
      const o = judged[i];
      if (!o) return;
      rows.push({ conf: it.confidence, due: it.dueConfidence, dated: Boolean(it.due), right: o.right, batch: f });
    });
  }
function report(name: string, conf: (r: R) => number) {
  const cs = rows.map(conf);
  const hi = rows.filter((_, i) => cs[i]! >= 0.8);
  let ece = 0;
  for (let b = 0; b < 10; b++) {
    const xs = rows.map((r, i) => [r, cs[i]!] as const).filter(([, c]) => Math.min(9, Math.floor(c * 10)) === b);
    if (!xs.length) continue;
    const mc = xs.reduce((s, [, c]) => s + c, 0) / xs.length,
      acc = xs.filter(([r]) => r.right).length / xs.length;
    ece += (xs.length / rows.length) * Math.abs(mc - acc);
  }
  const ok = hi.filter((r) => r.right).length;
  console.log(
    name.padEnd(12),
    rows.length,
    'hi',
    ok,
    '/',
    hi.length,
    ((100 * ok) / hi.length).toFixed(1),
    '% ECE',
    ece.toFixed(3),
  );
}
report('recorded', (r) => r.conf);
report('date bound', (r) => (r.dated ? Math.min(r.conf, r.due) : r.conf));
for (const b of [...new Set(rows.map((r) => r.batch))]) {
  const xs = rows.filter((r) => r.batch === b);
  const f = (c: (r: R) => number) => {
    const h = xs.filter((r) => c(r) >= 0.8);
    return `${h.filter((r) => r.right).length}/${h.length}`;
  };
  console.log(
    b,
    'recorded',
    f((r) => r.conf),
    'date bound',
    f((r) => (r.dated ? Math.min(r.conf, r.due) : r.conf)),
  );
}
