// (per-item-share-multiplied) The layout reader's run that does not add up, chosen only for want of another
// (layout-as-found), often holds a component whose figure is each member's share, left as one member's:
// "Papers 1 & 2 | 5 pages | 20% (each)", "Mid-terms: 15% (each)", "Two essay exams- … (each exam = 20% of final
// grade)", "The short papers will each account for 20% of the final course grade". When exactly one component's
// figure reads "each" in its own clause, it stands for its members: as many as its name counts ("Two", "1 & 2",
// "(3)"), else (in a run of three or more) as many as close the run's whole; and only when the run then makes no
// more than the whole. The clause must hold that one figure ("first @ 15%, second two @ 20% each" gives two).
// Linear: a bounded window of lines per component, clauses split once.
import { englishNumbers } from '../vocabulary/numbers.js';
import type { Component } from './layout.js';

/** Lines read after a component's own for its figure (a sentence wrapped over lines). */
const WINDOW = 3;
/** At most this many members (a larger count is a schedule's, not a scheme's). */
const MAX_MEMBERS = 12;

const COUNT_WORDS = englishNumbers(2, MAX_MEMBERS);
/** "Two essay exams", "3 hourly exams"; not a length ("five-page essays"). */
const LEADING_COUNT = new RegExp(
  String.raw`^(?:the\s+)?(${Object.keys(COUNT_WORDS).join('|')}|\d{1,2})\b(?![-‐])`,
  'i',
);
/** "Papers 1 & 2", "Exams 1 and 2": two numbered members named together. */
const PAIR = /\b\d{1,2}\s*(?:&|and)\s*\d{1,2}\b/i;
/** "Quizzes (4)": a count in brackets after the name. */
const BRACKETED = /\((\d{1,2})\)\s*$/;
/** "each", "apiece", "per …" beside the figure; not the "each" of people or time ("each student", "each week"). */
const EACH = /\b(?:each|apiece)\b(?!\s+(?:of\s+you|student|students|person|member|week|day|class|session|time)\b)/i;
const CLAUSE_ENDS = /[.;!?()|]/;

/** The members the component's own name counts, if any. */
export function statedCount(c: Component): number | null {
  if (c.count && c.count >= 2) return c.count;
  const title = c.title.trim();
  const lead = LEADING_COUNT.exec(title)?.[1]?.toLowerCase();
  if (lead) return COUNT_WORDS[lead] ?? Number(lead);
  if (PAIR.test(title)) return 2;
  const bracketed = BRACKETED.exec(title);
  return bracketed ? Number(bracketed[1]) : null;
}

/** Whether the clause holding the component's figure (on its line or the few after) says the figure is each member's. */
export function figureReadsEach(c: Component, raw: readonly string[]): boolean {
  const text = raw.slice(c.line, c.line + 1 + WINDOW).join(' ');
  const value = String(c.weight).replace('.', '\\.');
  const figure = new RegExp(String.raw`(?<![\d.])${value}\s?%`).exec(text);
  if (!figure) return false;
  let start = figure.index;
  while (start > 0 && !CLAUSE_ENDS.test(text[start - 1]!)) start--;
  let end = figure.index + figure[0].length;
  // "20% (each)": the bracket right after the figure is its own.
  const after = /^\s*\(\s*(?:each|apiece)\s*\)/i.exec(text.slice(end, end + 16));
  if (after) return true;
  while (end < text.length && !CLAUSE_ENDS.test(text[end]!)) end++;
  // "(first @ 15%, second two @ 20% each)": a clause of several figures gives them to several members.
  const clause = text.slice(start, end);
  return (clause.match(/\d\s?%/g) ?? []).length === 1 && EACH.test(clause);
}

export function eachMultiplied(components: readonly Component[], raw: readonly string[]): Component[] | null {
  if (components.length < 2) return null;
  const sum = components.reduce((s, c) => s + c.weight, 0);
  const gap = 100 - sum;
  if (gap < 1) return null;
  const fits: { index: number; members: number }[] = [];
  components.forEach((c, index) => {
    if (c.weight <= 0 || !figureReadsEach(c, raw)) return;
    const stated = statedCount(c);
    let members = stated;
    if (members === null) {
      // Only a run of three or more closes by a count of its own: a run of two is often a part of the scheme.
      if (components.length < 3) return;
      const n = 1 + gap / c.weight;
      if (Math.abs(n - Math.round(n)) > 0.01) return;
      members = Math.round(n);
    }
    if (members < 2 || members > MAX_MEMBERS) return;
    if ((members - 1) * c.weight > gap + 0.5) return;
    fits.push({ index, members });
  });
  if (fits.length !== 1) return null;
  const { index, members } = fits[0]!;
  return components.map((c, i) => (i === index ? { ...c, weight: c.weight * members, count: members } : c));
}
