// (count-from-each-after) "Projects 20% (10% each)", "Written examinations 60% (or 30% each)": a weight restated at
// once as each member's share counts the members (20 / 10 = 2) when the name gives no count. A plural examination
// counted so is several sittings, not the course's final (the sole-exam rule read it as one).
import { classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';

// Every gap is bounded: two unbounded blank runs around an optional comma would split a long run of blanks every way.
const EACH_AFTER =
  /(\d{1,3}(?:\.\d{1,2})?)[ \t]?(%|percent\b|points?\b|pts\b)[ \t]{0,3}[,:]?[ \t]{0,3}\([ \t]?(?:or[ \t]{1,3}|i\.e\.,?[ \t]{1,3}|at[ \t]{1,3})?(\d{1,3}(?:\.\d{1,2})?)[ \t]?(?:%|percent\b|points?\b|pts\b)?[ \t]{0,3}(?:each|apiece)\b/gi;

const PLURAL_EXAMS = /\bexam(?:ination)?s\b/i;

/** The count of members "N% (M% each)" after the component's name on its line states, or null. */
function countAfter(c: Component, line: string): number | null {
  const at = line.toLowerCase().indexOf(c.title.toLowerCase());
  if (at < 0) return null;
  EACH_AFTER.lastIndex = at + c.title.length;
  const m = EACH_AFTER.exec(line);
  EACH_AFTER.lastIndex = 0;
  if (!m) return null;
  const total = Number(m[1]);
  const each = Number(m[3]);
  // A percentage restated must be the component's own weight (the next figure on the line may be another's).
  if (m[2]!.startsWith('%') || m[2]!.toLowerCase().startsWith('percent')) {
    if (Math.abs(total - c.weight) > 0.5) return null;
  }
  const n = total / each;
  return each > 0 && Number.isInteger(n) && n >= 2 && n <= 30 ? n : null;
}

export function countsFromEachAfter(components: Component[], raw: readonly string[]): Component[] {
  return components.map((c) => {
    if ((c.count ?? 1) > 1) return c;
    const n = countAfter(c, raw[c.line] ?? '');
    if (!n) return c;
    const kind =
      c.kind === 'final' && PLURAL_EXAMS.test(c.title) && !/\bfinal/i.test(c.title) ? classify(c.title) : c.kind;
    return { ...c, count: n, kind };
  });
}
