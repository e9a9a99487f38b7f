// A bracket after a component's name that says what it is ("Written assessment (exam, 90 min.)",
// "Schriftliche Prüfung (Klausur)", "Coursework (two essays)"): its assessment noun gives a component whose
// name alone reads as no kind its kind, and a later mention of that noun ("The exam will take place on ...")
// can date it.
import type { Component } from '../scheme/layout.js';
import { ASSESSMENT_NOUN, classify, contentTokens } from '../vocabulary/kinds.js';

const GLOSS = new RegExp(`^[^(\\n]{0,80}\\(([^)\\n]{0,60}\\b${ASSESSMENT_NOUN}\\b[^)\\n]{0,60})\\)`, 'i');

/** The words of the bracket that glosses a component, from its line's rest. */
export function glossOf(rest: string): readonly string[] {
  const m = GLOSS.exec(rest);
  return m ? contentTokens(m[1]!) : [];
}

/** Components of no kind take the kind their gloss names. */
export function glossedKinds(components: Component[]): Component[] {
  return components.map((c) => {
    if (c.kind !== 'other') return c;
    const m = GLOSS.exec(c.rest);
    const kind = m ? classify(m[1]!) : 'other';
    return kind === 'other' ? c : { ...c, kind };
  });
}
