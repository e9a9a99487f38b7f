// Text extracted from some PDFs loses the spaces between words altogether
// ("thedateforthemidtermexamisMondayJuly" / "16."): no item or date reads in such a run. In a run of
// letters far longer than a word, the words that matter here (months, weekdays, the names of graded
// work, "due") are set apart, and so is each capital that follows a small letter. The rest of the run
// stays glued, which is harmless. Linear: one pass of the runs, one alternation without nesting.

import { ENGLISH_MONTHS, ENGLISH_WEEKDAYS } from '../vocabulary/calendar.js';

const LONG_RUN = /[A-Za-z]{14,}/g;
const WORDS =
  // "may" is left out: it opens too many words ("maybe", "mayor") to split a run before it.
  new RegExp(
    `${ENGLISH_MONTHS.replace('may|', '')}|${ENGLISH_WEEKDAYS}|midterms?|finals?|examinations?|exams?|quizzes|quiz|homework|projects?|due`,
    'gi',
  );

function split(run: string): string {
  return run
    .replace(WORDS, (w) => ` ${w} `)
    .replace(/([a-z])(?=[A-Z])/g, '$1 ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The text with its over-long letter runs split where a word that dates or names graded work stands. */
export function splitRuns(text: string): string {
  if (!/[A-Za-z]{14}/.test(text)) return text;
  return text.replace(LONG_RUN, (run) => (/^[A-Z]?[a-z]+$/.test(run) && run.length < 20 ? run : split(run)));
}
