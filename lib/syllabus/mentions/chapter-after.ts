import { MATERIAL_PART } from '../vocabulary/numbers.js';

// (numbered-by-its-chapter) "Homework Chapter 2", "Worksheet Ch. 4", "Quiz Unit 3": a piece of work named for the
// part of the course's material it covers, the number after that word, is the member of that number, as "Chapter 3
// HW" already is. Schedules that set one homework a chapter list them so, each on its own dated row; read as the
// bare noun ("Homework") every row is the same unnumbered work and none is told apart as a member. A range or a
// list of parts ("Quiz Ch. 1 & 2", "Exam Chapter 3-5", "Test Unit 4 or 5") covers several and numbers none.
// Anchored at the start of a short slice, one bounded alternation: linear.
const PART_AFTER = new RegExp(
  String.raw`^\s{1,3}(?:${MATERIAL_PART})\s{0,3}(\d{1,2})(?![\d.:/%])(?!\s{0,3}(?:[-–&,]|and\b|or\b|to\b|through\b)\s{0,3}\d{1,2}(?![/\d]|\.\d))`,
  'i',
);

/**
 * The number of the part of the material named right after the work's noun, and where that number ends, or null.
 * `after` is the text from the noun's end (a cell's rest at most).
 */
export function partAfter(after: string): { number: number; length: number } | null {
  const m = PART_AFTER.exec(after.slice(0, 24));
  return m ? { number: Number(m[1]), length: m[0].length } : null;
}
