// The record of the link stage's date choices on the labelled real corpora, and a learned choice of a whole
// component's due date cross-validated against the hand-ordered rules (chooseDue in lib/syllabus/link/merge.ts).
// Candidates: every day the component's own line gives, every dated mention the rules link to it (and its one
// member's), and, for the "wide" variants, every other dated mention of the page; features in
// lib/syllabus/link/due-features.ts. Items are matched to labels by the eval's matcher (score.ts); a candidate is
// right when its day is the label's (`due`, `due_alt`, or `due_md` on a page without a year). Groups: syllabi,
// syllabi-real, syllabi-peer, and the web full labels by batch (sample.json: full3 … full10, the rest the first 75).
// Each group is scored by a model (L2 logistic regression, calibrate/fit.ts) trained on all the others.
//   npx tsx scripts/syllabus-eval/due-choice.ts        how the date misses on the web full labels split
//   npx tsx scripts/syllabus-eval/due-choice.ts --list-unread   the dev items whose day is written but unread
//   npx tsx scripts/syllabus-eval/due-choice.ts --cv   and leave-one-group-out figures, rules against learned
//   DUE_DROP=rulesChoice …                             without the rules' own choice as a feature
// Finding (2026-11-30, 267 full labels): the rules pick a wrong day among candidates that hold the right one for 10
// of 399 judged web items; the misses are days never linked to the item (46), written but not read as a mention
// (45) or not read as a day (24). Learned, the choice gains at most 2 of 705 left-out web components and loses on
// the corpora without the rules' choice as a feature, so the reader keeps its rules (no model is committed).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitLogistic, rounded } from '../../lib/syllabus/calibrate/fit.js';
import { uncalibrated } from '../../lib/syllabus/calibrate/index.js';
import { columns, predict, type Logistic } from '../../lib/syllabus/calibrate/model.js';
import { readSyllabus } from '../../lib/syllabus/index.js';
import { DUE_FEATURES } from '../../lib/syllabus/link/due-features.js';
import { type DueChoice, recordDueChoices } from '../../lib/syllabus/link/merge.js';
import { isMain } from '../is-main.js';
import { CORPORA, TRAINING_YEAR } from './calibration.js';
import { webHalf } from './web.js';
import { toPredicted } from './run.js';
import { type Answer, type ExpectedItem, mergeMembers, scoreFile } from './score.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE = `${root}tests/fixtures/syllabi-web-labels/sample.json`;
export const DUE_FIT = { l2: 1, iterations: 25 };

type Labelled = ExpectedItem & { due_md?: string; due_md_alt?: string[] };

interface Judged {
  group: string;
  corpus: string;
  file: string;
  choice: DueChoice;
  /** The label's days (YYYY-MM-DD, or MM-DD for a page without a year); empty when the label has none. */
  days: string[];
  /** The label says the item has no date (and the corpus's null dates are reliable). */
  none: boolean;
}

const dayOf = (d: string | null | undefined) => (d ? d.slice(0, 10) : null);

/** Whether one day (YYYY-MM-DD) is one of the label's. */
const isDay = (date: string | null | undefined, days: readonly string[]) =>
  Boolean(date) && days.some((d) => (d.length === 5 ? date!.slice(5, 10) === d : date!.slice(0, 10) === d));

function batches(): Map<string, string> {
  const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as Record<string, unknown>;
  const of = new Map<string, string>();
  for (const [k, v] of Object.entries(sample))
    if (/^full\d+$/.test(k) && Array.isArray(v)) for (const id of v as string[]) of.set(id, k);
  return of;
}

/** Web full labels' items with a labelled day dated by other rules (listed members, exam sittings…). */
const otherPaths = { right: 0, wrong: 0 };

