// (item-opening-name) "2. Site visit and report. Visit a place of worship and write three pages on what you
// saw (10%.)", "3. Journal- Weekly entries on the reading. (average = 20% of final grade)": a list item whose
// figure comes at the end of a long description is named by the short label the item opens with (up to its
// first full stop, parenthesis, colon, semicolon or a dash after a word), not by a noun met in the description
// ("three pages", "reading"). Only a label of one to six words that starts with a capital and holds no word of a
// sentence (a verb, an article, a pronoun, a preposition): "Attendance is required. …" and "Read the chapters
// before class. …" open with sentences, which name nothing. Anchored, bounded regexes over one line's start.

const OPENING =
  /^[\s*_]{0,6}(\p{Lu}[\p{L}\p{N}'&/#-]{0,40}(?:[ \t]{1,3}[\p{L}\p{N}'&/#-]{1,40}){0,5})(?=[ \t]{0,3}(?:\(|[.:;](?:\s|$)|[-–—][ \t]))/u;
const SENTENCE_WORD =
  /\b(?:is|are|was|were|will|be|can|may|must|should|shall|has|have|do|does|the|a|an|to|of|in|on|at|by|for|with|from|your|you|we|our|this|that|these|those|there|it|they|students?|each|all|every|please|read|write|complete|submit|attend|see|note)\b/i;

// "Part B – A notebook …": a part's or stage's mark is no name (tidyTitle drops it and reads the rest).
const STAGE =
  /^(?:part|section|option|milestone|stage|phase|step|component|item|unit|week|module)\s+[\p{L}\p{N}]{1,3}$/iu;

/** The short label a long list item opens with ("Site visit and report"), or '' when it opens with a sentence. */
export function itemOpeningName(before: string): string {
  const m = OPENING.exec(before);
  if (!m) return '';
  const name = m[1]!.replace(/[*_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!name || SENTENCE_WORD.test(name) || /^\p{N}/u.test(name) || STAGE.test(name)) return '';
  return name;
}
