// One sentence that dates several members of a component at once: "There will be two midterm exams,
// given during class time on Tuesday, October 17 (Week 4) and Thursday, November 9 (Week 7)." The
// stated count must match the days that follow, and the days must run in order: member k is on day k.
import { findDates, type Term } from '../calendar/dates.js';
import type { LocalDue } from '../types.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';

const COUNTS: Record<string, number> = { ...englishNumbers(2, 6), both: 2 };
const COUNT_BEFORE = new RegExp(String.raw`\b(${englishNumberPattern(2, 6)}|both|[2-6])\b[^.,;:]{0,24}$`, 'i');
const COUNT_LEAD = new RegExp(String.raw`^(${englishNumberPattern(2, 6)}|both)\s+`, 'i');

export interface Listed {
  title: string;
  number: number;
  due: LocalDue;
}

/** The members a sentence dates one by one after naming them in the plural with their count. */
export function listedMembers(
  sentence: string,
  found: { title: string; number: number | null; index: number; end: number }[],
  term: Term,
): Listed[] {
  const plural = found.filter((f) => f.number === null && /[^s]s$/i.test(f.title));
  if (plural.length !== 1) return [];
  const f = plural[0]!;
  if (found.some((g) => g !== f && g.index > f.index)) return [];
  // "Three tests", "Both quizzes": a capitalised count reads as part of the name.
  const lead = COUNT_LEAD.exec(f.title);
  const count = lead ?? COUNT_BEFORE.exec(sentence.slice(Math.max(0, f.index - 32), f.index));
  const n = count ? (COUNTS[count[1]!.toLowerCase()] ?? Number(count[1])) : 0;
  const name = lead ? f.title.slice(lead[0].length) : f.title;
  const dates = findDates(sentence.slice(f.end), term).dates;
  if (n < 2 || dates.length !== n || dates.some((d) => d.range)) return [];
  if (dates.some((d, i) => i > 0 && d.due.date <= dates[i - 1]!.due.date)) return [];
  const singular = /zzes$/i.test(name)
    ? name.slice(0, -3)
    : /(?:ss|x|ch|sh)es$/i.test(name)
      ? name.slice(0, -2)
      : name.slice(0, -1);
  const title = singular.charAt(0).toUpperCase() + singular.slice(1);
  return dates.map((d, i) => ({ title: `${title} ${i + 1}`, number: i + 1, due: d.due }));
}
