// (handed-out-day-is-no-deadline) "Homework 1: Dist: Friday 10 September" / "Due: Wednesday 15 September", "a brief
// map exercise, to be distributed **Wednesday, January 8**", "first paper assignment distributed in class, Tuesday,
// August 3": the day work is handed out is not the day it is due. A date right after a word of handing out (what
// may stand between: "in class", "on", a colon, emphasis marks; the weekday is part of the date) is a release day.
// When every date of a mention's clause is one, the mention has no due day of its own there, and its row's or
// block's day is no due day either (that day is the release too).
import type { FoundDate } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';

/** A word of handing out, then what may stand before the date it gives; anchored at the date. */
const RELEASE_BEFORE =
  /\b(?:released|posted|issued|handed out|given out|passed out|distributed|dist\.?|available|opens|opened|assigned)(?:\s+(?:in|at|during)\s+(?:class|lecture|section))?,?(?:\s+on)?\s*:?[\s*_]{0,4}$/i;

/** How far before a date its release word may start. */
const REACH = 40;

/** Whether the date found in `seg` is given as the day the work is handed out. */
export function isReleaseDate(seg: string, d: FoundDate): boolean {
  return RELEASE_BEFORE.test(seg.slice(Math.max(0, d.index - REACH), d.index));
}

/** The dates of `seg` that are not release days. */
export function dueDates(seg: string, dates: readonly FoundDate[]): FoundDate[] {
  return dates.filter((d) => !isReleaseDate(seg, d));
}

/** Whether `seg` gives dates and every one of them is a release day. */
export function onlyReleaseDates(seg: string, dates: readonly FoundDate[]): boolean {
  return dates.length > 0 && dates.every((d) => isReleaseDate(seg, d));
}

/** A line that opens on "Due" and goes on with its day ("Due: Wednesday 15 September"), short. */
const DUE_LINE = /^[\s*_]*due\b\s*(?:on|by)?\s*:?/i;

/**
 * The text of the line under line `li` (one blank line between at most) when it opens on "Due" and is short: the
 * due day of work whose own line gives only the day it is handed out.
 */
export function dueLineBelow(lines: readonly Line[], li: number): string | null {
  for (let k = li + 1; k < lines.length && k <= li + 2; k++) {
    const next = lines[k]!;
    if (next.type === 'blank') continue;
    return next.type === 'text' && next.text.length <= 60 && DUE_LINE.test(next.text) ? next.text : null;
  }
  return null;
}
