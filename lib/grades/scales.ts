// Grade scales: how a course percent becomes what the student's school reports.
// Letter scales map a percent to a letter by cut-offs (adjustable per course, since many
// universities leave the percentages to each course) and the letter to grade points; the
// percentage scale reports the average alone.
import { LETTERS, type GradeScaleName, type Letter, type LetterCutoffs } from '../../schemas/grade-scales.js';

export { LETTERS };
export type { GradeScaleName, Letter, LetterCutoffs };

export interface GradeScale {
  name: GradeScaleName;
  /** Letter → grade points; null for a scale without letters. */
  points: Readonly<Record<Letter, number>> | null;
  /** Letter → lowest percent earning it, used when the course sets none. */
  cutoffs: LetterCutoffs | null;
  /** Decimals the percent is rounded to (half up) before it is compared with the cut-offs. */
  decimals: number;
}

/** Lowest percent of each letter in the common Ontario table (DESIGN §7); F is everything below D-. */
const COMMON_CUTOFFS: LetterCutoffs = {
  'A+': 90,
  A: 85,
  'A-': 80,
  'B+': 77,
  B: 73,
  'B-': 70,
  'C+': 67,
  C: 63,
  'C-': 60,
  'D+': 57,
  D: 53,
  'D-': 50,
};

export const SCALES: Readonly<Record<GradeScaleName, GradeScale>> = {
  // The common Ontario conversion (DESIGN §7) with its letters. Whole percents, as the
  // table is printed in whole percents (89.5 → 90 → A+).
  'ontario_4.0': {
    name: 'ontario_4.0',
    points: {
      'A+': 4.0,
      A: 3.9,
      'A-': 3.7,
      'B+': 3.3,
      B: 3.0,
      'B-': 2.7,
      'C+': 2.3,
      C: 2.0,
      'C-': 1.7,
      'D+': 1.3,
      D: 1.0,
      'D-': 0.7,
      F: 0,
    },
    cutoffs: COMMON_CUTOFFS,
    decimals: 0,
  },
  // Concordia's published grade points. It publishes no university-wide percentages (each
  // course outline states its own), so the default cut-offs are the common table and a
  // course sets its own; the percent is compared as shown (2 decimals), since outlines print
  // cut-offs such as 84.5.
  'concordia_4.3': {
    name: 'concordia_4.3',
    points: {
      'A+': 4.3,
      A: 4.0,
      'A-': 3.7,
      'B+': 3.3,
      B: 3.0,
      'B-': 2.7,
      'C+': 2.3,
      C: 2.0,
      'C-': 1.7,
      'D+': 1.3,
      D: 1.0,
      'D-': 0.7,
      F: 0,
    },
    cutoffs: COMMON_CUTOFFS,
    decimals: 2,
  },
  // Waterloo reports averages, not grade points.
  percentage: { name: 'percentage', points: null, cutoffs: null, decimals: 2 },
};

/**
 * The scale a profile's school implies: a free-text school naming Concordia or Waterloo, else
 * the Ontario table (what every account got before scales existed).
 */
export function scaleForSchool(school: string | null): GradeScaleName {
  const s = (school ?? '').toLowerCase();
  if (s.includes('concordia')) return 'concordia_4.3';
  if (s.includes('waterloo')) return 'percentage';
  return 'ontario_4.0';
}

const roundTo = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  // The epsilon keeps 84.995 (stored as 84.99499…) from rounding down.
  return Math.round(n * f + 1e-9) / f;
};

/** The letter and grade points of a percent on a letter scale; nulls on the percentage scale. */
export function letterOf(
  scale: GradeScale,
  percent: number,
  courseCutoffs: LetterCutoffs | null,
): { letter: Letter | null; points: number | null } {
  if (!scale.points) return { letter: null, points: null };
  const cutoffs = courseCutoffs ?? scale.cutoffs!;
  const p = roundTo(percent, scale.decimals);
  // Letters best first; a course may leave some out (no A+ in its scheme), never reorder them.
  const letter = LETTERS.find((l) => l !== 'F' && cutoffs[l] !== undefined && p >= cutoffs[l]!) ?? 'F';
  return { letter, points: scale.points[letter] };
}
