// Dates: chrono-node finds them; this module resolves missing years from the term the
// outline names, keeps times of day only where the outline prints one, and marks day
// ranges ("Dec 6-10") so callers can refuse them as deadlines.
import { SEASON_SOURCE, seasonOf } from './seasons.js';
import * as chrono from 'chrono-node';
import type { LocalDue } from '../types.js';
import { afternoon, hourRange, morningStart } from './clock.js';
import { dayOn, monthSpans, slashedSpans } from './spans.js';
import { citedSeason } from './citations.js';
import { unmarked } from './emphasis.js';
import { yearFromClassDays } from './rowdays.js';
import { yearFromShortDates } from './shortyear.js';
import { shortSeasonTerm } from './shortseason.js';
import { fitsPrintedWeekdays, weekdaysFitting, yearFromWeekdays, yearOverruledByWeekdays } from './weekyear.js';
import {
  DUTCH_MONTHS,
  ENGLISH_MONTHS,
  FRENCH_MONTHS,
  GERMAN_MONTHS,
  ITALIAN_MONTHS,
  MONTH_ABBREVIATIONS,
  PORTUGUESE_MONTHS,
  SPANISH_MONTHS,
} from '../vocabulary/calendar.js';
import { wordTable } from '../vocabulary/table.js';

export interface Term {
  season: 'fall' | 'winter' | 'spring' | 'summer' | null;
  year: number;
  /** Slashed dates are day-first ("14/03/2025"), as most of the world writes them. */
  dayFirst?: boolean;
  /** Lines of the schedule open with hyphenated month-day dates ("7-21 EXAM I", "7-22 Speciation"). */
  hyphenated?: boolean;
  /**
   * When the outline prints its term, season and year ("Fall 1998", "Spring '01"), and its schedule's weekdays do
   * not overrule that year: the years next to it (before, after) that a weekday printed beside one date may move
   * that date to, those the outline prints too or that two of its weekday dates or more fit.
   */
  stated?: ReadonlySet<number>;
  /** The year was read from the weekdays the schedule's rows fall on (class-days-year, `rowdays.ts`). */
  classDays?: true;
}

const HYPHEN_LEAD = /^\s*(\d{1,2})-(\d{1,2})(?=\s+\S)(?!\s*(?:%|points?\b|pts\b))/;

/**
 * Whether the outline's lines open with hyphenated dates: three lines or more that do, every one
 * a valid day, in calendar order. A lone "8-12 weeks" or "1-4 Intro" is no schedule of dates.
 */
