// Number words of the languages outlines are written in (English, Spanish, French, German), by value: the
// one list every rule that reads "two midterms", "five 2-3 page papers", "dos parciales" or "deux examens"
// takes its words from. A rule chooses the range it reads (a count starts at two; a coefficient may be one).
import { wordTable } from './table.js';

const ENGLISH = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

/** The tens, for shares written in words ("twenty-five per cent"). */
export const ENGLISH_TENS: Readonly<Record<string, number>> = wordTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

/** Spanish, French and German, one to ten (the counts and coefficients outlines in those languages spell). */
const FOREIGN: readonly (readonly string[])[] = [
  [],
  ['un', 'una', 'uno', 'une', 'eins'],
  ['dos', 'deux', 'zwei'],
  ['tres', 'trois', 'drei'],
  ['cuatro', 'quatre', 'vier'],
  ['cinco', 'cinq', 'fünf'],
  ['seis', 'sechs'],
  ['siete', 'sept', 'sieben'],
  ['ocho', 'huit', 'acht'],
  ['nueve', 'neuf', 'neun'],
  ['diez', 'dix', 'zehn'],
];

/** English number words from `min` to `max` (at most nineteen), by value. */
export function englishNumbers(min: number, max: number): Record<string, number> {
  const out: Record<string, number> = Object.create(null);
  for (let n = min; n <= Math.min(max, ENGLISH.length - 1); n++) out[ENGLISH[n]!] = n;
  return out;
}

/** English, Spanish, French and German number words from `min` to `max` (at most ten abroad), by value. */
export function numberWords(min: number, max: number): Record<string, number> {
  const out = englishNumbers(min, max);
  for (let n = min; n <= Math.min(max, FOREIGN.length - 1); n++) for (const w of FOREIGN[n]!) out[w] = n;
  return out;
}

/** The English words from `min` to `max` as a regular-expression alternation, in ascending order. */
export function englishNumberPattern(min: number, max: number): string {
  return Object.keys(englishNumbers(min, max)).join('|');
}

/**
 * (page-length-no-count) A length in pages: "5-7 page", "3 page", "one-page", "4 to 5-page". Between a count and its
 * noun ("two 5-7 page essays (20% each)", "the second and third are 4 to 5-page papers, each 18%") it is no count of
 * its own. Global: for `replace`.
 */
export const PAGE_LENGTH = new RegExp(
  String.raw`\b(?:\d{1,2}|${englishNumberPattern(1, 12)})(?:(?:\s?[-–]\s?|\s(?:to|or)\s)(?:\d{1,2}|${englishNumberPattern(1, 12)}))?[- ]pages?\b`,
  'gi',
);

/** Ordinal words, English and Spanish, first to sixth ("Second Midterm", "primer parcial"), accents folded. */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  primer: 1,
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
});

/** Words for a numbered part of the course's material ("Chapter 3", "Ch. 3", "Unit 2", "Module 4", "Lesson 5"). */
export const MATERIAL_PART = String.raw`chapter|ch\.?|unit|module|lesson`;
