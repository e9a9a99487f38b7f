// "Exams 40%" as the scheme's only examination component, while the outline names a midterm and
// a final exam ("one mid-term examination and one final examination", "Midterm Exam — Aug 1",
// "Final exam: June 10"): the component is those exams, each a member with its own date, the
// weight shared equally (labelling rule R3: members listed by name, each with its own date or weight).
// (bare-final-beside-the-midterm) The final named by its word alone ("a mid-term and a final", "MIDTERM (Class #7);
// FINAL (…)", a schedule row "May 1  FINAL, 10:30 am") is the final sitting too: on the line that names the midterm,
// or on a dated row of its own, and only when no final is named with its exam word.
import { contentTokens, sameWord } from '../vocabulary/kinds.js';
import type { Component } from '../scheme/layout.js';
import type { Mention } from '../mentions/schedule.js';
import type { DraftAssessment } from '../types.js';
import { examWeightRun, splitByRun } from './weight-run.js';

const GENERIC = ['exam', 'examination', 'test'];
const generic = (title: string) => {
  const t = contentTokens(title);
  return t.length > 0 && t.every((w) => GENERIC.some((g) => sameWord(w, g)));
};
const NO_FINAL = /\b(?:no|not\s+(?:a|any|have\s+a))\s+(?:[a-z-]+\s+){0,2}final\b/i;
// "Each midterm will focus on …": a determiner in front is no part of the name.
const DETERMINER = /^(?:each|every|the|a|an|one|both|all|our|your|this|that)\s+/i;
const named = (m: Mention) => m.title.replace(DETERMINER, '');
const examLike = (c: Component) => c.kind === 'midterm' || c.kind === 'final';
/** A mention named by the word "final" alone ("FINAL", "a final"). */
const bareWordFinal = (m: Mention) => {
  const t = contentTokens(named(m));
  return t.length === 1 && t[0] === 'final';
};

function best(ms: Mention[]): Mention {
  return [...ms].sort((a, b) => Number(!!b.due) - Number(!!a.due) || b.score - a.score || a.order - b.order)[0]!;
}

/** The members of a generic exams component, or null when the outline does not name them so. */
export function examMembers(
  c: Component,
  all: Component[],
  mentions: Mention[],
  raw: string[],
  trace?: (step: string) => void,
): DraftAssessment[] | null {
  if (!examLike(c) || !generic(c.title) || all.filter(examLike).length !== 1) return null;
  // "There is no cumulative final exam in this course" names no final.
  const finals = mentions.filter(
    (m) =>
      m.number === null &&
      m.kind === 'final' &&
      /\bfinal\b/i.test(m.title) &&
      /\bexam|\btest/i.test(m.title) &&
      !NO_FINAL.test(raw[m.line] ?? ''),
  );
  const exams = mentions.filter((m) => m.kind === 'midterm' && /\bexam|\btest|\bmid/i.test(m.title));
  let bareFinal = false;
  if (!finals.length) {
    const midLines = new Set(exams.filter((m) => m.number === null && /\bmid/i.test(m.title)).map((m) => m.line));
    finals.push(
      ...mentions.filter(
        (m) =>
          m.number === null &&
          bareWordFinal(m) &&
          !m.draft &&
          !NO_FINAL.test(raw[m.line] ?? '') &&
          (midLines.has(m.line) || (m.score >= 3 && !!m.due && !m.range && !m.weekOnly)),
      ),
    );
    bareFinal = finals.length > 0;
  }
  if (!finals.length) return null;
  const byNumber = new Map<number, Mention[]>();
  for (const m of exams)
    if (m.number !== null && m.number >= 1) byNumber.set(m.number, [...(byNumber.get(m.number) ?? []), m]);
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  // Numbered exams count only as a run from 1 ("Exam 1", "Exam 2"); otherwise one named midterm.
  let mids: Mention[];
  if (numbers.length && numbers.every((n, i) => n === i + 1)) mids = numbers.map((n) => best(byNumber.get(n)!));
  else {
    const named = exams.filter((m) => m.number === null && /\bmid/i.test(m.title));
    mids = named.length ? [best(named)] : [];
  }
  if (!mids.length) return null;
  const n = mids.length + 1;
  if (c.count !== null && c.count !== n) return null;
  if (bareFinal)
    trace?.(
      `link: bare-final-beside-the-midterm reads ${best(finals).title} (line ${best(finals).line + 1}) as the final sitting of ${c.title}`,
    );
  const each = Math.round((c.weight / n) * 10000) / 10000;
  const final = best(finals);
  // One midterm named only by its kind while a weight run counts several ("two midterms and one final,
  // with weights 8/10/12"): the midterms are numbered members, undated (which date is whose is unknown).
  const single = mids.length === 1 && mids[0]!.number === null ? examWeightRun(raw, 'stated') : null;
  if (single && single.midterms > 1 && (c.count === null || c.count === single.midterms + 1)) {
    const shares = splitByRun(c.weight, single.figures);
    return [
      ...shares
        .slice(0, -1)
        .map((w, i) => ({ title: `Midterm ${i + 1}`, kind: 'midterm' as const, due: null, weight: w })),
      { title: named(final), kind: 'final' as const, due: final.due, weight: shares[shares.length - 1]! },
    ];
  }
  const run = examWeightRun(raw, n);
  const shares = run ? splitByRun(c.weight, run.figures) : null;
  return [
    ...mids.map((m, i) => ({
      title: named(m),
      kind: 'midterm' as const,
      due: m.due,
      weight: shares ? shares[i]! : each,
    })),
    { title: named(final), kind: 'final' as const, due: final.due, weight: shares ? shares[n - 1]! : each },
  ];
}
