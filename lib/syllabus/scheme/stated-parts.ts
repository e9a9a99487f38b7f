// Rule component-split-into-stated-parts: a component of the chosen scheme that the outline splits further
// into weighted parts, stated right after it in a paragraph or list of their own:
//
//   Participation counts 25% of your grade; the other 75% is based on your written work.
//   …
//   The paper is graded as follows: proposal (5%), outline (10%), first draft (20%), final paper (40%).
//
// The parts (5 + 10 + 20 + 40 = 75, each a share of the course grade) are the scheme's leaves: they stand in
// the component's place. The parts must be every share of the one paragraph, list or column they sit in (a
// run cut from a longer list is no breakdown, and shares paragraph by paragraph are the scheme's siblings), start within a few lines after the component, end before the next
// component of the scheme, and add up to its weight. Linear: each share is looked at a bounded number of times.
import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';
import type { Share } from './shares.js';

/** How far after the component's line its parts may start, and the widest gap between two parts. */
const MAX_LEAD = 12;
const MAX_GAP = 2;
const MAX_PARTS = 12;

export interface Split {
  parent: Component;
  parts: Component[];
}

/** The scheme with each component the outline breaks into parts replaced by them, and the splits made. */
export function statedParts(
  components: Component[],
  shares: readonly Share[],
  raw: readonly string[] = [],
): { components: Component[]; splits: Split[] } {
  const splits: Split[] = [];
  if (components.length < 2) return { components, splits };
  const lines = components.map((c) => c.line).sort((a, b) => a - b);
  const usable = shares.filter(
    (s) => s.unit === '%' && !s.total && !s.bonus && !s.perItem && !s.openInProse && !s.atCount && s.value > 0,
  );
  const streamSize = new Map<number, number>();
  for (const s of usable) streamSize.set(s.stream, (streamSize.get(s.stream) ?? 0) + 1);
  const out: Component[] = [];
  const used = new Set<number>();
  for (const c of components) {
    const next = lines.find((l) => l > c.line) ?? Infinity;
    const parts = partsOf(c, next, usable, streamSize, components, used, raw);
    if (parts) {
      splits.push({ parent: c, parts });
      out.push(...parts);
    } else out.push(c);
  }
  return { components: splits.length ? out : components, splits };
}

function partsOf(
  c: Component,
  next: number,
  shares: readonly Share[],
  streamSize: ReadonlyMap<number, number>,
  components: readonly Component[],
  used: Set<number>,
  raw: readonly string[],
): Component[] | null {
  if (c.weight >= 100) return null;
  for (let i = 0; i < shares.length; i++) {
    const first = shares[i]!;
    if (first.line <= c.line) continue;
    if (first.line > c.line + MAX_LEAD || first.line >= next) break;
    // A run opens a stream of its own.
    if (i > 0 && shares[i - 1]!.stream === first.stream) continue;
    let sum = 0;
    for (let j = i; j < shares.length && j - i < MAX_PARTS; j++) {
      const s = shares[j]!;
      if (s.line >= next || (j > i && s.line - shares[j - 1]!.line > MAX_GAP)) break;
      if (s.value >= c.weight || components.some((k) => k.line === s.line && Math.abs(k.weight - s.value) < 0.01))
        break;
      sum += s.value;
      if (sum > c.weight + 0.5) break;
      if (j === i || Math.abs(sum - c.weight) > 0.5) continue;
      // The run is one whole paragraph, list or column: every share of it and nothing else (shares
      // paragraph by paragraph are siblings of the component, not its parts).
      const run = shares.slice(i, j + 1);
      if (run.some((r) => r.stream !== first.stream) || streamSize.get(first.stream) !== run.length) continue;
      // A part that restates another component (a summary table under the scheme: "Final Exam 25%" under
      // "Major exams 25% each") is no part.
      if (run.some((r) => components.some((k) => k !== c && restates(r, k)))) return null;
      // Parts belong to one component: stated after a sentence of several ("three projects (50%) and an oral
      // exam (50%)"), to the one their names repeat.
      if (run.some((r) => used.has(r.line))) return null;
      // Nor are parts the sentence gives to another component by name ("The report is worth 40% in total,
      // made up of …" after a table ending "Exam 40%").
      if (namesAnother(raw, run, c, components)) return null;
      const head = headWord(c.title);
      if (
        components.some((k) => k !== c && k.line === c.line) &&
        !run.some((r) => headWord(r.title.replace(/[\s\d#.]+$/, '')) === head)
      )
        return null;
      for (const r of run) used.add(r.line);
      return run.map((r) => ({
        title: r.title,
        kind: classify(r.title),
        weight: r.value,
        count: r.count,
        line: r.line,
        rest: r.rest,
      }));
    }
  }
  return null;
}

/** Whether a share names what a component names (the same last word, singular) with the same weight. */
function restates(s: Share, k: Component): boolean {
  return Math.abs(s.value - k.weight) < 0.01 && headWord(s.title) === headWord(k.title);
}

function headWord(title: string): string {
  const words = title.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  return (words[words.length - 1] ?? '').replace(/s$/, '');
}

/** Whether the lines of the parts name another component of the scheme and not this one. */
function namesAnother(
  raw: readonly string[],
  run: readonly Share[],
  c: Component,
  components: readonly Component[],
): boolean {
  const text = raw
    .slice(run[0]!.line, run[run.length - 1]!.line + 1)
    .join(' ')
    .slice(0, 4000)
    .toLowerCase();
  const head = headWord(c.title);
  if (!text || (head && text.includes(head))) return false;
  return components.some((k) => {
    const name = k.title.toLowerCase().trim();
    return k !== c && name.length >= 4 && text.includes(name);
  });
}
