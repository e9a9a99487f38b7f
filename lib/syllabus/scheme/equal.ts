// "All exams count equally towards the final course grade" with no figure anywhere: the scheme is
// the numbered items of that kind the outline lists ("Exam 1" … "Exam 4"), in equal shares. Read
// only when no weighted scheme was found, and reported as inferred.
import { ASSESSMENT_NOUN, classify, stem } from '../vocabulary/kinds.js';
import { equalShares } from './equal-shares.js';
import type { Component } from './layout.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { averagedList } from './averaged-list.js';
import { eachOfCounted } from './each-of-counted.js';
import { evenDivision } from './even-division.js';
import { listedEachShare } from './listed-each.js';
import { listedThenEqual } from './listed-then-equal.js';

const EQUALLY = new RegExp(
  String.raw`\b(?:all|the|each of the|these)\s+(?:[a-z-]+\s+)?(${ASSESSMENT_NOUN})\s+(?:count|are weighted|weigh|carry|are worth|will count|will be weighted)\s+(?:the same|equally)\b`,
  'i',
);

// "The final grade will be weighted equally between the mid-term, the final, and the homework."
const BETWEEN = /\b(?:weighted|divided|split|counted|shared)\s+equally\s+(?:between|among(?:st)?)\s+([^.;:]{3,160})/i;
const ARTICLE = /^(?:the|your|a|an|one)\s+/i;

/** The equal-share scheme an outline states in words, or no components. */
export function equalScheme(raw: string[], trace?: (step: string) => void): Component[] {
  return (
    namedEqually(raw) ??
    evenDivision(raw, trace) ??
    listedThenEqual(raw) ??
    listedEachShare(raw) ??
    averagedList(raw, trace) ??
    countedEqually(raw) ??
    eachWorthTheWhole(raw) ??
    eachCountedApart(raw) ??
    eachOfCounted(raw) ??
    numberedEqually(raw)
  );
}

// "Four (4) multiple choice examinations, each worth 100 points": members of one kind, each of the same worth;
// "three examinations, each representing 1/3 of the total grade" (the fraction read as 33.33% by the clean stage's
// inline-fraction-shares).
const EACH_WORTH = new RegExp(
  String.raw`\b(${englishNumberPattern(2, 12)}|\d{1,2})\s+(?:\(\d{1,2}\)\s+)?((?:[a-z-]+\s+){0,2}?${ASSESSMENT_NOUN})\b,?\s+each\s+(?:worth|counting(?:\s+for|\s+as)?|valued\s+at|weighted|representing|constituting|accounting\s+for)\s+(\d{1,3}(?:\.\d{1,2})?)\s?(%|percent\b|points\b|pts\b)`,
  'i',
);
// (each-share-counted-apart) "There will be five examinations in this course. … Each examination will count
// 20% of the course grade": the share of one of them, and how many there are said in a sentence of its own.
const EACH_SHARE = new RegExp(
  String.raw`\beach\s+((?:[a-z-]+\s+){0,2}?${ASSESSMENT_NOUN})\s+(?:will\s+|shall\s+)?(?:be\s+)?(?:counts?|worth|accounts?\s+for|constitutes?)\s+(?:for\s+|as\s+)?(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b|per\s+cent\b)`,
  'i',
);
/** "five examinations", "two in-class tests": a count of the work `noun` (a stem) names. */
const countThenNoun = (noun: string) =>
  new RegExp(
    String.raw`\b(${englishNumberPattern(2, 12)}|\d{1,2})\s+((?:[a-z-]+\s+){0,2}?${noun.replace(/[^a-z-]/g, '')}(?:s|es|zes)?)\b`,
    'gi',
  );
const NEAR = 15;

/**
 * The grade is one component of k members when the outline's only share is "each <work> counts W%", a
 * sentence nearby counts k of that work, and k × W is the whole. Read only where no scheme of several
 * components was found (the choice rules).
 */
function eachCountedApart(raw: string[]): Component[] | null {
  for (let i = 0; i < raw.length; i++) {
    const m = EACH_SHARE.exec(`${raw[i]} ${raw[i + 1] ?? ''}`.slice(0, 3000));
    if (!m) continue;
    const each = Number(m[2]);
    const noun = stem(m[1]!.trim().split(/\s+/).pop()!.toLowerCase());
    const near = raw
      .slice(Math.max(0, i - NEAR), i + 2)
      .join(' ')
      .slice(-8000);
    for (const c of near.matchAll(countThenNoun(noun))) {
      const count = COUNTS[c[1]!.toLowerCase()] ?? Number(c[1]);
      if (!(count >= 2 && count <= 12) || Math.abs(count * each - 100) > 1) continue;
      const title = `${c[2]![0]!.toUpperCase()}${c[2]!.slice(1)}`.replace(/\s+/g, ' ');
      return [{ title, kind: classify(title), weight: 100, count, line: i, rest: '' }];
    }
    return null;
  }
  return null;
}

// A cut-off range of the grade table ("360 - 400", "90-100"): its top is the most a student can earn.
const RANGE = /(?<![\d.])(\d{2,4})(?:\.\d{1,2})?\s{0,3}\\?[-–]\s{0,3}(\d{2,4})(?![\d.])/g;

/**
 * The grade is one component when the outline's only weighted work is "N things, each worth W" and they make
 * the whole: N × W is 100 %, or the top of its grade table's cut-offs in points. Read only where no scheme of
 * several components was found (the choice rules), so a sentence about one component of a scheme is not it.
 */
