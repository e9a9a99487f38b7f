// (run-completed-by-read-shares) The layout reader's run that does not add up, chosen only for want of another
// (layout-as-found): the shares the outline states around it, read but outside its block ("**Class
// participation (15%)** is expected …" in the paragraph after the list, "(10%)" in a sentence below it), complete
// it when one of them, or two, make exactly the share it lacks, and no other choice does. Only shares whose label
// reads as graded work, in percent, each a whole figure (no per-item figure, no bonus, no total), within a few
// lines of the run, and named unlike its components. Linear in the candidates (pairs over a bounded window).
import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';
import type { Share } from './shares.js';

/** How far from the run's first and last line a completing share may stand. */
const NEAR = 25;
/** At most this many candidates are paired (the window is small; a long one is no completion). */
const MAX_CANDIDATES = 12;

export function completedRun(components: readonly Component[], shares: readonly Share[]): Component[] | null {
  if (components.length < 2) return null;
  const sum = components.reduce((s, c) => s + c.weight, 0);
  const gap = 100 - sum;
  if (sum < 40 || gap < 2) return null;
  const lines = new Set(components.map((c) => c.line));
  const titles = new Set(components.map((c) => key(c.title)));
  const first = Math.min(...lines) - NEAR;
  const last = Math.max(...lines) + NEAR;
  const near = shares.filter(
    (s) =>
      s.unit === '%' &&
      !s.perItem &&
      !s.openInProse &&
      !s.bonus &&
      !s.total &&
      s.labelScore >= 0.7 &&
      s.line >= first &&
      s.line <= last &&
      !lines.has(s.line) &&
      !titles.has(key(s.title)) &&
      s.value > 0 &&
      s.value <= gap + 0.5,
  );
  if (!near.length || near.length > MAX_CANDIDATES) return null;
  const fits = (v: number) => Math.abs(v - gap) <= 0.5;
  const choices: Share[][] = [];
  for (let i = 0; i < near.length; i++) {
    if (fits(near[i]!.value)) choices.push([near[i]!]);
    for (let j = i + 1; j < near.length; j++)
      if (near[j]!.line !== near[i]!.line && fits(near[i]!.value + near[j]!.value)) choices.push([near[i]!, near[j]!]);
  }
  if (choices.length !== 1) return null;
  const added = choices[0]!.map((s) => ({
    title: s.title,
    kind: classify(s.title),
    weight: s.value,
    count: s.count,
    line: s.line,
    rest: s.rest,
  }));
  return [...components, ...added].sort((a, b) => a.line - b.line);
}

function key(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}
