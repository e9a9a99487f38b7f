// Features of the lines that could state a component of the grading scheme, for the learned proposer
// (./learned-lines.ts). A candidate is a line carrying a share figure: a percent or points (the figures the
// constraint finder reads, ./shares.ts figuresOfLine; fractions are percents once the clean stage is done), or
// a bare number closing a line that names something ("Final exam   30"). Each feature is a number computed
// from the line and a bounded window around it, so the whole page costs linear time.
import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';
import { classify } from '../vocabulary/kinds.js';
import { speaksOfGrading } from '../vocabulary/units.js';
import { tidyTitle } from './layout.js';
import { figuresOfLine, labelScore } from './shares.js';

export interface FigureLine {
  /** 0-based index of the line. */
  line: number;
  value: number;
  unit: '%' | 'pt' | 'bare';
  /** Where the figure stands on the line (the name is the line without it). */
  index: number;
  end: number;
  /** How many share figures the line holds. */
  figures: number;
  /** The line's name: its text without the figure and markup. */
  title: string;
}

/** The longest line read (longer ones are prose, not a scheme's row). */
const MAX_LINE = 400;
// A bare number closing a line ("Quizzes .......... 20", "| Final | 30 |"), not a year, a time or a page range.
const BARE_END = /(?<![\d.,/:–-])(\d{1,3}(?:\.\d{1,2})?)[\s|*_)\].]{0,8}$/;
const LETTERS = /\p{L}{2}/u;

/** The candidate lines of a page, in order. */
export function figureLines(raw: readonly string[]): FigureLine[] {
  const out: FigureLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const text = raw[i]!;
    if (text.length > MAX_LINE || !/\d/.test(text)) continue;
    const figures = figuresOfLine(text).filter((f) => f.value > 0 && f.value <= 1000);
    let pick: { value: number; unit: FigureLine['unit']; index: number; end: number } | undefined =
      figures.find((f) => f.unit === '%') ?? figures[0];
    if (!pick) {
      const m = BARE_END.exec(text);
      if (!m || !LETTERS.test(text.slice(0, m.index))) continue;
      const value = Number(m[1]);
      if (!(value > 0 && value <= 500)) continue;
      pick = { value, unit: 'bare', index: m.index, end: m.index + m[0].length };
    }
    out.push({ line: i, ...pick, figures: Math.max(1, figures.length), title: nameOf(text, pick.index, pick.end) });
  }
  return out;
}

