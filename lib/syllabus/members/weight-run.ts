import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { wordTable } from '../vocabulary/table.js';
// Unequal weights of several exams given in one run of figures ("two midterms and one final exam, with
// weights 8/10/12", "midterms and final weighted 25%/25%/30%"): the members take those figures in the
// order the sentence names them (midterms first, then the final), as shares of the component's weight.
// Only a run on a line naming both the midterms and the final, of exactly as many figures as members.
const RUN =
  /\bweight(?:s|ed|ings?)?\s+(?:of\s+|are\s+|is\s+|at\s+)?(\d{1,3}(?:\.\d{1,2})?%?(?:\s?\/\s?\d{1,3}(?:\.\d{1,2})?%?){1,11})/i;

const COUNT: Readonly<Record<string, number>> = wordTable({ ...englishNumbers(2, 4), '2': 2, '3': 3, '4': 4 });
const MIDTERMS = new RegExp(String.raw`\b(${englishNumberPattern(2, 4)}|[234])\s+mid-?\s?terms?\b`, 'i');

/**
 * The figures of an "a/b/c" weight run for n exams (midterms, then the final), or null. When the outline
 * names one midterm only by its kind, the sentence's own count ("two midterms and one final") may say how
 * many there are: n is then that count plus the final.
 */
export function examWeightRun(raw: string[], n: number | 'stated'): { figures: number[]; midterms: number } | null {
  let found: { figures: number[]; midterms: number } | null = null;
  for (const line of raw) {
    if (line.length > 400 || !/\bmid-?\s?terms?\b/i.test(line) || !/\bfinal\b/i.test(line)) continue;
    const m = RUN.exec(line);
    if (!m) continue;
    const figures = m[1]!.split('/').map((f) => Number(f.replace('%', '').trim()));
    const stated = MIDTERMS.exec(line);
    const want = n === 'stated' ? (stated ? COUNT[stated[1]!.toLowerCase()]! + 1 : 0) : n;
    if (figures.length !== want || figures.some((f) => !(f > 0))) continue;
    // Two different runs for the same exams leave the order in doubt.
    if (found && found.figures.join('/') !== figures.join('/')) return null;
    found = { figures, midterms: want - 1 };
  }
  return found;
}

/** The component's weight shared in the run's proportions (the run may be the shares or their ratio). */
export function splitByRun(total: number, run: number[]): number[] {
  const sum = run.reduce((s, f) => s + f, 0);
  return run.map((f) => Math.round(((total * f) / sum) * 10000) / 10000);
}
