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
