// Prose wraps a sentence over lines wherever the page ends: "There will also be a cumulative final exam
// from 2:45-4:45 on" / "Tuesday, December 5 in our usual classroom." The item named at the end of one
// line is dated by the rest of its sentence on the next. Only a sentence that visibly goes on counts
// (the next line starts in lower case, or this one ends on a word no sentence ends with), so a schedule
// line ("Week 5 Midterm") never takes the date of the entry under it.
import { findDates, type Term } from './dates.js';
import type { Line } from './text.js';

const GOES_ON = /\b(?:on|by|at|from|of|the|is|are|was|will|be|been|and|to|until|till|before|after|in|during|for|held|given|scheduled|probably|tentatively)\s*$/i;

/**
 * The rest of the sentence that `seg` (the end of `line`, from an item on) starts, taken from the next
 * line up to its first sentence end; cut where `cut` says another item starts. Null when the sentence
 * ends on this line, or the segment already holds a date.
 */
export function sentenceRest(seg: string, line: Line, next: Line | undefined, term: Term, cut: (s: string) => number): string | null {
  if (line.type !== 'text' || next?.type !== 'text') return null;
  const text = line.text.trimEnd();
  // A schedule entry ("9/8 Problem Set #1 due", "Week 5 Midterm") is no sentence, however it ends.
  const words = text.split(' ').length;
  if (/[.!?:;]$/.test(text) || words < 8 || (words < 12 && findDates(text.slice(0, 24), term).dates.length)) return null;
  if (!/^[a-z(]/.test(next.text) && !GOES_ON.test(text)) return null;
  // The item's own sentence must be the one that goes on ("… no make-up quizzes. The Final will be" is the final's).
  if (/[.!?]\s/.test(seg) || findDates(seg, term).dates.length) return null;
  const end = /[.!?](?=\s|$)/.exec(next.text);
  let rest = end ? next.text.slice(0, end.index + 1) : next.text;
  const other = cut(rest);
  if (other >= 0) rest = rest.slice(0, other);
  return rest.trim() ? rest : null;
}