/** Every date choice the reader makes on the labelled corpora, with the label of its item where matched. */
function collectChoices(): Judged[] {
  const batchOf = batches();
  const out: Judged[] = [];
  for (const corpus of CORPORA) {
    const web = corpus.label.startsWith('syllabi-web');
    let names: string[];
    try {
      names = readdirSync(corpus.labels)
        .filter((f) => f.endsWith('.expected.json'))
        .map((f) => f.replace(/\.expected\.json$/, ''))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      let text: string;
      try {
        text = readFileSync(corpus.text(name), 'utf8');
      } catch {
        continue;
      }
      const answer = JSON.parse(readFileSync(join(corpus.labels, `${name}.expected.json`), 'utf8')) as Answer;
      const log: DueChoice[] = [];
      recordDueChoices(log);
      let reading: ReturnType<typeof readSyllabus>;
      try {
        reading = uncalibrated(() => readSyllabus(text, { fallbackYear: TRAINING_YEAR }));
      } finally {
        recordDueChoices(null);
      }
      const predicted = toPredicted(reading.items);
      const scored = corpus.merged ? mergeMembers(predicted) : predicted;
      const pairs = scoreFile(answer, scored).pairs;
      const used = new Set<DueChoice>();
      for (const pair of pairs) {
        const e = pair.expected as Labelled;
        if (e.optional) continue;
        const choice = log.find((c) => !used.has(c) && c.title === pair.predicted.title);
        if (!choice) {
          if (web && (e.due || e.due_md))
            otherPaths[
              isDay(
                pair.predicted.due,
                e.due
                  ? [dayOf(e.due)!, ...(e.due_alt ?? []).flatMap((d) => (d ? [dayOf(d)!] : []))]
                  : [e.due_md!, ...(e.due_md_alt ?? [])],
              )
                ? 'right'
                : 'wrong'
            ]++;
          continue;
        }
        used.add(choice);
        const days = e.due
          ? [dayOf(e.due)!, ...(e.due_alt ?? []).flatMap((d) => (d ? [dayOf(d)!] : []))]
          : e.due_md
            ? [e.due_md, ...(e.due_md_alt ?? [])]
            : [];
        const none = !days.length && !corpus.nullDatesUnknown;
        if (!days.length && !none) continue;
        out.push({
          group: web ? (batchOf.get(name) ?? 'full-first75') : corpus.label,
          corpus: corpus.label,
          file: name,
          choice,
          days,
          none,
        });
      }
    }
  }
  return out;
}

/** The training rows of whole components: one per candidate day, target whether it is the label's. */
function rowsOf(judged: readonly Judged[], wide = false): { x: number[][]; y: number[] } {
  const x: number[][] = [];
  const y: number[] = [];
  for (const j of judged) {
    if (j.choice.path !== 'whole') continue;
    j.choice.candidates.forEach((c, i) => {
      if (!wide && !c.linked) return;
      x.push(j.choice.x[i]!);
      y.push(isDay(c.due.date, j.days) ? 1 : 0);
    });
  }
  return { x, y };
}

/** The features the model uses (the rules' own choice among them, or not: DUE_DROP=a,b leaves features out). */
const DUE_USED: readonly string[] = DUE_FEATURES.filter((f) => !(process.env.DUE_DROP ?? '').split(',').includes(f));

function trainDueChoice(judged: readonly Judged[], names: readonly string[] = DUE_USED, wide = false): Logistic {
  const { x, y } = rowsOf(judged, wide);
  const at = names.map((n) => (DUE_FEATURES as readonly string[]).indexOf(n));
  return rounded(
    fitLogistic(
      names,
      x.map((r) => at.map((k) => r[k]!)),
      y,
      DUE_FIT,
    ),
  );
}

interface Gate {
  name: string;
  /** Whether the learned choice answers this component (otherwise the rules' day stands). */
  applies: (j: DueChoice) => boolean;
  /** Below this score the learned choice answers no day. */
  floor: number;
  /** Among every dated mention of the page, not only those the rules linked. */
  wide?: boolean;
}

const distinctDays = (c: DueChoice) => new Set(c.candidates.filter((x) => x.linked).map((x) => x.due.date)).size;
const linkedCount = (c: DueChoice) => c.candidates.filter((x) => x.linked).length;

const GATES: Gate[] = [
  { name: 'always', applies: (c) => linkedCount(c) > 0, floor: 0 },
  { name: 'two+ days', applies: (c) => distinctDays(c) >= 2, floor: 0 },
  { name: 'two+ days, rules dated', applies: (c) => distinctDays(c) >= 2 && c.chosen !== null, floor: 0 },
  { name: 'always, floor .5', applies: (c) => linkedCount(c) > 0, floor: 0.5 },
  { name: 'wide undated .5', applies: (c) => c.chosen === null, floor: 0.5, wide: true },
  { name: 'wide undated .7', applies: (c) => c.chosen === null, floor: 0.7, wide: true },
  { name: 'wide undated .85', applies: (c) => c.chosen === null, floor: 0.85, wide: true },
  { name: 'wide all .5', applies: () => true, floor: 0.5, wide: true },
];

