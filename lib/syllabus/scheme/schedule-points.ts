// Rule points-strewn-in-schedule-rows: points the layout reader finds only on a course schedule's dated rows
// ("Tue Jan 30 - Little Exam 100pt", "Tue Feb 27 - Exam I 150pt"), with no total the page states, are no scheme
// when that schedule also dates graded work that carries no points ("Thu Feb 08 - Paper 1 Due in Class"): the
// sum of the rows that print points is then no whole, and dividing by it weighs only the exams. A scheme of
// points whose total the page states, or whose rows are not all dated, stands; so does one where every dated
// piece of graded work between its rows carries its points. Per line, bounded tests.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { ANY_MONTH, ENGLISH_WEEKDAYS, MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';

/** A line that opens with a date: "Tue Jan 30 -", "Thursday, Feb. 8:", "Jan 30", "1/30 -". */
const DATE_LED = new RegExp(
  String.raw`^[\s*_|#>-]{0,6}(?:(?:${ENGLISH_WEEKDAYS}|(?:${WEEKDAY_ABBREVIATIONS})\.?)[,\s]{1,3})?(?:(?:${ANY_MONTH}|${MONTH_ABBREVIATIONS})\.?\s{0,2}\d{1,2}\b|\d{1,2}\/\d{1,2}\b)`,
  'i',
);
const WORK = new RegExp(String.raw`\b${ASSESSMENT_NOUN}\b`, 'i');
/** Graded work handed in or sat on that day: "Paper 1 Due", "essay due", "project report due". */
const DUE = /\bdue\b/i;
/** Any total the page states ("Total: 400 points", "400 points total"): then the run's divisor is no guess. */
const ANY_TOTAL = /\btotal\b[^\n]{0,40}\d|\d[^\n]{0,20}\btotal\b/i;
/** Any figure of a weight on the line. */
const WEIGHT = /\d\s?(?:%|percent\b|points?\b|pts\b)/i;

export function dateLed(line: string): boolean {
  return DATE_LED.test(line.slice(0, 80));
}

/**
 * Whether a points run read off `lines` (the indexes `rows`) with no stated total is a schedule's exams alone:
 * every row is dated, and a dated line between the first and last row names graded work due with no weight.
 */
export function pointsStrewnInSchedule(texts: readonly string[], rows: readonly number[]): boolean {
  if (rows.length < 2) return false;
  if (texts.some((t) => t.length < 400 && ANY_TOTAL.test(t))) return false;
  if (!rows.every((r) => dateLed(texts[r] ?? ''))) return false;
  const first = Math.min(...rows);
  const last = Math.max(...rows);
  for (let i = first + 1; i < last; i++) {
    const t = texts[i] ?? '';
    if (t.length > 400 || rows.includes(i)) continue;
    if (dateLed(t) && DUE.test(t) && WORK.test(t) && !WEIGHT.test(t)) return true;
  }
  return false;
}
