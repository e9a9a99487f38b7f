// Where the components of found schemes go (dev group of the web scheme labels, Markdown): each labelled
// component the scorer leaves unmatched on a page whose scheme the reader found is put down to one cause, and
// so is each answered component the scorer matches to none. `npx tsx scripts/syllabus-eval/component-split.ts [--list]`
//   title: an answered component on the label's line (±2) the scorer does not match by title;
//   read: a share or layout run read on that line (or of that weight nearby and named alike), left out by the chooser;
//   unread: nothing read there at all.
// Matched components with a weight off by more than half a point are counted apart (the eval's `weight ok`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newWork, readSyllabus } from '../../lib/syllabus/index.js';
import { calendar } from '../../lib/syllabus/calendar/index.js';
import { clean } from '../../lib/syllabus/clean/index.js';
import { dashLeaders } from '../../lib/syllabus/scheme/dash-leaders.js';
import { extractScheme } from '../../lib/syllabus/scheme/layout.js';
import { memberFigures } from '../../lib/syllabus/scheme/member-figures.js';
import { findShares, forgetCells, shareCandidates } from '../../lib/syllabus/scheme/shares.js';
import { spelledShares } from '../../lib/syllabus/scheme/spelled.js';
import { segment } from '../../lib/syllabus/segment/index.js';
import { forgetContentTokens } from '../../lib/syllabus/vocabulary/kinds.js';
import { similarity } from './score.js';
import { matchComponents, readSchemeLabels, webHalf } from './web.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = join(root, '../shared/fixtures/syllabi-web/pages');
const list = process.argv.includes('--list');
const group = process.argv.includes('--held') ? 'held' : 'dev';
if (group === 'held' && list) throw new Error('held is read as totals only');

interface Read {
  title: string;
  value: number;
  line: number;
  source: string;
}

