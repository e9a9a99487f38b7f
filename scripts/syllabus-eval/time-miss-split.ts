// How the time of day of the web full labels goes wrong (the eval's `time` figure: matched items whose label gives a
// time, right when both the day and the time are): the day wrong; the day right and no time answered; the day
// right and another time. With --list, the misses of dev pages: page | item | label | answer.
// Finding (2026-11-30, eighth session, 411 full labels, at ab52022): 146 labelled times, 84 right; 36 the day wrong
// (the time then cannot count), 22 the day right and no time answered, 4 another time (dev: 83 right, 32, 19, 4;
// held: 1 right, 4, 3, 0). The missing times are spread over 18 dev pages with no shape shared by more than two.
// Usage: npx tsx scripts/syllabus-eval/time-miss-split.ts [--list]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uncalibrated } from '../../lib/syllabus/calibrate/index.js';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { TRAINING_YEAR } from './calibration.js';
import { toPredicted } from './run.js';
import { type Answer, scoreFile } from './score.js';
import { webHalf } from './web.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FULL = join(root, 'tests/fixtures/syllabi-web-labels/full');
const PAGES = join(root, '../shared/fixtures/syllabi-web/pages');
const LIST = process.argv.includes('--list');
const tally = new Map<string, Record<string, number>>();
const add = (g: string, c: string) => {
  const t = tally.get(g) ?? {};
  t[c] = (t[c] ?? 0) + 1;
  tally.set(g, t);
};
for (const f of readdirSync(FULL).filter((f) => f.endsWith('.expected.json'))) {
  const id = f.replace(/\.expected\.json$/, '');
  const answer = JSON.parse(readFileSync(join(FULL, f), 'utf8')) as Answer;
  if (!answer.items.some((e) => e.due && e.due.length > 10)) continue;
  const text = readFileSync(join(PAGES, `${id}.md`), 'utf8');
  const reading = uncalibrated(() => readSyllabus(text, { fallbackYear: TRAINING_YEAR }));
  for (const { expected: e, predicted: p } of scoreFile(answer, toPredicted(reading.items)).pairs) {
    if (!e.due || e.due.length <= 10) continue;
    const c =
      p.due?.slice(0, 10) !== e.due.slice(0, 10)
        ? 'day wrong'
        : !p.due || p.due.length <= 10
          ? 'no time'
          : p.due.slice(11, 16) === e.due.slice(11, 16)
            ? 'right'
            : 'other time';
    add(`half ${webHalf(id)}`, c);
    add('all', c);
    if (LIST && c !== 'right' && webHalf(id) === 'dev') console.log(`${c} | ${id} | ${e.title} | ${e.due} | ${p.due}`);
  }
}
for (const [g, t] of tally) console.log(g, JSON.stringify(t));
