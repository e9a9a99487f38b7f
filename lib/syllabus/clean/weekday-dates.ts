// (join-weekday-split-dates) A date broken over two lines right after its weekday, as table cells flattened into
// lines and wrapped prose leave it:
//   Exam 2 | Wednesday,                          Take-home essay due no later than Tues.
//   March 18 | in class                          Apr. 21, in my mailbox.
//   **Monday**
//   Apr 29 | **Final Exam**
// Each line is read alone, so the work's line has a weekday and no date and the date's line names no work (and the
// weekday, printed apart, tells the calendar nothing about the year). The two are joined where the date is read:
// a weekday alone on its line moves down before its date; a weekday after other words takes its date (and a time
// right after it) up, when what follows the date on its line goes on the same sentence (nothing, a comma, a stop, a
// lower-case word) or is the rest of the row (a cell bar: the whole line joins the row and is emptied, as
// join-link-wrapped-rows does), and is no entry of its own ("September 3 International Trade …", "Oct. 5: Review",
// "March 13-17 Spring Break"). A full weekday closing a sentence ("… due Monday.") ends there. Lines keep their count.
// Linear: bounded patterns at the end of one line and the start of the next.
import {
  ENGLISH_MONTHS,
  ENGLISH_WEEKDAYS,
  MONTH_ABBREVIATIONS,
  WEEKDAY_ABBREVIATIONS,
} from '../vocabulary/calendar.js';

const WEEKDAY = `(?:${ENGLISH_WEEKDAYS}|tues|thurs?|${WEEKDAY_ABBREVIATIONS})`;
/** The end of a line: a weekday, an abbreviation's dot, a comma, emphasis marks (read on the last 40 characters). */
const WEEKDAY_AT_END = new RegExp(String.raw`(?:^|[\s|(*_>,;])(${WEEKDAY})(\.?)(,?)[\s*_]{0,8}$`, 'i');
const MONTH = `(?:${ENGLISH_MONTHS}|sept|${MONTH_ABBREVIATIONS})`;
const YEAR = String.raw`(?:,?\s{1,2}(?:19|20)\d{2}(?!\d))?`;
/** The start of the next line: marks, then a month and day, a day and month, or a slashed date, with its year. */
const DATE_AT_START = new RegExp(
  String.raw`^[\s>]{0,8}[*_]{0,3}(?:${MONTH}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?(?!\d)${YEAR}|\d{1,2}(?:st|nd|rd|th)?\s{1,2}${MONTH}\b\.?${YEAR}|\d{1,2}\/\d{1,2}(?:\/(?:19|20)?\d{2})?(?![\d/]))`,
  'i',
);
// A time printed right after the date ("May 9, from 8:30 to 10:30", "Dec. 16, 1:30-3:30 pm", "April 30, at 9 a.m."):
// minutes or a.m./p.m. make it one.
const CLOCK = String.raw`\d{1,2}(?::\d{2}(?:\s{0,2}[ap]\.?\s?m\b\.?)?|\s{0,2}(?:[ap]\.?\s?m\b\.?|noon\b))`;
const TIME_AFTER = new RegExp(
  String.raw`^,?\s{0,2}(?:(?:at|from|by|@)\s{1,2})?${CLOCK}(?:\s{0,2}(?:-|–|to)\s{0,2}\d{1,2}(?::\d{2})?(?:\s{0,2}[ap]\.?\s?m\b\.?)?)?`,
  'i',
);
/** What may follow the date on its line for the date to be the line above's: the same sentence or cell going on. */
const GOES_ON = /^(?:\s*$|\s*[,.;)\]|!?]|\s+[a-z])/;
/** A line that is its weekday alone, with marks, quoting and a cell bar around it ("**Monday**", "|  Tues.,"). */
const WEEKDAY_ALONE = new RegExp(String.raw`^[\s*_>|#-]*${WEEKDAY}\.?,?[\s*_|]*$`, 'i');

export function joinWeekdaySplitDates(text: string): string {
  if (!/(?:day|\b(?:tues|thurs?|mon|tue|wed|thu|fri|sat|sun))\.?,?[\s*_]*\n/i.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const end = WEEKDAY_AT_END.exec(line.slice(-40));
    if (!end) continue;
    const [, weekday, dot, comma] = end;
    // "sat", "wed" in lower case are words; a full weekday closing with a stop ends its sentence.
    if (weekday!.length <= 5 && weekday![0] === weekday![0]!.toLowerCase()) continue;
    if (dot && !comma && weekday!.toLowerCase().endsWith('day')) continue;
    const next = lines[i + 1]!;
    const date = DATE_AT_START.exec(next);
    if (!date) continue;
    if (WEEKDAY_ALONE.test(line)) {
      // The weekday alone: it moves down to open its date's line.
      const lead = /^[\s>]*/.exec(next)![0];
      lines[i + 1] = `${lead}${line.replace(/^[\s>]*/, '')} ${next.slice(lead.length)}`;
      lines[i] = '';
      continue;
    }
    let taken = date[0].length;
    taken += TIME_AFTER.exec(next.slice(taken))?.[0].length ?? 0;
    taken += /^[*_]{0,3}/.exec(next.slice(taken))![0].length;
    const rest = next.slice(taken);
    if (!GOES_ON.test(rest)) continue;
    // A cell bar after the date: the line is the rest of the flattened row ("Thursday" / "07/18 | Midterm"), and
    // all of it joins the row, the line emptied; in prose only the date (and its time) moves up.
    const cell = /^\s*\|/.test(rest);
    lines[i] = `${line} ${(cell ? next : next.slice(0, taken)).trim()}`;
    lines[i + 1] = cell ? '' : rest.replace(/^\s+/, '');
  }
  return lines.join('\n');
}
