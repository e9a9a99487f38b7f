// (date-wrapped-below-its-name) Prose that names a piece of work at the end of one line and gives its day at the
// start of the next, the sentence wrapped between the two:
//   There will be a mid-term (October 8) and a final exam (Saturday,
//   Dec. 13, 9 a.m.).
//   … review terms for the final exam
//   which will be on Friday, Aug. 17.
//   [**FIRST PAPER**] **DUE TO YOUR GTF IN LECTURE, FRIDAY,
//   OCTOBER 16**
// Each line is read alone, so the work's line has no day and the day's line names no work: the day was read by no
// one. Within one sentence, the first day after the work, on the next line, with no other work named between and
// the words between ending on what introduces a day ("due", "on", "by", a weekday, an open parenthesis, a comma), is
// the work's. Not when the work's line opens on a day of its own (a schedule row "Oct. 3  Quiz 2 due" over the next
// row "Oct. 5 …"), the day is a span or one of several ("dates are October 2, October 30 and December 15"), the
// name goes on in another noun ("the final withdrawal deadline is"), or the words between open or bound a series
// ("every", "starting", "until") or hold a clause or cell break (";", "|").
import { findDates, type Term } from '../calendar/dates.js';
import type { LocalDue } from '../types.js';
import { ENGLISH_WEEKDAYS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';

// What may stand between the work and its day: a short run of words.
const MAX_GAP = 60;
const WEEKDAY = `(?:${ENGLISH_WEEKDAYS}|${WEEKDAY_ABBREVIATIONS}|tues|thurs?)`;
const INTRODUCES_A_DAY = new RegExp(
  String.raw`(?:\b(?:due|on|by|held|given|scheduled|is|are|be)|[(,:]|\b${WEEKDAY}\.?,?)$`,
  'i',
);
const WEEKDAY_WORD = new RegExp(`^${WEEKDAY}$`, 'i');
const WEEKDAY_FIRST = new RegExp(String.raw`^[\s*_(]*${WEEKDAY}\b`, 'i');
const GOES_ON =
  /^(?:is|are|was|will|shall|must|should|can|may|would|to|on|by|at|in|for|due|takes?|scheduled|held|given|which|that|falls?|comes?)$/i;
// The day of something done to the work, not of the work ("The subject of the paper must be approved by the
// professor no later than / Thursday, October 20").
const NOT_ITS_DUE =
  /\b(?:approv\w*|notif\w*|announc\w*|distributed|handed out|released|posted|returned|assigned|discuss\w*)\b/i;
const NOT_ONE_DAY =
  /\b(?:every|each|weekly|starting|beginning|from|after|until|through|throughout|between|before|following|since|week)\b/i;

export interface WrappedName {
  title: string;
  number: number | null;
  index: number;
  end: number;
}

/**
 * The work named in `sentence` (`found`, offsets in the sentence, in order) whose day the sentence gives on the next
 * line. `lineOf` maps an offset in the sentence to its line; `lineText` gives a line's whole text.
 */
export function datesWrappedBelow(
  sentence: string,
  found: readonly WrappedName[],
  lineOf: (offset: number) => number,
  lineText: (line: number) => string,
  term: Term,
): { found: WrappedName; line: number; due: LocalDue }[] {
  if (!found.length) return [];
  const dates = findDates(sentence, term).dates;
  if (!dates.length) return [];
  const out: { found: WrappedName; line: number; due: LocalDue }[] = [];
  found.forEach((f, k) => {
    const line = lineOf(f.index);
    const day = dates.find((d) => d.index >= f.end);
    if (!day || day.range) return;
    // The day (its figure at least) on the very next line, the work's line holding no day after the work.
    if (lineOf(day.end - 1) !== line + 1 || lineOf(f.end) !== line) return;
    if (dates.some((d) => d.index >= f.end && lineOf(d.index) === line && lineOf(d.end - 1) === line)) return;
    // No other work named before the day, and one day only up to the next work named ("The examinations / dates
    // are October 2, October 30 and December 15": a series' days).
    const next = found[k + 1];
    if (next && next.index < day.end) return;
    if (dates.filter((d) => d.index >= f.end && (!next || d.index < next.index)).length !== 1) return;
    const gap = sentence.slice(f.end, day.index);
    if (gap.length > MAX_GAP || NOT_ONE_DAY.test(gap) || NOT_ITS_DUE.test(gap) || /[;|]/.test(gap)) return;
    // The sentence goes on in words to the day, or the day opens on its weekday: a bare "(Oct. 7):" under a
    // row "Wk. 7 (Oct. 5):   MIDTERM EXAM." is the next entry's day.
    const weekdayFirst = WEEKDAY_FIRST.test(sentence.slice(day.index, day.end));
    if (!/\p{L}{2}/u.test(gap) && !weekdayFirst) return;
    // The name ends where the work's sentence goes on: a verb or a preposition, not another noun ("the final
    // withdrawal deadline is / Oct. 27", "Final update of web pages must be / complete by Monday (Dec. 1)").
    const word = /^[^\p{L}(]*(\p{L}+)/u.exec(gap.replace(/\]\([^)]*\)/g, ' '));
    if (word && !GOES_ON.test(word[1]!) && !WEEKDAY_WORD.test(word[1]!)) return;
    // The day is introduced: by the words before it, or by its own weekday ("(Saturday, / Dec. 13").
    const bare = gap.replace(/\]\([^)]*\)/g, ' ').replace(/[\s*_\][]+$/, '');
    if (!INTRODUCES_A_DAY.test(bare) && !weekdayFirst) return;
    // A schedule row: the work's line opens on a day of its own.
    const own = findDates(lineText(line), term).dates[0];
    if (own && own.index <= 4) return;
    out.push({ found: f, line, due: day.due });
  });
  return out;
}
