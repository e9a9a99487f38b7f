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
import { classify, contentTokens, sameWord } from './kinds.js';
import type { Component } from './scheme.js';

// "- Presentation (group mark): 15%, delivered …", "• Peer evaluation — 5%".
const PART = /^\s*(?:[-•*–]|\(?[a-z\d]\)|\d\.)\s+([^\d%:]{2,80}?)\s*(?:\([^()]{0,60}\)\s*)?(?::|\s[-–—]\s)\s*(\d{1,2}(?:\.\d{1,2})?)\s?%/i;

interface Part { title: string; weight: number; line: number; rest: string }

/** The weighted list items under line `at`, up to the first line that is none (blank lines end it once items began). */
function partsUnder(raw: string[], at: number): Part[] {
  const out: Part[] = [];
  for (let i = at + 1; i < raw.length && i <= at + 10; i++) {
    const l = raw[i]!;
    if (!l.trim()) { if (out.length) break; continue; }
    const m = PART.exec(l);
    if (!m) { if (out.length) break; continue; }
    const title = m[1]!.replace(/\s+/g, ' ').trim();
    out.push({ title, weight: Number(m[2]), line: i, rest: l.slice(m.index + m[0].length).trim() });
  }
  return out;
}

// "Lab report 2 is worth 30% in total, made up of a pre-registration form (5%, submitted …) and the full report (25%, due …)".
const MADE_OF = /\b(?:made up of|consisting of|consists of|comprising|comprises|composed of|split (?:into|between)|divided (?:into|between))\b/i;
const PROSE_PART = /(?:^|,|;|\band\b|\bplus\b)\s*(?:an?\s+|the\s+)?([\p{L}][\p{L} -]{2,40}?)\s*\((\d{1,2}(?:\.\d{1,2})?)\s?%([^()]{0,120})\)/giu;

/** The weighted parts a sentence names after "made up of", each with the words in its parenthesis. */
function partsInSentence(raw: string[], at: number): Part[] {
  const line = raw[at]!;
  if (line.length > 600) return [];
  const m = MADE_OF.exec(line);
  if (!m) return [];
  const after = line.slice(m.index + m[0].length);
  return [...after.matchAll(PROSE_PART)].map((p) => ({ title: p[1]!.trim(), weight: Number(p[2]), line: at, rest: p[3]!.replace(/^[\s,;]+/, '') }));
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

/** The components, each replaced by the weighted parts its own section lists when they add up to its weight. */
export function splitIntoParts(components: Component[], raw: string[]): Component[] {
  return components.flatMap((c) => {
    if (c.weight <= 0 || (c.count ?? 0) > 1) return [c];
    for (let i = 0; i < raw.length; i++) {
      if (i === c.line) continue;
      const said = raw[i]!.length <= 600 && MADE_OF.test(raw[i]!) && names(raw[i]!.slice(0, raw[i]!.search(MADE_OF)).slice(-90), c) ? partsInSentence(raw, i) : [];
      if (said.length >= 2 && Math.abs(said.reduce((t, p) => t + p.weight, 0) - c.weight) <= 0.01) {
        return said.map((p) => ({ title: p.title[0]!.toUpperCase() + p.title.slice(1), kind: kindOf(p.title, c), weight: p.weight, count: null, line: p.line, rest: p.rest }));
      }
      if (!names(raw[i]!, c)) continue;
      // The weight may be stated on the heading or on the line or two under it ("Weight: 20%, made up of:").
      for (let k = i; k <= i + 2 && k < raw.length; k++) {
        const parts = partsUnder(raw, k);
        if (parts.length < 2) continue;
        const sum = parts.reduce((s, p) => s + p.weight, 0);
        if (Math.abs(sum - c.weight) > 0.01) continue;
        return parts.map((p) => ({ title: p.title, kind: kindOf(p.title, c), weight: p.weight, count: null, line: p.line, rest: p.rest }));
      }
    }
    return [c];
  });
}
