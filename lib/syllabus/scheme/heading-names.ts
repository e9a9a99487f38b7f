// A scheme's heading glued to its first component's name ("Assessment Quiz 1", "Évaluation Examen"): a
// heading on a line of its own, right above the first row, is read into that row's name when a reader joins
// lines into a sentence. The heading word names no work: the name is what follows it.
import type { Component } from './layout.js';

const HEADING_WORD =
  /^(?:grading|grades|assessments?|evaluation|évaluation|evaluaci[oó]n|avalia[cç][aã]o|bewertung|pr[üu]fungsleistungen|leistungsnachweise?|valutazione|beoordeling|toetsing|notation)\s+/iu;
/** The name that follows the heading word opens with a capital. (Not a look-ahead in HEADING_WORD: under its `i`
 * flag `\p{Lu}` matches every letter, and "Assessments and evaluations 5%" lost its first word.) */
const CAPITAL = /^\p{Lu}/u;

export function headingFreeNames(components: Component[]): Component[] {
  return components.map((c) => {
    const rest = c.title.replace(HEADING_WORD, '');
    return rest !== c.title && CAPITAL.test(rest) && /\p{L}{2}/u.test(rest) ? { ...c, title: rest } : c;
  });
}
