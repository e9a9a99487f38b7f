// Short names a schedule gives a scheme component's members: initials of its name ("RR 3" of
// "Reading responses", "CAT 1" of "Continuous Assessment Tests") or a contraction of one of its
// words ("Expt 2" of "experiments"), each time followed by a member's number.
import { ASSESSMENT_NOUN, contentTokens } from '../vocabulary/kinds.js';

const NOUN = new RegExp(`^${ASSESSMENT_NOUN}$`, 'i');
import type { Component } from '../scheme/layout.js';
import { englishNumbers } from '../vocabulary/numbers.js';

// One letter run and a number: no nested or adjacent unbounded quantifiers.
// "TS-3", "RR 3", "Expt. 2": a hyphen may join the letters to the number.
// "RR 3", "CAT-1", "IIQ #2", "IIQ# 7".
const NUMBERED = /\b([A-Za-z]{2,12})(?:\.? ?|-| ?# ?)(\d{1,2})\b/g;

/** Whether `abbr` is the initials of consecutive words of the name ("RR" of "reading responses"). */
function initials(abbr: string, words: readonly string[]): boolean {
  if (abbr !== abbr.toUpperCase() || abbr.length < 2 || abbr.length > 4) return false;
  const lower = abbr.toLowerCase();
  for (let i = 0; i + lower.length <= words.length; i++) {
    if (words.slice(i, i + lower.length).every((w, k) => w[0] === lower[k])) return true;
  }
  return false;
}

/** Whether `abbr` is a contraction of a long word ("expt" of "experiments"), not a plain prefix (those match already). */
function contracts(abbr: string, words: readonly string[]): boolean {
  const a = abbr.toLowerCase();
  if (a.length < 3 || a.length > 5) return false;
  return words.some((w) => {
    if (w.length < 6 || w.startsWith(a) || !w.startsWith(a.slice(0, 2))) return false;
    let k = 0;
    for (const ch of w) if (ch === a[k]) k++;
    return k === a.length;
  });
}

/** A word in its singular form ("entries" → "entry", "sketches" → "sketch"). */
const singular = (w: string) =>
  w
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|ss)es$/, '$1')
    .replace(/([^s])s$/, '$1');

/**
 * Whether the component names its members with this word ("Reflective portfolio (three entries, 10% each)"
 * numbers them "Entry 1", "Entry 2"): a word of at least four letters in its own text.
 */
function countedAs(key: string, words: readonly string[]): boolean {
  // An assessment noun ("Exam 2") is read as such already, whichever component it belongs to.
  return key.length >= 4 && !PARTS_OF_TERM.test(key) && !NOUN.test(key) && words.some((w) => singular(w) === key);
}

// Words that number the course's time and text, never its graded work ("11 weeks", "Chapter 3").
const PARTS_OF_TERM =
  /^(?:week|weeks|wk|unit|units|chapter|chapters|module|modules|lecture|lectures|session|sessions|class|classes|day|days|part|parts|section|sections|page|pages|question|questions|topic|topics|hour|hours|lesson|lessons|semana|semaine|tema|temas)$/;
const CONNECTIVES = new Set([
  'de',
  'del',
  'des',
  'du',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'da',
  'do',
  'dos',
  'das',
  'der',
  'die',
  'von',
  'und',
  'et',
  'y',
  'e',
  'of',
  'and',
  'the',
]);

const SPELLED = englishNumbers(2, 12);

/**
 * Whether the scheme states as many members as the series has: its count ("(8)", "4 x 5%"), a number
 * or number word by its name ("8 × 10 points", "three entries"), or a per-member share that divides
 * its weight that many times ("CAT 1 and CAT 2, 10% each" of 20 %).
 */
export function statesSize(c: Component, size: number, detail = ''): boolean {
  if (c.count) return c.count === size;
  const said = `${c.title} ${c.rest} ${detail}`;
  for (const m of said.matchAll(/(\d{1,3}(?:\.\d{1,2})?) ?(%|percent)?/g)) {
    const n = Number(m[1]);
    if (m[2] ? n > 0 && Math.abs(c.weight / n - size) < 0.01 : n === size) return true;
  }
  return contentTokens(said).some((w) => SPELLED[w] === size);
}

/**
 * Abbreviations (lower case) that name one component's members, each to that component's title:
 * used with at least two different numbers in the text, none beyond the count the scheme states.
 * `details`: the words the outline says about each component besides its name ("Five experiments, 5% each").
 */
