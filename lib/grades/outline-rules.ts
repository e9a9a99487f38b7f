// Drop-lowest and best-N-of-M rules stated in a course outline ("the lowest quiz is dropped",
// "best 8 of 10 labs"), tied to the parsed items they govern. The parser (lib/syllabus) gives
// items with titles; this reads the outline text once more for the rule sentences only, so it
// depends on nothing of the parser but its item titles. Linear time: one pass to split the text
// into sentences and words, no backtracking pattern.
import type { GroupRule } from '../../schemas/grade-scales.js';
import { englishNumbers } from '../syllabus/vocabulary/numbers.js';
import { wordTable } from '../syllabus/vocabulary/table.js';

const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({ ...englishNumbers(1, 12), single: 1 });
const numberOf = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
};
const DROP_WORDS = ['drop', 'discard', 'ignor', 'remov', 'exclud', 'omit'];
const isDropWord = (w: string) => DROP_WORDS.some((d) => w.startsWith(d));

/** Sentences of the text as lowercase word lists (letters and digits), in order. */
function sentences(text: string): string[][] {
  const out: string[][] = [];
  let words: string[] = [];
  let word = '';
  const endWord = () => {
    if (word) words.push(word);
    word = '';
  };
  for (const ch of text.toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(ch)) word += ch;
    else {
      endWord();
      if (ch === '\n' || ch === '.' || ch === ';' || ch === '!' || ch === '?') {
        if (words.length) out.push(words);
        words = [];
      }
    }
  }
  endWord();
  if (words.length) out.push(words);
  return out;
}

/** A rule a sentence states, without its group: best N, or the lowest k dropped. */
function ruleIn(words: string[]): { bestOf: number } | { dropLowest: number } | null {
  for (let i = 0; i < words.length; i++) {
    // "best 8 of 10", "best eight", "your best three marks count".
    if (words[i] === 'best') {
      const n = numberOf(words[i + 1]) ?? (words[i + 1] === 'the' ? numberOf(words[i + 2]) : null);
      if (
        n !== null &&
        n > 0 &&
        (words.includes('of') || words.includes('count') || words.includes('counts') || words.includes('counted'))
      )
        return { bestOf: n };
    }
  }
  if (!words.some(isDropWord)) return null;
  for (let i = 0; i < words.length; i++) {
    // "the lowest two scores are dropped", "drop the two lowest", "the lowest is dropped".
    if (words[i] === 'lowest' || words[i] === 'worst') {
      const k = numberOf(words[i + 1]) ?? numberOf(words[i - 1]) ?? 1;
      if (k > 0) return { dropLowest: k };
    }
  }
  return null;
}

interface Group {
  name: string;
  /** Words that name the series in prose: the stem's last word ("quiz", "set", "lab"), or what its abbreviation stands for. */
  keys: string[];
  members: number[];
}

/** Abbreviations outlines number their items by, and the word their prose uses. */
const ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  hw: 'homework',
  ps: 'problem',
  pset: 'problem',
  asst: 'assignment',
  assn: 'assignment',
  rq: 'reading',
  tut: 'tutorial',
});

/** Items sharing a title stem ("Quiz 1", "Quiz 2" → Quiz): the groups a rule may govern. */
function groupsOf(items: Array<{ title: string }>): Group[] {
  const byStem = new Map<string, Group>();
  items.forEach((item, i) => {
    const words = item.title.trim().split(/\s+/);
    // Drop a trailing member number: "Quiz 1", "Lab #3", "Problem set 4", "Test II".
    while (words.length > 1 && /^(?:#?\d{1,3}[a-z]?|[ivx]{1,5}|#)$/i.test(words[words.length - 1]!)) words.pop();
    const stem = words.join(' ');
    const last = words[words.length - 1]!.toLowerCase();
    if (words.length === item.title.trim().split(/\s+/).length) return; // no member number: not a series
    const keys = [last.replace(/s$/, ''), ...(ABBREVIATIONS[last] ? [ABBREVIATIONS[last]!] : [])].filter(
      (k) => k.length >= 3,
    );
    if (!keys.length) return;
    const key = stem.toLowerCase();
    const group = byStem.get(key) ?? { name: stem, keys, members: [] };
    group.members.push(i);
    byStem.set(key, group);
  });
  return [...byStem.values()].filter((g) => g.members.length >= 2);
}

const mentions = (words: string[], group: Group) =>
  words.some((w) => group.keys.some((k) => w.startsWith(k) && w.length <= k.length + 3));

export interface OutlineRules {
  rules: GroupRule[];
  /** The group of each item (by index), for items a rule governs; null otherwise. */
  groups: Array<string | null>;
}

/**
 * The rules an outline states for series of items. A rule sentence is tied to the series it
 * names, or else to the one named in the two sentences before it (a heading over "the lowest
 * is dropped"); a rule that would leave nothing to count is ignored.
 */
export function findGroupRules(text: string, items: Array<{ title: string }>): OutlineRules {
  const groups = groupsOf(items);
  const result: OutlineRules = { rules: [], groups: items.map(() => null) };
  if (!groups.length) return result;
  const list = sentences(text);
  const ruled = new Map<Group, GroupRule>();
  list.forEach((words, i) => {
    const rule = ruleIn(words);
    if (!rule) return;
    const context = [words, list[i - 1] ?? [], list[i - 2] ?? []];
    const group = context.map((ws) => groups.find((g) => mentions(ws, g))).find((g) => g !== undefined);
    if (!group || ruled.has(group)) return;
    const count = 'bestOf' in rule ? rule.bestOf : group.members.length - rule.dropLowest;
    if (count < 1 || count >= group.members.length) return;
    ruled.set(group, { group: group.name, ...rule });
  });
  for (const [group, rule] of ruled) {
    result.rules.push(rule);
    for (const i of group.members) result.groups[i] = group.name;
  }
  return result;
}
