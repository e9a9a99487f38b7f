// (named-work-said-due) "Philosophy of Education is due" / "Interest Inventory and study questionnaire are due"
// on a line of a schedule: work the scheme names in words of its own, with no assessment noun the mention
// finder knows, is a mention when the line opens with nothing but scheme components' names and says they are due.
// The line's day is then the row's, as for any mention under a dated entry.
import { contentTokens, sameWord } from '../vocabulary/kinds.js';

/** The trace's name of the rule, also how the day-of-the-block rule knows the work is said to be due. */
export const NAMED_DUE = 'named-work-said-due';

export interface NamedDue {
  title: string;
  index: number;
  end: number;
}

// One bounded run of blanks on each side of the verb: no nested quantifier over the line.
const SAID_DUE = /\s{1,3}(?:is|are)\s{1,3}due\b|\s{1,3}due\s*[!.*_]*\s*$/i;
// The names before the verb are parted by a comma or an "and".
const PARTS = /\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i;

/** Whether `part` is the component's name: the same content words, each in the other (plurals and stems alike). */
function names(part: string, title: string): boolean {
  const a = contentTokens(part);
  const b = contentTokens(title);
  if (!a.length || a.length !== b.length) return false;
  return a.every((t) => b.some((u) => sameWord(t, u) || sameWord(`${t}s`, u) || sameWord(t, `${u}s`)));
}

/** The components a line opens with and says are due; none unless every name before the verb is one of theirs. */
export function namedDue(text: string, components: readonly string[]): NamedDue[] {
  if (!components.length) return [];
  const said = SAID_DUE.exec(text);
  if (!said) return [];
  const lead = /^[^\p{L}\p{N}]*/u.exec(text)![0].length;
  const clause = text.slice(lead, said.index);
  if (!clause.trim() || clause.length > 120) return [];
  const out: NamedDue[] = [];
  let at = lead;
  for (const piece of clause.split(PARTS)) {
    const index = text.indexOf(piece, at);
    const part = piece.replace(/[\s*_]+$/, '');
    const hits = components.filter((c) => names(part, c));
    if (hits.length !== 1 || index < 0) return [];
    out.push({ title: hits[0]!, index, end: index + part.length });
    at = index + piece.length;
  }
  return out;
}