export function seriesAliases(text: string, components: Component[], details: string[] = []): Map<string, string> {
  const numbers = new Map<string, { spelled: string; seen: Set<number> }>();
  for (const m of text.matchAll(NUMBERED)) {
    const key = m[1]!.toLowerCase();
    const entry = numbers.get(key) ?? { spelled: m[1]!, seen: new Set<number>() };
    entry.seen.add(Number(m[2]));
    numbers.set(key, entry);
  }
  const out = new Map<string, string>();
  const lines = text.split('\n');
  for (const [key, { spelled, seen }] of numbers) {
    // A series numbers its members 1, 2, … n without a gap ("CH 2 … CH 24" are chapters, not members).
    if (seen.size < 2 || ![...seen].every((n) => n >= 1 && n <= seen.size)) continue;
    const fits = components.filter((c, ci) => {
      // The component's own name in the singular ("IIQ 3" of "IIQs") needs no stated size: the name says it.
      const whole = contentTokens(c.title);
      if (!NOUN.test(key) && whole.length === 1 && whole[0] === key && key !== c.title.toLowerCase()) return true;
      // The component's whole line too: its name may have kept only part of a bracket ("(three entries, 10% each)").
      const said = `${details[ci] ?? ''} ${lines[c.line] ?? ''}`;
      if (!statesSize(c, seen.size, said)) return false;
      const name = contentTokens(c.title);
      const own = [...name, ...contentTokens(`${c.rest} ${said}`)];
      // The counting word is on the component's own line ("(three entries, 10% each)"), not in the lines after it.
      // Initials skip the small words of a name in other languages ("IL" of "informes de laboratorio").
      return (
        initials(spelled, name) ||
        initials(
          spelled,
          name.filter((w) => !CONNECTIVES.has(w)),
        ) ||
        contracts(spelled, own) ||
        countedAs(key, [...name, ...contentTokens(`${c.rest} ${lines[c.line] ?? ''}`)])
      );
    });
    // An abbreviation that could be two components' is neither's.
    if (fits.length === 1) out.set(key, fits[0]!.title);
  }
  return out;
}

/**
 * Whether the code's letters are the name's letters in order, from the name's first letter on
 * ("HM" of "Homework", "CT" of "Computational Projects"): the code's first letter opens the name and
 * each further letter is found later in it, in the same word or a later one.
 */
export function lettersOfName(code: string, name: readonly string[]): boolean {
  const letters = code.toLowerCase();
  const joined = name.join(' ');
  if (!name.length || joined[0] !== letters[0]) return false;
  let at = 1;
  for (const ch of letters.slice(1)) {
    at = joined.indexOf(ch, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

// "Computing Task 3 (CT3)", "Problem Sets (PS)": words in capitals spelled out before the code in brackets.
const SPELLED_OUT = /((?:[A-Z][a-z]+ ){1,4})(?:\d{1,2} )?\(([A-Z]{2,4})(?: ?#?\d{1,2})?\)/g;

/**
 * The name the outline spells a code out as, when it does ("Computing Task 3 (CT3)" → computing, task):
 * the words whose initials are the code's letters, right before it in brackets.
 */
function spelledOut(text: string, code: string): (readonly string[])[] {
  const out: (readonly string[])[] = [];
  for (const m of text.matchAll(SPELLED_OUT)) {
    if (m[2]!.toLowerCase() !== code) continue;
    const words = m[1]!.trim().split(' ').slice(-code.length);
    if (words.map((w) => w[0]!.toLowerCase()).join('') === code) out.push(contentTokens(words.join(' ')));
  }
  return out;
}

/**
 * Codes in capitals ("HM 1" … "HM 4", "CT 1" … "CT 4") that number the members of the one component
 * whose name holds the code's letters in order from its first letter (lettersOfName), for series the
 * initials rule (seriesAliases) leaves: numbered 1..n without a gap (a "0" before them allowed), the
 * count the component states (if any) within one of n, and no other name spelled out for the code.
 * Assessment nouns ("PS", "HW") and words numbering the term ("WK") are read as such already.
 */
export function nameLetterAliases(
  text: string,
  components: Component[],
  details: string[] = [],
  known: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const numbers = new Map<string, Set<number>>();
  for (const m of text.matchAll(NUMBERED)) {
    const code = m[1]!;
    if (code !== code.toUpperCase() || code.length > 4) continue;
    const key = code.toLowerCase();
    const seen = numbers.get(key) ?? new Set<number>();
    seen.add(Number(m[2]));
    numbers.set(key, seen);
  }
  const taken = new Set(known.values());
  const lines = text.split('\n');
  const out = new Map<string, string>();
  for (const [key, seen] of numbers) {
    if (known.has(key) || NOUN.test(key) || PARTS_OF_TERM.test(key)) continue;
    const series = [...seen].filter((n) => n >= 1);
    if (series.length < 2 || !series.every((n) => n <= series.length) || seen.size > series.length + 1) continue;
    const fits = components.filter((c, ci) => {
      if (taken.has(c.title) || /\d/.test(c.title)) return false;
      const name = contentTokens(c.title).filter((w) => !CONNECTIVES.has(w));
      // The code spells the name, and is not (also) its plain prefix ("Pro 1" of "Projects" reads as it is).
      if (!lettersOfName(key, name) || name[0]!.startsWith(key)) return false;
      const said = `${details[ci] ?? ''} ${lines[c.line] ?? ''}`;
      const count = c.count ?? statedCount(c, series.length, said);
      return count === null || Math.abs(count - series.length) <= 1;
    });
    if (fits.length !== 1) continue;
    // "Problem Sets (PS)" beside a component "Papers": the outline names the code's work itself.
    const name = contentTokens(fits[0]!.title);
    if (spelledOut(text, key).some((w) => !w.some((t) => name.some((u) => sharesStem(t, u))))) continue;
    out.set(key, fits[0]!.title);
  }
  return out;
}

/** The size the scheme states nearest to `size` (statesSize for n-1, n, n+1), or null when it states none of them. */
function statedCount(c: Component, size: number, said: string): number | null {
  for (const n of [size, size - 1, size + 1]) if (n >= 1 && statesSize(c, n, said)) return n;
  return null;
}

/** "computing" and "computational": a stem of at least five letters in common. */
function sharesStem(a: string, b: string): boolean {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k >= 5 || a === b;
}