function hyphenatedDates(text: string, dayFirst: boolean): boolean {
  let count = 0;
  let last = 0;
  for (const line of text.split('\n')) {
    const m = HYPHEN_LEAD.exec(line);
    if (!m) continue;
    const [month, day] = dayFirst ? [Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return false;
    const key = month * 100 + day;
    // A fall term runs on into January: a small wrap is allowed once.
    if (key < last && !(last >= 1100 && key < 300)) return false;
    last = key;
    count++;
  }
  return count >= 3;
}

/** "a grade of 10/20", "scoring 12/20": a mark out of a total, not a date. */
const FRACTION_BEFORE = /\b(?:of|grade|mark|score|scoring|obtain|get)\s+$/i;

/**
 * Whether the outline writes slashed dates day first: some slashed date can only be read that
 * way ("14/03") and none can only be read month first ("3/14").
 */
export function slashedDayFirst(text: string): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  // Dates printed with their year, either way round: [first figure, second figure, year].
  const both: [number, number, number][] = [];
  // Hyphenated dates count with their year only ("22-02-2027"): "1-3" is a range of lectures.
  for (const m of text.matchAll(
    /(?<![\d./-])(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{4}|\d{2}))?|-(\d{1,2})-(\d{4}))(?![\d/-])/g,
  )) {
    if (FRACTION_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const [a, b] = [Number(m[1]), Number(m[2] ?? m[4])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst++;
    else if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst++;
    else if (a >= 1 && a <= 12 && b >= 1 && b <= 12 && (m[3] ?? m[5]) && both.length < 64)
      both.push([a, b, Number((m[3] ?? m[5])!.slice(-2))]);
  }
  if (dayFirst || monthFirst) return dayFirst > 0 && monthFirst === 0;
  // Every slashed date reads either way ("05/03/2026", "12/05/2026"): the dates of one course fall within a
  // term, so the reading that keeps them within five months, where the other spreads them over more, is
  // the outline's.
  if (both.length < 2) return false;
  const span = (key: (d: [number, number, number]) => number) => {
    const keys = both.map(key);
    return Math.max(...keys) - Math.min(...keys);
  };
  const monthsIfDayFirst = span(([, b, y]) => y * 12 + b);
  const monthsIfMonthFirst = span(([a, , y]) => y * 12 + a);
  return monthsIfDayFirst <= 5 && monthsIfMonthFirst > 5;
}

// Relative phrases ("in about a week", "3 weeks later", "next week") are never deadlines here, and
// chrono's patterns for them cost far more than linear time on text like "Week 1 Week 1 …": those
// parsers are left out.
const RELATIVE = new Set([
  'ENTimeUnitWithinFormatParser',
  'ENTimeUnitAgoFormatParser',
  'ENTimeUnitLaterFormatParser',
  'ENTimeUnitCasualRelativeFormatParser',
  'ENRelativeDateFormatParser',
]);
// "End of the month" moves a day-less month to its last day (never a deadline here, which needs a
// printed day), and that refiner matches a `$`-anchored pattern against all the text before each
// date: quadratic on a long paragraph of dates. It is left out too.
const REFINERS_LEFT_OUT = new Set(['ENEndOfPeriodRefiner']);
function absolute(base: chrono.Chrono): chrono.Chrono {
  const c = base.clone();
  c.parsers = c.parsers.filter((p) => !RELATIVE.has(p.constructor.name));
  c.refiners = c.refiners.filter((r) => !REFINERS_LEFT_OUT.has(r.constructor.name));
  return c;
}
const READER = absolute(chrono.casual);
const READER_GB = absolute(chrono.en.GB);

const SEASON = SEASON_SOURCE;

/** The term the outline names ("Fall 2026", "2021 Winter Term"), else the most printed year. */
// "Copyright (C) 2001 by …", "Last updated: March 2002": the year the page was written or revised in.
const STAMPED_YEAR =
  /\b(?:copyright|last (?:edited|updated|modified|revised)(?: on)?|updated|revised)\b[^\n\d]{0,20}((?:19|20)\d{2})\b/i;

/**
 * The year a page says it was written or revised in, if it says one: the weekdays an outline prints without a
 * year are read nearest to it rather than to today (a page "Copyright (C) 2001" whose "Tues Jan 15" fits 2002
 * and 2019 was written for 2002).
 */
function stampedYear(text: string): number | null {
  const m = STAMPED_YEAR.exec(text);
  return m ? Number(m[1]) : null;
}

export function findTerm(text: string, fallbackYear: number): Term {
  // The gaps between a season, its term word and its year are bounded: an unbounded run of spaces after a
  // season word would cost quadratic time.
  // "Summer Session I, 2013", "Summer Term 2 2024": a session's ordinal may stand between the season and the year.
  // The first season and year that is no cited journal issue ("Signs 1 (Summer 1976), 809-823").
  // (emphasis-around-the-term) "_Fall 2001_": the season and the printed years are read past emphasis marks.
  // (session-ordinal-after-the-season) "Summer I 1997", "SUMMER II, 2002", "Fall (II) 2001", "Summer B 2000": the
  // session's ordinal may also stand alone after the season, bare or in brackets.
  const plain = unmarked(text);
  const uncited = (re: RegExp) => {
    for (const m of plain.matchAll(re)) if (!citedSeason(plain, m.index, m.index + m[0].length)) return m;
    return null;
  };
  const a = uncited(
    new RegExp(
      `\\b${SEASON}\\b[\\s,]{0,4}(?:(?:term|semester|quarter|session)(?: (?:I{1,3}|[1-3]|[AB])\\b)?|\\(?(?:I{1,3}|[1-3]|[AB])\\b\\)?)?[\\s,:-]{0,4}((?:19|20)\\d{2})\\b`,
      'gi',
    ),
  );
  // (season-between-two-years) "PIA 2096 Spring 1997": a season with a year on both sides is the season and the
  // year after it (the first may be a course number); a year before its season only when none follows.
  const b = uncited(new RegExp(`\\b((?:19|20)\\d{2})[\\s,]{1,4}${SEASON}\\b(?![\\s,]{0,4}(?:19|20)\\d{2}\\b)`, 'gi'));
  const first =
    a && (!b || a.index <= b.index) ? { season: a[1]!, year: a[2]! } : b ? { season: b[2]!, year: b[1]! } : null;
  const pick = first ? termOfTheDates(text, first) : null;
  const dayFirst = slashedDayFirst(text);
  const flags = { ...(dayFirst ? { dayFirst } : {}), ...(hyphenatedDates(text, dayFirst) ? { hyphenated: true } : {}) };
  if (pick) {
    const season = seasonOf(pick.season);
    const year = Number(pick.year);
    return statedTerm(text, season, year, flags);
  }
  // "Fall '98 Syllabus": a season printed with a two-digit year (`shortSeasonTerm`).
  const short2 = shortSeasonTerm(plain, fallbackYear);
  if (short2) return statedTerm(text, short2.season, short2.year, flags);
  // "Année académique 2025-2026", "AY2026/27", "2026–2027 session": an academic year runs from the
  // autumn of its first year, so it reads like a fall term of that year.
  for (const academic of text.matchAll(/\b(19|20)(\d{2})\s?[-–/]\s?(?:(?:19|20)(\d{2})|(\d{2}))\b(?![-–/.]\d)/g)) {
    const first = Number(academic[2]);
    const second = Number(academic[3] ?? academic[4]);
    if (second === (first + 1) % 100) return { season: 'fall', year: Number(`${academic[1]}${academic[2]}`), ...flags };
  }
  const counts = new Map<number, number>();
  // Line by line: chrono's cost grows faster than the length of the text it is given.
  for (const r of plain
    .split('\n')
    .filter((line) => /(?:19|20)\d\d/.test(line))
    .flatMap((line) => READER.parse(line))) {
    if (r.start.isCertain('year')) counts.set(r.start.get('year')!, (counts.get(r.start.get('year')!) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((x, y) => y[1] - x[1])[0];
  // "Segundo semestre 2025", "Semester 1, 2026": a year printed with the term word.
  const named =
    /\b(?:semestre|semester|term|trimestre|trimester|quarter)\b[^\n\d]{0,12}((?:19|20)\d{2})\b(?!\s*[-–/]\s*\d)/i.exec(
      text,
    );
  // "TEST 1 (9/24/99)": dates printed with a two-digit year outnumbering the dated years elsewhere (a reading
  // list's "July 25, 1994") give the year; one alone still beats today's when nothing else is printed.
  const short = yearFromShortDates(text, fallbackYear);
  const year =
    short && short.count >= 2 && (!best || short.count > best[1])
      ? short.year
      : best
        ? best[0]
        : named
          ? Number(named[1])
          : (yearFromWeekdays(text, stampedYear(text) ?? short?.year ?? fallbackYear) ?? short?.year);
  // (class-days-year) A year read from today's or from the dated years printed (often a reading's) gives way to the
  // one the schedule's rows fall on weekdays in; not one read from the term word, two-digit years or weekdays.
  const fromDatedYears = best !== undefined && year === best[0] && !(short && short.count >= 2);
  if (year === undefined || fromDatedYears) {
    const classDays = yearFromClassDays(text, fallbackYear, dayFirst, fitsPrintedWeekdays(text), year ?? fallbackYear);
    if (classDays !== null) return { season: null, year: classDays, ...flags, classDays: true };
  }
  return { season: null, year: weekdaysYear(text, null, year ?? fallbackYear), ...flags };
}

/** A term the outline prints, season and year: `stated` unless the weekdays overrule its year. */
function statedTerm(text: string, season: Term['season'], year: number, flags: Partial<Term>): Term {
  const weekdays = weekdaysYear(text, season, year);
  if (weekdays !== year) return { season, year: weekdays, ...flags };
  const next = [year - 1, year + 1];
  const fitting = weekdaysFitting(text, next, (month, y) => yearFor(month, { season, year: y }));
  const stated = new Set(next.filter((y, i) => fitting[i]! >= 2 || new RegExp(`\\b${y}\\b`).test(text)));
  return { season, year, ...flags, stated };
}

/** The term's year, unless the weekdays its dates print agree on another (`yearOverruledByWeekdays`). */
function weekdaysYear(text: string, season: Term['season'], year: number): number {
  return yearOverruledByWeekdays(text, year, (month, y) => yearFor(month, { season, year: y })) ?? year;
}

// The months each season's term holds, to tell which of two named terms the outline's dates fall in.
const TERM_MONTHS: Readonly<Record<string, readonly number[]>> = wordTable({
  fall: [8, 9, 10, 11, 12],
  winter: [1, 2, 3, 4],
  spring: [1, 2, 3, 4, 5],
  summer: [5, 6, 7, 8],
});
const MONTH_NAME = new RegExp(
  String.raw`\b(${MONTH_ABBREVIATIONS})[a-z]{0,6}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?\b`,
  'gi',
);
const MONTH_INDEX = MONTH_ABBREVIATIONS.split('|');

/**
 * "Fall 2019" in a page's header and "Spring 2019" in its text: when the outline names terms of different
 * seasons, the one whose months hold most of the days it prints ("March 20th") is the term; the first named
 * when the days do not tell. At most the first 20 season names are read.
 */
function termOfTheDates(text: string, first: { season: string; year: string }): { season: string; year: string } {
  const named = new RegExp(
    `\\b${SEASON}\\b[\\s,]{0,4}(?:(?:term|semester|quarter|session)[\\s,:-]{0,4})?((?:19|20)\\d{2})\\b`,
    'gi',
  );
  const terms: { season: string; year: string }[] = [];
  for (const m of text.matchAll(named)) {
    if (terms.length >= 20) break;
    if (citedSeason(text, m.index, m.index + m[0].length)) continue;
    if (!terms.some((t) => seasonOf(t.season) === seasonOf(m[1]!) && t.year === m[2]))
      terms.push({ season: m[1]!, year: m[2]! });
  }
  if (new Set(terms.map((t) => seasonOf(t.season))).size < 2) return first;
  const months = [...text.matchAll(MONTH_NAME)].map((m) => MONTH_INDEX.indexOf(m[1]!.toLowerCase()) + 1);
  const held = (t: { season: string }) =>
    months.filter((m) => TERM_MONTHS[seasonOf(t.season) ?? '']?.includes(m)).length;
  const best = [...terms].sort((x, y) => held(y) - held(x))[0]!;
  return held(best) > held(first) ? best : first;
}

/** The year of a month printed without one: a fall term's January belongs to the next year. */
export function yearFor(month: number, term: Term): number {
  if (term.season === 'fall') return month >= 7 ? term.year : term.year + 1;
  return term.year;
}

export interface FoundDate {
  /** Offset of the match in the searched text. */
  index: number;
  end: number;
  due: LocalDue;
  /** A span of days ("Dec 6-10"): not a single deadline. */
  range: boolean;
  /** The last day of a span ("from March 12 to March 14" reads as one). */
  last?: LocalDue;
}

export interface FoundTime {
  index: number;
  end: number;
  time: string;
}

const FOREIGN_MONTHS: Readonly<Record<string, string>> = wordTable({
  ener: 'jan',
  febr: 'feb',
  marz: 'mar',
  abri: 'apr',
  mayo: 'may',
  juni: 'jun',
  juli: 'jul',
  agos: 'aug',
  sept: 'sep',
  octu: 'oct',
  novi: 'nov',
  dici: 'dec',
  janv: 'jan',
  fevr: 'feb',
  mars: 'mar',
  avri: 'apr',
  mai: 'may',
  juin: 'jun',
  juil: 'jul',
  aout: 'aug',
  octo: 'oct',
  nove: 'nov',
  dece: 'dec',
  jane: 'jan',
  feve: 'feb',
  marc: 'mar',
  maio: 'may',
  junh: 'jun',
  julh: 'jul',
  sete: 'sep',
  outu: 'oct',
  deze: 'dec',
  // Abbreviations that are no English month ("31 ago–4 sep", "12 dic", "5 set", "3 fev", "ven. 22 janv.", "3 déc.").
  ene: 'jan',
  abr: 'apr',
  ago: 'aug',
  dic: 'dec',
  set: 'sep',
  fev: 'feb',
  dez: 'dec',
  avr: 'apr',
  dec: 'dec',
  // German, Dutch and Italian names and short forms ("14. Juli", "20 januari", "15 gennaio", "3. Okt.").
  janu: 'jan',
  apri: 'apr',
  augu: 'aug',
  okto: 'oct',
  okt: 'oct',
  mrz: 'mar',
  maar: 'mar',
  mei: 'may',
  genn: 'jan',
  febb: 'feb',
  magg: 'may',
  giug: 'jun',
  lugl: 'jul',
  sett: 'sep',
  otto: 'oct',
});
// Spanish, French, Portuguese, German, Dutch and Italian month names and abbreviations after a day ("2 de octubre",
// "17 septembre", "15 de março", "14. Juli", "20 januari", "15 gennaio", "31 ago", "22 janv."), with the year after
// "de" ("24 de abril de 2025"); a year after the month alone stays where it is, for chrono.
const FOREIGN_DAY_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:er|\.)?\s+(?:de\s+)?(${SPANISH_MONTHS}|${FRENCH_MONTHS}|${PORTUGUESE_MONTHS}|${GERMAN_MONTHS}|${DUTCH_MONTHS}|${ITALIAN_MONTHS}|(?:janv|f[ée]vr|avr|juil|d[ée]c)(?=\.)|ene|abr|ago|dic|set|fev|dez)(?![\p{L}])(?:\.?\s+de\s+((?:19|20)\d{2})\b)?`,
  'giu',
);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const ORDINAL_BEFORE_MONTH = new RegExp(
  String.raw`(?<!\d)(\d{1,2})(?:th|st|nd|rd)(?=\s{1,3}(?:of\s+)?(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\b)`,
  'gi',
);
// The patterns that open on a look-behind first check, by a look-ahead, the one character they can start on: the
// look-behind is then tried at a few places, not at every character of the text.
const DAY_MONTH_THEN_SPACES = new RegExp(
  String.raw`(?=\s{3})(?<=\b\d{1,2}(?:st|nd|rd|th)?\.?\s{1,3}(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?,?)\s{3,}(?!(?:19|20)\d\d\b)`,
  'gi',
);
// "Friday 14 May, 3-6 p.m.": after a day and its month, a comma before a range of hours; chrono reads "May, 3-6"
// as the 3rd to the 6th of May and drops the 14th. "May 7, 10-1 p.m.": after a month and its day, chrono reads
// "7, 10" as the year 2010. The comma becomes a stop for chrono, and the hours are read after the date as any hour
// range is.
const DAY_MONTH_THEN_HOURS = new RegExp(
  String.raw`(?=,)(?:(?<=\b\d{1,2}(?:st|nd|rd|th)?\.?\s{1,3}(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?)|(?<=\b(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?)),(?=\s{1,2}\d{1,2}\s{0,2}-\s{0,2}\d{1,2}\s?(?:[ap]\.?m\b|[ap]\.m\.|noon))`,
  'gi',
);
// (hour-after-a-day-is-no-year) "Wednesday, October 4, 11-11:50", "Dec. 14, 11 a.m.", "Tues. May 8 12-2pm": chrono
// reads an hour from 10 to 12 printed after a month and its day as the date's year (2011, 2012), and a year that far
// from the term's drops the date. When the figure goes on as an hour (a.m., p.m. or noon after it, or a range to
// another hour), a stop goes before it: the date is read alone and the hour after it as any time printed after a
// date. A figure that could be a short year of the term ("Dec 14, 11" in 2011) is left to chrono, and so is one that
// goes on as a list or span of days ("Jan. 17, 22", "Nov 8, 10-13").
const HOUR_AFTER_A_DAY = new RegExp(
  String.raw`(?=[,\s])(?<=\b(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?\s{1,3}\d{1,2})(,?\s{1,3})(1[0-2])(?=\s?(?:[ap]\.?m\b|[ap]\.m\.|noon\b)|\s{0,2}-\s{0,2}(?:1[0-2]|0?[1-9])(?![\d/.]))`,
  'gi',
);
// (share-after-a-day-is-no-year) "Paper due February 18 15 %", "Take-home exam, due March 26 20%", "Tue Oct 5 20%",
// "Essay due July 6 50 points": in a scheme row that prints its work's day before its share, chrono reads the share
// after the month and its day as the date's two-digit year (2015, 2020, 1950), and a year that far from the term's
// drops the date ("Oct 4 - 20%" reads as a span of days). A figure followed by a percent sign or a word of points is
// a share, never a year or a last day: a stop goes before it and the date is read alone. Not after a number printed
// right before the month ("Exam 2 Oct 4 20%"), which chrono then reads as the day ("2 Oct").
const SHARE_AFTER_A_DAY = new RegExp(
  String.raw`(?=[,\s])(?<=(?<!\d\s{0,3})\b(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS}|sept)\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?\s{0,2})(,?\s{1,6}|\s{1,3}[-–—]\s{1,3})(\d{1,2}(?:\.\d{1,2})?)(?=\s{0,2}(?:%|percent\b|per cent\b|points?\b|pts?\b|marks?\b))`,
  'gi',
);
/** Whether two digits after a day could be a year near the term's (1999 or 2001 in 2000, "01" then). */
const nearYear = (figure: string, term: Term) =>
  [1900, 2000].some((c) => Math.abs(c + Number(figure) - term.year) <= 1);
const YEARLESS_DOTTED =
  /(\b(?:mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|am|bis|vom|ab)\.?,?\s{1,3})(\d{1,2})\.(\d{1,2})\.(?![\d.]?\d)/gi;
const CALENDAR_TEXT = new RegExp(String.raw`\d{1,2}\s*[/.-]\s*\d{1,2}|\b(?:${MONTH_ABBREVIATIONS})`, 'i');
const TIME_TEXT = /\d\s*(?:a\.?m\.?|p\.?m\.?)|\d:\d\d|\dh\d\d|\bnoon\b|\bmidnight\b/i;
const pad = (n: number) => String(n).padStart(2, '0');

function timeOf(c: chrono.ParsedComponents, text: string): string | null {
  if (!c.isCertain('hour') || !TIME_TEXT.test(text)) return null;
  return afternoon(`${pad(c.get('hour') ?? 0)}:${pad(c.get('minute') ?? 0)}`, text);
}

/** The time a read date or clock starts at, its start moved to the morning where chrono put it on the wrong side. */
function startOf(r: chrono.ParsedResult): string | null {
  const time = timeOf(r.start, r.text);
  if (!time || !r.end?.isCertain('hour')) return time;
  return morningStart(time, r.end.date().getTime() - r.start.date().getTime());
}

function dayOf(c: chrono.ParsedComponents, term: Term): string | null {
  if (!c.isCertain('day') || !c.isCertain('month')) return null;
  const month = c.get('month')!;
  const day = c.get('day')!;
  let year = c.isCertain('year') ? c.get('year')! : yearFor(month, term);
  if (!c.isCertain('year') && c.isCertain('weekday')) {
    // A printed weekday settles the year when the term guess disagrees with it.
    // (weekday-of-a-stated-term) When the outline prints its term's year, a lone weekday beside a date that fits
    // only a year the outline never prints is a slip ("WEDNESDAY, DECEMBER 17" under "Fall 1998", a Thursday
    // then and a Wednesday in 1997): the date stays in the term's year.
    const weekday = c.get('weekday')!;
    const fits = (y: number) => new Date(Date.UTC(y, month - 1, day)).getUTCDay() === weekday;
    const other = fits(year) ? undefined : [year - 1, year + 1].find(fits);
    if (other !== undefined && (!term.stated || term.stated.has(other))) year = other;
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * "tentatively 02/24/15": a slashed date whose two-digit year is the term's (or the next or previous
 * year's). Other slashed triples ("weights 8/10/12") stay ratios.
 */
function shortYear(text: string, term: Term): boolean {
  const m = /(?<![\d/])\d{1,2}\/\d{1,2}\/(\d{2})(?![\d/])/.exec(text);
  return m !== null && Math.abs(Number(m[1]) - (term.year % 100)) <= 1;
}

// A schedule's week-number column before its dates ("3     Sep 9/11"): not the day of "3 Sep".
const WEEK_COLUMN = new RegExp(
  String.raw`(^|\n)[ \t]*\d{1,2}(?:[ \t]{2,}|\t)(?=(?:${MONTH_ABBREVIATIONS})[a-z]*\.?[ \t]\d)`,
  'gi',
);
// "Sep 9/11", "Oct 14/16": a week's two meeting days, not a day and a two-digit year.
// (listed-meeting-days) "Nov 22, 24, 26", "11/22, 24, 26": a week's meeting days listed after the first, which chrono
// reads as a day and a two-digit year (and then drops as a year far from the term's). A later day of the same week
// after the comma, far from the term's year and no hour ("March 9, 10-10:50", "Nov. 30, 11 a.m."), is another day of
// the list: the comma becomes a stop.
const LISTED_DAYS = new RegExp(
  String.raw`(?<=(?:\b(?:${MONTH_ABBREVIATIONS})[a-z]*\.?\s{1,2}|(?<![\d/])\d{1,2}\/))(\d{1,2})(,\s{0,2})(\d{1,2})\b(?![\/\d:.])(?!\s{0,2}(?:-|[ap]\.?m\b|[ap]\.m\.|noon\b))`,
  'gi',
);
/** Whether `next`, printed after the day `first`, is a later day within `within` days of it and no short form of the
 * term's year: another meeting day of the same week, not the year chrono would read it as. */
const laterDayNoYear = (first: string, next: string, within: number, term: Term) =>
  Number(next) > Number(first) &&
  Number(next) - Number(first) <= within &&
  Math.abs(Number(next) - (term.year % 100)) > 1;
const MEETING_DAYS = new RegExp(
  String.raw`\b(?:${MONTH_ABBREVIATIONS})[a-z]*\.?[ \t](\d{1,2})\/(\d{1,2})\b(?![\/\d])`,
  'gi',
);

type Found = { readonly dates: readonly FoundDate[]; readonly times: readonly FoundTime[] };

// Several stages read the same line (the block index, the mention finder, the time rules): chrono's
// reading of a text is kept per term (one term per outline read) so each line is parsed once. The
// cache is bounded so a huge outline cannot grow it without end.
const CACHE = new WeakMap<Term, Map<string, Found>>();
const CACHE_ENTRIES = 4096;

/** Every calendar date in `text` (times attached), and every bare time of day. The result is shared: do not modify it. */
export function findDates(text: string, term: Term): { dates: FoundDate[]; times: FoundTime[] } {
  let cache = CACHE.get(term);
  if (!cache) CACHE.set(term, (cache = new Map()));
  const hit = cache.get(text);
  if (hit) return hit as { dates: FoundDate[]; times: FoundTime[] };
  const found = readDates(text, term);
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(text, found);
  return found;
}

function readDates(text: string, term: Term): { dates: FoundDate[]; times: FoundTime[] } {
  const dates: FoundDate[] = [];
  const times: FoundTime[] = [];
  // Ordinal typos ("May 23th") and "@" before times are common in outlines; an en or em dash
  // between numbers is a range ("April 12–26"), which chrono reads only as a hyphen. Every
  // replacement keeps the length, so offsets still point into `text`.
  const prepared = text
    // Spanish and French month names ("2 de octubre", "17 septembre") become English ones, right-aligned in the same span.
    // "24 de abril de 2025": the year after "de" is the date's.
    .replace(FOREIGN_DAY_MONTH, (m, day: string, month: string, year?: string) =>
      `${day} ${FOREIGN_MONTHS[fold(month).slice(0, 4)] ?? FOREIGN_MONTHS[fold(month).slice(0, 3)]}${year ? ` ${year}` : ''}`.padStart(
        m.length,
      ),
    )
    // "del 7 al 11 de julio", "du 5 au 9 mai", "vom 1. bis 5. März": a span of days, written as chrono reads one ("7-11").
    .replace(/\b(\d{1,2})\.?\s+(?:al|au|bis)\s+(\d{1,2})(?=\.?\s)/gi, (m, a: string, b: string) =>
      `${a}-${b}`.padStart(m.length),
    )
    // "17th Oct": before a month the suffix goes before the day, not after it (chrono drops a day parted from the
    // month after it by spaces; "Feb. 21st" keeps its spaces after the day, where chrono wants them).
    .replace(ORDINAL_BEFORE_MONTH, '  $1')
    .replace(/(\d)(?:th|st|nd|rd)\b/gi, '$1  ')
    .replace(/@/g, ' ')
    // PDF text breaks "9-12" into "9-\u00ad\u201012" (soft hyphen, Unicode hyphen): one hyphen, the spaces after the figure.
    .replace(/(\d)-[\u00ad\u2010\u2011]{1,2}(\d{1,4})/g, (m, a: string, b: string) => `${a}-${b}`.padEnd(m.length))
    .replace(/\u00ad/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    // "on the evening of Wednesday 11 November": chrono reads the part of day alone and drops the date.
    .replace(/\b(?:morning|afternoon|evening|night)\s+of\b/gi, (m) => ' '.repeat(m.length))
    // An en or em dash between numbers is a range, except after a week's number ("Week 2—9/2-9/5"): there it
    // separates the week from its days.
    .replace(/(?<!\b(?:week|wk|semana|semaine|woche)\s*#?\s*\d{0,1})(\d\s*)[–—](?=\s*\d)/gi, '$1-')
    .replace(WEEK_COLUMN, (m, lead: string) => lead + ' '.repeat(m.length - lead.length))
    .replace(LISTED_DAYS, (m, first: string, comma: string, next: string) =>
      laterDayNoYear(first, next, 7, term) ? `${first};${comma.slice(1)}${next}` : m,
    )
    .replace(MEETING_DAYS, (m, first: string, second: string) =>
      laterDayNoYear(first, second, 6, term) ? m.replace('/', '-') : m,
    );
  // 24-hour times without a colon after a day ("October 3, 2359", "Tues. Oct. 20, 0830-1120") are
  // clock times, not years: chrono would read "2359" as one. They are blanked out for chrono and
  // attached below like any time printed after a date. A figure near the term's year stays a year.
  const clocks: FoundTime[] = [];
  let blanked = prepared;
  for (const m of prepared.matchAll(
    /(?=[012]\d)(?<=(?:\b\d{1,2}|\b(?:19|20)\d{2}|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?)\s*,?\s{1,3})([01]\d|2[0-3])([0-5]\d)(?:\s*-\s*(?:[01]\d|2[0-3])[0-5]\d)?(?:\s*h(?:rs?)?)?\b(?![\d/.:%-])(?!\s*(?:points?|pts|marks|words)\b)/gi,
  )) {
    if (Math.abs(Number(m[1]! + m[2]!) - term.year) <= 2) continue;
    clocks.push({ index: m.index, end: m.index + m[0].length, time: `${m[1]}:${m[2]}` });
    blanked = blanked.slice(0, m.index) + ' '.repeat(m[0].length) + blanked.slice(m.index + m[0].length);
  }
  // Dutch and German clocks with a dot and the word for hour ("13.30 uur", "13.30-16.30 uur", "9.15 Uhr"): the start.
  for (const m of blanked.matchAll(
    /(?<![\d.:])\b([01]?\d|2[0-3])[.:]([0-5]\d)(?:\s?[-–]\s?(?:[01]?\d|2[0-3])[.:][0-5]\d)?\s?(?:uur|uhr)\b/gi,
  )) {
    clocks.push({ index: m.index, end: m.index + m[0].length, time: `${pad(Number(m[1]))}:${m[2]}` });
    blanked = blanked.slice(0, m.index) + ' '.repeat(m[0].length) + blanked.slice(m.index + m[0].length);
  }
  // Times written with an "h" ("09h00", "23h59", "before 18h"), as in French and South African outlines,
  // spaced as Quebec writes them ("18 h 30", "avant 17 h").
  for (const m of blanked.matchAll(
    /(?=\d)(?:(?<![\d:.,])\b([01]?\d|2[0-3]) ?h ?([0-5]\d)\b|(?<=(?<![A-Za-z\u00C0-\u024F])(?:at|by|before|until|till|from|à|avant|jusqu'à|às|até|hasta|a las)\s+|\),\s?|\b(?:19|20)\d\d,\s?)([01]?\d|2[0-3]) ?h(?![\w]))/gi,
  )) {
    const [hour, minute] = m[1] ? [m[1], m[2]!] : [m[3]!, '00'];
    clocks.push({ index: m.index, end: m.index + m[0].length, time: `${pad(Number(hour))}:${minute}` });
    blanked = blanked.slice(0, m.index) + ' '.repeat(m[0].length) + blanked.slice(m.index + m[0].length);
  }
  // Dotted dates with a year ("09.11.2026", "Mon 07.12.2026") are day first wherever they are
  // written (Germany, Central Europe); chrono would read them month first. Read here, blanked for chrono.
  const dotted: FoundDate[] = [];
  for (const span of [...monthSpans(blanked), ...slashedSpans(blanked, term.dayFirst)]) {
    const first = dayOn(span.year ?? yearFor(span.first.month, term), span.first.month, span.first.day);
    const last = dayOn(span.year ?? yearFor(span.last.month, term), span.last.month, span.last.day);
    if (!first || !last) continue;
    dotted.push({ index: span.index, end: span.end, due: first, range: true, last });
    blanked = blanked.slice(0, span.index) + ' '.repeat(span.end - span.index) + blanked.slice(span.end);
  }
  for (const m of blanked.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?![\d.]\d)/g)) {
    const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) continue;
    const end = m.index + m[0].length;
    // "01.02.–13.02.2027": the first day printed without its year opens a span.
    const span = /(?<![\d.])\d{1,2}\.\d{1,2}\.?\s?[-–—]\s?$/.test(blanked.slice(Math.max(0, m.index - 12), m.index));
    dotted.push({ index: m.index, end, due: { date: `${year}-${pad(month)}-${pad(day)}`, time: null }, range: span });
    blanked = blanked.slice(0, m.index) + ' '.repeat(m[0].length) + blanked.slice(end);
  }
  // "Mi, 19.11.", "Fr. 12.12.", "bis 5.2.": a German day and month without the year, read only after a weekday or
  // a word that introduces a day, so section numbers ("4.1.") and decimals stay what they are.
  for (const m of blanked.matchAll(YEARLESS_DOTTED)) {
    const month = Number(m[3]);
    const due = dayOn(yearFor(month, term), month, Number(m[2]));
    if (!due) continue;
    const index = m.index + m[1]!.length;
    const end = m.index + m[0].length;
    dotted.push({ index, end, due, range: false });
    blanked = blanked.slice(0, index) + ' '.repeat(end - index) + blanked.slice(end);
  }
  // "7-21 EXAM I" in an outline whose schedule lines open with such dates: read here, blanked for chrono.
  const lead = term.hyphenated ? HYPHEN_LEAD.exec(blanked) : null;
  if (lead) {
    const [month, day] = term.dayFirst ? [Number(lead[2]), Number(lead[1])] : [Number(lead[1]), Number(lead[2])];
    const year = yearFor(month, term);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      const end = lead.index + lead[0].length;
      dotted.push({
        index: lead[0].length - lead[0].trimStart().length,
        end,
        due: { date: `${year}-${pad(month)}-${pad(day)}`, time: null },
        range: false,
      });
      blanked = ' '.repeat(end) + blanked.slice(end);
    }
  }
  // A day and month followed by three or more spaces ("3 October    Quiz 2", an aligned column, or "3 octobre,
  // 23 h 59" once its clock is blanked): chrono reads the month alone (the 1st) and drops the day. A mark after
  // the first space ends the date for it; a year after the spaces is left to chrono.
  blanked = blanked.replace(DAY_MONTH_THEN_SPACES, (run: string) => ` ;${run.slice(2)}`);
  blanked = blanked.replace(DAY_MONTH_THEN_HOURS, ';');
  blanked = blanked.replace(HOUR_AFTER_A_DAY, (run: string, gap: string, figure: string) =>
    nearYear(figure, term) ? run : `;${gap.slice(1)}${figure}`,
  );
  blanked = blanked.replace(
    SHARE_AFTER_A_DAY,
    (_run: string, gap: string, figure: string) => `;${gap.slice(1)}${figure}`,
  );
  const ref = { instant: new Date(Date.UTC(term.year, 0, 15)), timezone: 0 };
  for (const r of (term.dayFirst ? READER_GB : READER).parse(blanked, ref)) {
    // Relative phrases ("in about a week") and slashed ratios ("weights 8/10/12") are not deadlines.
    const printed =
      CALENDAR_TEXT.test(r.text) &&
      (!/\d+\/\d+\/\d{1,2}(?!\d)/.test(r.text) || shortYear(r.text, term)) &&
      !(
        /^\d{1,2}\/\d{1,3}$/.test(r.text.trim()) &&
        FRACTION_BEFORE.test(blanked.slice(Math.max(0, r.index - 12), r.index))
      );
    // "G 10.1-10.7" (book sections): chrono reads "10.1-10" as a day in 2010. A year printed in two digits far
    // from the term's is no year, and the day with it no date.
    const farYear =
      r.start.isCertain('year') && !/(?:19|20)\d{2}/.test(r.text) && Math.abs(r.start.get('year')! - term.year) > 1;
    const day = printed && !farYear ? dayOf(r.start, term) : null;
    const end = r.index + r.text.length;
    if (!day) {
      const t = startOf(r);
      if (t) times.push({ index: r.index, end, time: t });
      continue;
    }
    // "September 28 - First Exam", "Oct 24 - 3rd exam": chrono reads the ordinal that opens the item as the
    // day a span ends on, before the day it starts; a span runs forward, so the date is the one day.
    const backwards =
      !!r.end &&
      r.end.isCertain('day') &&
      r.end.get('month') === r.start.get('month') &&
      r.end.get('day')! < r.start.get('day')!;
    const endDay = r.end && !backwards ? dayOf(r.end, term) : null;
    // "August 13 from 9 to 12 a.m." ends at midnight after it: hours within one day are no span of days.
    const hours =
      !!r.end &&
      r.start.isCertain('hour') &&
      r.end.isCertain('hour') &&
      r.end.date().getTime() - r.start.date().getTime() < 86400000;
    const range = endDay !== null && endDay !== day && !hours;
    dates.push({
      index: r.index,
      end: backwards ? r.index + (/\s*(?:[-–—]|\bto\b)/i.exec(r.text)?.index ?? r.text.length) : end,
      due: { date: day, time: startOf(r) },
      range,
      ...(range ? { last: { date: endDay, time: timeOf(r.end!, r.text) } } : {}),
    });
  }
  dates.push(...dotted);
  dates.sort((a, b) => a.index - b.index);
  // "during the week of March 8", "w/c 8 March": the day names a week, not a deadline.
  for (const d of dates)
    if (
      /\b(?:week\s+(?:of|commencing|beginning|starting)|w\/c)\s*$/i.test(
        prepared.slice(Math.max(0, d.index - 24), d.index),
      )
    )
      d.range = true;
  times.push(...clocks);
  times.sort((a, b) => a.index - b.index);
  // A time printed just after a date ("04/26 @7pm", "(at 5:00 PM)", "28/08 (sex), 23h59") belongs to it.
  for (const d of dates) {
    if (d.due.time) continue;
    const t = times.find(
      (x) =>
        x.index >= d.end &&
        x.index - d.end <= 22 &&
        /^[\s,(@-]*(?:[([]\p{L}{1,9}\.?[)\]][\s,]*|\((?:week|wk|semaine|semana|woche) \d{1,2}\)[\s,]*)?(?:(?:at|by|before|until|from|hasta(?: las)?|a las?|até(?: às)?|às|à|avant|de|um|om|ore|alle)\s*)?$/iu.test(
          prepared.slice(d.end, x.index),
        ),
    );
    if (t) d.due = { ...d.due, time: t.time };
    else if (hourRange(prepared.slice(d.end, d.end + 24)))
      d.due = { ...d.due, time: hourRange(prepared.slice(d.end, d.end + 24)) };
    else if (dotted.includes(d)) {
      // "07.12.2026, 14:15" / "09.11.2026 um 10.00": chrono never saw the date, so read the clock here.
      const c = /^[\s,(@-]*(?:(?:at|by|um)\s*)?([01]?\d|2[0-3])[:.h]([0-5]\d)\b(?![.:]\d)(?!\s*[ap]\.?m)/i.exec(
        prepared.slice(d.end),
      );
      if (c) d.due = { ...d.due, time: `${pad(Number(c[1]))}:${c[2]}` };
    }
  }
  return { dates, times };
}