function eachWorthTheWhole(raw: string[]): Component[] | null {
  let found: { count: number; each: number; points: boolean; title: string; line: number } | null = null;
  for (let i = 0; i < raw.length && !found; i++) {
    const m = EACH_WORTH.exec(`${raw[i]} ${raw[i + 1] ?? ''}`.slice(0, 600));
    if (!m) continue;
    const count = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
    const title = `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}`.replace(/\s+/g, ' ');
    // The sentence may start on the next line: the component is where its count is.
    const line = m.index > raw[i]!.length ? i + 1 : i;
    found = { count, each: Number(m[3]), points: !/^(?:%|percent)/i.test(m[4]!), title, line };
  }
  if (!found || !(found.count >= 2 && found.count <= 30)) return null;
  const whole = found.count * found.each;
  const makesWhole = found.points ? raw.some((l) => topsAt(l, whole)) : Math.abs(whole - 100) <= 1;
  if (!makesWhole) return null;
  return [
    { title: found.title, kind: classify(found.title), weight: 100, count: found.count, line: found.line, rest: '' },
  ];
}

/** Whether a line holds a cut-off range ending at `top` (its bottom at least half of it). */
function topsAt(line: string, top: number): boolean {
  if (!line.includes(String(top))) return false;
  for (const m of line.slice(0, 400).matchAll(RANGE)) {
    if (Number(m[2]) === top && Number(m[1]) < top && Number(m[1]) >= top / 2) return true;
  }
  return false;
}

// "Your course grade will be drawn equally from the results of the four take-home examinations",
// "Each of the five papers will have an equal weight": one component, the whole grade, of that many members.
const COUNTED = new RegExp(
  String.raw`\b(?:equally\s+(?:from|between|among)\s+(?:the\s+)?(?:results?\s+of\s+)?(?:the|your)\s+|each\s+of\s+(?:the|your)\s+)(${englishNumberPattern(2, 12)}|\d{1,2})\s+((?:[a-z-]+\s+){0,2}?${ASSESSMENT_NOUN})\b(?:\s+(?:will\s+)?(?:have|has|carry|carries|count|counts|be\s+weighted|are\s+weighted|is\s+weighted)\s+(?:an?\s+)?equal(?:ly)?\b)?`,
  'i',
);
const COUNTS = englishNumbers(2, 12);

// "Each of the six cases will have an equal weight": the sentence itself says the things it counts are graded,
// so their noun need not be one the vocabulary knows as graded work (a plural word of its own).
const EACH_EQUAL = new RegExp(
  String.raw`\beach\s+of\s+(?:the|your)\s+(${englishNumberPattern(2, 12)}|\d{1,2})\s+([a-z]{3,20}s)\s+(?:will\s+)?(?:have|has|carry|carries|count|be\s+weighted)\s+(?:an?\s+)?equal(?:ly)?\b`,
  'i',
);

function countedEqually(raw: string[]): Component[] | null {
  for (let i = 0; i < raw.length; i++) {
    const joined = `${raw[i]} ${raw[i + 1] ?? ''}`.slice(0, 600);
    const m = COUNTED.exec(joined) ?? EACH_EQUAL.exec(joined);
    if (!m) continue;
    // "each of the six papers" alone says nothing of weight: it must say equal.
    if (/^each/i.test(m[0]) && !/equal/i.test(m[0])) continue;
    const count = COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
    if (!(count >= 2 && count <= 30)) continue;
    const title = `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}`;
    return [{ title, kind: classify(title), weight: 100, count, line: i, rest: '' }];
  }
  return null;
}

/** Components the outline names in one sentence that weighs them equally, each of a kind of graded work. */
function namedEqually(raw: string[]): Component[] | null {
  for (let i = 0; i < raw.length; i++) {
    // The sentence may wrap onto the next line.
    const m = BETWEEN.exec(`${raw[i]} ${raw[i + 1] ?? ''}`.slice(0, 600));
    if (!m) continue;
    const names = m[1]!
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
      .map((n) =>
        n
          .trim()
          .replace(ARTICLE, '')
          .replace(/\s*\([^()]*\)\s*$/, '')
          .trim(),
      )
      .filter(Boolean);
    if (names.length < 2 || names.length > 6) continue;
    if (!names.every((n) => n.split(/\s+/).length <= 4 && classify(n) !== 'other')) continue;
    return equalShares(names, i);
  }
  return null;
}

/** "All exams count equally" and the exams numbered 1…n: equal shares of the numbered items. */
function numberedEqually(raw: string[]): Component[] {
  let noun: string | null = null;
  let line = -1;
  raw.some((l, i) => {
    const m = EQUALLY.exec(l);
    if (m) {
      noun = stem(m[1]!.toLowerCase());
      line = i;
    }
    return !!m;
  });
  if (!noun) return [];
  const word = noun as string;
  // "Exam 1", "Exam #2", "EXAM 3": the numbers the outline gives items of that noun.
  const numbered = new RegExp(String.raw`\b${word}s?\s*#?(\d{1,2})\b`, 'gi');
  const numbers = new Set<number>();
  for (const l of raw)
    for (const m of l.matchAll(numbered)) if (Number(m[1]) >= 1 && Number(m[1]) <= 12) numbers.add(Number(m[1]));
  const n = numbers.size;
  // Items numbered 1…n, nothing missing: the outline's own list of them.
  if (n < 2 || Math.max(...numbers) !== n) return [];
  const title = `${word[0]!.toUpperCase()}${word.slice(1)} `;
  return equalShares(
    [...numbers].sort((a, b) => a - b).map((k) => `${title}${k}`),
    line,
  );
}
