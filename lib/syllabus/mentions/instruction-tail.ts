// (instructions-after-the-dash) "Homework Assignment #4 - Each student will be assigned to one of two",
// "Think Paper 6 - In what ways was the simulation like a real city?", "Think Paper 3 - Write 2-page paper about …":
// after a numbered work's dash the outline goes on with what to do, not with the work's name. A topic ("Essay 1 -
// Industrial Workers and the Labor Movement", "Paper #3 - Interview and write-up") names the member and stays in
// its title; a tail that holds a word of a sentence addressed to the student (a pronoun, an auxiliary verb, a
// question word, a task's own verb) is instructions, and the title is the name and number alone.
// One bounded alternation of plain words: linear.
const SENTENCE_WORD =
  /(?:^|\s)(?:will|should|must|shall|can|you|your|we|our|student|students|each|is|are|was|were|what|how|why|which|write|answer|describe|explain|discuss|read|choose)(?=[\s,.?!;]|$)/i;

/** Whether the words after a numbered work's dash are instructions to the student rather than the work's topic. */
export function instructs(described: string): boolean {
  return SENTENCE_WORD.test(described);
}
