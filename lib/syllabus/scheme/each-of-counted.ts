// Rule each-share-of-the-counted-work: "There will be three exams. Each will provide one third of your grade.",
// "Three examinations will be given … Each is required and will determine one-third of the course grade", "There
// will be four examinations during the course, each worth 25% of the final grade": a share of the grade stated
// after "each" with no noun of its own (or the counted noun again), the count of graded work standing in the same
// sentence or the one before it, and the count times the share is the whole grade. One component of that many
// members. Read on the text with its spelled shares written as figures ("one third of your grade" is "33.33% of
// your grade"), only where no weighted scheme was found (it is one of the equal readings). Linear: each line is
// searched once (joined with the next, capped), with bounded repetitions only.
import { ASSESSMENT_NOUN, classify, stem } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import type { Component } from './layout.js';
import { spelledShares } from './spelled.js';

// "Each will provide 33.33% of your grade", "each worth 25% of the final grade", "Each is mandatory and will
// determine 33.33% of the course grade", "each exam counts for 25% of the grade": the word after "each" is a verb
// (or the work's noun), so "each student", "each week", "each absence" are no share of the work.
const EACH_SHARE_OF_GRADE = new RegExp(
  String.raw`\beach\s+(?:(?:one|of\s+(?:them|these|those))\s+)?(?:(${ASSESSMENT_NOUN})\s+)?(?=(?:will|is|shall|worth|counts?|provides?|determines?|accounts?|represents?|constitutes?|carries)\b)[^.;%]{0,60}?\b(?:provides?|determines?|counts?(?:\s+(?:for|as|toward|towards))?|worth|accounts?\s+for|constitutes?|represents?|makes?\s+up|weighted(?:\s+at)?)\s+(?:about\s+|approximately\s+|roughly\s+)?(\d{1,2}(?:\.\d{1,2})?)\s?%\s+of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall|class|semester)\s+)?(?:course\s+)?(?:grade|mark)\b`,
  'i',
);
// "three exams", "Four (4) in-class examinations": a count of graded work.
const COUNTED = new RegExp(
  String.raw`\b(${englishNumberPattern(2, 12)}|\d{1,2})\s+(?:\(\d{1,2}\)\s+)?((?:[a-z-]+\s+){0,2}?(${ASSESSMENT_NOUN}))\b`,
  'gi',
);
const COUNTS = englishNumbers(2, 12);
/** How far before "each" the count may stand (characters: the sentence before it, about). */
const BEFORE = 300;

/** The one component "N <work> … each <share> of the grade" makes, when N times the share is the whole. */
export function eachOfCounted(raw: readonly string[]): Component[] | null {
  const lines = raw;
  for (let i = 0; i < lines.length; i++) {
    if (!/each/i.test(lines[i]!)) continue;
    // Spelled after joining: "one third of your" / "grade" reads as a share only whole.
    const joined = spelledShares([`${lines[i]} ${lines[i + 1] ?? ''}`.slice(0, 1200)])[0]!;
    const m = EACH_SHARE_OF_GRADE.exec(joined);
    // The match belongs to the next line's turn when it starts there.
    if (!m || m.index > lines[i]!.length - 4) continue;
    const share = Number(m[2]);
    const own = m[1] ? stem(m[1].toLowerCase()) : null;
    const earlier = lines
      .slice(Math.max(0, i - 4), i)
      .join(' ')
      .slice(-BEFORE);
    const before = `${earlier} ${joined.slice(0, m.index)}`.slice(-BEFORE);
    let found: Component | null = null;
    for (const c of before.matchAll(COUNTED)) {
      const count = COUNTS[c[1]!.toLowerCase()] ?? Number(c[1]);
      if (!(count >= 2 && count <= 12) || Math.abs(count * share - 100) > 1) continue;
      if (own && stem(c[3]!.toLowerCase()) !== own) continue;
      const title = `${c[2]![0]!.toUpperCase()}${c[2]!.slice(1)}`.replace(/\s+/g, ' ');
      // The last count before "each" is the one it takes up.
      found = { title, kind: classify(title), weight: 100, count, line: i, rest: '' };
    }
    if (found) return [found];
  }
  return null;
}
