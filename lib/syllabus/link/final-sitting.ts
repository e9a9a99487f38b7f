// (final-is-the-last-sitting) Exam components numbered in the scheme ("Test 1", "Test 2", "Test 3"; "Examination I",
// "Examination II") and no final exam among them, while the schedule names the last sitting "Final Exam": the final
// is the last numbered exam, when it is dated by nothing else, the schedule gives the final one day, and every earlier
// numbered exam is dated before it — by its own mentions, or by as many unnumbered midterm rows, one a day ("Mid-Term
// Examination: 23 February" for "Examination I"). A scheme that lists a final of its own, an unnumbered midterm beside
// the numbered ones, or two final days link nothing so.
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import { examNouns, numberedExams, sitting } from '../members/sittings-in-order.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

/** The words of a name that says only that it is the final sitting ("Final Exam", "FINAL EXAMINATION", "Final"). */
const FINAL_WORDS = ['final', 'exam', 'examination', 'test'];

/**
 * The mentions that date numbered exam components as the final and the rows before it. `numbers` gives each
 * component's own number(s); `dated` the first day the link stage has already given a component (or null).
 */
export function finalIsTheLastSitting(
  components: readonly Component[],
  numbers: (c: Component) => number[],
  mentions: readonly Mention[],
  dated: (c: Component) => string | null,
): Map<Component, Mention> {
  const out = new Map<Component, Mention>();
  if (components.some((c) => c.kind === 'final')) return out;
  const exams = numberedExams(components, numbers);
  if (!exams) return out;
  const { order } = exams;
  const last = order[order.length - 1]!;
  if (dated(last)) return out;
  // The final: one day, on rows that say only that it is the final sitting.
  const finals = mentions.filter(
    (m) =>
      m.kind === 'final' &&
      m.number === null &&
      sitting(m) &&
      contentTokens(m.title).every((t) => FINAL_WORDS.some((w) => sameWord(w, t))),
  );
  const finalDays = new Set(finals.map((m) => m.due!.date));
  if (finalDays.size !== 1) return out;
  const final = finals.sort((a, b) => b.score - a.score || Number(!!b.due!.time) - Number(!!a.due!.time))[0]!;
  const day = final.due!.date;
  const earlier = order.slice(0, -1);
  const days = earlier.map(dated);
  if (days.every((d) => d !== null)) {
    if (days.every((d) => d! < day)) out.set(last, final);
    return out;
  }
  if (days.some((d) => d !== null)) return out;
  // None of the earlier ones dated: as many unnumbered midterm rows as they are, one a day, all before the final.
  const names = (m: Mention) => examNouns(m.title).length > 0;
  if (mentions.some((m) => m.number !== null && m.kind === 'midterm' && names(m))) return out;
  const rows = new Map<string, Mention>();
  for (const m of mentions) {
    if (m.number !== null || m.kind !== 'midterm' || !sitting(m) || !names(m)) continue;
    const held = rows.get(m.due!.date);
    if (!held || m.score > held.score) rows.set(m.due!.date, m);
  }
  const sorted = [...rows.values()].sort((a, b) => (a.due!.date < b.due!.date ? -1 : 1));
  if (sorted.length !== earlier.length || !sorted.every((m) => m.due!.date < day)) return out;
  earlier.forEach((c, i) => out.set(c, sorted[i]!));
  out.set(last, final);
  return out;
}
