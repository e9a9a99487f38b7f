// One sentence that dates several members of a component at once: "There will be two midterm exams,
// given during class time on Tuesday, October 17 (Week 4) and Thursday, November 9 (Week 7)." The
// stated count must match the days that follow, and the days must run in order: member k is on day k.
import { type FoundDate, findDates, type Term } from '../calendar/dates.js';
import type { LocalDue } from '../types.js';
import { singularNoun } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { wordTable } from '../vocabulary/table.js';

const COUNTS: Readonly<Record<string, number>> = wordTable({ ...englishNumbers(2, 6), both: 2 });
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
  const after = sentence.slice(f.end);
  const dates = findDates(after, term).dates;
  // No count stated: "Response papers are due on February 11, March 25, and April 29" counts them by its list.
  const n = count
    ? (COUNTS[count[1]!.toLowerCase()] ?? Number(count[1]))
    : dates.length >= 2 && dueList(after, dates)
      ? dates.length
      : 0;
  const name = lead ? f.title.slice(lead[0].length) : f.title;
  if (n < 2 || dates.length !== n || dates.some((d) => d.range)) return [];
  if (dates.some((d, i) => i > 0 && d.due.date <= dates[i - 1]!.due.date)) return [];
  return members(name, dates);
}

// "… due by 5:00 p.m. February 11, March 25 and April 29": the deadline word shortly before the first day, and
// the days one list, parted by commas and "and" alone.
const DUE_BEFORE_LIST = /\b(?:due|deadlines?|due dates? (?:is|are))\b[^.;]{0,30}$/i;
const LIST_GAP = /^\s{0,2}(?:,\s{0,2}(?:and\s{1,2})?|and\s{1,2}|&\s{1,2})$/i;
function dueList(text: string, dates: readonly FoundDate[]): boolean {
  if (dates.length > 6 || !DUE_BEFORE_LIST.test(text.slice(Math.max(0, dates[0]!.index - 40), dates[0]!.index)))
    return false;
  return dates.every((d, i) => i === 0 || LIST_GAP.test(text.slice(dates[i - 1]!.end, d.index)));
}

/**
 * A sentence about a component already named in the plural ("Source analyses focus on …") that lists its
 * deadlines: "Due by 5:00 p.m. February 11, March 25 and April 29." Member k is due on day k.
 */
export function listedDeadlines(sentence: string, title: string, term: Term): Listed[] {
  if (!/[^s]s$/i.test(title)) return [];
  const dates = findDates(sentence, term).dates;
  if (dates.length < 2 || !dueList(sentence, dates) || dates.some((d) => d.range)) return [];
  if (dates.some((d, i) => i > 0 && d.due.date <= dates[i - 1]!.due.date)) return [];
  const lead = COUNT_LEAD.exec(title);
  return members(lead ? title.slice(lead[0].length) : title, dates);
}

function members(name: string, dates: readonly FoundDate[]): Listed[] {
  const singular = singularNoun(name);
  const title = singular.charAt(0).toUpperCase() + singular.slice(1);
  return dates.map((d, i) => ({ title: `${title} ${i + 1}`, number: i + 1, due: d.due }));
}