/** The day the learned choice gives (the best-scored candidate; the first in the document on a tie). */
function learnedDay(model: Logistic, c: DueChoice, floor: number, wide = false): string | null {
  let best = -1;
  let bestP = -1;
  const pick = columns([...DUE_FEATURES], model);
  c.candidates.forEach((cand, i) => {
    if (!wide && !cand.linked) return;
    const p = predict(model, pick(c.x[i]!));
    if (p > bestP + 1e-12) {
      best = i;
      bestP = p;
    }
  });
  return best >= 0 && bestP >= floor ? c.candidates[best]!.due.date : null;
}

const right = (day: string | null, j: Judged) => (j.none ? day === null : isDay(day, j.days));

function crossValidate(judged: Judged[]): void {
  const whole = judged.filter((j) => j.choice.path === 'whole');
  const groups = [...new Set(judged.map((j) => j.group))].sort();
  const table: Record<string, Record<string, { ok: number; of: number }>> = {};
  for (const g of groups) {
    const model = trainDueChoice(judged.filter((j) => j.group !== g));
    const wideModel = trainDueChoice(
      judged.filter((j) => j.group !== g),
      DUE_USED,
      true,
    );
    const mine = whole.filter((j) => j.group === g);
    const row: Record<string, { ok: number; of: number }> = { rules: { ok: 0, of: 0 } };
    for (const j of mine) {
      row.rules!.of++;
      if (right(j.choice.chosen?.date ?? null, j)) row.rules!.ok++;
    }
    for (const gate of GATES) {
      const r = { ok: 0, of: 0 };
      for (const j of mine) {
        r.of++;
        const day = gate.applies(j.choice)
          ? gate.wide
            ? (learnedDay(wideModel, j.choice, gate.floor, true) ?? j.choice.chosen?.date ?? null)
            : learnedDay(model, j.choice, gate.floor)
          : (j.choice.chosen?.date ?? null);
        if (right(day, j)) r.ok++;
      }
      row[gate.name] = r;
    }
    table[g] = row;
  }
  const cols = ['rules', ...GATES.map((g) => g.name)];
  console.log(`\nWhole components with a judged label, right day (left-out group; model trained on the others):`);
  console.log(`group\t${cols.join('\t')}`);
  const sum = (gs: string[]) =>
    cols.map((c) => {
      const ok = gs.reduce((a, g) => a + table[g]![c]!.ok, 0);
      const of = gs.reduce((a, g) => a + table[g]![c]!.of, 0);
      return `${ok}/${of}`;
    });
  for (const g of groups) console.log(`${g}\t${sum([g]).join('\t')}`);
  const web = groups.filter((g) => g.startsWith('full'));
  console.log(`web (batches)\t${sum(web).join('\t')}`);
  console.log(`corpora\t${sum(groups.filter((g) => !g.startsWith('full'))).join('\t')}`);
}

/** How the date misses on the web full labels split (items whose label has a day). */
function missSplit(
  judged: readonly Judged[],
  day: (j: Judged) => string | null = (j) => j.choice.chosen?.date ?? null,
): void {
  const web = judged.filter((j) => j.corpus.startsWith('syllabi-web') && j.days.length);
  const split = {
    right: 0,
    undatedWithRight: 0,
    wrongWithRight: 0,
    notAmongButMentioned: 0,
    notAmongButWritten: 0,
    notOnPageAsRead: 0,
  };
  const byPath = { whole: { ...split }, member: { ...split } };
  for (const j of web) {
    const d = day(j);
    const among = j.choice.candidates.some((c) => c.linked && isDay(c.due.date, j.days));
    const has = (s: ReadonlySet<string>) => [...s].some((x) => isDay(x, j.days));
    const k = isDay(d, j.days)
      ? 'right'
      : among
        ? d === null
          ? 'undatedWithRight'
          : 'wrongWithRight'
        : has(j.choice.page.mentioned)
          ? 'notAmongButMentioned'
          : has(j.choice.page.written)
            ? 'notAmongButWritten'
            : 'notOnPageAsRead';
    split[k]++;
    byPath[j.choice.path][k]++;
  }
  console.log(
    `\nWeb full labels, items matched with a labelled day (${web.length}; items dated by other rules not counted):`,
  );
  console.log(`  all:    ${JSON.stringify(split)}`);
  console.log(`  whole:  ${JSON.stringify(byPath.whole)}`);
  console.log(`  member: ${JSON.stringify(byPath.member)}`);
  console.log(`  dated by other rules (not recorded): ${JSON.stringify(otherPaths)}`);
}

