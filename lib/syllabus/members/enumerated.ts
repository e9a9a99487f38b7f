// (enumerated-members) A component whose own name lists its members' numbers: "Papers #1, #2, #3: 15% each",
// "Tests 1, 2, & 3: | 45%", "Tests: Test I, II, III - 60% total (20% each)", "Papers 1 & 2 | 20% (each)". The
// members are listed individually by number (labelling rule R3), so the component is those members, each a
// component of its own named by the singular noun and its number ("Paper #1", "Test II"), the weight shared
// equally, so that the schedule's "Test 2 (Oct 12)" dates it. "Papers 1 & 2 | 20% (each)" read as 20 in a scheme
// short of the whole by the other member's 20: the figure is each member's.
// Only an assessment noun followed at once by two or more distinct numbers (digits or capital Roman numerals)
// joined by commas, "and" or "&"; never a range ("Chapters 1-5" is no list) and never against a count the
// scheme states otherwise. Anchored patterns over a bounded title: linear time.
import type { Component } from '../scheme/layout.js';
import { ASSESSMENT_NOUN, classify, romanNumber, singularNoun } from '../vocabulary/kinds.js';

// Longest Roman numeral first, so "IV" is one number and not "I" then "V".
const NUMBER = String.raw`(?:#\s?)?(?:\d{1,2}|IV|IX|VI{0,3}|I{1,3}|X)(?![A-Za-z])`;
const ENUMERATED = new RegExp(
  String.raw`\b(${ASSESSMENT_NOUN})\s{0,3}(${NUMBER}(?:\s{0,3},\s{0,3}${NUMBER}){0,8}(?:\s{0,3},?\s{0,3}(?:and|&)\s{1,3}${NUMBER})?)(?![\w-])`,
  'i',
);
const ONE = new RegExp(NUMBER, 'g');
const EACH = /\beach\b/i;
const JOINED_NOUN = new RegExp(String.raw`\b${ASSESSMENT_NOUN}\b`, 'i');
const round = (n: number) => Math.round(n * 10000) / 10000;

/** The members a component's name enumerates ("Paper #1", "Paper #2", "Paper #3"), or null. */
function enumerated(c: Component, total: number, line: string): Component[] | null {
  if (c.title.length > 120 || c.weight <= 0) return null;
  const m = ENUMERATED.exec(c.title);
  if (!m) return null;
  const listed = [...m[2]!.matchAll(ONE)].map((n) => n[0]);
  // "Projects/Homework/Designs/Quizzes1,2": the numbers belong to the last of several kinds of work the component
  // joins, not to the component; only a caption before a colon ("Tests: Test I, II, III") may name work too.
  const before = c.title.slice(0, m.index);
  const own = before.slice(before.lastIndexOf(':') + 1);
  if (/[/&,+]|\band\b/i.test(own) && JOINED_NOUN.test(own)) return null;
  // The name up to its noun, after any caption ("Research Papers" of "Research Papers 1 & 2"; "Test" of
  // "Tests: Test I, II, III").
  const name = c.title
    .slice(0, m.index + m[1]!.length)
    .split(/[:;|(,/]/)
    .pop()!
    .trim();
  const noun = singularNoun(name.length <= 60 ? name : m[1]!);
  const numbers = listed.map((n) => {
    const bare = n.replace(/^#\s?/, '');
    return /^\d/.test(bare) ? Number(bare) : romanNumber(bare);
  });
  // Roman numerals only in capitals and after a capitalised noun ("Test I, II, III", not "test i").
  if (numbers.some((n) => n === null || n === 0) || new Set(numbers).size !== numbers.length) return null;
  if (listed.some((n) => !/\d/.test(n)) && !/^[A-Z]/.test(noun)) return null;
  const k = numbers.length;
  if (k < 2 || (c.count !== null && c.count !== k)) return null;
  const hash = listed[0]!.startsWith('#') ? '#' : '';
  const each = c.count === null && EACH.test(line.slice(0, 400)) && Math.abs(total + (k - 1) * c.weight - 100) <= 0.5;
  const weight = each ? c.weight : round(c.weight / k);
  const kind = classify(noun);
  return listed.map((n) => ({
    title: `${noun} ${hash}${n.replace(/^#\s?/, '')}`,
    kind: kind === 'other' ? c.kind : kind,
    weight,
    count: null,
    line: c.line,
    rest: c.rest,
  }));
}

/** The components, each whose name enumerates its members replaced by those members. */
export function enumeratedMembers(
  components: Component[],
  raw: readonly string[],
  trace?: (message: string) => void,
): Component[] {
  const total = components.reduce((t, c) => t + c.weight, 0);
  return components.flatMap((c) => {
    const members = enumerated(c, total, raw[c.line] ?? '');
    if (!members) return [c];
    trace?.(`enumerated-members: ${c.title} -> ${members.map((m) => m.title).join(', ')}`);
    return members;
  });
}
