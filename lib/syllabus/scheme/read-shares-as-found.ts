// (read-shares-as-found) No reader chose a scheme (the layout reader read no run, the constraint finder no run
// that adds up, the learned lines none that makes the whole), yet the outline states shares of graded work close
// together: "**final grade:** … mid-term - 25%, paper - 30%, final exam - 30%" with the fourth share unread, or "The
// midterm exam (35% of grade) and a final examination (45%)" with the rest given in words. The partial run is
// answered as the layout reader's partial runs are (layout-as-found, low confidence): a student confirms the parts
// read instead of typing all of them. Only shares completedRun admits (percent, a whole figure of graded work, no
// per-item figure, bonus or total) and no figure a penalty qualifies; the window is contiguous (each share a few
// lines from the next), holds two shares or more on at least two names, weighs at least half the grade and no more
// than the whole, and is the only such window of its weight. Linear in the candidates.
import type { Component } from './layout.js';
import { completes } from './completed-run.js';
import { type Share, shareAsComponent } from './shares.js';
import { classify } from '../vocabulary/kinds.js';

/** How far apart two neighbouring shares of the window may stand (lines). */
const GAP = 8;
/** The least part of the grade a partial run must weigh to be answered. */
const LEAST = 50;
// A figure taken off or lost ("1% of grade lost for each class missed") is a rule, not a share of graded work.
// A name read from the middle of a sentence after a parenthesised figure ("The midterm exam (35% of final
// grade) and a final exam (45%)" names the second share "Final grade) and a final exam"): the name starts after it.
const AFTER_CLOSED = /^[^()]{1,40}\)\s*(?:and\s+|,\s*)?(?:a\s+|an\s+|the\s+)?/i;
const PENALTY = /\b(?:lost|lose|loses|losing|deduct\w*|penal\w*|subtract\w*|missed|absen\w*|late)\b/i;

export function readSharesAsFound(shares: readonly Share[]): Component[] | null {
  const seen = new Set<string>();
  const read = shares
    .filter((s) => {
      const k = `${s.line}|${s.value}|${s.title.toLowerCase()}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return completes(s) && !PENALTY.test(`${s.title} ${s.rest}`);
    })
    .sort((a, b) => a.line - b.line);
  const windows: Share[][] = [];
  for (const s of read) {
    const last = windows[windows.length - 1];
    if (last && s.line - last[last.length - 1]!.line <= GAP) last.push(s);
    else windows.push([s]);
  }
  const sum = (w: Share[]) => w.reduce((t, s) => t + s.value, 0);
  const fit = windows.filter((w) => {
    const total = sum(w);
    return w.length >= 2 && new Set(w.map((s) => s.title.toLowerCase())).size >= 2 && total >= LEAST && total <= 100.5;
  });
  if (!fit.length) return null;
  const best = Math.max(...fit.map(sum));
  const top = fit.filter((w) => Math.abs(sum(w) - best) <= 0.5);
  if (top.length !== 1) return null;
  const run = top[0]!;
  // Statistics ("All households had a television set 10%") read as shares: at least half must name graded work.
  if (run.filter((s) => classify(s.title) !== 'other').length * 2 < run.length) return null;
  return run.map((s) => {
    const c = shareAsComponent(s);
    const title = c.title.replace(AFTER_CLOSED, '');
    return title !== c.title && /[a-z]{3}/i.test(title)
      ? { ...c, title: title[0]!.toUpperCase() + title.slice(1), kind: classify(title) }
      : c;
  });
}
