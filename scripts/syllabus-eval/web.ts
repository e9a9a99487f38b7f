// The reader on real course pages (../shared/fixtures/syllabi-web): robustness and coverage over every
// page, as Markdown and as plain text, and the scheme-only labels (components found, weights, no
// scheme where the page has none).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSyllabus, type SyllabusReading } from '../../lib/syllabus/index.js';
import { plainText } from './plain.js';
import { similarity } from './score.js';

export interface SchemeLabel {
  id: string;
  has_scheme: boolean;
  total?: number | null;
  components: { title: string; weight: number; count?: number | null; line?: number | null }[];
  notes?: string[];
}

export interface PageRun {
  id: string;
  ms: number;
  /** The reader failed inside (an exception it caught and answered with a warning), or threw. */
  failed: boolean;
  items: number;
  sum: number;
  scheme: { title: string; weight: number }[];
  /** The items the reader gave confidence 0.8 or more, and how many items it gave in all. */
  sure: { title: string; weight: number }[];
  unplaced: number;
  /** A crude detector (see statedScheme) sees a scheme on the page. */
  stated: boolean;
}

export type Form = 'markdown' | 'plain';

/** Reads one text, timing it and noting whether the reader failed inside. */
export function runText(id: string, text: string): PageRun {
  const started = performance.now();
  let reading: SyllabusReading | null = null;
  let failed = false;
  try {
    reading = readSyllabus(text, { fallbackYear: 2000 });
    failed = Boolean((reading as { failure?: unknown }).failure);
  } catch {
    failed = true;
  }
  const ms = performance.now() - started;
  const items = reading?.items ?? [];
  return {
    id,
    ms,
    failed,
    items: items.length,
    sum: Math.round(items.reduce((s, i) => s + i.weight, 0) * 100) / 100,
    scheme: (reading as { scheme?: { title: string; weight: number }[] } | null)?.scheme ?? [],
    sure: items.filter((i) => i.confidence >= 0.8).map((i) => ({ title: i.title, weight: i.weight })),
    unplaced: (reading as { unplaced?: unknown[] } | null)?.unplaced?.length ?? 0,
    stated: statedScheme(text),
  };
}

const GRADING_WORD = /grad|evaluat|assess|weight|requirement/i;
const PERCENT = /(\d{1,2}(?:\.\d)?)\s*(?:%|percent)/gi;

/**
 * The README's crude detector, independent of the reader: a grading-like line followed within 40 lines by three
 * or more percentages whose running sum reaches 100. It sees a stated scheme on about a quarter of the pages;
 * where it does and the reader's weights do not add to 100, the reader probably missed or cut the scheme.
 */
export function statedScheme(text: string): boolean {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!GRADING_WORD.test(lines[i]!)) continue;
    let sum = 0;
    let count = 0;
    for (let j = i; j < Math.min(lines.length, i + 40) && sum <= 101; j++)
      for (const m of lines[j]!.matchAll(PERCENT)) {
        sum += Number(m[1]);
        count++;
        if (count >= 3 && Math.abs(sum - 100) < 0.6) return true;
        if (sum > 101) break;
      }
  }
  return false;
}

/**
 * Groups of the seeded sample (sample.json) fixed by list rather than by hash: `unseen` names the list (or lists) scored as
 * `fresh` (the newest labels, never studied), `studied` the lists in `dev`.
 */
const SAMPLE: { fresh: ReadonlySet<string>; dev: ReadonlySet<string> } = (() => {
  const file = fileURLToPath(new URL('../../tests/fixtures/syllabi-web-labels/sample.json', import.meta.url));
  if (!existsSync(file)) return { fresh: new Set(), dev: new Set() };
  const s = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const list = (key: unknown): string[] =>
    typeof key === 'string' && Array.isArray(s[key]) ? (s[key] as string[]) : [];
  const studied = Array.isArray(s.studied) ? (s.studied as unknown[]) : [];
  const unseen = Array.isArray(s.unseen) ? (s.unseen as unknown[]) : [s.unseen];
  return { fresh: new Set(unseen.flatMap(list)), dev: new Set(studied.flatMap(list)) };
})();

