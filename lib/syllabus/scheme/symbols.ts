// A formula's symbol defined in a sentence rather than a legend: "where TP is the average of the four
// lab reports", "donde TP es el promedio de los cuatro trabajos prácticos (cada uno vale 5%)", "où
// CC est la moyenne des deux contrôles", "wobei K die Klausur ist" is not read (verb last). The
// phrase after the verb names the component, without "the average of" and with its count word.
import type { Line } from '../segment/lines.js';
import { numberWords } from '../vocabulary/numbers.js';

const VERB = String.raw`(?:is|are|es|son|est|sont|ist|sind|[eé])`;
const ARTICLE = String.raw`(?:the|el|la|los|las|le|les|l'|der|die|das|den|o|a|os|as)`;
const AVERAGE = new RegExp(
  String.raw`^(?:${ARTICLE}\s*)?(?:average|mean|sum|total|promedio|media|suma|moyenne|somme|durchschnitt|mittelwert|m[eé]dia)\s+(?:mark\s+|score\s+)?(?:of|over|de|del|des|du|der|da|das|dos)\s+(?:${ARTICLE}\s*)?`,
  'i',
);
const COUNT_WORDS = numberWords(2, 10);

/** Where a sentence says what `symbol` is, as a component name, its count and the words said about it. */
export function definedInSentence(
  symbol: string,
  lines: Line[],
): { title: string; count: number | null; line: number; rest: string } | null {
  const esc = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = new RegExp(String.raw`(?:^|[\s(,;:])${esc}\s+${VERB}\s+`, 'u');
  for (const l of lines) {
    if (l.type === 'blank' || l.type === 'rule' || l.text.length > 600) continue;
    const m = said.exec(l.text);
    if (!m) continue;
    const after = l.text.slice(m.index + m[0].length);
    let phrase = after
      .split(/[,;.(:]|\s(?:y|and|et|und|e)\s/)[0]!
      .trim()
      .replace(AVERAGE, '');
    const first = phrase.split(/\s+/)[0]!.toLowerCase();
    const count = /^\d{1,2}$/.test(first) ? Number(first) : (COUNT_WORDS[first] ?? null);
    if (count !== null) phrase = phrase.slice(first.length).trim();
    phrase = phrase.replace(new RegExp(String.raw`^${ARTICLE}\s+`, 'i'), '');
    if (!/\p{L}{3}/u.test(phrase) || phrase.split(/\s+/).length > 6) continue;
    return { title: phrase[0]!.toUpperCase() + phrase.slice(1), count, line: l.index, rest: after.slice(0, 200) };
  }
  return null;
}
