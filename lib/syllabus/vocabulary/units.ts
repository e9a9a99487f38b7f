// The words outlines use for the unit of a grading figure, in the languages they are written in.
// A table column headed by one ("Punkte", "Puntos", "Pondération", "Marks") holds bare figures in
// that unit, and so does a list under a caption that states its total ("Total 200 marks",
// "insgesamt 100 Punkte"). Word lists, not patterns over the text: each test runs on one short cell.

/** Points, marks and their translations: figures out of a points total. */
const POINT_WORDS = [
  'points?',
  'pts\\.?',
  'marks?',
  // German, Spanish, Portuguese, Italian, French (points is shared)
  'punkte?',
  'pkt\\.?',
  'puntos?',
  'puntaje',
  'puntuaci[oó]n',
  'pontos?',
  'pontua[cç][aã]o',
  'punti',
  'bar[eè]me',
];

/** Percentages and the words for a share of the grade. */
const PERCENT_WORDS = [
  '%',
  'percent(?:age)?',
  'weight(?:ing|age)?s?',
  'worth',
  'value',
  'gewicht(?:ung)?',
  'anteil',
  'prozent',
  'ponderaci[oó]n',
  'porcentaje',
  'peso',
  'pourcentage',
  'pond[ée]ration',
  'poids',
  'percentuale',
];

const POINT_UNIT = new RegExp(`^(?:${POINT_WORDS.join('|')})$`, 'i');

/**
 * A column header that names the unit of its figures, optionally with the unit in parentheses
 * ("Points", "Weight (%)", "Punkte", "Pondération (%)"). Group 1 holds the unit in parentheses.
 */
export const UNIT_HEADER = new RegExp(
  `^(?:${[...POINT_WORDS, ...PERCENT_WORDS].join('|')})(?![\\p{L}])(?:\\s*\\(\\s*(%|points?|pts|marks|punkte|puntos|pontos)\\s*\\))?\\s*$`,
  'iu',
);

/** Whether a unit word (a header, or its parenthesised unit) counts points rather than percent. */
export const isPointUnit = (word: string) => POINT_UNIT.test(word.trim());

// "EVALUATION SCHEME (Total 200 marks)", "insgesamt 100 Punkte", "sobre 100 puntos", "(100 marks)".
const STATED = new RegExp(`(?<![\\d.,])(\\d{2,4})\\s*(${POINT_WORDS.join('|')}|%)(?![\\p{L}])`, 'iu');

/** The points total a caption line states, with its unit, if it names one. */
export function captionTotal(line: string): { total: number; unit: '%' | 'pt' } | null {
  const m = STATED.exec(line);
  if (!m) return null;
  return { total: Number(m[1]), unit: m[2] === '%' ? '%' : 'pt' };
}

// "% of grade", "Percent of final grade", "Weight (%)", "Percentage": a caption naming the share of the
// grade as its unit, with no total of its own (the figures under it then make the whole, 100).
const PERCENT_CAPTION = new RegExp(
  `^[\\s*_#>|]*(?:${PERCENT_WORDS.join('|')})(?:\\s*\\(\\s*%\\s*\\))?(?:\\s+of\\s+(?:the\\s+)?(?:final\\s+|course\\s+|total\\s+)?(?:grade|mark|note|score))?[\\s*_:|]*$`,
  'iu',
);

/** Whether a caption line names the percent of the grade as the unit of the figures under it. */
export const isPercentCaption = (line: string) => line.length <= 60 && PERCENT_CAPTION.test(line);

// "Share of Course Grade", "Share of the final grade": a table column's caption naming the share of the grade.
const SHARE_CAPTION = /^[\s*_|]*share\s+of\s+(?:the\s+)?(?:final\s+|total\s+)?(?:course\s+)?(?:grade|mark)[\s*_:|]*$/i;

/** Whether a table's column caption names the share of the grade as the unit of the figures under it. */
export const isShareColumnCaption = (cell: string) => isPercentCaption(cell) || SHARE_CAPTION.test(cell);

/**
 * The words of grading, in the languages read: a weighting near one of them is a grade's ("Grading", "20
 * points", "Bewertung", "calificación"). "%", "percent" and "worth" are not among them: statistics and a survey's
 * "money's worth" use them too.
 */
const GRADING_WORDS = [
  'grad(?:e|es|ed|ing)',
  'marking',
  'assessments?',
  'assessed',
  'evaluat(?:ion|ions|ed)',
  '(?:course )?requirements?',
  'weight(?:ing|ed|s)?',
  'credit',
  ...POINT_WORDS,
  'notas?',
  'notes?',
  'noten',
  'benotung',
  'bewertung',
  'leistungsnachweis',
  'gewichtung',
  'calificaci[oó]n(?:es)?',
  'evaluaci[oó]n',
  'ponderaci[oó]n',
  '[ée]valuation',
  'notation',
  'pond[ée]ration',
  'avalia[cç][aã]o',
  'valutazione',
  'voto',
  'beoordeling',
  'cijfers?',
];
const GRADING = new RegExp(`(?<![\\p{L}])(?:${GRADING_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/** Whether a line speaks of grading (see GRADING_WORDS). */
export const speaksOfGrading = (line: string) => GRADING.test(line);
