// Where the missed items of the web full labels go (dev group only, per page with --list): (a) pages answered
// with no items, (b) a component of the scheme missing from the answer, (c) a component present whose members
// the label lists one by one, answered as one grouped item (c1) or with too few members (c2), (d) the rest
// (the component answered under another name or number: label conventions). `npx tsx scripts/syllabus-eval/miss-split.ts [--list]`
// With --names, the grouped members (c1, c2) are counted by how the label's member title relates to its component's
// title: the same head noun, another noun of the same kind (a synonym), an abbreviation, only another shared word, or
// nothing but the topic; each numbered or not.
// With --readings, the same split of the answers recorded while each batch was unseen (readings/<batch>.jsonl), per
// batch: what the reader missed on pages nobody had studied, rather than on the pages it was tuned on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParsedAssessment, readSyllabus } from '../../lib/syllabus/index.js';
import { classify, contentTokens, numbersOf, sameWord } from '../../lib/syllabus/vocabulary/kinds.js';
import { PAGE_LENGTH } from '../../lib/syllabus/vocabulary/numbers.js';
import { UNSEEN_READINGS } from './calibration.js';
import { toPredicted } from './run.js';
import { type Answer, type ExpectedItem, scoreFile, similarity } from './score.js';
import { webHalf } from './web.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fullDir = join(root, 'tests/fixtures/syllabi-web-labels/full');
const pages = join(root, '../shared/fixtures/syllabi-web/pages');
const list = process.argv.includes('--list');
const group = process.argv.includes('--held') ? 'held' : 'dev';

const series = (t: string) =>
  t
    .toLowerCase()
    .replace(/\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|[ivx]{1,4}|\d{1,2})\b/g, ' ')
    .replace(/[#\s]+/g, ' ')
    .trim();

const names = process.argv.includes('--names');
const relations = new Map<string, number>();
const relation = (member: string, component: string): string => {
  const m = contentTokens(member.split(/[(:]/)[0]!);
  const c = contentTokens(component);
  const numbered =
    numbersOf(member.replace(PAGE_LENGTH, ' ')).length > 0 || /\b(?:first|second|third|fourth|fifth)\b/i.test(member);
  const head = c[c.length - 1];
  const mk = classify(member);
  let r: string;
  if (head !== undefined && m.some((t) => sameWord(t, head))) r = 'same head noun';
  else if (/^[A-Z]{2,5}\b/.test(member.trim()) && !m.some((t) => c.some((x) => sameWord(x, t)))) r = 'abbreviation';
  else if (mk !== 'other' && mk === classify(component)) r = 'synonym (same kind)';
  else if (m.some((t) => c.some((x) => sameWord(x, t)))) r = 'another shared word';
  else r = 'topic only (other noun, other kind)';
  return `${r}, ${numbered ? 'numbered' : 'not numbered'}`;
};
type Counts = { a: number; b: number; c1: number; c2: number; d: number };
type Tally = { counts: Counts; tp: number; fp: number; fn: number; optionalLabelled: number; optionalAnswered: number };
const tally = (): Tally => ({
  counts: { a: 0, b: 0, c1: 0, c2: 0, d: 0 },
  tp: 0,
  fp: 0,
  fn: 0,
  optionalLabelled: 0,
  optionalAnswered: 0,
});

/** Adds one page's missed items, by cause, to the tally. */
const splitPage = (t: Tally, id: string, answer: Answer, predicted: ReturnType<typeof toPredicted>) => {
  const s = scoreFile(answer, predicted);
  t.fn += s.fn;
  t.tp += s.tp;
  t.fp += s.fp;
  t.optionalLabelled += answer.items.filter((e) => e.optional).length;
  t.optionalAnswered += s.pairs.filter((x) => x.expected.optional).length;
  const members = (e: ExpectedItem) => (e.group ? answer.items.filter((x) => x.group === e.group && !x.optional) : [e]);
  for (const e of s.unmatchedExpected) {
    let cause: keyof Counts;
    const ms = members(e);
    const near = predicted.filter(
      (p) =>
        similarity(series(p.title), series(e.title)) >= 0.5 ||
        (e.group !== undefined && similarity(series(p.title), series(e.group)) >= 0.5),
    );
    if (!predicted.length) cause = 'a';
    else if (!near.length) cause = 'b';
    else if (ms.length >= 2) cause = near.length === 1 && !/\d/.test(near[0]!.title) ? 'c1' : 'c2';
    else cause = 'd';
    t.counts[cause]++;
    if (names && (cause === 'c1' || cause === 'c2') && e.group) {
      const r = `${cause} ${relation(e.title, e.group)}`;
      relations.set(r, (relations.get(r) ?? 0) + 1);
    }
    if (list)
      console.log(
        `${id} ${cause} [${e.title}${e.group ? ` / ${e.group} x${ms.length}` : ''}] near: ${near.map((p) => p.title).join('; ')}`,
      );
  }
};

const line = (name: string, t: Tally) =>
  `${name}: tp ${t.tp} fp ${t.fp} fn ${t.fn}; missed by cause: a (no items) ${t.counts.a}, b (component missing) ` +
  `${t.counts.b}, c1 (members as one item) ${t.counts.c1}, c2 (too few members) ${t.counts.c2}, d (other) ` +
  `${t.counts.d}; optional labelled ${t.optionalLabelled}, answered ${t.optionalAnswered}`;

if (process.argv.includes('--readings')) {
  const all = tally();
  const batches = readdirSync(UNSEEN_READINGS)
    .filter((f) => f.endsWith('.jsonl'))
    .sort((x, y) => Number(x.replace(/\D/g, '')) - Number(y.replace(/\D/g, '')));
  for (const file of batches) {
    const t = tally();
    for (const row of readFileSync(join(UNSEEN_READINGS, file), 'utf8').split('\n')) {
      if (!row.trim()) continue;
      const reading = JSON.parse(row) as { id: string; items: ParsedAssessment[] };
      const studied = join(fullDir, `${reading.id}.expected.json`);
      const label = existsSync(studied) ? studied : join(fullDir, '../full-fresh', `${reading.id}.expected.json`);
      const answer = JSON.parse(readFileSync(label, 'utf8')) as Answer;
      splitPage(t, reading.id, answer, toPredicted(reading.items));
      splitPage(all, reading.id, answer, toPredicted(reading.items));
    }
    console.log(line(file.replace(/\.jsonl$/, ''), t));
  }
  console.log(line('all batches, each read while unseen', all));
  process.exit(0);
}

const dev = tally();
for (const f of readdirSync(fullDir).filter((x) => x.endsWith('.expected.json'))) {
  const id = f.replace(/\..*$/, '');
  if (webHalf(id) !== group) continue;
  const answer = JSON.parse(readFileSync(join(fullDir, f), 'utf8')) as Answer;
  const text = readFileSync(join(pages, `${id}.md`), 'utf8');
  splitPage(dev, id, answer, toPredicted(readSyllabus(text).items));
}
console.log(line(group, dev));
if (names) for (const [r, n] of [...relations].sort()) console.log(`${r}: ${n}`);
