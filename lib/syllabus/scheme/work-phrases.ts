// Names of work that hold a look-alike's word: "Hour exam", "Two hour-exams", "an hourly test" are
// exams (an hour long), not a duration; "Literature review (at least 6 pages): 20%", "a paper of a
// minimum of 8 pages" state the work's length, not a threshold of marks. The share finder drops a figure
// its look-alike words qualify; these phrases are blanked before that test, so the word in them does not
// count. Fixed words and bounded counts only.

const HOUR_EXAM = /\bhour(?:ly)?[- ]?(?=(?:mid-?term\s+)?(?:exam|examination|test|quiz)(?:s|zes)?\b)/gi;
const LENGTH =
  /\b(?:at least|a minimum of|minimum of|at most|no more than|maximum of)[ \t]{1,3}(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)(?:[ \t]?[-–][ \t]?\d{1,4})?[ \t]{0,2}(?:typed[ \t]|double-spaced[ \t]|full[ \t]|single-spaced[ \t])?(?:pages?|pp\.?|words|sources|references|citations|entries|slides)\b/gi;

/** The text with the names of work that hold a look-alike's word blanked (the same length). */
export function withoutWorkPhrases(text: string): string {
  if (!/hour|least|minimum|most|maximum/i.test(text)) return text;
  const blank = (m: string) => ' '.repeat(m.length);
  return text.replace(HOUR_EXAM, blank).replace(LENGTH, blank);
}
