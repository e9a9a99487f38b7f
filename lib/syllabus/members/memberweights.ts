// Members of one component with weights of their own, stated beside it or in the lines that explain
// it: "| Projects | 40% | P1 10%, P2 15%, P3 15% |", "Exams: Exam 1 counts 15% of your course grade
// and Exam 2 counts 20%." The members are the items (R5: the leaves, not the parent), each with its
// own weight, whatever the schedule says of them.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import type { Component } from '../scheme/layout.js';

const ASSESSMENT = new RegExp(`^${ASSESSMENT_NOUN}$`, 'i');

export interface MemberWeights {
  /** The word or letters that name each member before its number ("Exam", "P"). */
  stem: string;
  /** Member number → percent of the final grade. */
  weights: Map<number, number>;
}

// "P1 10%", "Exam 2 counts 20%", "Quiz #3 (4 %)": a name, its number, a few words, a percentage.
// Bounded gaps only: no nested or adjacent unbounded quantifiers.
const PAIR = /\b([A-Za-z][A-Za-z]{0,11})\s?#?(\d{1,2})\b([^%\d\n]{0,40}?)(\d{1,2}(?:\.\d{1,2})?)\s?%/g;
// What may stand between a member and its weight: a verb of counting, punctuation, "is worth", never another figure's words.
const BETWEEN = /^[\s:=(–—-]*(?:(?:is|are|counts?|carries|carry|weighs?|worth|at|for|of)\s+){0,3}[\s(]*$/i;

/** Texts that explain a component: its line's other cells, the lines under it, and a line that opens with its name and a colon. */
export function explanations(c: Component, detail: string, raw: readonly string[]): string[] {
  const out = [c.rest, detail];
  const name = c.title
    .toLowerCase()
    .replace(/\s*\(.*$/, '')
    .trim();
  if (name.length < 3) return out;
  for (let i = 0; i < raw.length; i++) {
    if (i === c.line) continue;
    const line = raw[i]!.trim();
    if (line.length <= name.length || line[name.length] !== ':' || line.slice(0, name.length).toLowerCase() !== name)
      continue;
    // The explanation may wrap onto the next line.
    out.push(`${line.slice(name.length + 1)} ${raw[i + 1]?.trim() ?? ''}`);
  }
  return out;
}

/**
 * The members' own weights, when one explanation lists two or more members of one name, numbered
 * 1..n without repeats, whose weights add up to the component's ("P1 10%, P2 15%, P3 15%" of 40 %).
 * Equal weights are left to the ordinary equal split; this is for members that differ.
 */
export function memberWeights(c: Component, texts: readonly string[]): MemberWeights | null {
  for (const text of texts) {
    const pairs = [...text.matchAll(PAIR)].filter((m) => BETWEEN.test(m[3]!));
    if (pairs.length < 2) continue;
    const stem = pairs[0]![1]!;
    if (!pairs.every((p) => p[1]!.toLowerCase() === stem.toLowerCase())) continue;
    const weights = new Map<number, number>();
    for (const p of pairs) weights.set(Number(p[2]), Number(p[4]));
    const sum = [...weights.values()].reduce((s, w) => s + w, 0);
    const numbers = [...weights.keys()];
    if (weights.size !== pairs.length || !numbers.every((n) => n >= 1 && n <= weights.size)) continue;
    if (Math.abs(sum - c.weight) > 0.01 || new Set(weights.values()).size < 2) continue;
    return { stem, weights };
  }
  return null;
}

/**
 * The aliases with the stems that number weighted members ("P" of "P1 10%, P2 15%") added, so the
 * schedule's "P2 due" is read as that member. Assessment nouns ("Exam") are read as such already.
 */
export function withStems(
  aliases: Map<string, string>,
  components: readonly Component[],
  weighted: readonly (MemberWeights | null)[],
): Map<string, string> {
  weighted.forEach((w, i) => {
    const key = w?.stem.toLowerCase();
    if (key && !ASSESSMENT.test(key) && !aliases.has(key)) aliases.set(key, components[i]!.title);
  });
  return aliases;
}
