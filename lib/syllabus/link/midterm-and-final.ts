// (midterm-and-final-named-together) "Midterm and final 30%", "Mid-Term and Final Exams, 20%": one share for two
// sittings the outline names one by one, a midterm and the final. Each is an item of its own (labelling rule R3: members
// named individually), half the share, dated by the schedule's mentions of its own name (the scheme keeps the one
// component). Only a name made of the two sittings (an exam word after them allowed), no count other than two.
import type { Component } from '../scheme/layout.js';

const TOGETHER =
  /^(?:the\s+|a\s+|one\s+)?(mid-?\s?term|mid-?\s?semester)\s+(?:and|&)\s+(?:the\s+|a\s+|one\s+)?(final)(?:\s+(exam(?:ination)?s?))?$/i;
const round = (n: number) => Math.round(n * 10000) / 10000;
const singular = (w: string) => w.replace(/s$/i, '');

/** The two sittings a component names together, or the component alone. */
export function midtermAndFinal(c: Component): Component[] {
  const m = TOGETHER.exec(c.title.trim().replace(/[\s.:,;-]+$/, ''));
  if (!m || (c.count !== null && c.count !== 2)) return [c];
  const noun = m[3] ? ` ${singular(m[3])}` : '';
  const half = round(c.weight / 2);
  const final = `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}${noun}`;
  return [
    { ...c, title: `${m[1]}${noun}`, kind: 'midterm', weight: half, count: null },
    { ...c, title: final, kind: 'final', weight: half, count: null },
  ];
}