export const WEB_GROUPS = ['dev', 'held', 'fresh'] as const;
export type WebGroup = (typeof WEB_GROUPS)[number];

/**
 * The group of the labelled web pages a page belongs to: `fresh` when it is in the list sample.json names
 * `unseen` (the newest labels, never studied, reported apart so that the reader's figure on them is on pages
 * nobody had tuned on); `dev` when it is in a list sample.json names `studied` (`more`, labelled when pages of
 * the unlabelled pool had already been studied, so none of them can be held; and each earlier fresh group, once
 * measured unseen and studied since); else by its id alone: FNV-1a (32 bits) of the id, even → `dev` (the pages
 * one studies when tuning the reader), odd → `held` (scored, never studied).
 */
export function webHalf(id: string): WebGroup {
  if (SAMPLE.fresh.has(id)) return 'fresh';
  if (SAMPLE.dev.has(id)) return 'dev';
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'dev' : 'held';
}

export function pageIds(pages: string): string[] {
  return readdirSync(pages)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

export function pageText(pages: string, id: string, form: Form): string {
  const md = readFileSync(join(pages, `${id}.md`), 'utf8');
  return form === 'markdown' ? md : plainText(md);
}

export interface WebSummary {
  form: Form;
  pages: number;
  withItems: number;
  adding: number;
  /** Pages where the crude detector sees a scheme, and of those, the ones whose items add to 100±1. */
  stated: number;
  statedAdding: number;
  /** The stated pages whose items do not add to 100±1, by id. */
  statedMissed: string[];
  failed: string[];
  p50: number;
  p99: number;
  max: number;
  slowest: string;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

const adds = (r: PageRun) => r.items > 0 && Math.abs(r.sum - 100) <= 1;

export function summarise(form: Form, runs: PageRun[]): WebSummary {
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a), runs[0]!);
  return {
    form,
    pages: runs.length,
    withItems: runs.filter((r) => r.items > 0).length,
    adding: runs.filter(adds).length,
    stated: runs.filter((r) => r.stated).length,
    statedAdding: runs.filter((r) => r.stated && adds(r)).length,
    statedMissed: runs.filter((r) => r.stated && !adds(r)).map((r) => r.id),
    failed: runs.filter((r) => r.failed).map((r) => r.id),
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    max: ms[ms.length - 1] ?? 0,
    slowest: slowest?.id ?? '',
  };
}

export interface SchemeScore {
  labelled: number;
  withScheme: number;
  found: number;
  /** Pages labelled without a scheme on which the reader answered one. */
  falseScheme: string[];
  tp: number;
  fp: number;
  fn: number;
  weightOk: number;
  adding: number;
  /** Items given confidence 0.8 or more, and those of them matching a labelled component (one to one). */
  sure: number;
  sureMatched: number;
  /** Those matched, and the members of their series ("Paper #3" beside a matched "Paper #2"): a labelled
   * component of several pieces ("Five short papers") matches one of its members only, one to one. */
  sureInSeries: number;
  perPage: { id: string; tp: number; fp: number; fn: number; missed: string[]; extra: string[] }[];
}

/** Components matched one to one, greedily: similar titles (≥ 0.5), or somewhat similar (≥ 0.3) with the same weight. */
export function matchComponents(
  label: SchemeLabel['components'],
  predicted: { title: string; weight: number }[],
): { pairs: [number, number][]; weightOk: number } {
  const cands: { e: number; p: number; s: number }[] = [];
  label.forEach((e, ei) =>
    predicted.forEach((p, pi) => {
      const sim = similarity(p.title, e.title);
      const same = Math.abs(p.weight - e.weight) <= 0.5;
      if (sim >= 0.5 || (sim >= 0.3 && same)) cands.push({ e: ei, p: pi, s: sim + (same ? 0.15 : 0) });
    }),
  );
  cands.sort((a, b) => b.s - a.s);
  const ue = new Set<number>(),
    up = new Set<number>();
  const pairs: [number, number][] = [];
  let weightOk = 0;
  for (const c of cands) {
    if (ue.has(c.e) || up.has(c.p)) continue;
    ue.add(c.e);
    up.add(c.p);
    pairs.push([c.e, c.p]);
    if (Math.abs(label[c.e]!.weight - predicted[c.p]!.weight) <= 0.5) weightOk++;
  }
  return { pairs, weightOk };
}