/** The web items of dev pages whose right day is on a mention the link stage did not join to them (--list). */
function listUnlinked(judged: readonly Judged[]): void {
  console.log('\nUnlinked, dev pages (file | item | label days | unlinked mentions carrying the day):');
  for (const j of judged) {
    if (!j.corpus.startsWith('syllabi-web') || !j.days.length || webHalf(j.file) !== 'dev') continue;
    const among = j.choice.candidates.some((c) => c.linked && isDay(c.due.date, j.days));
    if (among || isDay(j.choice.chosen?.date ?? null, j.days)) continue;
    if (![...j.choice.page.mentioned].some((x) => isDay(x, j.days))) continue;
    const carriers = j.choice.candidates
      .filter((c) => !c.linked && c.mention && isDay(c.due.date, j.days))
      .map((c) => `"${c.mention!.title}"#${c.mention!.number ?? '-'}/${c.mention!.kind}@${c.line + 1}`);
    console.log(`${j.file} | ${j.choice.path} "${j.choice.title}" | ${j.days.join(',')} | ${carriers.join('; ')}`);
  }
}

/** The web items of dev pages whose right day is written but not read as a mention, or not read as a day (--list-unread). */
function listUnread(judged: readonly Judged[]): void {
  console.log('\nUnread, dev pages (row | file | item | label days):');
  for (const j of judged) {
    if (!j.corpus.startsWith('syllabi-web') || !j.days.length || webHalf(j.file) !== 'dev') continue;
    const among = j.choice.candidates.some((c) => c.linked && isDay(c.due.date, j.days));
    if (among || isDay(j.choice.chosen?.date ?? null, j.days)) continue;
    const has = (s: ReadonlySet<string>) => [...s].some((x) => isDay(x, j.days));
    if (has(j.choice.page.mentioned)) continue;
    const row = has(j.choice.page.written) ? 'written' : 'unread';
    console.log(`${row} | ${j.file} | ${j.choice.path} "${j.choice.title}" | ${j.days.join(',')}`);
  }
}

/** The web items of dev pages whose right day is among the linked candidates but another was chosen (--list-wrong). */
function listWrong(judged: readonly Judged[]): void {
  console.log('\nWrong among linked, dev pages (file | item | label days | chosen | linked candidates):');
  for (const j of judged) {
    if (!j.corpus.startsWith('syllabi-web') || !j.days.length || webHalf(j.file) !== 'dev') continue;
    const among = j.choice.candidates.some((c) => c.linked && isDay(c.due.date, j.days));
    if (!among || isDay(j.choice.chosen?.date ?? null, j.days)) continue;
    const linked = j.choice.candidates
      .filter((c) => c.linked)
      .map((c) => `${c.due.date.slice(0, 10)}${c.mention ? ` "${c.mention.title}"` : ' own'}@${c.line + 1}`);
    console.log(
      `${j.file} | ${j.choice.path} "${j.choice.title}" | ${j.days.join(',')} | ${j.choice.chosen?.date ?? '-'} | ${linked.join('; ')}`,
    );
  }
}

if (isMain(import.meta.url)) {
  const judged = collectChoices();
  console.log(`${judged.length} judged choices (${judged.filter((j) => j.choice.path === 'whole').length} whole)`);
  missSplit(judged);
  if (process.argv.includes('--list')) listUnlinked(judged);
  if (process.argv.includes('--list-unread')) listUnread(judged);
  if (process.argv.includes('--list-wrong')) listWrong(judged);
  if (process.argv.includes('--cv')) crossValidate(judged);
}
