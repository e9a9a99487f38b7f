// The work a numbered item opens with, when a long clause runs on before its first comma: "2. An in-class
// mid-term examination at the end of Week 8 (3/4/99), worth 20% of the grade", "1. A 3-5 page paper on a
// topic to be assigned …, worth 10%". The figure's own words ("(3/4/99), worth") name nothing, and the
// item's opening clause is too long to be a name; the work is the noun phrase it opens with, up to the
// first preposition, relative word or verb. Anchored regexes with bounded repeats over one line's start.

const OPENING =
  /^\s*(?:[-•*]\s*)?\(?\d{1,2}\s?[-.)]\s*(?:(?:an?|the|one|two|three|four|five|six)\s+)?([A-Za-z0-9][\w'&/-]*(?:\s[A-Za-z0-9][\w'&/-]*){0,6})/i;
const STOP =
  /^(?:at|on|in|during|due|based|by|which|that|who|to|for|from|with|of|about|as|will|is|are|must|should|be|was|were|has|have|may|can|worth|counts?|and|or|after|before|within|covering|including|plus)$/i;

/** The noun phrase a numbered item's line opens with (before its first preposition or verb), or ''. */
export function numberedItemName(line: string, names: (words: string) => boolean): string {
  const m = OPENING.exec(line);
  if (!m) return '';
  const words = m[1]!.split(' ');
  const stop = words.findIndex((w, k) => k > 0 && STOP.test(w));
  const name = (stop > 0 ? words.slice(0, stop) : words).join(' ');
  return name.split(' ').length <= 5 && names(name) ? name : '';
}

// "- Final exam, date and location TBA. (25%)", "Final Exam (in-class, May 9; take-home, May 10); 40%",
// "Paper #1 (5-6 pages) due Friday, March 2. (15%)": a list line whose figure comes after its details, set
// apart from them, is named by the capitalised words the line opens with, up to the first mark or
// preposition.
const BULLETED = /^\s*(?:[>•*-]\s*){0,3}((?:[A-Z][\w'&/#-]*)(?:\s[A-Za-z0-9#][\w'&/#-]*){0,6})/;

const VERB = /^(?:will|is|are|must|should|be|counts?|was|were|has|have|may|can)$/i;

/** The capitalised name a list line opens with (before its first mark, preposition or verb), or ''. */
export function listItemName(line: string, names: (words: string) => boolean): string {
  const m = BULLETED.exec(line);
  if (!m) return '';
  const words = m[1]!.split(' ');
  const stop = words.findIndex((w, k) => k > 0 && STOP.test(w));
  // "Regular attendance is necessary. 5% of …": words a verb follows are a sentence's subject, not a list line's name.
  if (stop > 0 && VERB.test(words[stop]!)) return '';
  const name = (stop > 0 ? words.slice(0, stop) : words).join(' ');
  return name.split(' ').length <= 4 && names(name) ? name : '';
}
