// (due-list) A component named in the plural ("Short papers 40%", "Two book reviews (2 x 10%)") and one sentence
// elsewhere that dates its members one by one: "Two papers, each five pages in length, due September 29 and
// November 15", "The papers will be due Sep. 28, Oct. 26, and Nov. 23". The sentence names the component's own
// noun in the plural, says they are due, and lists the days in order; as many days as the scheme counts (or as the
// sentence counts, when the scheme does not): the members, each with its day, the weight shared equally (R3).
import { findDates, type Term } from '../calendar/dates.js';
import type { Component } from '../scheme/layout.js';
import type { DraftAssessment } from '../types.js';
import { contentTokens, sameWord, singularNoun, stem } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { wordTable } from '../vocabulary/table.js';

const COUNTS: Readonly<Record<string, number>> = wordTable({ ...englishNumbers(2, 6) });
const COUNT_LEAD = new RegExp(String.raw`^(?:${englishNumberPattern(2, 6)}|[2-6])\s+`, 'i');
const COUNT_WORD = new RegExp(String.raw`\b(${englishNumberPattern(2, 6)}|[2-6])\b`, 'i');
// The end of a sentence: a full stop before a capital, not the stop of "p.m." or of a month ("Sept. 12").
const SENTENCE_END =
  /(?<!\b(?:[ap]\.m|[AP]\.M|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))\.\s+(?=[A-Z])|[;!?]|\n\s*\n/;
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const round = (n: number) => Math.round(n * 10000) / 10000;
/** The component's name up to its plural noun ("Short papers" of "Short papers (2 x 20%)"), or null. */
function pluralName(c: Component): { name: string; head: string } | null {
  const name = c.title
    .split(/\s(?:of|on|for|with|in|and|&)\s|[(:,/-]/)[0]!
    .replace(COUNT_LEAD, '')
    .trim();
  const head = /([A-Za-z]+)\W*$/.exec(name)?.[1]?.toLowerCase();
  return head && head.length >= 5 && /[^s]s$/.test(head) ? { name: name.replace(/\W*$/, ''), head } : null;
}

/** The members one sentence of the outline dates, or null. */
export function dueList(c: Component, all: readonly Component[], text: string, term: Term): DraftAssessment[] | null {
  if (c.kind === 'participation' || c.kind === 'midterm' || c.kind === 'final') return null;
  const named = pluralName(c);
  if (!named) return null;
  const { head } = named;
  // Another component named by the same noun could own the sentence.
  const root = stem(head);
  if (all.some((o) => o !== c && contentTokens(o.title).some((t) => sameWord(t, root)))) return null;
  const noun = new RegExp(String.raw`\b${literal(head)}\b`, 'gi');
  let found: DraftAssessment[] | null = null;
  for (const hit of text.matchAll(noun)) {
    const after = text.slice(hit.index + hit[0].length, hit.index + hit[0].length + 240);
    const end = SENTENCE_END.exec(after);
    const sentence = end ? after.slice(0, end.index) : after;
    const due = /\b(?:due|due dates? (?:are|is)|deadlines? (?:are|is))\b/i.exec(sentence);
    if (!due || due.index > 100) continue;
    const { dates, times } = findDates(sentence.slice(due.index), term);
    if (dates.length < 2 || dates.some((d) => d.range)) continue;
    if (dates.some((d, i) => i > 0 && d.due.date <= dates[i - 1]!.due.date)) continue;
    // The count: the scheme's, else the sentence's own ("Two papers … due …").
    const before = text.slice(Math.max(0, hit.index - 40), hit.index);
    const said = COUNT_WORD.exec(before.split(/[.;:!?]/).pop() ?? '');
    const n = c.count ?? (said ? (COUNTS[said[1]!.toLowerCase()] ?? Number(said[1])) : null);
    if (n !== dates.length) continue;
    // Two sentences dating the members differently: neither is trusted.
    if (found) {
      if (found.some((f, i) => f.due?.date !== dates[i]!.due.date)) return null;
      continue;
    }
    const hour = times.length === 1 && dates.every((d) => !d.due.time) ? times[0]!.time : null;
    const title = singularNoun(named.name.charAt(0).toUpperCase() + named.name.slice(1));
    found = dates.map((d, i) => ({
      title: `${title} ${i + 1}`,
      kind: c.kind,
      due: hour ? { ...d.due, time: hour } : d.due,
      weight: round(c.weight / n),
    }));
  }
  return found;
}
