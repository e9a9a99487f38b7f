// (numbered-sitting-under-another-exam-noun) A counted exams component whose numbered members the outline names
// with no day ("Test 1", "Test 2", "Test 3" in the course description) while the schedule dates its numbered
// sittings under another exam word ("FIRST EXAM" on 16 September, "SECOND EXAM", "THIRD EXAM"): the sitting
// numbered n is member n. Only when every member is undated, the schedule's numbered sittings are exactly the
// members' numbers, each number on one day, in the order of the numbers, and no other component is of the exams'
// kind (it could own the sittings).
import type { Mention } from '../mentions/schedule.js';
import type { Component } from '../scheme/layout.js';
import type { LocalDue } from '../types.js';
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

const EXAM_WORDS = ['exam', 'examination', 'test', 'midterm'];
// The sitting's words without its number or ordinal: one exam word ("FIRST EXAM", "Test #2", "Examination II").
const examWordOnly = (m: Mention) => {
  const t = contentTokens(m.title).filter(
    (w) => !/^(?:\d+|[ivx]{1,4}|first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th)$/.test(w),
  );
  return t.length === 1 && EXAM_WORDS.some((e) => sameWord(e, t[0]!));
};
const sitting = (m: Mention) => m.score >= 3 && !!m.due && !m.range && !m.weekOnly && !m.draft && !m.noDue;

/** Each undated member's day, by number, or null when the schedule does not date the sittings so. */
export function sittingsUnderAnotherNoun(
  c: Component,
  members: readonly Mention[],
  all: readonly Component[],
  mentions: readonly Mention[],
  trace?: (step: string) => void,
): Map<number, LocalDue> | null {
  if (c.kind !== 'midterm' || members.length < 2 || members.some((m) => m.due || m.number === null)) return null;
  if (all.some((o) => o !== c && o.kind === 'midterm')) return null;
  const numbers = members.map((m) => m.number!);
  const days = new Map<number, Set<string>>();
  const first = new Map<number, Mention>();
  for (const m of mentions) {
    if (m.number === null || m.kind !== 'midterm' || !sitting(m) || !examWordOnly(m)) continue;
    days.set(m.number, (days.get(m.number) ?? new Set()).add(m.due!.date));
    if (!first.has(m.number) || m.score > first.get(m.number)!.score) first.set(m.number, m);
  }
  if (days.size !== numbers.length || !numbers.every((n) => days.get(n)?.size === 1)) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  if (!sorted.every((n, i) => i === 0 || first.get(n)!.due!.date > first.get(sorted[i - 1]!)!.due!.date)) return null;
  trace?.(
    `link: numbered-sitting-under-another-exam-noun dates ${c.title}'s members by ${sorted.map((n) => first.get(n)!.title).join(', ')}`,
  );
  return new Map(sorted.map((n) => [n, first.get(n)!.due!]));
}
