// (exam-sittings) "Three exams 60%" counted in the scheme, and the schedule dating the sittings under another
// generic word ("TEST 1 (9/24)", "TEST 2 (10/22)", "TEST 3 (11/19)") or under the bare word on each day
// ("9/26 EXAMINATION", "11/9 EXAMINATION", "FINAL EXAMINATION: Dec 13, 8:00"): the component is those sittings,
// each a member with its own date, the weight shared equally (labelling rule R3: members with their own date).
// Only as many dated sittings as the scheme counts, each on a day of its own, make the split; fewer or more
// (a review day, a make-up) leave the component whole.
// (uncounted-numbered-sittings) "Tests 50%" or "TEST AVERAGE 50%" with no count, and the schedule dating a numbered run
// of the bare word ("OCTOBER 2 - EXAM #1", "NOVEMBER 8 - EXAM #2"): the run, numbered from 1, each number on one day,
// is the count (with the final sitting the scheme gives no component of its own, when one day names it).
import { contentTokens, sameWord } from '../vocabulary/kinds.js';
import type { Component } from '../scheme/layout.js';
import type { Mention } from '../mentions/schedule.js';
import type { DraftAssessment } from '../types.js';

const GENERIC = ['exam', 'examination', 'test'];
const PLURAL = /\b(?:exams|examinations|tests)\b/i;
// A name that says it stands for several sittings without a count: a plural, or their average ("Test average").
const SEVERAL = /\b(?:exams|examinations|tests|average)\b/i;
// The words of a sitting's name without its number ("TEST 1", "Exam #2", "Examination II").
const words = (m: Mention) => contentTokens(m.title).filter((w) => !/^(?:\d+|[ivx]{1,4})$/.test(w));
const generic = (m: Mention) => {
  const t = words(m);
  return t.length === 1 && GENERIC.some((g) => sameWord(t[0]!, g));
};
const isFinal = (m: Mention) => {
  const t = words(m);
  return t.length === 2 && t[0] === 'final' && GENERIC.some((g) => sameWord(t[1]!, g));
};
// A sitting in a schedule: its own row (score 3 or more) with its own day, not a span or a week.
const sitting = (m: Mention) => m.score >= 3 && !!m.due && !m.range && !m.weekOnly && !m.draft && !m.noDue;
const round = (n: number) => Math.round(n * 10000) / 10000;
const titled = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());

function first(ms: Mention[]): Mention {
  return [...ms].sort((a, b) => b.score - a.score || a.order - b.order)[0]!;
}

/** The dated sittings of a counted, plural exams component, or null when the schedule does not date them so. */
export function examSittings(
  c: Component,
  all: Component[],
  mentions: Mention[],
  trace?: (line: string) => void,
): DraftAssessment[] | null {
  let n = c.count;
  if (c.kind !== 'midterm' || (n !== null && (n < 2 || n > 8 || !PLURAL.test(c.title)))) return null;
  if (n === null && !SEVERAL.test(c.title)) return null;
  // Another midterm-kind component could own the same sittings.
  if (all.some((o) => o !== c && o.kind === 'midterm')) return null;
  const rows = mentions.filter(sitting);
  // The final sitting, when no component of its own is the final exam: "FINAL EXAMINATION" on one day.
  const finals = all.some((o) => o !== c && o.kind === 'final')
    ? []
    : rows.filter((m) => m.number === null && isFinal(m));
  const final = new Set(finals.map((m) => m.due!.date)).size === 1 ? first(finals) : null;
  // "TEST 1", "TEST 2", "TEST 3" (a run from 1, each on one day), or "EXAMINATION" on each of its days.
  const numbered = rows.filter((m) => m.number !== null && generic(m));
  const groups = new Map<string, Mention[]>();
  for (const m of numbered.length ? numbered : rows.filter((m) => m.number === null && generic(m))) {
    const key = numbered.length ? String(m.number) : m.due!.date;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  if (numbered.length) {
    const keys = [...groups.keys()].map(Number).sort((a, b) => a - b);
    if (!keys.every((k, i) => k === i + 1)) return null;
    if (![...groups.values()].every((ms) => new Set(ms.map((m) => m.due!.date)).size === 1)) return null;
  }
  const run = [...groups.values()].map(first).sort((a, b) => (a.due!.date < b.due!.date ? -1 : 1));
  if (final && run.some((m) => m.due!.date >= final.due!.date)) return null;
  // (uncounted-numbered-sittings) Without a count only a numbered run counts, never the bare word's days.
  if (n === null) {
    if (!numbered.length || run.length < 2 || run.length > 8) return null;
    n = run.length + (final ? 1 : 0);
    trace?.(`link: uncounted-numbered-sittings splits ${c.title} into ${n} sittings`);
  }
  const picked = run.length === n ? run : run.length === n - 1 && final ? [...run, final] : null;
  if (!picked) return null;
  const each = round(c.weight / n);
  return picked.map((m, i) => ({
    title: m === final || numbered.length ? titled(m.title) : `${titled(words(m)[0]!)} ${i + 1}`,
    kind: m === final ? ('final' as const) : ('midterm' as const),
    due: m.due,
    weight: each,
  }));
}
