// (run-completed-by-read-shares) The layout reader's run that does not add up, chosen only for want of another
// (layout-as-found): the shares the outline states around it, read but outside its block ("**Class
// participation (15%)** is expected …" in the paragraph after the list, "(10%)" in a sentence below it), complete
// it when one of them, or two, make exactly the share it lacks, and no other choice does. Only shares whose label
// reads as graded work, in percent, each a whole figure (no per-item figure, no bonus, no total), within a few
// lines of the run, and named unlike its components. Linear in the candidates (pairs over a bounded window).
import type { Component } from './layout.js';
import { type Share, shareAsComponent } from './shares.js';

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
      completes(s) &&
      s.line >= first &&
      s.line <= last &&
      !lines.has(s.line) &&
      !titles.has(key(s.title)) &&
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
  const added = choices[0]!.map((s) => shareAsComponent(s));
  return [...components, ...added].sort((a, b) => a.line - b.line);
}

/** A share that may complete a run: in percent, a whole figure (no per-item figure, no bonus, no total), weighing
 * something, its label reading as graded work. */
export function completes(s: Share): boolean {
  return s.unit === '%' && !s.perItem && !s.openInProse && !s.bonus && !s.total && s.labelScore >= 0.7 && s.value > 0;
}

function key(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** How far apart two neighbouring entries of a completed window may stand (lines). */
const WINDOW_GAP = 8;
/** At most this many read shares are taken on either side of the run. */
const WINDOW_SIDE = 8;

// (run-completed-by-neighbouring-shares) The same partial run (layout-as-found), when no one or two shares complete
// it: the shares read just before it, among its lines and just after it, in the order they stand, make the whole with
// it ("Examinations: Midterm (20%) and Final (40%)" on the line above "Written Assignments (30%)" and "Attendance
// (10%)", a paragraph of shares the layout reader read only the last two of). The window is contiguous (no read
// share between the run's lines is skipped, none more than a few lines from the next), holds the whole run, and is
// the only one that makes exactly 100; its shares are those completedRun admits, none the run's own row read again
// on the next line (the same figure, or it times a count). Quadratic in a bounded window.
export function neighbouringRun(components: readonly Component[], shares: readonly Share[]): Component[] | null {
  if (components.length < 2) return null;
  const sum = components.reduce((s, c) => s + c.weight, 0);
  if (100 - sum < 2) return null;
  const lines = new Set(components.map((c) => c.line));
  const titles = new Set(components.map((c) => key(c.title)));
  const top = Math.min(...lines);
  const bottom = Math.max(...lines);
  const seen = new Set<string>();
  const read = shares.filter((s) => {
    const k = `${s.line}|${s.value}|${key(s.title)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return (
      completes(s) &&
      s.line >= top - NEAR &&
      s.line <= bottom + NEAR &&
      !lines.has(s.line) &&
      !titles.has(key(s.title)) &&
      !components.some((c) => restates(s, c))
    );
  });
  const inside = read.filter((s) => s.line > top && s.line < bottom);
  const before = read
    .filter((s) => s.line < top)
    .slice(-WINDOW_SIDE)
    .reverse();
  const after = read.filter((s) => s.line > bottom).slice(0, WINDOW_SIDE);
  const core = sum + inside.reduce((t, s) => t + s.value, 0);
  // Each side is taken outward from the run while its shares stand close together.
  const reach = (side: Share[], from: number): number[] => {
    const totals = [0];
    let at = from;
    for (const s of side) {
      if (Math.abs(s.line - at) > WINDOW_GAP) break;
      at = s.line;
      totals.push(totals[totals.length - 1]! + s.value);
    }
    return totals;
  };
  const left = reach(before, top);
  const right = reach(after, bottom);
  let found: [number, number] | null = null;
  for (let a = 0; a < left.length; a++)
    for (let b = 0; b < right.length; b++) {
      if ((a === 0 && b === 0 && !inside.length) || Math.abs(core + left[a]! + right[b]! - 100) > 0.5) continue;
      if (found) return null;
      found = [a, b];
    }
  if (!found) return null;
  const taken = new Set([...before.slice(0, found[0]), ...inside, ...after.slice(0, found[1])]);
  const added = read.filter((s) => taken.has(s)).map((s) => shareAsComponent(s));
  return [...components, ...added].sort((a, b) => a.line - b.line);
}

/** The share is the component read again on the next line ("Participation 10%" and "… participation in class (10%)"). */
function restates(s: Share, c: Component): boolean {
  if (Math.abs(s.line - c.line) > 1) return false;
  const near = (v: number) => Math.abs(s.value - v) <= 0.5;
  return near(c.weight) || near(c.weight * (s.count ?? 1)) || near(c.weight * (c.count ?? 1));
}
