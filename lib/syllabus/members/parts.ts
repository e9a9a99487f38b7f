// A component whose own section breaks its weight into weighted parts:
//
//   3. Group presentation            20%          Assessment 3: Group presentation
//                                                  Weight: 20%, made up of:
//                                                  - Presentation (group mark): 15%, in Week 10 or 11
//                                                  - Peer evaluation (individual): 5%, due Fri 19 May
//
// The parts are the graded items (each has its own weight and date), so they replace the component
// when they add up to exactly its weight. The section is found by the component's name on a short
// line elsewhere; the parts are the list items just under it. String scans and anchored regexes only.
import { classify, contentTokens, sameWord } from '../vocabulary/kinds.js';
import type { Component } from '../scheme/layout.js';

// "- Presentation (group mark): 15%, delivered …", "• Peer evaluation — 5%".
const PART =
  /^\s*(?:[-•*–]|\(?[a-z\d]\)|\d\.)\s+([^\d%:]{2,80}?)\s*(?:\([^()]{0,60}\)\s*)?(?::|\s[-–—]\s)\s*(\d{1,2}(?:\.\d{1,2})?)\s?%/i;

interface Part {
  title: string;
  weight: number;
  line: number;
  rest: string;
}

/** The weighted list items under line `at`, up to the first line that is none (blank lines end it once items began). */
function partsUnder(raw: string[], at: number): Part[] {
  const out: Part[] = [];
  for (let i = at + 1; i < raw.length && i <= at + 10; i++) {
    const l = raw[i]!;
    if (!l.trim()) {
      if (out.length) break;
      continue;
    }
    const m = PART.exec(l);
    if (!m) {
      if (out.length) break;
      continue;
    }
    const title = m[1]!.replace(/\s+/g, ' ').trim();
    out.push({ title, weight: Number(m[2]), line: i, rest: l.slice(m.index + m[0].length).trim() });
  }
  return out;
}

// "Lab report 2 is worth 30% in total, made up of a pre-registration form (5%, submitted …) and the full report (25%, due …)".
const MADE_OF =
  /\b(?:made up of|consisting of|consists of|comprising|comprises|composed of|split (?:into|between)|divided (?:into|between))\b/i;
const PROSE_PART =
  /(?:^|,|;|\band\b|\bplus\b)\s*(?:an?\s+|the\s+)?([\p{L}][\p{L} -]{2,40}?)\s*\((\d{1,2}(?:\.\d{1,2})?)\s?%([^()]{0,120})\)/giu;

/** The weighted parts a sentence names after "made up of", each with the words in its parenthesis. */
function partsInSentence(raw: string[], at: number): Part[] {
  const line = raw[at]!;
  if (line.length > 600) return [];
  const m = MADE_OF.exec(line);
  if (!m) return [];
  const after = line.slice(m.index + m[0].length);
  return [...after.matchAll(PROSE_PART)].map((p) => ({
    title: p[1]!.trim(),
    weight: Number(p[2]),
    line: at,
    rest: p[3]!.replace(/^[\s,;]+/, ''),
  }));
}

/** Whether a short line names the component ("Assessment 3: Group presentation", "Group presentation (20%)"). */
function names(line: string, c: Component): boolean {
  if (line.length > 90) return false;
  const want = contentTokens(c.title);
  const have = contentTokens(line);
  return want.length > 0 && want.every((w) => have.some((h) => sameWord(w, h)));
}

/** A part that shares a word with its component ("Full report" of "Lab report 2") is of the component's kind. */
function kindOf(title: string, c: Component): Component['kind'] {
  const own = contentTokens(title);
  const parent = contentTokens(c.title);
  return c.kind !== 'other' && own.some((t) => parent.some((u) => sameWord(t, u))) ? c.kind : classify(title);
}

// Bounds the name checks per outline: a pasted page of look-alike lines cannot make this quadratic.
const MAX_CHECKS = 4000;

interface Offer {
  parts: Part[];
  sum: number;
  sentence: boolean;
  heads: number[];
}

/** Every place that lists weighted parts: list items under a line, or a "made up of" sentence. Computed once. */
function offers(raw: string[]): Offer[] {
  const out: Offer[] = [];
  for (let k = 0; k < raw.length; k++) {
    if (raw[k]!.length <= 600 && MADE_OF.test(raw[k]!)) {
      const said = partsInSentence(raw, k);
      if (said.length >= 2)
        out.push({ parts: said, sum: said.reduce((t, p) => t + p.weight, 0), sentence: true, heads: [k] });
    }
    // Only the line just above a list opens it (the list's own items are not its heads).
    if (PART.test(raw[k]!) || !PART.test(raw[k + 1] ?? '')) continue;
    const parts = partsUnder(raw, k);
    // The weight may be stated on the heading or on the line or two under it ("Weight: 20%, made up of:").
    if (parts.length >= 2)
      out.push({
        parts,
        sum: parts.reduce((t, p) => t + p.weight, 0),
        sentence: false,
        heads: [k, k - 1, k - 2].filter((h) => h >= 0),
      });
  }
  return out;
}

/** The components, each replaced by the weighted parts its own section lists when they add up to its weight. */
export function splitIntoParts(components: Component[], raw: string[]): Component[] {
  const found = offers(raw);
  if (!found.length) return components;
  let checks = 0;
  return components.flatMap((c) => {
    if (c.weight <= 0 || (c.count ?? 0) > 1) return [c];
    for (const o of found) {
      if (Math.abs(o.sum - c.weight) > 0.01) continue;
      const named = o.heads.some((h) => {
        if (h === c.line || checks++ > MAX_CHECKS) return false;
        const l = raw[h]!;
        return o.sentence ? names(l.slice(0, l.search(MADE_OF)).slice(-90), c) : names(l, c);
      });
      if (!named) continue;
      return o.parts.map((p) => ({
        title: p.title[0]!.toUpperCase() + p.title.slice(1),
        kind: kindOf(p.title, c),
        weight: p.weight,
        count: null,
        line: p.line,
        rest: p.rest,
      }));
    }
    return [c];
  });
}
