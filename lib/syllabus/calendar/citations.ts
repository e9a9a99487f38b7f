// A season and year inside a reading list's reference names the issue of a journal, not the term:
// "_Feminist Studies_ 5 (Fall 1979): 346-60", "Signs 1 (Summer 1976), 809-823", "vol. 4, no. 2, Spring 1995,
// pp. 12-30". The season reads as cited when a volume or issue number stands just before it, or page numbers
// just after it. Linear: each test reads a bounded slice around the match.

// "65:2 (", "16.01 (", "vol. 4, no. 2, ": a volume and issue, or a volume or issue word and its number, before the season.
const VOLUME_BEFORE = /(?:\b\d{1,4}[:.]\d{1,3}\s{0,2}\(|\b(?:vol|no|nos|issue)\.?\s{0,2}\d{1,4}[,;]?\s{0,2}\(?)$/i;
// "): 346-60", "), 809-823", ", pp. 12", ", vol. 32": page numbers after the closing bracket, or a page or
// volume word (a term's "Fall 1999, 10-11 MWF" has neither).
const PAGES_AFTER =
  /^(?:\)\s{0,2}[:,]?\s{0,2}(?:pp?\.\s{0,2})?\d{1,4}\s{0,2}[-–]\s{0,2}\d|[\s),]{0,3}(?:pp?|vol|no)\.\s{0,2}\d)/i;

/** Whether the season-year at [index, end) of `text` is the date of a cited journal issue. */
export function citedSeason(text: string, index: number, end: number): boolean {
  return VOLUME_BEFORE.test(text.slice(Math.max(0, index - 24), index)) || PAGES_AFTER.test(text.slice(end, end + 16));
}
