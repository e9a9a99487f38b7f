// Rule listed-work-each-share: a sentence lists the graded work and another clause gives each of it one share, in
// words or figures: "Papers, exams, and section participation will each constitute one-third of the grade";
// "four separate evaluations: two midterm exams, a final exam, and a discussion grade. Each will count 25 percent
// of the course grade"; "four graded assignments: two short papers; a take-home midterm exam, and a self-scheduled
// final exam. They each count equally toward the course grade". Each listed name is a component; its share is the
// stated one (or the whole split equally) times the members it counts when the list is counted ("two midterm
// exams" of "four evaluations"). Read only where no weighted scheme was found (rule equal-shares-assumed), and
// reported as derived (the equal source: its warning, a low confidence).
// Linear: paragraphs of at most a few lines, bounded patterns anchored on words, no nested unbounded quantifier.
import { classify } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import type { Component } from './layout.js';
import { spelledShares } from './spelled.js';

const COUNTS = englishNumbers(1, 12);
const COUNT = `${englishNumberPattern(2, 12)}|\\d{1,2}`;
// "… will each constitute 33.33% of the grade", "Each will count 25% of …", "They each count equally".
const EACH =
  /\b(?:(they|these)\s+)?(?:will\s+|shall\s+)?(each)\s+(?:will\s+|shall\s+)?(?:count|counts|constitute|be\s+worth|represent|account\s+for|carry|be\s+weighted)\s+(?:for\s+|as\s+|towards?\s+)?(?:(equally|the\s+same)\b|(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b|per\s?cent\b))/gi;
// The count the list is said to make, just before its colon: "four separate evaluations", "four graded assignments".
const TOTAL = new RegExp(String.raw`\b(${COUNT})\s+(?:[a-z-]{2,20}\s+){0,2}[a-z]{3,20}s\s*$`, 'i');
// One listed name: its count or article, then the name.
const ITEM = new RegExp(String.raw`^(?:(?:the|your)\s+)?(?:(${COUNT}|one|an?)\s+)?([a-z][a-z -]{1,60})$`, 'i');
// The verb that introduces a list with no colon: "will be based on", "consist of", "include", "are".
const INTRODUCED = /\b(?:based\s+(?:up)?on|consists?\s+of|includes?|comprises?|are)\s+/gi;
const GRADE = /\b(?:grade|grading|mark)\b/i;
/** The most lines one paragraph is read over, and its longest text. */
const MAX_LINES = 12;
export const MAX_CHARS = 1500;

/** The first answer `read` gives over the page's paragraphs (runs of non-blank lines, at most MAX_LINES each). */
export function firstInParagraphs<T>(
  raw: readonly string[],
  read: (raw: readonly string[], start: number, end: number) => T | null,
): T | null {
  for (let start = 0; start < raw.length; ) {
    if (!raw[start]!.trim()) {
      start++;
      continue;
    }
    let end = start;
    while (end < raw.length && end - start < MAX_LINES && raw[end]!.trim()) end++;
    const found = read(raw, start, end);
    if (found) return found;
    start = end;
  }
  return null;
}

/** The components a listed-work sentence and its each-share give, or null. */
export function listedEachShare(raw: readonly string[]): Component[] | null {
  return firstInParagraphs(raw, inParagraph);
}

function inParagraph(raw: readonly string[], start: number, end: number): Component[] | null {
  // The lines joined, a word broken at its hyphen joined whole ("one-" / "third"); each line's start offset kept.
  let text = '';
  const starts: number[] = [];
  for (let i = start; i < end; i++) {
    starts.push(text.length);
    const line = raw[i]!.trim();
    text += text.endsWith('-') && /^[a-z]/.test(line) ? line : `${text ? ' ' : ''}${line}`;
    if (text.length > MAX_CHARS) break;
  }
  text = spelledShares([text.slice(0, MAX_CHARS).replace(/[*_]/g, '')])[0]!;
  if (!/\beach\b/i.test(text)) return null;
  for (const m of text.matchAll(EACH)) {
    const before = text.slice(0, m.index);
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
    const own = before.slice(sentenceStart + 1).trim();
    // "They each count", "Each will count": the list is the sentence before; else the clause's own subject.
    const pronoun = !!m[1] || own === '';
    const sentence = pronoun
      ? before
          .slice(0, Math.max(0, sentenceStart))
          .split(/[.!?]\s/)
          .pop()!
      : own;
    const after = text.slice(m.index + m[0].length).split(/[.!?](?:\s|$)/)[0]!;
    if (!GRADE.test(`${sentence} ${m[0]} ${after}`)) continue;
    // The list opens after its colon, or after the verb that introduces it ("… will be based on a midterm, …").
    const colon = sentence.lastIndexOf(':');
    let opening = colon + 1;
    if (colon < 0) for (const v of sentence.matchAll(INTRODUCED)) opening = v.index + v[0].length;
    const list = sentence
      .slice(opening)
      .replace(/\([^()]{0,80}\)/g, ' ')
      .trim();
    const total = colon >= 0 ? TOTAL.exec(sentence.slice(0, colon)) : null;
    const items = listed(list);
    if (!items || items.length < 2 || items.length > 6) continue;
    const counted = items.reduce((s, x) => s + x.count, 0);
    const stated = total ? (COUNTS[total[1]!.toLowerCase()] ?? Number(total[1])) : null;
    if (stated !== null && stated !== counted) continue;
    // A share by member where the list is counted (a total before it) or is the sentence before ("two midterm exams,
    // a final exam … Each will count 25%"); by name where the names are the clause's own subject ("Papers, exams,
    // and participation will each constitute one-third"); else the other reading, when only it makes the whole.
    const first = stated !== null || pronoun;
    const readings = stated !== null ? [true] : [first, !first];
    const byMember = readings.find((member) => {
      const units = member ? counted : items.length;
      return m[3] ? member === first : Math.abs(Number(m[4]) * units - 100) <= 1;
    });
    if (byMember === undefined) continue;
    const share = m[3] ? 100 / (byMember ? counted : items.length) : Number(m[4]);
    const line = lineAt(starts, start, m.index!);
    return items.map((x) => ({
      title: `${x.title[0]!.toUpperCase()}${x.title.slice(1)}`,
      kind: classify(x.title),
      weight: Math.round(share * (byMember ? x.count : 1) * 10000) / 10000,
      count: x.count > 1 ? x.count : null,
      line,
      rest: '',
    }));
  }
  return null;
}

/** The names of a list ("two midterm exams, a final exam, and a discussion grade"), each naming graded work. */
export function listed(list: string): { title: string; count: number }[] | null {
  if (list.length > 300) return null;
  const parts = list
    .split(/\s*[,;]\s*(?:and\s+|&\s+)?|\s+and\s+|\s+&\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: { title: string; count: number }[] = [];
  for (const p of parts) {
    const m = ITEM.exec(p);
    if (!m) return null;
    const title = m[2]!.trim();
    if (title.split(/\s+/).length > 5 || classify(title) === 'other') return null;
    const word = m[1]?.toLowerCase();
    out.push({ title, count: word && /^\d|^[a-z]+$/.test(word) ? (COUNTS[word] ?? (Number(word) || 1)) : 1 });
  }
  return out;
}

/** The line of the paragraph an offset of its joined text falls on. */
export function lineAt(starts: readonly number[], first: number, offset: number): number {
  let k = 0;
  while (k + 1 < starts.length && starts[k + 1]! <= offset) k++;
  return first + k;
}
