// Rule share-and-the-remainder: no reader chose a scheme, but a paragraph states one or a few shares of the grade
// and gives the rest to named work without a figure, or with the one figure that completes it: "The four tests will
// be worth sixty per cent of your final grade, the quizzes and other assignments cover the remainder.", "The paper
// will constitute about 75 percent of the grade. The remainder of the grade will be based upon the other written
// assignments and participation.", "These essays will count for 85% of your grade. Class participation … will count
// for the remaining 15%." The shares read in the eight lines up to the remainder's (percent, whole figures of work,
// as completedRun admits) weigh at least half the grade and less than the whole; the remainder is the rest, named by
// the words after its verb ("based on", "determined by") or by the clause before it ("X cover the remainder", "X will
// count for the remaining"), a name of graded work. Linear: one bounded pattern per line, joined with its
// neighbours and capped.
import { classify } from '../vocabulary/kinds.js';
import { completes } from './completed-run.js';
import type { Component } from './layout.js';
import { type Share, shareAsComponent } from './shares.js';

const WINDOW = 8;
const CAP = 600;
// "the remainder (of the grade)", "the remaining portion of your grade", "the rest of the grade", "the remaining 15%".
const REMAINDER =
  /\bthe\s+(?:remainder|remaining\s+(?:portion|part|share)|rest\s+of\s+(?:the\s+|your\s+)(?:(?:final|course|total|overall)\s+)?grade|remaining\s*[*_]{0,2}(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b|per\s?cent\b)[*_]{0,2})/i;
const OF_GRADE = /^\s*(?:of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall|class)\s+)?(?:grade|mark)\s+)?/i;
// The work named after the verb: "… will be based upon all other written assignments".
const NAMED_AFTER =
  /^(?:will\s+|shall\s+)?(?:be\s+|is\s+|are\s+)?(?:based\s+(?:up)?on|determined\s+by|made\s+up\s+of|derived\s+from|comes?\s+from|consists?\s+of|goes\s+to|go\s+to)\s+([^.;!?]{3,120})/i;
// The work named before: "the quizzes and other assignments cover", "Class participation … will count for".
const VERB_BEFORE =
  /\s(?:will\s+|shall\s+)?(?:covers?|counts?\s+(?:for|toward|towards)|make\s+up|makes\s+up|accounts?\s+for|constitutes?|comprises?|(?:is|are|be)\s+worth)\s*$/i;
const LEADING = /^(?:and\s+|then\s+)?(?:(?:my\s+)?(?:evaluation|assessment)\s+of\s+)?(?:all\s+)?(?:the\s+|your\s+)?/i;

/** The shares of the paragraph and the remainder's component, when they make the whole. */
export function shareAndRemainder(shares: readonly Share[], raw: readonly string[]): Component[] | null {
  // Shares by line, so that each remainder looks at its window's lines only (linear in lines and shares).
  const byLine = new Map<number, Share[]>();
  for (const s of shares) {
    if (!completes(s)) continue;
    const on = byLine.get(s.line);
    if (on) on.push(s);
    else byLine.set(s.line, [s]);
  }
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (!/remain|rest\s+of/i.test(line)) continue;
    const joined = `${line} ${raw[i + 1] ?? ''} ${raw[i + 2] ?? ''}`.slice(0, CAP);
    const m = REMAINDER.exec(joined);
    if (!m || m.index > line.length) continue;
    const figure = m[1] ? Number(m[1]) : null;
    const seen = new Set<string>();
    const stated: Share[] = [];
    for (let j = Math.max(0, i - WINDOW); j <= i; j++)
      for (const s of byLine.get(j) ?? []) {
        // The remaining figure itself, read as a share on the remainder's line, is not one of the shares before it.
        if (figure !== null && j === i && Math.abs(s.value - figure) < 0.01) continue;
        const k = `${s.line}|${s.value}`;
        if (seen.has(k)) continue;
        seen.add(k);
        stated.push(s);
      }
    const sum = stated.reduce((t, s) => t + s.value, 0);
    if (!stated.length || stated.length > 6 || sum < 50 || sum > 99) continue;
    const rest = Math.round((100 - sum) * 100) / 100;
    if (figure !== null && Math.abs(figure - rest) > 0.5) continue;
    const name =
      namedAfter(joined.slice(m.index + m[0].length)) ?? namedBefore(`${raw[i - 1] ?? ''} ${line}`, line, m.index);
    if (!name || classify(name) === 'other') continue;
    return [
      ...stated.map((s) => shareAsComponent(s)),
      { title: name, kind: classify(name), weight: rest, count: null, line: i, rest: '' },
    ];
  }
  return null;
}

function tidy(name: string): string | null {
  const t = name.replace(LEADING, '').replace(/[*_]+/g, '').replace(/\s+/g, ' ').trim().slice(0, 80).trim();
  return /[a-z]{3}/i.test(t) && t.split(' ').length <= 12 ? t[0]!.toUpperCase() + t.slice(1) : null;
}

function namedAfter(after: string): string | null {
  const m = NAMED_AFTER.exec(after.replace(OF_GRADE, '').trimStart());
  return m ? tidy(m[1]!) : null;
}

/** The clause before the remainder on its line (the line above joined before it), its verb left out. */
function namedBefore(context: string, line: string, at: number): string | null {
  const before = context.slice(0, context.length - line.length + at).slice(-300);
  const verb = VERB_BEFORE.exec(before);
  if (!verb) return null;
  const sentence = before
    .slice(0, verb.index)
    .split(/[.!?:]\s/)
    .pop()!;
  const parts = sentence.split(/,\s*/);
  // "the quizzes and other assignments cover": the clause after the last comma; "Class participation, a
  // combination of …, will count for": the sentence's first part when nothing stands after the last comma.
  const last = parts[parts.length - 1]!.trim();
  return tidy(last || parts[0]!);
}
