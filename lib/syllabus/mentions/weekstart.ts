// (off-weekday) A column headed as the week's start ("Week Of", "Week commencing") dates weeks, not work: the
// work listed in its rows is due some day of that week. Its dates show it, falling row after row on one weekday
// ("Aug 25", "Sept 1", "Sept 8": Tuesdays). A date in that column on another weekday ("Sept 17", a Thursday, beside
// "*** TEST 1 ***") is no week's start: it is the day itself, and dates the work in its row.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import { weekdayOfDate } from '../vocabulary/calendar.js';

export const WEEK_START_HEADER = /commenc|beginning|starting|week of/i;

/** At least this many rows on one weekday make it the column's weekday. */
const ROWS = 3;

/**
 * For each table column headed as the week's start, the weekday most of its dates fall on (when at least three rows
 * and more than half of its dated rows do), keyed `table:column`.
 */
export function weekStartDays(lines: readonly Line[], term: Term): Map<string, number> {
  const counts = new Map<string, number[]>();
  for (const line of lines) {
    if (line.type !== 'row' || !line.header || line.header === line.cells) continue;
    line.header.forEach((h, col) => {
      if (!WEEK_START_HEADER.test(h)) return;
      const first = findDates(line.cells[col] ?? '', term).dates[0];
      if (!first || first.range) return;
      const key = `${line.table}:${col}`;
      const days = counts.get(key) ?? [0, 0, 0, 0, 0, 0, 0];
      days[weekdayOfDate(first.due.date)]!++;
      counts.set(key, days);
    });
  }
  const usual = new Map<string, number>();
  for (const [key, days] of counts) {
    const most = Math.max(...days);
    const total = days.reduce((a, b) => a + b, 0);
    if (most >= ROWS && most * 2 > total) usual.set(key, days.indexOf(most));
  }
  return usual;
}

/** Whether a date in a week-start column is the day itself: its weekday is not the column's. */
export function offWeekday(usual: ReadonlyMap<string, number>, table: number, col: number, date: string): boolean {
  const day = usual.get(`${table}:${col}`);
  return day !== undefined && weekdayOfDate(date) !== day;
}
