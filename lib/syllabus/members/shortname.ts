// Outlines name a component by its name less the generic noun it ends with: "Final" or "FINAL:" for
// "Final Exam", "Midterm (Monday in person)" for "Midterm exam", "The Homework is due …" for
// "Homework assignment". Only a generic last noun is dropped, so "Final" never names "Final Paper".
import { contentTokens } from '../vocabulary/kinds.js';

// Singular only: "3 Midterm Exams" is several, and one "Midterm, 9/30" is not all of them.
const GENERIC = new Set(['exam', 'examination', 'assignment', 'test']);

/** Whether a mention's words are exactly the component's name without its generic last noun. */
export function namesShortly(component: string, mentionTitle: string): boolean {
  const mention = contentTokens(mentionTitle);
  // Word for word as printed: "Finals" (the exam period) is not "Final".
  const printed = mentionTitle
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const c = contentTokens(component);
  const last = /([A-Za-z]+)[^A-Za-z]*$/.exec(component)?.[1]?.toLowerCase();
  if (c.length < 2 || !last || !GENERIC.has(last) || last !== c[c.length - 1]) return false;
  const short = c.slice(0, -1);
  return (
    short.length === mention.length &&
    short.every((t, i) => t === mention[i]) &&
    mention.every((t) => printed.includes(t))
  );
}

// Words that name nothing but an exam and when it is sat: "mid-term exam", "final examination", "the final".
const EXAM_WORDS = new Set([
  'final',
  'midterm',
  'mid',
  'term',
  'end',
  'semester',
  'sem',
  'exam',
  'examination',
  'test',
]);

/**
 * "Fall 2016 mid-term exam … due on November 1" for a component "Mid-term test", "final exam" for
 * "End-term test": a mention that only says which exam it is names the one exam component of its kind.
 */
export function namesTheExam(component: string, mentionTitle: string, onlyOfKind: boolean): boolean {
  if (!onlyOfKind || !/\b(?:exam|examination|test|midterm|final)s?\b/i.test(component)) return false;
  const m = mentionTitle
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return (
    m.length > 0 &&
    m.every((w) => EXAM_WORDS.has(w)) &&
    m.some((w) => w === 'exam' || w === 'examination' || w === 'test')
  );
}

// (final-by-its-manner) "Takehome Final", "Comprehensive final" for a component "Final exam": the words that say how
// the final is sat make "final" alone an exam's name (a "Final paper" or "Final presentations" says no such thing).
const MANNER = new Set(['takehome', 'take', 'home', 'comprehensive', 'cumulative']);

/** Whether a mention names the one final component by "final" and how it is sat, and exam words only. */
export function namesTheFinalByManner(component: string, mentionTitle: string, onlyOfKind: boolean): boolean {
  if (!onlyOfKind || !/\b(?:exam|examination|test|final)s?\b/i.test(component)) return false;
  const m = mentionTitle
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const said =
    m.includes('takehome') ||
    m.includes('comprehensive') ||
    m.includes('cumulative') ||
    (m.includes('take') && m.includes('home'));
  return m.includes('final') && said && m.every((w) => EXAM_WORDS.has(w) || MANNER.has(w));
}
