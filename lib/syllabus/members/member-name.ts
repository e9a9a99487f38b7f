// A member's name as the schedule printed it carries whatever stood before it in the row: a
// topic ("Cash Flow Statement HW #1"), an activity ("Start Lab 4", "Finish Project 1") or an LMS
// type column ("Assignment Project 4", "quiz Quiz 3"). The member is the component's own noun
// and number, so words in front that name nothing of the component are left off.
import { ASSESSMENT_NOUN, classify, contentTokens, sameWord } from '../vocabulary/kinds.js';
import type { Kind } from '../types.js';

const NOUN = new RegExp(`^${ASSESSMENT_NOUN}$`, 'i');

const sharesWith = (word: string, component: readonly string[]) =>
  contentTokens(word).some((t) => component.some((u) => sameWord(t, u)));

/**
 * `title` without its leading words when they say nothing of the component: the rest must start
 * with an assessment noun that is the component's (a word of its name, or its kind) and end in
 * the member's number.
 */
export function memberName(title: string, component: string, kind: Kind): string {
  const words = title.trim().split(/\s+/);
  const cTokens = contentTokens(component);
  for (let h = 1; h < words.length; h++) {
    const bare = (w: string | undefined) => (w ?? '').replace(/#?\d{1,2}$/, '');
    if (!NOUN.test(bare(words[h])) && !NOUN.test(`${words[h]} ${bare(words[h + 1])}`)) continue;
    const rest = words.slice(h).join(' ');
    if (!/\d\s*$/.test(rest)) return title;
    const ownNoun = sharesWith(words[h]!, cTokens) || classify(rest) === kind;
    if (!ownNoun) return title;
    // A word in front that repeats the noun ("quiz Quiz 3") or names nothing of the component goes.
    const lead = words.slice(0, h);
    if (lead.every((w) => w.toLowerCase() === words[h]!.toLowerCase() || !sharesWith(w, cTokens))) return rest;
    return title;
  }
  return title;
}
