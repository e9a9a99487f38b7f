// Drop-lowest and best-N-of-M rules on groups of assessments.
import type { GroupRule } from '../../schemas/grade-scales.js';

export type RuleLike = GroupRule;

/** How many items of a group of `members` (excused ones already left out) count. */
export function keepCount(rule: RuleLike, members: number): number {
  return 'bestOf' in rule ? Math.min(rule.bestOf, members) : Math.max(members - rule.dropLowest, 0);
}
