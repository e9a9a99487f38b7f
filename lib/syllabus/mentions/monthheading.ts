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
// (weekday-led-rows-after-a-dated-row) The month may instead be printed only in the first row of each month, after
// its weekday, and the next rows give only the weekday and the day:
//   W Jan 17 Intro to course
//   F 19 From the Cartoon History
//   M 22 The Mahabharata
// A row led by a weekday, a month and a day opens that month (the row is dated by its own words); the weekday-led
// rows under it are on its month, their days rising, or on the next month where the day falls back and the
// weekday is the next month's (a row "M 3" after "F 28"). Only weekday-led rows are read so, and each weekday must
// be the date's.
import { findDates, type Term } from '../calendar/dates.js';
import type { Line } from '../segment/lines.js';
import type { LocalDue } from '../types.js';
import {
  ENGLISH_MONTHS,
  MONTH_ABBREVIATIONS,
  weekdayLeadNumber,
  weekdayLed,
  weekdayOfDate,
} from '../vocabulary/calendar.js';

const MONTH_ALONE = new RegExp(
  String.raw`^((?:${ENGLISH_MONTHS})|(?:${MONTH_ABBREVIATIONS}|sept)\.?)(?:,?\s+\d{4})?\s*:?$`,
  'i',
);
const MONTH_AND_DAY = new RegExp(String.raw`^(?:${ENGLISH_MONTHS}|${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}\b`, 'i');
// "12 Test I", "21 Introduction": a day number, then words (not "3 points", "2 weeks").
const DAY_LEAD = /^(\d{1,2})\s+(?=\p{L})(?!(?:%|points?|pts|percent|weeks?|days?|hours?|min)\b)/iu;
// After "Th 5" (vocabulary weekdayLed), words or the hour: "Th 5 Mid-Term Examination", "T 12 11:00-1:00 Final".
const AFTER_WEEKDAY_DAY = /^\s+(?=\p{L}|\d{1,2}:\d\d)/u;
// "W Jan 17", "Tues., Sept. 3": a weekday word, a month and a day (lengths bounded: one linear pass).
const WEEKDAY_MONTH_DAY = new RegExp(
  String.raw`^([A-Za-z]{1,9})\.?,?[ \t]{1,4}((?:${ENGLISH_MONTHS})|(?:${MONTH_ABBREVIATIONS}|sept))\.?,?[ \t]{1,4}(\d{1,2})(?![\d/.:-])`,
  'i',
);
const MONTHS = ENGLISH_MONTHS.split('|');

/** The month after `month` (a name or a short form), as its full English name. */
function nextMonth(month: string): string {
  const i = MONTHS.findIndex((m) => m.startsWith(month.toLowerCase().slice(0, 3)));
  return MONTHS[(i + 1) % 12]!;
}

/** The date of `day` in `month`, if the calendar reads it as that single day. */
function dayOf(month: string, day: number, term: Term): LocalDue | undefined {
  const found = findDates(`${month} ${day}`, term).dates[0];
  return found && !found.range && Number(found.due.date.slice(8, 10)) === day ? found.due : undefined;
}

export function monthHeadingDays(lines: Line[], term: Term): (LocalDue | null)[] {
  const out: (LocalDue | null)[] = lines.map(() => null);
  let month: string | null = null;
  let lastDay = 0;
  // The month was opened by a weekday-led row that prints it (weekday-led-rows-after-a-dated-row), not by a heading.
  let fromRow = false;
  for (const line of lines) {
    if (line.type === 'blank' || line.type === 'rule' || line.type === 'row') continue;
    const text = line.text.trim();
    const opening = WEEKDAY_MONTH_DAY.exec(text);
    if (opening && weekdayLeadNumber(opening[1]!) !== undefined && dayOf(opening[2]!, Number(opening[3]), term)) {
      month = opening[2]!;
      lastDay = Number(opening[3]);
      fromRow = true;
      continue;
    }
    const alone = MONTH_ALONE.exec(text);
    if (alone && (line.type === 'heading' || line.type === 'text')) {
      month = alone[1]!.replace(/\.$/, '');
      lastDay = 0;
      fromRow = false;
      continue;
    }
    if (fromRow) {
      const led = weekdayLed(text);
      if (!month || !led || !AFTER_WEEKDAY_DAY.test(led.rest)) continue;
      const at: string = led.day > lastDay ? month : nextMonth(month);
      const due = dayOf(at, led.day, term);
      if (!due || weekdayOfDate(due.date) !== led.weekday) continue;
      out[line.index] = due;
      month = at;
      lastDay = led.day;
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
