// A component's name that carries its date ("Exam #1, September 29", "Paper due February 18", "Mid-Term
// Exam: Wednesday, 23 February 2000", "Midterm exam on October 14, 2026", "Zwischentest am 2. Dezember"): the
// date is when the work is due, not part of its name. The name is what comes before the date, less the words
// that lead into it; a name that opens with its date ("Thu. 01/30 2-4 pp. essay") keeps what follows it when
// that names graded work. The date moves to the component's rest of line, where its own date is read.
// A name that is a date alone stays as it is: the outline prints nothing better.
import { findDates, type Term } from '../calendar/dates.js';
import { ANY_MONTH, ENGLISH_WEEKDAYS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';
import { ASSESSMENT_NOUN, classify } from '../vocabulary/kinds.js';
import type { Component } from './layout.js';

/** Any term will do: only where a date sits in the name is asked, never which day it is. */
const TERM: Term = { season: null, year: 2000 };

/** Words that lead into a date and name nothing ("due on", "am", "le", "el", weekdays, "by"). */
const LEAD_IN = new Set([
  ...'due on by before until till through at of in the date dated held given scheduled is was will be'.split(' '),
  ...'am vom bis le du au avant el del de al il op'.split(' '),
  ...ENGLISH_WEEKDAYS.split('|'),
  ...WEEKDAY_ABBREVIATIONS.split('|'),
  ...'tues thur thurs'.split(' '),
]);

const MONTH_WORD = new RegExp(`^(?:${ANY_MONTH})\\.?$`, 'iu');
const CLOCK_WORD = /^(?:am|pm|noon|midnight|uhr|h)$/i;
const NOUN = new RegExp(`\\b${ASSESSMENT_NOUN}\\b`, 'i');
const DETERMINER = /^(?:this|that|these|those|the|a|an|it|we|you|each|every|all)\b/i;
// A clock or the rest of a date right after it ("Dec 13 1:30", "December 17, 10:30 a.m.", "2002 at 14:00").
const AFTER_DATE =
  /^[\s,;:.)\]–—-]*(?:(?:at|um|à|a las|alle)\s+)?(?:\d{1,2}(?:[:.h]\s?\d{2}(?:\s*[ap]\.?\s?m\.?)?|\s*(?:[ap]\.?\s?m\.?|h\b|uhr\b)))?[\s,;:.)\]–—-]*/i;

/** The name without its date, and the date cut from it; null when it holds no date or nothing better is printed. */
export function withoutDate(title: string): { title: string; date: string } | null {
  if (title.length > 200) return null;
  const { dates } = findDates(title, TERM);
  const first = dates[0];
  if (!first) return null;
  const head = trimLeadIn(title.slice(0, dateStart(title, first.index)));
  if (namesSomething(head)) return { title: head, date: title.slice(head.length).trim() };
  if (head) return null;
  // The name opens with its date: what follows names the work, if anything does.
  const after = title.slice(first.end);
  const skip = AFTER_DATE.exec(after)?.[0].length ?? 0;
  const tail = after.slice(skip).trim();
  if (!tail || DETERMINER.test(tail) || !NOUN.test(tail)) return null;
  if (findDates(tail, TERM).dates.length) return null;
  return { title: tail, date: title.slice(0, first.end + skip).trim() };
}

export function datedTitles(components: Component[], raw: readonly string[]): Component[] {
  return components.map((c) => {
    const line = raw[c.line] ?? '';
    const cut = withoutDate(c.title) ?? namedOnItsLine(c.title, line);
    if (!cut) return c;
    // The line from the date on keeps its clock ("10. Februar 2027, 10:00 Uhr"), which the name may have cut.
    const at = line.indexOf(cut.date);
    const date = at >= 0 ? line.slice(at, at + 200) : cut.date;
    // A kind read from the date ("other") is read again from the name.
    const kind = c.kind === 'other' ? classify(cut.title) : c.kind;
    return { ...c, title: cut.title, kind, rest: `${date} ${c.rest}`.trim() };
  });
}

/**
 * A name that is its date alone ("December 2026 at 14:00", read from "Final examination, 15 December 2026 at
 * 14:00 — 50%"): the line's words before the date name the work, when they are a short name of graded work.
 */
function namedOnItsLine(title: string, line: string): { title: string; date: string } | null {
  if (line.length > 400 || !dateAlone(title)) return null;
  const first = findDates(line, TERM).dates[0];
  if (!first) return null;
  const head = trimLeadIn(line.slice(0, dateStart(line, first.index)).replace(/^[\s*•·>#|+-]*/, ''));
  const words = head.split(/\s+/).length;
  if (!namesSomething(head) || words > 6 || !NOUN.test(head) || /[.!?]\s/.test(head)) return null;
  return { title: head, date: line.slice(first.index, first.end) };
}

// The date finder rewrites a day-month date in place, right-aligned ("2. Dezember" read as "2 dec"), so the
// index it gives may fall inside the month word: the date starts at that word's start, or at the day before it.
const DAY_BEFORE = /\d{1,2}(?:er|\.)?\s{1,3}(?:de\s{1,3})?$/;

function dateStart(text: string, index: number): number {
  let i = index;
  while (i > 0 && /\p{L}/u.test(text[i - 1]!)) i--;
  if (i === index) return index;
  const day = DAY_BEFORE.exec(text.slice(Math.max(0, i - 12), i));
  return day ? i - day[0].length : i;
}

/** The text before a date less the punctuation and lead-in words at its end ("Paper due", "Exam #1,"). */
function trimLeadIn(text: string): string {
  let t = text;
  for (let guard = 0; guard < 12; guard++) {
    const trimmed = t.replace(/[\s,;:.(\[\-–—=|*_]+$/, '');
    const word = /(?:^|\s)([\p{L}]+)$/u.exec(trimmed);
    if (word && LEAD_IN.has(word[1]!.toLowerCase())) {
      t = trimmed.slice(0, trimmed.length - word[1]!.length);
      continue;
    }
    t = trimmed;
    break;
  }
  return t.trim();
}

/** Whether a name is made of a date's words alone ("December 2026 at 14:00", "Fri. Oct 3"). */
function dateAlone(title: string): boolean {
  let month = false;
  for (const w of title.split(/[^\p{L}]+/u)) {
    if (!w) continue;
    if (MONTH_WORD.test(w)) month = true;
    else if (!LEAD_IN.has(w.toLowerCase()) && !CLOCK_WORD.test(w)) return false;
  }
  return month;
}

/** Whether the text holds a word of two letters or more that is no lead-in word. */
function namesSomething(text: string): boolean {
  for (const w of text.split(/[^\p{L}]+/u)) if (w.length >= 2 && !LEAD_IN.has(w.toLowerCase())) return true;
  return /^[A-Z]\d{1,2}$/.test(text);
}
