// (each-counted-sentences-before) "There will be three exams, on March 2, April 6 and May 4. Each exam is worth
// 100 points.", "Four short essays are assigned over the term (see below). Each essay will be worth 25 points.":
// a per-item figure whose subject is "Each <work>" takes its count from an earlier sentence of its paragraph
// that counts that same work. Not where that sentence coordinates another of the same work ("two midterm
// exams and a final exam. Each exam …"): the figure is then shared by works the count does not number. Bounded
// scans only (the caller gives a window of at most a few hundred characters).
// A length ("five 3-page essays") is no word of the counted name: PAGE_LENGTH.
import { englishNumberPattern, englishNumbers, PAGE_LENGTH } from '../vocabulary/numbers.js';

const WORDS = englishNumbers(2, 12);
const COUNT_WORD = englishNumberPattern(2, 12);
// "Each exam is worth", "each of the quizzes will be worth up to", "Each short paper counts": the work's noun.
const EACH_WORK =
  /^each\s+(?:of\s+(?:the|these|your)\s+)?(?:[a-z-]{2,20}\s+)?([a-z]{3,20})\s+(?:is|are|will\s+be|counts?|will\s+count|carries|will\s+carry)\b[^,;.]{0,30}$/i;
// Words that put the number to something else than the work ("83 on the exams", "2 of the papers").
const NOT_NAME = '(?:on|of|in|for|from|to|at|per|out|and|or|the|than|points?|pts|percent)';

// The "Each <work> is worth" clause that ends the text before a figure: at the text's start, after a sentence's
// end, or opening a line (after a bullet at most).
const EACH_CLAUSE = /(?:^|[.!?:)]\s{1,3}|\n[ \t]{0,4}(?:[-•*][ \t]{1,3})?)(each\s[^.!?]{0,60})$/i;

/**
 * The count and the counted name ("in-class examinations") an earlier sentence gives the work of the "Each <work>"
 * clause that ends `head` (the paragraph's text before a figure, a few hundred characters at most), or null.
 */
export function countedEarlier(head: string): { count: number; name: string } | null {
  const clause = EACH_CLAUSE.exec(head);
  if (!clause) return null;
  const subject = EACH_WORK.exec(clause[1]!);
  if (!subject) return null;
  const stem = subject[1]!.toLowerCase().slice(0, 4);
  const window = head.slice(0, clause.index).replace(PAGE_LENGTH, (m) => ' '.repeat(m.length));
  const counted = new RegExp(
    String.raw`(?<![-–/.\d(])\b(\d{1,2}|${COUNT_WORD})\s+((?:(?!${NOT_NAME}\b)[\w-]{1,25}\s+){0,3}?${stem}[a-z]*)\b`,
    'gi',
  );
  let last: RegExpExecArray | null = null;
  for (const m of window.matchAll(counted)) last = m;
  if (!last) return null;
  // "two midterm exams and a final exam": another of the same work after the count.
  const rest = window.slice(last.index + last[0].length);
  if (new RegExp(String.raw`\b(?:and|plus)\s+(?:an?|one|the)\s+(?:[\w-]{1,25}\s+){0,2}${stem}`, 'i').test(rest))
    return null;
  const count = WORDS[last[1]!.toLowerCase()] ?? Number(last[1]);
  if (!(count >= 2 && count <= 30)) return null;
  return { count, name: last[2]!.replace(/\s+/g, ' ').trim() };
}