/** A line's name: the words before its figure (else after it), without markup, stray brackets and end marks. */
function nameOf(text: string, index: number, end: number): string {
  const before = text.slice(0, index);
  const words = LETTERS.test(before) ? before : text.slice(end);
  return tidyTitle(words.replace(/[|*_#>]+/g, ' '))
    .replace(/^[\s,;:.)\]]+|[\s,;:([]+$/g, '')
    .replace(/^([^(]*)\)$/, '$1')
    .trim();
}

export const LINE_FEATURES = [
  'percent',
  'points',
  'bare',
  'logValue',
  'roundValue',
  'startsWithFigure',
  'endsWithFigure',
  'figuresOnLine',
  'labelScore',
  'kindNamed',
  'titleWords',
  'gradingOnLine',
  'gradingAbove',
  'headingGrading',
  'figureLinesNear',
  'addsToWhole',
  'runLength',
  'logLength',
  'listMarkup',
  'tableMarkup',
  'position',
  'dateWords',
  'timeWords',
  'extraCredit',
  'lateOrPenalty',
  'gradeScale',
  'totalLine',
  'eachWord',
] as const;

const DATE_WORDS = new RegExp(
  String.raw`\b(?:${MONTH_ABBREVIATIONS})[a-z]{0,6}\.?\s{0,2}\d{1,2}\b|\b(?:${WEEKDAY_ABBREVIATIONS})[a-z]{0,6}\b|\b\d{1,2}\/\d{1,2}\b|\bweek\s?\d`,
  'i',
);
const TIME_WORDS = /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?[ap]\.?m\b|\bmidnight\b|\bnoon\b/i;
const EXTRA = /\bextra[- ]credit\b|\bbonus\b/i;
const LATE = /\blate\b|\bpenalt|\bdeduct|\blose\b|\blower(?:ed)?\b|\breduc/i;
const GRADE_SCALE =
  /(?:^|[\s|*(])[A-F][+-]?(?=[\s|:*),=]).{0,40}?\d{2,3}(?:\.\d{1,2})?\s?%?\s?(?:-|–|to|and)\s?\d{2,3}/;
export const TOTAL = /^[\s|*#>_-]{0,6}(?:total|sum|overall)\b/i;
const LIST = /^\s{0,12}(?:[-*+•·o]\s|\d{1,2}[.)]\s|[a-z][.)]\s|[ivx]{1,4}[.)]\s)/i;
const HEADING = /^\s{0,3}#{1,6}\s|^\s{0,3}\*\*[^*]{2,80}\*\*:?\s*$|^[^a-z\n]{4,60}$|^.{2,50}:\s*$/;
/** How far a run of figure lines may be broken (blank lines, notes under a row). */
const RUN_GAP = 3;
/** The longest run searched for a sub-run making the whole (bounds the quadratic search). */
const RUN_CAP = 60;
/** How far above a line a word of grading or a heading is looked for. */
const ABOVE = 15;
const HEADING_ABOVE = 40;

/** The page's stated totals ("Total 500 points", "Total: 100%"): what a run of points may add to. */
export function statedTotals(raw: readonly string[], figures: readonly FigureLine[]): Set<number> {
  const out = new Set<number>([100]);
  for (const f of figures) if (TOTAL.test(raw[f.line]!) && f.unit !== '%') out.add(f.value);
  return out;
}

/** Runs of figure lines close together and of one unit family (percents, or points and bare numbers). */
export function runsOf(figures: readonly FigureLine[], gap = RUN_GAP): FigureLine[][] {
  const runs: FigureLine[][] = [];
  let run: FigureLine[] = [];
  for (const f of figures) {
    const last = run[run.length - 1];
    if (last && (f.line - last.line > gap || (f.unit === '%') !== (last.unit === '%') || run.length >= RUN_CAP)) {
      runs.push(run);
      run = [];
    }
    run.push(f);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Whether a sum makes the whole: 100 within a point, or a stated total. */
export function makesWhole(sum: number, unit: FigureLine['unit'], totals: ReadonlySet<number>): boolean {
  if (Math.abs(sum - 100) <= 1) return true;
  return unit !== '%' && totals.has(Math.round(sum * 100) / 100);
}

/** One row of LINE_FEATURES per figure line. */
export function lineFeatures(raw: readonly string[], figures: readonly FigureLine[]): number[][] {
  const totals = statedTotals(raw, figures);
  // Lines that belong to a sub-run (two lines or more, non-total) making the whole, and each line's run length.
  const whole = new Set<number>();
  const runLength = new Map<number, number>();
  for (const run of runsOf(figures)) {
    const rows = run.filter((f) => !TOTAL.test(raw[f.line]!));
    for (const f of run) runLength.set(f.line, rows.length);
    for (let a = 0; a < rows.length; a++) {
      let sum = 0;
      for (let b = a; b < rows.length; b++) {
        sum += rows[b]!.value;
        if (b > a && makesWhole(sum, rows[a]!.unit, totals)) for (let k = a; k <= b; k++) whole.add(rows[k]!.line);
        if (sum > 1000) break;
      }
    }
  }
  // The nearest line above (within ABOVE) that speaks of grading, and the nearest heading (within HEADING_ABOVE).
  let lastGrading = -1_000;
  let lastHeading = -1_000;
  let headingGrades = false;
  const gradingAt: number[] = [];
  const headingAt: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    gradingAt.push(lastGrading);
    headingAt.push(i - lastHeading <= HEADING_ABOVE && headingGrades ? 1 : 0);
    const text = raw[i]!.length > MAX_LINE ? raw[i]!.slice(0, MAX_LINE) : raw[i]!;
    if (speaksOfGrading(text)) lastGrading = i;
    if (text.trim() && HEADING.test(text)) {
      lastHeading = i;
      headingGrades = speaksOfGrading(text);
    }
  }
  let k = 0;
  return figures.map((f, n) => {
    const text = raw[f.line]!;
    while (k < figures.length && figures[k]!.line < f.line - 5) k++;
    let near = 0;
    for (let j = k; j < figures.length && figures[j]!.line <= f.line + 5; j++) if (j !== n) near++;
    const before = text.slice(0, f.index).replace(/[\s|*_#>.:\-–—•]+/g, '');
    const after = text.slice(f.end).replace(/[\s|*_.)\]]+/g, '');
    const distance = f.line - gradingAt[f.line]!;
    return [
      f.unit === '%' ? 1 : 0,
      f.unit === 'pt' ? 1 : 0,
      f.unit === 'bare' ? 1 : 0,
      Math.log1p(f.value),
      f.value % 5 === 0 ? 1 : 0,
      before.length === 0 ? 1 : 0,
      after.length === 0 ? 1 : 0,
      Math.min(f.figures, 6),
      labelScore(f.title),
      classify(f.title) === 'other' ? 0 : 1,
      Math.min(f.title ? f.title.split(/\s+/).length : 0, 20),
      speaksOfGrading(text) ? 1 : 0,
      distance <= ABOVE ? 1 / (1 + distance) : 0,
      headingAt[f.line]!,
      Math.min(near, 10),
      whole.has(f.line) ? 1 : 0,
      Math.min(runLength.get(f.line) ?? 1, 20),
      Math.log1p(text.length),
      LIST.test(text) ? 1 : 0,
      text.includes('|') ? 1 : 0,
      raw.length > 1 ? f.line / (raw.length - 1) : 0,
      DATE_WORDS.test(text) ? 1 : 0,
      TIME_WORDS.test(text) ? 1 : 0,
      EXTRA.test(text) ? 1 : 0,
      LATE.test(text) ? 1 : 0,
      GRADE_SCALE.test(text) ? 1 : 0,
      TOTAL.test(text) ? 1 : 0,
      /\beach\b|\bper\b|@/i.test(text) ? 1 : 0,
    ];
  });
}
