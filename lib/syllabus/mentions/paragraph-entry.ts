// (due-at-the-end-of-a-dated-paragraph) A schedule that prints each class as a paragraph led by its day, the
// topic and readings wrapped over several lines, and the work due that day at the paragraph's end:
//   Nov. 19: Fascism and National Socialism. Greer & Lewis, 634-642. Benito
//   Mussolini, "The Political and Social Doctrine of Fascism" (1932), in Weber,
//   586-593. Adolf Hitler, from Mein Kampf (1926), online. Third Paper Due
// Work said to be due on a line with no date of its own is due on the day that leads its paragraph: the lines
// above it, with no blank line between, up to the first that opens on a date (its weekday allowed before it)
// and goes on with a topic. A line between that holds a date of its own, or a paragraph longer than a few
// lines, dates nothing. Linear: at most PARAGRAPH_LINES lines above each such mention are read.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';

/** Lines above the work's own that its paragraph may hold. */
const PARAGRAPH_LINES = 6;
// A weekday before the paragraph's date ("Tue, May 4", "Th 11/16"), and nothing else.
const LEAD =
  /^[\s*_>#|-]{0,6}(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|[mtwrf]|th|tu)[a-z]{0,6}\.?,?\s{0,3})?$/i;
// A cheap look for a date before chrono runs: a day/month pair or a month's name and a day.
const DATEISH =
  /\d{1,2}\s?[/.-]\s?\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{0,3}\d/i;

/** The day that leads the paragraph line `li` sits in, when that line has no date of its own; else null. */
export function paragraphEntryDate(lines: readonly Line[], li: number, term: Term): LocalDue | null {
  const line = lines[li];
  if (line?.type !== 'text') return null;
  for (let k = li - 1, below = line; k >= 0 && li - k <= PARAGRAPH_LINES; k--) {
    const above = lines[k]!;
    if (above.type !== 'text' || above.index !== below.index - 1) return null;
    if (DATEISH.test(above.text)) {
      const dates = findDates(above.text, term).dates;
      if (dates.length) {
        const first = dates[0]!;
        if (first.range || !LEAD.test(above.text.slice(0, first.index))) return null;
        // The line goes on with its topic: it is an entry, not a date standing alone with its hours.
        const topic = above.text.slice(first.end).match(/\p{L}{2,}/gu) ?? [];
        return topic.length >= 2 ? first.due : null;
      }
    }
    below = above;
  }
  return null;
}
