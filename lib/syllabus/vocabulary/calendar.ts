// Month and weekday words of the languages outlines are written in, as regular-expression alternations: the
// one list the rules that find dates, dated rows and week spans take them from. Abbreviations match the start
// of the full name ("sept", "Tuesday"), so a rule adds `[a-z]*` where it reads either.

import { wordTable } from './table.js';

export const MONTH_ABBREVIATIONS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
export const WEEKDAY_ABBREVIATIONS = 'mon|tue|wed|thu|fri|sat|sun';
export const ENGLISH_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const ENGLISH_WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Weekday abbreviations in the order `Date#getUTCDay` numbers them (0 Sunday). */
const WEEKDAYS_FROM_SUNDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** The number (0 Sunday) of a weekday's three-letter abbreviation, in any case; -1 for any other word. */
export const weekdayNumber = (abbreviation: string) => WEEKDAYS_FROM_SUNDAY.indexOf(abbreviation.toLowerCase());
/** The day of the week (0 Sunday) of a `YYYY-MM-DD` date. */
export const weekdayOfDate = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/**
 * A weekday as a schedule prints it before a day number ("Th 5", "Tues. 10", "R 12"), and its number (0 Sunday).
 * The one- and two-letter forms count only in capitals as listed (R is Thursday as in "TR"; "S" is either weekend
 * day, so none); the longer ones in lower case, to be looked up lower-cased.
 */
export const WEEKDAY_LEADS: Readonly<Record<string, number>> = wordTable({
  M: 1,
  T: 2,
  W: 3,
  R: 4,
  F: 5,
  Mo: 1,
  Tu: 2,
  We: 3,
  Th: 4,
  Fr: 5,
  Sa: 6,
  Su: 0,
  ...Object.fromEntries(
    ENGLISH_WEEKDAYS.split('|').flatMap((name, i) => {
      const n = (i + 1) % 7;
      const forms = [name, name.slice(0, 3)];
      if (name === 'tuesday') forms.push('tues');
      if (name === 'thursday') forms.push('thur', 'thurs');
      return forms.map((f) => [f, n]);
    }),
  ),
});
/** The weekday a schedule prints before a day number (a key of WEEKDAY_LEADS as printed, or lower-cased). */
export function weekdayLeadNumber(word: string): number | undefined {
  return WEEKDAY_LEADS[word] ?? WEEKDAY_LEADS[word.toLowerCase()];
}
// "Th 5", "Tues. 10", "R 12,": a weekday word, then a day number that is not part of a figure, a date or an hour
// ("F 60-69", "M 9/14", "T 10:30"); lengths bounded, so one linear pass.
const WEEKDAY_DAY = /^([A-Za-z]{1,9})\.?,?[ \t]{1,4}(\d{1,2})(?![\d/.:-])/;
/** A schedule row led by its weekday and day of the month (weekday-led-day-rows). */
export interface WeekdayLed {
  /** The weekday's number (0 Sunday). */
  weekday: number;
  /** The day of the month, 1–31. */
  day: number;
  /** The line after the day number. */
  rest: string;
}
/**
 * The weekday and day a line opens with ("Th 5 Mid-Term", "Tues. 10 Quiz"), or null: the one reader of such rows,
 * for the rule that dates them under a month heading (mentions/monthheading.ts) and for the bound that tells an
 * outline printing a calendar (confidence/bounds.ts). The line comes without its Markdown marks.
 */
export function weekdayLed(line: string): WeekdayLed | null {
  const m = WEEKDAY_DAY.exec(line);
  if (!m) return null;
  const weekday = weekdayLeadNumber(m[1]!);
  const day = Number(m[2]);
  if (weekday === undefined || day < 1 || day > 31) return null;
  return { weekday, day, rest: line.slice(m[0].length) };
}
export const SPANISH_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
export const FRENCH_MONTHS =
  'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre';
/** The Portuguese names that are not Spanish ones too ("abril", "agosto" are both). */
export const PORTUGUESE_MONTHS = 'janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro';
/** German month names ("14. Juli", "3. März"), with the short forms that are no English one ("Mrz", "Okt", "Dez"). */
export const GERMAN_MONTHS =
  'januar|februar|m[äa]rz|mrz|april|mai|juni|juli|august|september|oktober|okt|november|dezember';
/** Dutch month names ("20 januari", "1 maart", "3 mei"). */
export const DUTCH_MONTHS = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
/** Italian month names ("15 gennaio", "3 maggio"). */
export const ITALIAN_MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';

/** Any month word of the languages read, full or short ("Oct", "Okt", "janv", "Februar", "gennaio"). */
export const ANY_MONTH = [
  ENGLISH_MONTHS,
  SPANISH_MONTHS,
  FRENCH_MONTHS,
  PORTUGUESE_MONTHS,
  GERMAN_MONTHS,
  DUTCH_MONTHS,
  ITALIAN_MONTHS,
  MONTH_ABBREVIATIONS,
  'sept|janv|f[ée]vr|avr|juil|d[ée]c|ene|abr|ago|dic|set|fev|dez',
].join('|');
