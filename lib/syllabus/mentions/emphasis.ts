// (emphasis-marks-in-the-schedule) Pages converted from HTML keep emphasis underscores the segment stage's
// cleaning leaves when they do not pair up around a word ("**_ Final Paper Due_**" → "_ Final Paper Due_",
// "_Oct. 2_ Midterm"). An underscore is a word character to a regular expression, so "due\b" and "\bOct" find
// no edge there: the work reads as not said to be due and the date goes unread. The schedule is read with the
// underscores at a word's edge blanked out (calendar/emphasis.ts); one inside a word ("Commentary_questions_1.doc")
// stays. Same length, so offsets and cell gaps still hold.
import { unmarked } from '../calendar/emphasis.js';
import type { Line } from '../segment/lines.js';

/** The lines with the emphasis underscores at a word's edge blanked out, in their text and their cells. */
export function unmarkedLines(lines: Line[]): Line[] {
  return lines.map((line) => {
    if (!line.text.includes('_') && !line.cells.some((c) => c.includes('_'))) return line;
    const cells = line.cells.map(unmarked);
    // A table's header row is its own header (the same cells): it stays so.
    return { ...line, text: unmarked(line.text), cells, header: line.header === line.cells ? cells : line.header };
  });
}
