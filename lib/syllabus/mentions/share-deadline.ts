// (deadline-under-its-share) A grading scheme that gives a component's share on one line and its deadline in the
// sentence going on below it:
//   Field notebook: 15%
//   Due in my office by noon on Friday March 12. It should hold ten entries.
//   Book review (20%). [](review.htm)
//   (See the guide) Due April 16
// The scheme line is read only for its share, and the line under it names no work, so the day was read by no one.
// The sentence that starts on a line holding one component and reaches its deadline word and a single day on a line
// below is that component's deadline, unless the rest names other work (a draft, a proposal, another paper), the day
// opens a series ("due every Friday starting Sept 5") or the sentence lists several days.
import { findDates, type Term } from '../calendar/dates.js';
import type { LocalDue } from '../types.js';
import { classify } from '../vocabulary/kinds.js';

const DEADLINE = /\b(?:due|deadline|submit(?:ted)?|turn(?:ed)? in|hand(?:ed)? in|will be (?:held|given|written))\b/i;
// The day opens or bounds a series, or is not the deadline ("due a week after March 3").
const NOT_ONE_DAY =
  /\b(?:every|each|weekly|starting|beginning|from|after|until|through|throughout|between|before|following)\b/i;
// Work of its own, handed in before the component: its day is not the component's.
const OTHER_STAGE =
  /\b(?:drafts?|proposals?|outlines?|topics?|bibliograph\w*|abstracts?|prospectus|summar(?:y|ies))\b/i;

/**
 * The deadline of the one component on the sentence's first line, when the sentence gives it on a later line.
 * `lineOf` maps an offset in the sentence to its line; `named` lists the work the given text names.
 */
export function deadlineUnderItsShare(
  sentence: string,
  lineOf: (offset: number) => number,
  shares: ReadonlyMap<number, readonly string[]>,
  term: Term,
  named: (text: string) => readonly { title: string; number: number | null }[],
): { title: string; line: number; due: LocalDue } | null {
  const first = lineOf(0);
  const titles = shares.get(first);
  if (titles?.length !== 1) return null;
  const title = titles[0]!;
  const word = DEADLINE.exec(sentence);
  if (!word) return null;
  const dates = findDates(sentence, term).dates;
  // No day on the share's own line: that one the link stage reads with the component.
  if (dates.some((d) => lineOf(d.index) === first)) return null;
  // One day only: several ("given on Sept 5, Sept 19 and Oct 3") are a series' members.
  const after = dates.filter((d) => d.index > word.index);
  const day = after.length === 1 ? after[0] : undefined;
  if (!day || day.range || lineOf(word.index) > lineOf(day.index)) return null;
  if (NOT_ONE_DAY.test(sentence.slice(word.index, day.index))) return null;
  // What the sentence says below the share's line, up to the day, names no other work.
  let below = 0;
  while (below < sentence.length && lineOf(below) === first) below++;
  const rest = sentence.slice(below, day.end);
  if (OTHER_STAGE.test(rest) && !OTHER_STAGE.test(title)) return null;
  const kind = classify(title);
  if (named(rest).some((f) => f.number !== null || classify(f.title) !== kind)) return null;
  return { title, line: first, due: day.due };
}
