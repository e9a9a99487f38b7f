// "from 2:45-4:45 on Tuesday, December 5", "Wednesday, June 11, 2:45-4:45": a clock time from one to
// six without a.m. or p.m. is in the afternoon, when classes and exams are held, not in the small hours
// (chrono reads it as a.m.). A time written with a leading zero ("02:45") or past twelve is left as it is.

const MERIDIEM = /\d\s*(?:[ap]\.?m\b|[ap]\.m\.|noon|midnight)|\b(?:morning|afternoon|evening|night|tonight)\b/i;

/**
 * The time of day `time` ("HH:MM") as printed in `text`, moved to the afternoon when it is a bare 1:00–6:59.
 * "By midnight on Sunday, November 24" is the end of that Sunday, not its first minute.
 */
export function afternoon(time: string, text: string): string {
  if (time === '00:00' && /\bmidnight\b/i.test(text)) return '23:59';
  const hour = Number(time.slice(0, 2));
  if (hour < 1 || hour > 6 || MERIDIEM.test(text)) return time;
  const printed = new RegExp(`(?<![\\d:.])${hour}:${time.slice(3)}(?!\\d)`).test(text);
  return printed ? `${String(hour + 12).padStart(2, '0')}:${time.slice(3)}` : time;
}

// "Wednesday December 10, 9-12.", "May 4, 2-5 pm": a range of bare hours right after a date is when the exam starts.
// Only after a comma and before the end of the clause, so "Sept 5 1-3 Introduction" (chapters) is no time.
const HOUR_RANGE = /^,\s{1,2}(\d{1,2})\s{0,3}-\s{0,3}(\d{1,2})(?:\s?(noon|[ap]\.?m\.?))?(?=\s*(?:[.;,)]|$))/i;

/** The start of an hour range printed right after a date, as "HH:00"; null when the text there is no such range. */
export function hourRange(after: string): string | null {
  const m = HOUR_RANGE.exec(after);
  if (!m) return null;
  const [from, to] = [Number(m[1]), Number(m[2])];
  if (from < 1 || from > 12 || to < 1 || to > 12 || from === to) return null;
  const pm = m[3] && /^p/i.test(m[3]);
  // "2-5 pm", or a bare "2-5": the afternoon; "9-12", "9-12 noon", "10-1 p.m.", "10-12 pm": from the morning, the
  // start being the latest hour before the end that the printed one can name.
  const end = pm ? (to === 12 ? 12 : to + 12) : to;
  const hour = from === 12 ? 12 : (pm && from + 12 < end) || (!m[3] && from <= 6) ? from + 12 : from;
  return `${String(hour).padStart(2, '0')}:00`;
}

const HOUR_MS = 3_600_000;

/**
 * The start `time` of a range of hours that chrono read as lasting `span` ms. chrono gives "11:00 - 12:30 p.m." and
 * "9-3 p.m." the end's p.m. at the start too, so the start falls in the evening and the end on the next day, 13 to
 * 18 hours later: hours printed as one range lie within a day, so the start is the morning hour.
 * "10 pm - 2 am" (four hours across midnight) stays as it is.
 */
export function morningStart(time: string, span: number): string {
  const hour = Number(time.slice(0, 2));
  if (hour < 13 || span <= 12 * HOUR_MS || span >= 24 * HOUR_MS) return time;
  return `${String(hour - 12).padStart(2, '0')}${time.slice(2)}`;
}