const ORDINAL_OR_NUMERAL =
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[ivx]{1,4}|\d{1,2})\b/gi;

/** A title's series: its words without numbers, numerals or ordinals ("Paper #2", "Second paper" → "paper"). */
function seriesOf(title: string): string {
  return title
    .toLowerCase()
    .replace(ORDINAL_OR_NUMERAL, ' ')
    .replace(/[#\s]+/g, ' ')
    .trim();
}

export function scoreSchemes(labels: SchemeLabel[], runs: Map<string, PageRun>): SchemeScore {
  const out: SchemeScore = {
    labelled: 0,
    withScheme: 0,
    found: 0,
    falseScheme: [],
    tp: 0,
    fp: 0,
    fn: 0,
    weightOk: 0,
    adding: 0,
    sure: 0,
    sureMatched: 0,
    sureInSeries: 0,
    perPage: [],
  };
  for (const label of labels) {
    const run = runs.get(label.id);
    if (!run) continue;
    out.labelled++;
    out.sure += run.sure.length;
    if (label.has_scheme) {
      const { pairs } = matchComponents(label.components, run.sure);
      out.sureMatched += pairs.length;
      const matched = new Set(pairs.map((p) => seriesOf(run.sure[p[1]]!.title)));
      out.sureInSeries +=
        pairs.length +
        run.sure.filter((x, i) => !pairs.some((p) => p[1] === i) && matched.has(seriesOf(x.title))).length;
    }
    if (!label.has_scheme) {
      if (run.scheme.length) out.falseScheme.push(label.id);
      out.fp += run.scheme.length;
      continue;
    }
    out.withScheme++;
    if (run.scheme.length) out.found++;
    if (run.scheme.length && Math.abs(run.scheme.reduce((s, c) => s + c.weight, 0) - 100) <= 1) out.adding++;
    const { pairs, weightOk } = matchComponents(label.components, run.scheme);
    const tp = pairs.length;
    const fp = run.scheme.length - tp;
    const fn = label.components.length - tp;
    out.tp += tp;
    out.fp += fp;
    out.fn += fn;
    out.weightOk += weightOk;
    const pe = new Set(pairs.map((p) => p[0]));
    const pp = new Set(pairs.map((p) => p[1]));
    out.perPage.push({
      id: label.id,
      tp,
      fp,
      fn,
      missed: label.components.filter((_, i) => !pe.has(i)).map((c) => `${c.title} ${c.weight}`),
      extra: run.scheme.filter((_, i) => !pp.has(i)).map((c) => `${c.title} ${c.weight}`),
    });
  }
  return out;
}

/** Scheme labels from a folder: `<id>.json` files (`tests/fixtures/syllabi-web-labels/scheme` or `/work/labels/web-scheme`). */
export function readSchemeLabels(dir: string): SchemeLabel[] {
  if (!existsSync(dir)) return [];
  const out: SchemeLabel[] = [];
  for (const f of readdirSync(dir)
    .filter((f) => /^[^.].*\.json$/.test(f))
    .sort()) {
    try {
      const label = JSON.parse(readFileSync(join(dir, f), 'utf8')) as SchemeLabel;
      out.push({ ...label, id: String(label.id ?? f.replace(/\.json$/, '')), components: label.components ?? [] });
    } catch (err) {
      console.log(`  (label ${f} unreadable, skipped: ${(err as Error).message})`);
    }
  }
  return out;
}
