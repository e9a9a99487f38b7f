// Term seasons in the languages outlines are written in ("Automne 2014", "Otoño 2025",
// "Wintersemester 2026/27", "Semestre de primavera"), each read as the English season whose months
// it covers. A fixed word list; the regex source has no nested quantifiers.
import { wordTable } from '../vocabulary/table.js';

const WORDS: Readonly<Record<string, 'fall' | 'winter' | 'spring' | 'summer'>> = wordTable({
  fall: 'fall',
  autumn: 'fall',
  automne: 'fall',
  otono: 'fall',
  outono: 'fall',
  herbst: 'fall',
  autunno: 'fall',
  winter: 'winter',
  hiver: 'winter',
  invierno: 'winter',
  inverno: 'winter',
  wintersemester: 'fall',
  spring: 'spring',
  printemps: 'spring',
  primavera: 'spring',
  fruhling: 'spring',
  frühling: 'spring',
  summer: 'summer',
  ete: 'summer',
  été: 'summer',
  verano: 'summer',
  verao: 'summer',
  verão: 'summer',
  sommer: 'summer',
  sommersemester: 'spring',
});

/** Regex source of one season word (a capture group). A German winter semester starts in October, like a fall term. */
export const SEASON_SOURCE = `(${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
  .replace('otono', 'oto[nñ]o')})`;

/** The English season a season word stands for. */
export function seasonOf(word: string): 'fall' | 'winter' | 'spring' | 'summer' | null {
  const w = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return WORDS[w] ?? WORDS[word.toLowerCase()] ?? null;
}
