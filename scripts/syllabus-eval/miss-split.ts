// Where the missed items of the web full labels go (dev group only, per page with --list): (a) pages answered
// with no items, (b) a component of the scheme missing from the answer, (c) a component present whose members
// the label lists one by one, answered as one grouped item (c1) or with too few members (c2), (d) the rest
// (the component answered under another name or number: label conventions). `npx tsx scripts/syllabus-eval/miss-split.ts [--list]`
// With --names, the grouped members (c1, c2) are counted by how the label's member title relates to its component's
// title: the same head noun, another noun of the same kind (a synonym), an abbreviation, only another shared word, or
// nothing but the topic; each numbered or not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { classify, contentTokens, numbersOf, sameWord } from '../../lib/syllabus/vocabulary/kinds.js';
import { PAGE_LENGTH } from '../../lib/syllabus/vocabulary/numbers.js';
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
const counts = { a: 0, b: 0, c1: 0, c2: 0, d: 0 };
let fn = 0,
  tp = 0,
  fp = 0,
  optionalAnswered = 0,
  optionalLabelled = 0;
for (const f of readdirSync(fullDir).filter((x) => x.endsWith('.expected.json'))) {
  const id = f.replace(/\..*$/, '');
  if (webHalf(id) !== group) continue;
  const answer = JSON.parse(readFileSync(join(fullDir, f), 'utf8')) as Answer & { groups?: Record<string, unknown> };
  const text = readFileSync(join(pages, `${id}.md`), 'utf8');
  const predicted = toPredicted(readSyllabus(text).items);
  const s = scoreFile(answer, predicted);
  fn += s.fn;
  tp += s.tp;
  fp += s.fp;
  optionalLabelled += answer.items.filter((e) => e.optional).length;
  optionalAnswered += s.pairs.filter((x) => x.expected.optional).length;
  const members = (e: ExpectedItem) => (e.group ? answer.items.filter((x) => x.group === e.group && !x.optional) : [e]);
  for (const e of s.unmatchedExpected) {
    let cause: keyof typeof counts;
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
    counts[cause]++;
    if (names && (cause === 'c1' || cause === 'c2') && e.group) {
      const r = `${cause} ${relation(e.title, e.group)}`;
      relations.set(r, (relations.get(r) ?? 0) + 1);
    }
    if (list)
      console.log(
        `${id} ${cause} [${e.title}${e.group ? ` / ${e.group} x${ms.length}` : ''}] near: ${near.map((p) => p.title).join('; ')}`,
      );
  }
}
console.log(
  `${group}: tp ${tp} fp ${fp} fn ${fn}; missed by cause: a (no items) ${counts.a}, b (component missing) ${counts.b}, ` +
    `c1 (members as one item) ${counts.c1}, c2 (too few members) ${counts.c2}, d (other) ${counts.d}; ` +
    `optional labelled ${optionalLabelled}, answered ${optionalAnswered}`,
);
if (names) for (const [r, n] of [...relations].sort()) console.log(`${r}: ${n}`);
