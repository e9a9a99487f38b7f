// Two schemes one after the other, the second restating every component of the first with other weights
// (rule variant-schemes):
//
//   1 credit:   Participation 40%, Homework 60%
//   3 credits:  Participation 20%, Homework 30%, Project 50%
//
// are the variants of one course (by credits, level or option), not a summary and its detail; the first is
// read, as the first column of a two-column table is. The second makes the whole too and may have more rows,
// so it would otherwise win on its length alone.
import type { RunShare } from './repeated-rows.js';

/** Whether `run` starts after `first` ends (within `maxGap` lines) and restates every title of it. */
export function restatesEarlierScheme(first: readonly RunShare[], run: readonly RunShare[], maxGap: number): boolean {
  if (first.length < 2 || !run.length) return false;
  const end = first[first.length - 1]!.line;
  if (run[0]!.line <= end || run[0]!.line - end > maxGap) return false;
  const titles = new Set(run.map((r) => r.title.toLowerCase()));
  return first.every((r) => titles.has(r.title.toLowerCase()));
}