/** Every share the scheme stage reads on the page (layout reader, constraint finder's candidates, prose lists). */
function readShares(text: string): Read[] {
  const work = newWork(text, { fallbackYear: 2000 });
  const out: Read[] = [];
  try {
    for (const stage of [clean, segment, calendar]) stage.run(work);
    const layout = extractScheme(work.lines, work.raw);
    for (const c of layout) out.push({ title: c.title, value: c.weight, line: c.line, source: 'layout' });
    const prepared = dashLeaders(memberFigures(spelledShares(work.raw)));
    const all = shareCandidates(prepared);
    for (const s of all) out.push({ title: s.title, value: s.value, line: s.line, source: `share-${s.unit}` });
    findShares(
      prepared,
      (step) => {
        const m = /^share candidate, ([^(]+)\(line (\d+)\): (.*) ([\d.]+)%$/.exec(step);
        if (m) out.push({ title: m[3]!, value: Number(m[4]), line: Number(m[2]) - 1, source: m[1]!.trim() });
      },
      !layout.length,
      all,
    );
  } finally {
    forgetContentTokens();
    forgetCells();
  }
  return out;
}

const causes = { matched: 0, weightOff: 0, title: 0, misread: 0, read: 0, unread: 0 };
const falseKinds: Record<string, number> = {};
const listing: string[] = [];
let pagesFound = 0;
// Pages kept unseen by the session's rules (a file of ids, one a line, named by --forbidden) are left out.
const forbiddenFile = process.argv[process.argv.indexOf('--forbidden') + 1];
const forbidden = new Set(
  process.argv.includes('--forbidden') && forbiddenFile ? readFileSync(forbiddenFile, 'utf8').split(/\s+/) : [],
);
const labels = readSchemeLabels(join(root, 'tests/fixtures/syllabi-web-labels/scheme')).filter(
  (l) => webHalf(l.id) === group && l.has_scheme && !forbidden.has(l.id),
);
for (const label of labels) {
  const text = readFileSync(join(pages, `${label.id}.md`), 'utf8');
  let rule = '';
  const reading = readSyllabus(text, {
    fallbackYear: 2000,
    trace: (step) => {
      const m = /^scheme (?:chosen by|completed by|dropped by) ([\w-]+)/.exec(step);
      if (m) rule += `${rule ? '+' : ''}${m[1]}`;
    },
  });
  const run = { scheme: reading.scheme ?? [] };
  if (!run.scheme.length) continue;
  pagesFound++;
  const sum = Math.round(run.scheme.reduce((t, c) => t + c.weight, 0) * 10) / 10;
  if (list)
    listing.push(
      `${label.id} PAGE sum ${sum} by ${rule} (${run.scheme.length} answered, ${label.components.length} labelled)`,
    );
  const answered = run.scheme as { title: string; weight: number; line?: number }[];
  const { pairs } = matchComponents(label.components, answered);
  const pe = new Map(pairs.map(([e, p]) => [e, p]));
  const pp = new Set(pairs.map((p) => p[1]));
  const reads = readShares(text);
  const explained = new Set<number>();
  label.components.forEach((c, ei) => {
    const p = pe.get(ei);
    if (p !== undefined) {
      causes.matched++;
      if (Math.abs(answered[p]!.weight - c.weight) > 0.5) {
        causes.weightOff++;
        if (list)
          listing.push(
            `${label.id} weight: "${c.title}" ${c.weight} answered ${answered[p]!.weight} as "${answered[p]!.title}"`,
          );
      }
      return;
    }
    const at = c.line ? c.line - 1 : null;
    const onLine = answered.findIndex(
      (a, i) =>
        !pp.has(i) &&
        !explained.has(i) &&
        ((at !== null && a.line !== undefined && Math.abs(a.line - at) <= 2) ||
          (Math.abs(a.weight - c.weight) <= 0.5 && similarity(a.title, c.title) >= 0.15)),
    );
    let cause: 'title' | 'misread' | 'read' | 'unread';
    let why = '';
    if (onLine >= 0) {
      explained.add(onLine);
      cause = Math.abs(answered[onLine]!.weight - c.weight) <= 0.5 ? 'title' : 'misread';
      why = `answered "${answered[onLine]!.title}" ${answered[onLine]!.weight}`;
    } else {
      const near = (r: Read) => at === null || Math.abs(r.line - at) <= 3;
      const read =
        reads.find((r) => near(r) && Math.abs(r.value - c.weight) <= 0.5 && similarity(r.title, c.title) >= 0.15) ??
        reads.find((r) => near(r) && Math.abs(r.value - c.weight) <= 0.5) ??
        reads.find((r) => near(r) && similarity(r.title, c.title) >= 0.4);
      cause = read ? 'read' : 'unread';
      if (read) why = `read by ${read.source} "${read.title}" ${read.value} (line ${read.line + 1})`;
    }
    causes[cause]++;
    if (list) listing.push(`${label.id} ${cause}: "${c.title}" ${c.weight} (line ${c.line ?? '?'}) ${why}`);
  });
  answered.forEach((a, i) => {
    if (pp.has(i) || explained.has(i)) return;
    // What the false component is: a part of a labelled component (stated within a dozen lines after it, lighter),
    // a restatement of a labelled one (same weight), or something else (printed for reading).
    const parent = label.components.find(
      (c) => c.line && a.line !== undefined && a.line + 1 > c.line && a.line + 1 - c.line <= 15 && a.weight < c.weight,
    );
    const same = label.components.some((c) => Math.abs(c.weight - a.weight) <= 0.5);
    const kind = parent ? 'part of a component' : same ? 'same weight as a labelled one' : 'other';
    falseKinds[kind] = (falseKinds[kind] ?? 0) + 1;
    if (list)
      listing.push(
        `${label.id} false (${kind}): "${a.title}" ${a.weight} (line ${a.line === undefined ? '?' : a.line + 1})`,
      );
  });
}
if (list) for (const l of listing) console.log(l);
const lost = causes.title + causes.misread + causes.read + causes.unread;
console.log(
  `${group}: ${pagesFound} found schemes; labelled components ${causes.matched + lost}: matched ${causes.matched} (weight off ${causes.weightOff}); lost ${lost}: title ${causes.title}, answered-there-misread ${causes.misread}, read-left-out ${causes.read}, unread ${causes.unread}`,
);
console.log(
  `false components: ${Object.entries(falseKinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
