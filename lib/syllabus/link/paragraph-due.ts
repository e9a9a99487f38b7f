// (due-in-the-component-paragraph) A scheme written as numbered paragraphs, each wrapped over a few lines, the weight
// near the paragraph's end and the due day said before it:
//   1. A 3-5 page paper, based on the reading materials, on a topic to be
//   assigned at the beginning of Week 3 (9/21/99), due at the end of Week 4
//   (9/30/99), worth 10% of the grade.
// The component is read from the line of its weight, so its own line holds no due day; the lines of its paragraph
// above it do. When no other place dates the component, the one day its paragraph says it is due (a due word in
// the clause before it) dates it. The paragraph: from the line that names the component (not the weight's own line,
// at most PARAGRAPH_LINES above it) down to the weight, with no blank line, no other component and no other weight
// between; a component named on its weight's line has no such paragraph (the lines above are another's: a list
// of the previous component's parts, the end of another's sentence). Linear: a bounded number of lines per
// component.
import { findDates, type Term } from '../calendar/dates.js';
import type { Component } from '../scheme/layout.js';
import type { LocalDue } from '../types.js';

const PARAGRAPH_LINES = 3;
const WEIGHT = /\d\s?(?:%|percent\b|pts?\b|points?\b)/i;
const DUE_WORD = /\b(?:due|deadline|submit(?:ted)?|hand(?:ed)? in|turn(?:ed)? in)\b/i;
const RELEASE_WORD = /\b(?:released?|posted|issued|handed out|assigned|available|opens?)\b/i;

/** The one day the component's paragraph, above and up to its weight, says it is due; null when none or several. */
export function paragraphDue(
  c: Component,
  componentLines: ReadonlySet<number>,
  raw: readonly string[],
  term: Term,
): LocalDue | null {
  const own = raw[c.line] ?? '';
  const name = c.title.toLowerCase().slice(0, 24);
  // Named on its own line, the paragraph starts there: the lines above are another's.
  if (!name || own.toLowerCase().includes(name)) return null;
  const weight = WEIGHT.exec(own);
  const parts = [weight ? own.slice(0, weight.index) : own];
  let named = false;
  for (let k = c.line - 1; k >= 0 && c.line - k <= PARAGRAPH_LINES && !named; k--) {
    const above = raw[k] ?? '';
    if (!above.trim() || componentLines.has(k) || WEIGHT.test(above)) break;
    parts.unshift(above);
    named = above.toLowerCase().includes(name);
  }
  // The paragraph opens on the component's name, within a few lines above its weight.
  if (!named) return null;
  const text = parts.join(' ');
  const days = new Map<string, LocalDue>();
  for (const d of findDates(text, term).dates) {
    if (d.range) continue;
    // The clause before the day: back to the last comma-free break ("; ", "|", a sentence's end).
    const before = text.slice(Math.max(0, d.index - 48), d.index);
    const clause = before.split(/[;|]|\.\s/).pop() ?? '';
    if (DUE_WORD.test(clause) && !RELEASE_WORD.test(clause.split(DUE_WORD).pop() ?? '')) days.set(d.due.date, d.due);
  }
  return days.size === 1 ? [...days.values()][0]! : null;
}
