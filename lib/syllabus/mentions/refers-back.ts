// (bare-noun-refers-back) A paragraph led by a numbered piece of work, its deadline in a later sentence that names
// the work again by a bare noun of its kind:
//   Think Paper 2 - Brief writeup on how and why you expected the town to differ from the
//   region as a whole. Include your data. Assignment due Thursday, May 9.
//   Homework Assignment #2: What are the resources that students have today? Be specific.
//   Essays are due by e-mail to the two instructors by Saturday, April 12.
// "Assignment", "Essays", "This paper" there is the numbered work the paragraph is about, not other work: the
// paragraph's subject stays, and the deadline is its member's. Only a bare noun (no number, no modifier of its own
// beyond "this", "the", "each", "your") of handed-in work refers back; an exam, a quiz or a named other work
// ("Final paper", "Exam 2") changes the subject as before. Work named after the sentence's "due" ("This paper will be
// due Tuesday, May 14. (… since there's a test on Monday …)") is in a remark of its own and does not count.
import { classify, contentTokens } from '../vocabulary/kinds.js';

interface Named {
  title: string;
  number: number | null;
  index: number;
}

const DUE = /\bdue\b/i;

/** The works the sentence names before its first "due" (all of them when it has none). */
export function beforeDeadline<T extends Named>(sentence: string, found: readonly T[]): T[] {
  const at = DUE.exec(sentence)?.index;
  return at === undefined ? [...found] : found.filter((f) => f.index < at);
}

// Handed-in work a numbered member may be called again by its bare noun; sittings (exams, tests, quizzes) never.
const HANDED_IN = new Set<string>(['assignment', 'project', 'lab']);
// Words that point back and add nothing of their own.
const POINTING = /^(?:this|that|these|those|the|each|every|your|all|its|their|an?)$/i;

/** Whether every work the sentence names is the numbered subject named again by a bare noun. */
export function refersBack(subject: Omit<Named, 'index'>, found: readonly Omit<Named, 'index'>[]): boolean {
  if (subject.number === null || !found.length) return false;
  return found.every((f) => {
    if (f.number !== null) return false;
    const words = f.title.split(/\s+/).filter((w) => !POINTING.test(w));
    if (words.length !== 1 || contentTokens(words[0]!).length !== 1) return false;
    const kind = classify(f.title);
    return HANDED_IN.has(kind) && HANDED_IN.has(classify(subject.title));
  });
}
