// Rule listed-then-weighed-equally: a sentence names the graded work and, in its own closing clause, weighs the
// named works equally: "(1) Midterm Exam (2) Term Paper and (3) Final Exam each weighed equally."; "Your course
// grade is determined by the mid-term and final exams, which are given equal weight." Each named work is a
// component of an equal share. The names are those after the sentence's last colon or introducing verb ("determined
// by", "based on"), split at commas, "and" and list numbers; every one must name graded work (its kind known) in
// at most four plain words, and there must be two to six of them. "The four written assignments will be given equal
// weight" names one thing: no scheme. Read only where no weighted scheme was found (rule equal-shares-assumed), and
// reported as assumed. Linear: one bounded pattern per pair of lines, no nested unbounded quantifier.
import { classify } from '../vocabulary/kinds.js';
import { equalShares } from './equal-shares.js';
import type { Component } from './layout.js';

// The clause that weighs the works named before it equally ("…, which are given equal weight", "… each weighed
// equally"); the names are the sentence's words before it, at most 160 characters back to its start.
const WEIGHED_EQUAL =
  /,?[ ](?:(?:which|that)[ ](?:are|will[ ]be|shall[ ]be)[ ]|(?:are|will[ ]be|shall[ ]be)[ ])?(?:(?:each|all)[ ])?(?:(?:weighed|weighted|counted|count(?:ing)?)[ ]equally|given[ ]equal[ ]weight)\b/i;
const BACK = 160;
// What opens the list: a colon, or a verb that introduces the works the grade is made of.
const INTRODUCED =
  /(?::|\b(?:determined\s+by|based\s+(?:up)?on|made\s+up\s+of|consists?\s+of|composed\s+of|comprised\s+of|includes?|from|by|on|of))\s+/gi;
// A list number ("(1)", "1.", "(a)"), a comma, "and": where one name ends and the next begins.
const SEPARATOR = /\s*(?:\(\s*(?:\d{1,2}|[a-f])\s*\)|\b\d{1,2}[.)](?=\s)|,\s*(?:and\s+)?|\band\s+(?:the\s+)?|&)\s*/i;
const ARTICLE = /^(?:the|your|a|an|one|all|both)\s+/i;
// A name is words: "participation--each" (a clause run on after a dash) is none.
const NAME = /^[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,3}$/i;
const MAX_NAMES = 6;

/** The equal-share components of a sentence that names its works and then weighs them equally, or null. */
export function listedThenEqual(raw: readonly string[]): Component[] | null {
  for (let i = 0; i < raw.length; i++) {
    // The sentence may wrap onto the next line; runs of spaces are one space (the line's own offsets kept apart).
    const first = (raw[i] ?? '').replace(/[*_]/g, '').replace(/\s+/g, ' ').slice(0, 600);
    const joined = `${first} ${(raw[i + 1] ?? '').replace(/[*_]/g, '').replace(/\s+/g, ' ').slice(0, 600)}`;
    const m = WEIGHED_EQUAL.exec(joined);
    if (!m) continue;
    const from = Math.max(0, m.index - BACK);
    const ends = [...joined.slice(from, m.index).matchAll(/[.;!?](?:\s|$)/g)];
    const start = ends.length ? from + ends[ends.length - 1]!.index + 1 : from;
    const sentence = joined.slice(start, m.index);
    let cut = 0;
    for (const intro of sentence.matchAll(INTRODUCED)) cut = intro.index + intro[0].length;
    const list = sentence.slice(cut);
    const names = list
      .split(SEPARATOR)
      .map((n) => n.trim().replace(ARTICLE, '').trim())
      .filter(Boolean);
    if (names.length < 2 || names.length > MAX_NAMES) continue;
    if (!names.every((n) => NAME.test(n) && !n.includes('--') && classify(n) !== 'other')) continue;
    // The component's line is where its list starts.
    const line = start + cut > first.length ? i + 1 : i;
    return equalShares(names, line);
  }
  return null;
}
