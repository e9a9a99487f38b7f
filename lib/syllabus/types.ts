// Shapes shared by the syllabus parser's stages. The parser works in the outline's own
// local time (outlines name no time zone); the route turns that into UTC for the caller.

// The eight kinds SPEC names, from the one Assessment schema.
import { ASSESSMENT_KINDS } from '../../schemas/assessments.js';

export const KINDS = ASSESSMENT_KINDS;
export type Kind = (typeof KINDS)[number];

/** A calendar day with an optional wall-clock time, as printed in the outline. */
export interface LocalDue {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24-hour) when the outline gives a time of day, else null (an all-day deadline). */
  time: string | null;
}

export interface ParsedAssessment {
  title: string;
  kind: Kind;
  due: LocalDue | null;
  /** Percentage of the final grade. */
  weight: number;
  /** 0–1: how sure the reader is of this item (its scheme, its own weight, its kind). */
  confidence: number;
  /**
   * 0–1: how likely the item's due day is right; null when it has no date. The reader sets a first value (a date
   * printed beside the item, one from a schedule row, or none); the calibration stage replaces it.
   */
  dueConfidence?: number | null;
}

export interface SyllabusReading {
  items: ParsedAssessment[];
  /** What the reader is unsure of, for the student to confirm ("Weights add to 80, not 100."). */
  warnings: string[];
  /** The grading scheme the reader chose, one entry per component (for the eval and the trace; not in the response). */
  scheme?: SchemeComponent[];
  /** Dated deliverables found in the outline but not placed in the scheme, for the student to add in one tap. */
  unplaced?: Unplaced[];
  /** Set when the reader failed inside: the answer holds what was found before (or nothing) and a warning. */
  failure?: unknown;
}

/** A dated deliverable the reader found but could not place in the scheme. */
export interface Unplaced {
  title: string;
  due: LocalDue;
  /** 0-based line it was read from, and that line's text (trimmed, at most 200 characters). */
  line: number;
  source: string;
}

/** One component of the chosen grading scheme: its title, its share of the grade, the 0-based line it was read from. */
export interface SchemeComponent {
  title: string;
  weight: number;
  line: number;
}

export interface ParseOptions {
  /** The course code, if known; its digits are never taken for item numbers. */
  courseCode?: string;
  /** Year used for dates without one when the outline names no term (defaults to the current UTC year). */
  fallbackYear?: number;
  /** Called with one line per decision (which rule produced, changed or dropped a candidate): the eval's `--trace`. */
  trace?: (step: string) => void;
}

/** A figure to two decimals, as the reader reports confidences and prints weights in its trace. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** An item before the reader has judged its confidence (the merge and deadline stages work on these). */
export type DraftAssessment = Omit<ParsedAssessment, 'confidence' | 'dueConfidence'>;

/**
 * What one reading carries from stage to stage (see ./index.ts for their order). A stage reads what the
 * stages before it set and sets its own part; a stage that sets `answer` ends the reading there.
 */
export interface Work {
  readonly source: string;
  readonly options: ParseOptions;
  readonly trace?: (step: string) => void;
  /** The outline after the clean stage's rules. */
  text: string;
  /** Its lines as typed by the segment stage, and as written. */
  lines: import('./segment/lines.js').Line[];
  raw: string[];
  term: import('./calendar/dates.js').Term;
  scheme?: import('./scheme/choose.js').Chosen;
  /** The layout reader's candidate, chosen or not: a table that weighs one component's members stays useful. */
  layout: import('./scheme/layout.js').Component[];
  components: import('./scheme/layout.js').Component[];
  /** What the outline says under each component's line, by component. */
  details: string[];
  weighted: (import('./members/memberweights.js').MemberWeights | null)[];
  aliases: Map<string, string>;
  mentions: import('./mentions/schedule.js').Mention[];
  merged: DraftAssessment[];
  items: ParsedAssessment[];
  /** What the reader had found when a later stage failed (the scheme's components, undated). */
  found: { items: ParsedAssessment[]; scheme?: SchemeComponent[] };
  /** The answer, once a stage has it. */
  answer?: SyllabusReading;
}

/** One stage of the reader: a name (for the trace) and what it does to the work. */
export interface Stage {
  name: string;
  run(work: Work): void;
}

/** A rule of the clean stage: one rewrite of the whole text, with one purpose. */
export interface TextRule {
  name: string;
  apply(text: string): string;
}
