// (the-other-sitting) A schedule row that names only "EXAMINATION" (or "Exam"), beside a scheme with one midterm and
// one final exam ("In-class mid-term examination 20%", "A cumulative final examination 35%"): the word fits both, so
// the row dates neither by its name. When every other sitting is already dated by a mention that names it and the
// row's day falls where the one undated sitting goes (after every other sitting for the final, before the final for
// a midterm), the row is that sitting. A plural ("Exams"), a numbered row, two bare rows on different days, or two
// undated sittings date nothing.
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

const BARE = ['exam', 'examination'];
const PLURAL = /\b(?:exams|examinations)\b/i;

/** A sitting the scheme gives as one: its kind, and the days of the mentions already linked to it. */
export interface Sitting {
  component: Component;
  days: readonly string[];
}

/** A row naming only the exam word, with a day of its own. */
export const bare = (m: Mention) => {
  if (m.number !== null || !m.due || m.range || m.weekOnly || m.draft || m.noDue || m.score < 3) return false;
  const t = contentTokens(m.title);
  return t.length === 1 && BARE.some((w) => sameWord(w, t[0]!)) && !PLURAL.test(m.title);
};

/**
 * The one undated sitting the bare rows date, and the row that dates it. `days` of each sitting leave out the bare
 * rows ("EXAMINATION" is taken for the only midterm by its kind); `rows` are the mentions no other work took.
 */
export function otherSitting(sittings: readonly Sitting[], rows: readonly Mention[]): [Component, Mention] | null {
  if (sittings.length < 2) return null;
  const holders = sittings.filter((s) =>
    contentTokens(s.component.title).some((t) => BARE.some((w) => sameWord(w, t))),
  );
  const open = sittings.filter((s) => !s.days.length);
  if (open.length !== 1 || !holders.includes(open[0]!)) return null;
  const days = new Set(rows.filter(bare).map((m) => m.due!.date));
  if (days.size !== 1) return null;
  const day = [...days][0]!;
  const target = open[0]!;
  const others = sittings.filter((s) => s !== target);
  const fits =
    target.component.kind === 'final'
      ? others.every((s) => s.component.kind !== 'final' && s.days.every((d) => d < day))
      : others.every((s) => s.component.kind !== 'final' || s.days.every((d) => d > day)) &&
        others.some((s) => s.component.kind === 'final');
  if (!fits) return null;
  const row = rows.filter(bare).reduce((a, b) => (b.score > a.score || (!a.due!.time && b.due!.time) ? b : a));
  return [target.component, row];
}
