// Rule reads-as-grading: a scheme weighs graded work. Figures that add to 100 are also a survey's answers
// ("I paid tuition myself 18%, … my own housing 36%"), a cell's make-up ("Protein 80%, secretory product 20%")
// or a post's duties ("80% teaching, 20% service"). Such a "scheme" names no graded work and no word of grading
// stands near it: it is no scheme. One component of a known kind ("Essay", "Klausur"), or a word of grading
// in the lines above it or among its own ("Grading", "points", "Bewertung"), keeps it. Not below it: the next
// section's heading ("Assessment") often follows a page's statistics.
import { speaksOfGrading } from '../vocabulary/units.js';
import type { Component } from './layout.js';

/** How far above the scheme's first line a word of grading is looked for. */
const ABOVE = 25;

export function readsAsGrading(components: readonly Component[], raw: readonly string[]): boolean {
  if (!components.length || components.some((c) => c.kind !== 'other')) return true;
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  for (const c of components) {
    first = Math.min(first, c.line);
    last = Math.max(last, c.line);
  }
  const to = Math.min(raw.length - 1, last);
  for (let i = Math.max(0, first - ABOVE); i <= to; i++) if (speaksOfGrading(raw[i] ?? '')) return true;
  return false;
}
