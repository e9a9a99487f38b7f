// The share a scheme lacks, stated in a paragraph of its own: the list weighs 95 % and the attendance
// policy says "Five percent of the course grade will be determined … on the basis of attendance". When one
// sentence outside the scheme's lines states exactly the missing share of the grade, and names what it is
// for (after "on the basis of", "based on", "for", or in the heading above its paragraph), that is the
// missing component. Linear: one bounded pattern per line, and no search once the scheme makes the whole.
import type { Line } from '../segment/lines.js';
import { classify } from '../vocabulary/kinds.js';
import { ENGLISH_TENS, englishNumbers } from '../vocabulary/numbers.js';
import type { Component } from './layout.js';

const UNITS = englishNumbers(1, 19);
const TENS = Object.keys(ENGLISH_TENS).join('|');
const WORD = `(?:${TENS})(?:[- ](?:${Object.keys(englishNumbers(1, 9)).join('|')}))?|${Object.keys(UNITS).join('|')}`;
// "Five percent of the course grade", "10% of your final grade", "twenty-five per cent of the final mark".
const STATED = new RegExp(
  String.raw`\b(\d{1,2}(?:\.\d)?|${WORD})\s*(?:%|percent\b|per\s?cent\b)\s+of\s+(?:the\s+|your\s+)?(?:final\s+|course\s+|total\s+|overall\s+)?(?:course\s+)?(?:grade|mark)\b`,
  'i',
);
// What the share is for: the words after "on the basis of" / "based on" / "depends on" / "for", up to a
// punctuation mark or a clause word.
const FOR =
  /\b(?:on the basis of|based on|determined by|depends? on|given for|awarded for|for)\s+(?:your\s+|the\s+|class\s+)?([a-z][a-z-]{3,}(?:\s+(?:and\s+)?[a-z][a-z-]{3,}){0,2})/i;
const CLAUSE =
  /\b(?:will|which|that|is|are|be|as|in|on|at|of|the|your|this|course|grade|indicated|below|remaining|rest)\b.*$/i;
const POLICY = /\b(?:policy|policies|requirements?|expectations?)\b/gi;
// A share taken off or added on ("10% of the final grade will be deducted for each day late") is no component.
// Nor is a share of each member ("the short papers will each account for 20%").
const NOT_A_PART =
  /\b(?:deduct|penal|late\b|lose|lost|loss|reduc|lower|subtract|bonus|extra credit|up to\s+\d|maximum|max\.?|each|per)\b/i;
// A heading over the whole scheme names no one part of it.
const GENERAL_HEADING = /\b(?:assess|evaluat|grad|marks?\b|marking|course|requirements?|overview|summary|policies)/i;

/** The share the text states for a missing part of the grade, with its name and line, when there is one. */
export function missingShare(components: readonly Component[], lines: readonly Line[]): Component | null {
  const sum = components.reduce((s, c) => s + c.weight, 0);
  const missing = Math.round((100 - sum) * 100) / 100;
  if (!components.length || missing < 1 || missing > 30) return null;
  const own = new Set(components.map((c) => c.line));
  let found: Component | null = null;
  for (const line of lines) {
    if (own.has(line.index) || line.type === 'row' || line.text.length > 400) continue;
    const m = STATED.exec(line.text);
    if (!m || Math.abs(figureValue(m[1]!) - missing) > 0.01) continue;
    // The sentence may wrap onto the next line ("Five percent of the course grade will" / "be determined … on
    // the basis of attendance").
    const next = lines[line.index + 1];
    const after = `${line.text.slice(m.index + m[0].length)} ${next?.type === 'text' ? next.text : ''}`;
    const prev = lines[line.index - 1];
    const before = `${prev?.type === 'text' ? prev.text : ''} ${line.text.slice(0, m.index)}`;
    const sentence = `${before
      .split(/[.!?]\s/)
      .pop()!
      .slice(-80)} ${after.split(/[.!?](?:\s|$)/)[0]}`;
    if (NOT_A_PART.test(sentence)) continue;
    const title = purpose(after.split(/[.!?](?:\s|$)/)[0]!) ?? headingAbove(lines, line.index);
    if (!title) continue;
    // Two sentences stating the same missing share: neither can be told to be the one.
    if (found) return null;
    found = { title, kind: classify(title), weight: missing, count: null, line: line.index, rest: '' };
  }
  return found;
}

function figureValue(figure: string): number {
  if (/^\d/.test(figure)) return Number(figure);
  const [tens, unit] = figure.toLowerCase().split(/[- ]/) as [string, string | undefined];
  return (ENGLISH_TENS[tens] ?? UNITS[tens] ?? 0) + (unit ? (UNITS[unit] ?? 0) : 0);
}

/** "… will be determined, as indicated below, on the basis of attendance": "Attendance". */
function purpose(after: string): string | null {
  const m = FOR.exec(after.slice(0, 120));
  if (!m) return null;
  let words = m[1]!.replace(CLAUSE, '').trim();
  // "participation and timely, error-free submission": a second name after "and" only when it names work too.
  const and = /\s+and\s+/i.exec(words);
  if (and && classify(words.slice(and.index + and[0].length)) === 'other') words = words.slice(0, and.index);
  return words ? words[0]!.toUpperCase() + words.slice(1) : null;
}

/** The heading over the sentence's paragraph ("Attendance Policy" gives "Attendance"), within a few lines. */
function headingAbove(lines: readonly Line[], index: number): string | null {
  for (let i = index - 1; i >= Math.max(0, index - 8); i--) {
    const l = lines[i]!;
    if (l.type === 'heading' || (l.type === 'text' && /^\*\*[^*]{3,60}\*\*$/.test(l.text.trim()))) {
      if (GENERAL_HEADING.test(l.text)) return null;
      const name = l.text
        .replace(/[*_#:]/g, ' ')
        .replace(POLICY, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return name && name.split(' ').length <= 4 ? name : null;
    }
  }
  return null;
}
