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
  // "2-5 pm", or a bare "2-5": the afternoon; "9-12", "9-12 noon": the morning.
  const hour = (pm && from < to) || (!m[3] && from <= 6) || (pm && from === 12) ? (from === 12 ? 12 : from + 12) : from;
  return `${String(hour).padStart(2, '0')}:00`;
}
