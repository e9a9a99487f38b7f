// (day-rows-under-a-month-heading) A schedule that prints each month once as a line of its own and then only
// day numbers, with blank lines or notes between the days:
//   **March**
//   5 Caesar
//   (readings …)
//   **14 Test II**
// A line that opens with a day number, under a line that is only a month name, is on that day of the month.
// The days must rise; a day that does not, a heading of another kind, or a line led by a month and day ends
// the month. Each line gets its day, or null.
// (weekday-led-day-rows) The day number may follow its weekday, abbreviated or not ("T 3 Emerson", "Th 5 Mid-Term
// Examination", "Tues. 10 Quiz"); the weekday must be the date's in the term's year, else the line gets no day.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import { ENGLISH_MONTHS, MONTH_ABBREVIATIONS, weekdayLed } from '../vocabulary/calendar.js';

const MONTH_ALONE = new RegExp(
  String.raw`^((?:${ENGLISH_MONTHS})|(?:${MONTH_ABBREVIATIONS}|sept)\.?)(?:,?\s+\d{4})?\s*:?$`,
  'i',
);
const MONTH_AND_DAY = new RegExp(String.raw`^(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}\b`, 'i');
// "12 Test I", "21 Introduction": a day number, then words (not "3 points", "2 weeks").
const DAY_LEAD = /^(\d{1,2})\s+(?=\p{L})(?!(?:%|points?|pts|percent|weeks?|days?|hours?|min)\b)/iu;
// After "Th 5" (vocabulary weekdayLed), words or the hour: "Th 5 Mid-Term Examination", "T 12 11:00-1:00 Final".
const AFTER_WEEKDAY_DAY = /^\s+(?=\p{L}|\d{1,2}:\d\d)/u;

export function monthHeadingDays(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let month: string | null = null;
  let lastDay = 0;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule' || line.type === 'row') continue;
    const text = line.text.trim();
    const alone = MONTH_ALONE.exec(text);
    if (alone && (line.type === 'heading' || line.type === 'text')) {
      month = alone[1]!.replace(/\.$/, '');
      lastDay = 0;
      continue;
    }
    if (!month) continue;
    if (MONTH_AND_DAY.test(text)) {
      month = null;
      continue;
    }
    const led = weekdayLed(text);
    const weekday = led && AFTER_WEEKDAY_DAY.test(led.rest) ? led.weekday : undefined;
    const lead = weekday === undefined ? DAY_LEAD.exec(text) : null;
    if (weekday === undefined && !lead) {
      if (line.type === 'heading') month = null;
      continue;
    }
    const day = lead ? Number(lead[1]) : led!.day;
    const found = day > lastDay && day <= 31 ? findDates(`${month} ${day}`, term).dates[0] : undefined;
    if (!found || found.range || Number(found.due.date.slice(8, 10)) !== day) {
      month = null;
      continue;
    }
    // A weekday that is not the date's (a misprinted day, or another year's calendar): no day for this line.
    if (weekday !== undefined && new Date(`${found.due.date}T00:00:00Z`).getUTCDay() !== weekday) continue;
    out[line.index] = found.due;
    lastDay = day;
  }
  return out;
}
