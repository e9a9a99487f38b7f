// (sittings-in-order) Exam components numbered in the scheme ("Midterm I 17.5%", "Midterm II 17.5%") while the
// schedule names their sittings without a number ("Feb 17 Midterm Exam", "Apr 11 Midterm Exam"): when no numbered
// mention dates them and the schedule holds exactly as many unnumbered sittings of that kind, each on a day of its
// own, the first sitting is the first exam, the second the second. A review day or a make-up on another day makes
// one sitting too many, and then no component is dated so.
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

const EXAM_NOUNS = ['midterm', 'exam', 'examination', 'test'];

// A sitting in a schedule: its own row or entry (score 3 or more) with its own day, not a span, a week or a draft.
export const sitting = (m: Mention) => m.score >= 3 && !!m.due && !m.range && !m.weekOnly && !m.draft && !m.noDue;
export const examNouns = (title: string) => contentTokens(title).filter((t) => EXAM_NOUNS.some((n) => sameWord(n, t)));

/**
 * The scheme's numbered midterm components in their order, when one noun names them all ("Midterm I", "Midterm
 * II"), they number 1..n, and no unnumbered midterm component stands beside them (it could own the same sittings);
 * else null. `nouns` are the exam nouns of the first one's name.
 */
export function numberedExams(
  components: readonly Component[],
  numbers: (c: Component) => number[],
): { order: Component[]; nouns: string[] } | null {
  const numbered = components.filter((c) => c.kind === 'midterm' && numbers(c).length === 1);
  if (numbered.length < 2) return null;
  const nouns = examNouns(numbered[0]!.title);
  if (!nouns.length || !numbered.every((c) => examNouns(c.title).some((t) => nouns.some((n) => sameWord(n, t)))))
    return null;
  const order = [...numbered].sort((a, b) => numbers(a)[0]! - numbers(b)[0]!);
  if (!order.every((c, i) => numbers(c)[0] === i + 1)) return null;
  if (components.some((c) => c.kind === 'midterm' && !numbered.includes(c))) return null;
  return { order, nouns };
}

/**
 * The unnumbered sitting that dates each numbered midterm component, when the schedule dates them so. `numbers`
 * gives each component's own number(s) (those that number it, not those that measure it).
 */
export function sittingsInOrder(
  components: readonly Component[],
  numbers: (c: Component) => number[],
  mentions: readonly Mention[],
): Map<Component, Mention> {
  const out = new Map<Component, Mention>();
  const exams = numberedExams(components, numbers);
  if (!exams) return out;
  const { order, nouns } = exams;
  const names = (m: Mention) => {
    const t = examNouns(m.title);
    return t.length > 0 && t.some((w) => nouns.some((n) => sameWord(n, w)));
  };
  // A numbered mention of the same exams dates them already (or says which is which).
  if (mentions.some((m) => m.number !== null && m.kind === 'midterm' && names(m))) return out;
  const rows = mentions.filter((m) => m.number === null && m.kind === 'midterm' && sitting(m) && names(m));
  const days = new Map<string, Mention>();
  for (const m of rows) {
    const held = days.get(m.due!.date);
    if (!held || m.score > held.score || (!held.due!.time && m.due!.time)) days.set(m.due!.date, m);
  }
  if (days.size !== order.length) return out;
  const sorted = [...days.values()].sort((a, b) => (a.due!.date < b.due!.date ? -1 : 1));
  order.forEach((c, i) => out.set(c, sorted[i]!));
  return out;
}
