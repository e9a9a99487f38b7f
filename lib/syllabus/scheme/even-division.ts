// Rule even-division-between: the course grade is said, in words, to be divided evenly between works it names:
// "I will base your course grade on an even division between your written and oral work"; "Course evaluations
// will place approximately equal weight on the papers and the class discussions". Each named work is a component of
// an equal share. The sentence must be about the grade ("grade", "evaluation" before the phrase), and there must be
// two to four names, each naming graded work (its kind known, or a "… work" / discussion / participation / oral
// contribution) in at most five words; a shared head noun is given back to the names it was cut from ("written and
// oral work" is "written work" and "oral work"). "We give equal weight to lesser figures and to broader
// circumstances" is about no grade: no scheme. Read only where no weighted scheme was found (rule
// equal-shares-assumed), and reported as assumed. Linear: one bounded pattern per pair of lines.
import { classify } from '../vocabulary/kinds.js';
import { equalShares } from './equal-shares.js';
import type { Component } from './layout.js';

// "an even division between", "an equal split among", "(approximately) equal weight on / to / between".
const EVEN = new RegExp(
  String.raw`\b(?:(?:an?[ ])?(?:even|equal)[ ](?:division|split)[ ](?:between|among)` +
    String.raw`|(?:(?:approximately|roughly|about)[ ])?equal[ ]weight(?:ing)?[ ](?:on|to|between))[ ]`,
  'i',
);
// The sentence before the phrase is about the course grade.
const GRADE = /\b(?:grades?|grading|evaluations?)\b/i;
const BACK = 200;
const SEPARATOR = /\s*(?:,\s*(?:and\s+)?|\band\s+(?:to\s+|on\s+)?)\s*/i;
const ARTICLE = /^(?:the|your|a|an|their|his|her|one's)\s+/i;
const NAME = /^[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,4}$/i;
// Work the vocabulary may not know as graded, named in these sentences: "oral work", "seminar discussions".
const GRADED_WORDS = /\b(?:work|discussions?|participation|contributions?)$|\bdiscussions?\b/i;

/** The equal-share components of a sentence dividing the course grade evenly between named works, or null. */
export function evenDivision(raw: readonly string[], trace?: (step: string) => void): Component[] | null {
  for (let i = 0; i < raw.length; i++) {
    const first = (raw[i] ?? '').replace(/[*_]/g, '').replace(/\s+/g, ' ').slice(0, 600);
    if (!/\b(?:even|equal)\b/i.test(first)) continue;
    const joined = `${first} ${(raw[i + 1] ?? '').replace(/[*_]/g, '').replace(/\s+/g, ' ').slice(0, 600)}`;
    const m = EVEN.exec(joined);
    // The match belongs to the next line's turn when it starts there.
    if (!m || m.index >= first.length) continue;
    const from = Math.max(0, m.index - BACK);
    const ends = [...joined.slice(from, m.index).matchAll(/[.;!?](?:\s|$)/g)];
    const start = ends.length ? from + ends[ends.length - 1]!.index + 1 : from;
    if (!GRADE.test(joined.slice(start, m.index))) continue;
    const after = joined.slice(m.index + m[0].length, m.index + m[0].length + 160);
    const list = after.split(/[.;:!?(](?:\s|$)|[.;:!?(]/)[0]!;
    let names = list
      .split(SEPARATOR)
      .map((n) => n.trim().replace(ARTICLE, '').trim())
      .filter(Boolean);
    if (names.length < 2 || names.length > 4) continue;
    // "written and oral work": the last name's head noun is the others' too.
    const head = names[names.length - 1]!.split(' ');
    if (head.length === 2 && names.slice(0, -1).every((n) => !n.includes(' ')))
      names = names.map((n, k) => (k < names.length - 1 ? `${n} ${head[1]}` : n));
    if (!names.every((n) => NAME.test(n) && (classify(n) !== 'other' || GRADED_WORDS.test(n)))) continue;
    trace?.(
      `scheme even-division-between: the grade divided evenly between ${names.length} named works (line ${i + 1})`,
    );
    return equalShares(names, i);
  }
  return null;
}
