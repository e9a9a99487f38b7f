// Prose wraps a sentence over lines wherever the page ends: "There will also be a cumulative final exam
// from 2:45-4:45 on" / "Tuesday, December 5 in our usual classroom." The item named at the end of one
// line is dated by the rest of its sentence on the next. Only a sentence that visibly goes on counts
// (the next line starts in lower case, or this one ends on a word no sentence ends with), so a schedule
// line ("Week 5 Midterm") never takes the date of the entry under it.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';

// A line ending on a month or weekday ("… is Monday July" / "16.") splits a date in two.
const GOES_ON =
  /\b(?:on|by|at|from|of|the|is|are|was|will|be|been|and|to|until|till|before|after|in|during|for|held|given|scheduled|probably|tentatively|january|february|march|april|may|june|july|august|september|october|november|december|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?),?\s*$/i;

/**
 * The rest of the sentence that `seg` (the end of `line`, from an item on) starts, taken from the next
 * line up to its first sentence end; cut where `cut` says another item starts. Null when the sentence
 * ends on this line, or the segment already holds a date.
 */
export function sentenceRest(
  seg: string,
  line: Line,
  next: Line | undefined,
  term: Term,
  cut: (s: string) => number,
): string | null {
  if (line.type !== 'text' || next?.type !== 'text') return null;
  const text = line.text.trimEnd();
  // A schedule entry ("9/8 Problem Set #1 due", "Week 5 Midterm") is no sentence, however it ends.
  const words = text.split(' ').length;
  if (/[.!?:;]$/.test(text) || words < 8 || (words < 12 && findDates(text.slice(0, 24), term).dates.length))
    return null;
  if (!/^[a-z(]/.test(next.text) && !GOES_ON.test(text)) return null;
  // The item's own sentence must be the one that goes on ("… no make-up quizzes. The Final will be" is the final's).
  if (/[.!?]\s/.test(seg) || findDates(seg, term).dates.length) return null;
  const end = /[.!?](?=\s|$)/.exec(next.text);
  let rest = end ? next.text.slice(0, end.index + 1) : next.text;
  const other = cut(rest);
  if (other >= 0) rest = rest.slice(0, other);
  return rest.trim() ? rest : null;
}

const MONTH_AT_END =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
// Only a day that would read as a list marker ("16. Quizzes …"); "22 will account …" reads as prose anyway.
const DAY_AT_START = /^(\d{1,2})[.)](?=\s|$)/;

/**
 * A date broken over a line after its month ("… the midterm exam is Monday July" / "16. Quizzes are …"):
 * the day is moved up to its month, so the next line does not read as a numbered list item. Lines keep
 * their count.
 */
export function joinSplitDates(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    if (line.length < 20 || !MONTH_AT_END.test(line)) continue;
    const day = DAY_AT_START.exec(lines[i + 1]!);
    if (!day || Number(day[1]) < 1 || Number(day[1]) > 31) continue;
    lines[i] = `${line} ${day[0]}`;
    lines[i + 1] = lines[i + 1]!.slice(day[0].length);
  }
  return lines.join('\n');
}
