// The grading scheme found by constraint rather than by layout: every mention of a graded share
// anywhere in the outline (table cells, list items, prose, wrapped lines, side-by-side columns)
// becomes a candidate with the words that name it; runs of neighbouring candidates are scored as
// a whole (their shares add up to 100 % or to a stated points total, their labels read like graded
// work, they sit under a grading-like heading) and the best run is the scheme. Look-alikes (letter
// grade cut-offs, ranges, late penalties, per-day deductions, hours) never become candidates.
// Everything here runs in linear time on bounded lines: scans use indexOf and regexes without
// nested unbounded quantifiers.
import { REMAINDER_VERB_MORE } from './remainder-verbs.js';
import { ASSESSMENT_NOUN, classify, hasNameLetters } from '../vocabulary/kinds.js';
import { isPenaltyOrCap } from './lookalike.js';
import { blockOrientation, hasThirdColumn, trailingCells, wrappedNameAbove } from './flattened.js';
import { countedEarlier } from './counted-earlier.js';
import { cutAtExtraCredit } from './extra-credit.js';
import { soleExam, type Component } from './layout.js';
import { listedShares } from './listed-shares.js';
import { listedPoints, SHARED_FIGURE, SPELLED_FIGURE } from './listed-points.js';
import { namesThenFigures } from './names-then-figures.js';
import { restatesEarlierScheme } from './variant-schemes.js';
import { SHAPED_BY, sectionShares } from './section-shares.js';
import { namesRecipient } from './recipient.js';
import { totalledRows } from './totalled-column.js';
import { withoutWorkPhrases } from './work-phrases.js';
import { percentFirstRows } from './percent-first-rows.js';
import { restatesRun } from './repeated-rows.js';
import { expandSubtotals } from './subtotals.js';
import { figureFirstLines } from './figure-first-lines.js';
import { sharesNamedNear } from './named-near.js';
import { namesGradeBand } from './grade-band.js';
import { listItemName, numberedItemName } from './numbered-item-name.js';
import { englishNumberPattern, englishNumbers, ORDINAL_WORDS, PAGE_LENGTH } from '../vocabulary/numbers.js';
import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';

export interface Share {
  value: number;
  unit: '%' | 'pt';
  /** Members the statement itself counts ("two mid-terms 20% each" → 2). */
  count: number | null;
  /** "Each hourly exam = 30%": a per-item figure whose count the outline states elsewhere, if at all. */
  perItem?: boolean;
  /** "essays 15% each" with no count near it (open-each-in-prose): closed only by a run of its whole stream. */
  openInProse?: boolean;
  /** "Quizzes (4 @ 25 pts)" (count-at-figure): in points, it makes a whole only with a stated total. */
  atCount?: boolean;
  title: string;
  /** The text around the share (may hold its own date). */
  rest: string;
  line: number;
  /** Order of the stream the share was read in (a column of a block, or a paragraph). */
  stream: number;
  /** How well the label reads as graded work (0–1). */
  labelScore: number;
  bonus: boolean;
  total: boolean;
  /** Named by the graded work near its figure, read by no other rule (share-named-near-figure). */
  near?: boolean;
  /** "There are 12 checks, each worth 1%": the count its clause gives work of a name the finder does not know. */
  countedBefore?: number;
  /** It sits in a paragraph that opens with a short label of its own ("2. _Exam_. …"): a section of a scheme. */
  paragraph?: boolean;
  /** The named rule that read it, where one rule alone did (for the trace). */
  rule?: string;
}

/** What a share takes from its label: the name, capitalised; whether it is extra credit; whether it is the total line. */
function namedBy(title: string): Pick<Share, 'title' | 'bonus' | 'total'> {
  return {
    title: title[0]!.toUpperCase() + title.slice(1),
    bonus: /extra credit|bonus/i.test(title),
    total: /^total\b/i.test(title),
  };
}

export interface ShareScheme {
  components: Component[];
  /** 0–1: how sure the finder is that this is the outline's scheme. */
  confidence: number;
  sum: number;
}

// A figure and its unit. The lookbehind keeps "30-50%" and "4.5%" whole.
const FIGURE = /(?<![\d.,/-])(\d{1,4}(?:\.\d{1,2})?)\s?(%|percent\b|per cent\b|pts?\b\.?|points?\b|marks?\b)/gi;

/** The share figures one line holds (a percent, or points and marks), in order: what the learned proposer reads. */
export function figuresOfLine(text: string): { value: number; unit: '%' | 'pt'; index: number; end: number }[] {
  return [...text.matchAll(FIGURE)].map((m) => ({
    value: Number(m[1]),
    unit: m[2]!.startsWith('%') || /^per/i.test(m[2]!) ? '%' : 'pt',
    index: m.index,
    end: m.index + m[0].length,
  }));
}
const NOUN = new RegExp(
  String.raw`\b${ASSESSMENT_NOUN}\b|\b(?:participation|attendance|clickers?|iclickers?|discussions?|forums?|memos?|portfolios?|journals?|blogs?|responses?|activities|activity|contributions?|engagement|analys[ie]s|documentation|trailer|reviews?|posters?|notebooks?|tutorials?|seminars?|readings?|writing|case stud(?:y|ies)|simulations?|problems?|sets?|in-class|professionalism|peer|critiques?|deliverables?|milestones?|demos?|reflections?|sections?|work|evaluations?|exams?)\b`,
  'i',
);
// "students" marks a statistic ("90% of students", "students scoring above 80%"), not the students a share is
// set for (students-who-do-the-work): "the paper for all students will count 40%", "graduate students: a term paper 40%".
// (lowered-by-is-a-penalty) "an absence will lower your grade by 50 points": what a grade is lowered by is no share.
const NOT_A_SHARE =
  /\b(?:late|penalt\w*|deduct\w*|per day|each day|reduc\w*|curve\w*|cut-?offs?|threshold|at least|at most|minimum|maximum|no more than|or (?:higher|better|above|more|less|below)|above|below|(?<!-)hours?|hrs|minutes|(?<!\b(?:graduate|undergraduate|all|for)\s)students|of (?:all )?(?:the )?students|class average|mean|median|accuracy|chance|probability|discount|interest|rate|tax|return|growth|margin|off\b|lose|loss|extra credit|bonus|plagiari\w*|similarity|match|capped|cap|lower(?:s|ed)?\s+(?:your|the|a|their)\s+(?:\w+\s+){0,2}grade\s+by)\b/i;
const GRADE_CONTEXT =
  /(?:^|[\s(=:])(?:[A-F][+-]?)(?:\s*[=:(]|\s*$|\s+\d)|\b(?:letter grade|grade scale|grading scale|scale)\b/;
const HEADINGISH =
  /\b(?:grad(?:e|es|ing)|evaluation|assessment|assessed|marking|marks?|weight(?:ing|s)?|course (?:grade|requirements)|requirements|calculation|breakdown|components?|determined|computed|based on)\b/i;
const LEAD =
  /^(?:(?:(?:and|or|the|a|an|your|plus|with|of|on|for|from|by|in|to|is|are|will be|be|worth|counts?|count for|accounts? for|weighted|makes up|carries|comprises?|total of|approximately|approx\.?|about|roughly|each)\s+)|[=:\-–—+*•·(),;.]\s*)+/i;
// Words between a name and its figure. "The essay will count for the remaining 20%": "the remaining" places the
// share, it names nothing (rule remaining-in-trail). (verb-a-total-of) "Labs will comprise a total of 10%",
// "Homework worth a total of 30%": the verb and the total are no name. (count-as) "The paper will count as 25%".
// (up-to-in-trail) "The outline will be worth up to 10 points": "up to" bounds the figure; it names nothing.
// Each word run is one token in one way only ("counts for" is "counts" then "for", "approx." is "approx" then
// "."): two ways to split a run made the match, anchored at the end, backtrack exponentially on a long label
// that ends in a word not listed ("approx. approx. … x").
const TRAIL =
  /(?:\s*(?:[=:\-–—(,;.*•·]|\bis\b|\bare\b|\bworth\b|\bwill\s+(?:be|count|determine|account|constitute|represent|contribute|comprise|make\s+up)(?:\s+as)?|\bcover(?:s|ed)?|\b(?:determines?|constitutes?|represents?)|\bcounts?(?:\s+(?:towards?|as))?|\baccounts?\s+for|\bweighted|\bmakes?\s+up|\b(?:will\s+)?(?:compris(?:e|es|ing)|(?:be\s+)?worth|counts?\s+for|accounts?\s+for|makes?\s+up|constitutes?)\s+a\s+total\s+of|\bof\s+(?:the\s+)?(?:final|course|total|overall)\s+grade|\bfor|\bthe\s+(?:remaining|other|last)|\bup\s+to|\bat|\bapprox\w*|\babout|\bcontribut(?:es?|ing)(?:\s+to)?|\btotal(?:ing)?))+\s*$/i;
const WORDS = englishNumbers(1, 12);
/** A count of two to twelve in English words. */
const COUNT_WORD = englishNumberPattern(2, 12);
/** A count that opens a name ("two papers", "5 quizzes"), in the forms the finder strips or reads. */
const COUNT_BEFORE_WORD = new RegExp(String.raw`^(?:\d{1,2}|${COUNT_WORD})\s+(?=\S)`, 'i');
const COUNT_LEAD = new RegExp(String.raw`^(?:\d{1,2}|${COUNT_WORD})\s+`, 'i');
const COUNT_BEFORE_LETTER = new RegExp(String.raw`^(?:\d{1,2}|${COUNT_WORD})\s+(?=\p{L})`, 'iu');
const COUNTED_TITLE = new RegExp(String.raw`^(${COUNT_WORD}|\d{1,2})\s+(?=[A-Za-z])`, 'i');
const COUNTED_BEFORE_COMMA = new RegExp(
  String.raw`\b(\d{1,2}|${COUNT_WORD})\s+((?:[\w-]+\s+){0,2}?${ASSESSMENT_NOUN})\s*,\s*$`,
  'i',
);
const NUMBER_WORD = String.raw`(\d{1,2}|${COUNT_WORD})`;
const COORDINATED = new RegExp(
  String.raw`\b${NUMBER_WORD}\s+((?:[\w-]+\s+){0,3}?${ASSESSMENT_NOUN})\b(?:\s?\([^()\n]{0,40}\))?\s+and\s+(an?|\d{1,2}|${englishNumberPattern(1, 10)})\s+((?:[\w-]+\s+){0,2}${ASSESSMENT_NOUN})\b`,
  'i',
);
const COUNT = new RegExp(String.raw`\b(\d{1,2}|${COUNT_WORD})\b(?:\s+[\w-]+){0,2}\s*$`, 'i');
// "two in-class examinations and one out-of-class paper,", "two exams, mid-term and final, and a major paper": a
// count of works (an apposition or a parenthesis may follow them), then one more work, closing the text given
// ("… and the final are" before "each worth 20%").
const COUNTED_AND_ONE = new RegExp(
  String.raw`\b${NUMBER_WORD}\s+((?:[\w-]+\s+){0,3}?${ASSESSMENT_NOUN})\b(?:\s?\([^()\n]{0,40}\)|,\s[^,.;:()]{1,30},)?,?\s+and\s+(?:an?|one|the)\s+((?:[\w-]+\s+){0,2}${ASSESSMENT_NOUN})\b(?:\s+(?:are|will))?[\s,]*$`,
  'i',
);

// (length-each-is-no-share-each) "two papers of about 10 pages each (80% of the grade)", "Four exercises (2 pages
// each) 20%": an "each" that gives each work's length says nothing of how the share is split.
const LENGTH_EACH = /\b(?:pages?|pp\.?|words?|minutes?|mins?)\s+(?:long\s+)?each\b/gi;
// (each-student-is-no-share-each) "Each student must complete an analysis ... The analysis is worth 30%": an "each"
// that counts the people taking the course says nothing of how many works share the figure.
const PERSON_EACH = /\beach\s+(?:student|person|participant|individual|one\s+of\s+you|of\s+you)\b/gi;

interface Stream {
  text: string;
  starts: number[];
  lines: number[];
  id: number;
  /** The heading alone in the block just above ("EXAMINATIONS:"), when it names a graded work. */
  heading?: string;
}

// (heading-paragraph-section) A short heading alone in its block: "EXAMINATIONS:", "**Term Paper**", "## Quizzes".
const HEADING_ALONE = /^[>#]*\s?[*_]{0,2}(\p{Lu}[\p{L} /&-]{2,40}?)[*_]{0,2} ?:?[*_]{0,2}$/u;

/** "RESEARCH PAPER:" alone, a blank line, then the paragraph that weighs it: the heading, when it names a graded work. */
function headingAlone(line: string): string | undefined {
  const m = HEADING_ALONE.exec(line.trim());
  const name = m ? tidy(m[1]!) : '';
  return name && labelScore(name) >= 1 ? name : undefined;
}

/** Blocks of non-blank lines, each split into columns (cells between "|", tabs or wide gaps). */
function streams(raw: string[]): Stream[] {
  const out: Stream[] = [];
  let id = 0;
  let open = new Map<number, Stream>();
  // The heading alone in the block that closed last, for the block that opens next.
  let heading: string | undefined;
  const close = (byBlank = false) => {
    const only = open.size === 1 ? [...open.values()][0]! : null;
    heading = byBlank && only && only.lines.length === 1 ? headingAlone(only.text) : undefined;
    for (const s of open.values()) out.push(s);
    open = new Map();
  };
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (!line.trim()) {
      if (open.size) close(true);
      continue;
    }
    const cells = splitCells(line);
    // A line of one cell after a table (or a table row after prose) starts a new stream layout.
    if (open.size && (cells.length > 1 !== open.size > 1 || (cells.length > 1 && cells.length !== open.size))) close();
    cells.forEach((cell, k) => {
      let s = open.get(k);
      if (!s) {
        s = { text: '', starts: [], lines: [], id: id++ };
        if (heading && cells.length === 1) s.heading = heading;
        heading = undefined;
        open.set(k, s);
      }
      s.starts.push(s.text.length);
      s.lines.push(i);
      // The line break becomes a soft boundary the label scan stops at.
      s.text += `${cell}\n`;
    });
  }
  close();
  return out.sort((a, b) => a.lines[0]! - b.lines[0]! || a.id - b.id);
}

// The cells of each line, kept while one outline is read: the share readers split every line again (the
// candidates' five readers and the page's totals), and the split is pure. Forgotten after each outline
// (forgetCells, called by readSyllabus), and bounded. Shared: do not modify a line's cells.
const CELLS = new Map<string, readonly string[]>();
const CELLS_MAX = 20_000;

/** Forgets the kept cells: no text of one outline stays in memory after it is read. */
export function forgetCells(): void {
  CELLS.clear();
}

function splitCells(line: string): string[] {
  const kept = CELLS.get(line);
  if (kept) return kept as string[];
  const cells = Object.freeze(cellsOf(line));
  if (CELLS.size >= CELLS_MAX) CELLS.clear();
  CELLS.set(line, cells);
  return cells as string[];
}

function cellsOf(line: string): string[] {
  const parts: string[] = [];
  // Cells end at "|" or a tab, and before a word that follows three spaces or more when the cell holds more than spaces.
  let start = 0;
  let spaces = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 124 || c === 9) {
      parts.push(line.slice(start, i));
      start = i + 1;
      spaces = 0;
      continue;
    }
    if (c === 32) spaces++;
    else {
      if (spaces >= 3 && line.slice(start, i).trim()) {
        parts.push(line.slice(start, i));
        start = i;
      }
      spaces = 0;
    }
  }
  parts.push(line.slice(start));
  const cells = parts
    .map((p) =>
      p
        .replace(/[*_`#>]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => p && !/^[-:=+ ]+$/.test(p));
  return cells.length ? cells : [line.trim()];
}

/** The outline line an offset of a stream falls on (binary search: streams can be long). */
const lineAt = (s: Stream, index: number) => {
  let lo = 0;
  let hi = s.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return s.lines[lo]!;
};

const ENDS_WITH_FIGURE = /\d\s?(?:%|percent|per cent|pts?\.?|points?|marks?)(?:\s+(?:each|apiece|total))?$/i;

/** Whether the line ending at `nl` is a short heading ("Grading", "Course requirements"): no part of a label. */
function isHeadingLine(text: string, nl: number): boolean {
  const line = text.slice(Math.max(0, nl - 40), nl);
  const start = line.lastIndexOf('\n') + 1;
  if (start === 0 && nl > 40) return false;
  const words = line.slice(start).trim().split(/\s+/);
  return words.length <= 3 && HEADINGISH.test(line.slice(start));
}

/** Where the label before a figure begins: the previous figure, a clause mark, or a line start. */
function clauseStart(text: string, from: number, floor: number): number {
  let i = from - 1;
  const stop = Math.max(floor, from - 160);
  // Marks inside a closed parenthesis ("Case summaries (out of 17; excludes the presentation) 10%") end no clause.
  let depth = 0;
  for (; i >= stop; i--) {
    const c = text[i]!;
    if (c === ')') depth++;
    else if (c === '(' && depth > 0) depth--;
    // Nor does a line break inside one ("assignments (one-\nminute papers) worth 5 points each").
    if (depth > 0 && (c === ',' || c === ';' || c === '.' || c === '\n')) continue;
    if (c === ',' || c === ';' || c === '\n' || c === '•' || c === '|') {
      // "Exams 2,3" keeps its comma.
      if (c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
      // "(1) Discussion section Quizzes, Activities: contribute to 15%": names joined by a comma before the
      // label's colon are one label, when the line opens with them.
      if (
        c === ',' &&
        text.slice(i + 1, from).includes(':') &&
        !/[:;.]/.test(text.slice(text.lastIndexOf('\n', i) + 1, i)) &&
        text.slice(i + 1, from).indexOf(':') < 40
      )
        continue;
      // "Second, In-Class Test 22.5%": an ordinal that opens the line is part of the name.
      if (
        c === ',' &&
        /(?:^|\n)\s*(?:first|second|third|fourth|fifth|sixth)$/i.test(text.slice(Math.max(0, i - 12), i))
      )
        continue;
      // A wrapped label ("Participation in Discussion\nForums 25%") continues over a line break
      // when the line above ends without a figure or clause mark.
      // A line that ends with a figure ("2 quizzes @ 20% each", "Labs 50 points") is a whole entry, not a label.
      if (
        c === '\n' &&
        i > stop &&
        /[A-Za-z]$/.test(text.slice(Math.max(stop, i - 1), i)) &&
        /^[a-z]/.test(text.slice(i + 1, i + 2)) &&
        !ENDS_WITH_FIGURE.test(text.slice(Math.max(0, i - 30), i)) &&
        !isHeadingLine(text, i)
      )
        continue;
      // So does a label whose figure was wrapped to the next line ("tutorial participation\n5% and a final …").
      if (
        c === '\n' &&
        i > stop &&
        /[a-z]$/.test(text.slice(Math.max(stop, i - 1), i)) &&
        !text.slice(i + 1, from).trim() &&
        /^[^\n]{0,60}\s(?:and|or)\s/.test(text.slice(from, from + 70))
      )
        continue;
      // So does a date broken after its month ("The exam on June\n22 will account for 25%").
      if (c === '\n' && MONTH_END.test(text.slice(Math.max(stop, i - 10), i)) && /^\d/.test(text.slice(i + 1, i + 2)))
        continue;
      return i + 1;
    }
    if (c === '.' && text[i + 1] === ' ' && /[a-z)]/.test(text[i - 1] ?? '')) return i + 1;
  }
  return Math.max(stop, floor);
}

const OPEN_PHRASE =
  /^\s*(?:of\s+(?:the\s+)?(?:final\s+|course\s+)?grade\s+)?(?:(?:for|on|to|towards?|in|of|the|a|an|your)\s*)+$/i;

function clauseEnd(text: string, from: number, ceil: number): number {
  const stop = Math.min(ceil, from + 120);
  for (let i = from; i < stop; i++) {
    const c = text[i]!;
    // "20% for the\nmidterm test": a line broken before the name the clause has yet to give goes on.
    if (c === '\n' && i - from <= 30 && OPEN_PHRASE.test(text.slice(from, i))) continue;
    // (for-after-name-wraps) "20 percent on your final\nproject.": so does a name after "for"/"on" that the next
    // line goes on with in lower case.
    if (c === '\n' && i - from <= 30 && FOR_WORK.test(text.slice(from, i)) && /^[a-z]/.test(text[i + 1] ?? ''))
      continue;
    if (c === ',' || c === ';' || c === '\n' || c === '|' || c === '(' || c === ')') return i;
    if (c === '.' && (text[i + 1] === ' ' || text[i + 1] === '\n' || i + 1 === text.length)) return i;
  }
  return stop;
}

/** The end of the clause a share sits in, parentheses included ("20% midterm (Oct 3), …"): its own date may be there. */
function restEnd(text: string, from: number, ceil: number): number {
  let depth = 0;
  const stop = Math.min(ceil, from + 160);
  for (let i = from; i < stop; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ',' || c === ';' || c === '\n')) return i;
  }
  return stop;
}

const OF_THE_GRADE =
  /^\s*of\s+(?:the\s+|your\s+)?(?:final\s+|course\s+|overall\s+|total\s+)?(?:grade|mark|score)s?\s+(?:and|while|with|plus)\s+/i;

// "A problem question answer of 1,500 words": the length is no part of the name.
const LENGTH =
  /\s+of\s+(?:no more than\s+|up to\s+|about\s+|approximately\s+)?\d{1,2}(?:,\d{3}|\d{0,3})(?:\s*[-–]\s*\d{1,2}(?:,\d{3}|\d{0,3}))?\s+words\b/i;

/**
 * Where a share's own text ends: its clause, or in a paragraph of prose ("… is allocated to a research
 * essay. … must be submitted by Friday, 4 December") the rest of the paragraph up to the next figure.
 */
function proseRest(text: string, from: number, ceil: number): number {
  const clause = restEnd(text, from, ceil);
  const lineEnd = text.indexOf('\n', from);
  const stop = Math.min(ceil, lineEnd < 0 ? text.length : lineEnd, from + 400);
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  // Prose: a long line, or one of several sentences.
  const prose = stop - lineStart > 200 || /[a-z)]\.\s+[A-Z]/.test(text.slice(from, stop));
  return prose ? Math.max(clause, stop) : clause;
}

const MONTH_END = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;
// "The exam on June 22 will account for 25%": the date is the item's, not part of its name.
const ON_DATE = new RegExp(
  String.raw`\s+(?:on|due)\s+(?:(?:${WEEKDAY_ABBREVIATIONS})[a-z]*,?\s+)?(?:${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b`,
  'i',
);

// "(A) ", "(ii) " after a space or a clause break, "; (2) ", "and (3) ": a list enumerated inside a sentence.
const INLINE_ENUMERATOR = /(?:(?:^|[\s;:,])\((?:[A-Ha-h]|i{1,3}|iv)\)|(?:[;:,]|\band)\s*\([1-9]\))\s+(?=\p{L})/gu;

const EACH_CLOSING = /^(?:each|apiece)\s?(?=\))/i;
function tidy(label: string): string {
  // A name is short; capping what TRAIL and LEAD see keeps their work bounded on a long table cell.
  // A bracketed tag ("[Independent]", "[group]") qualifies the work; it is no part of its name.
  // "This course involves (A) a quiz", "; (2) a midterm": an inline enumerator opens the name (rule
  // inline-enumerator-opens-name).
  let opened = label.slice(0, 200);
  let at = -1;
  for (const m of opened.matchAll(INLINE_ENUMERATOR)) at = m.index + m[0].length;
  if (at > 0) opened = opened.slice(at);
  let t = opened
    .replace(/\([^()\n]{0,80}\)|\[[^[\]\n]{0,40}\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "… 50% of the grade and the final test the other 50%": the phrase after the previous figure is its own.
  t = t.replace(OF_THE_GRADE, '').replace(LENGTH, '').replace(ON_DATE, '');
  // (each-closes-the-figure-before) "two midterms (100 points each) and a final exam (200 points)": the word
  // that closes the previous figure's parenthesis is that figure's, no part of the next name.
  t = t.replace(EACH_CLOSING, '');
  for (let k = 0; k < 4; k++) t = t.replace(TRAIL, '').replace(LEAD, '').trim();
  // "Grading: Midterm" → "Midterm": a heading word before a colon is not the name.
  const colon = t.lastIndexOf(':');
  if (colon >= 0 && t.slice(colon + 1).trim()) {
    // "Home work worksheets: Weekly home work will be assigned which will contribute to": when what
    // follows the colon is a sentence and what precedes it names graded work, the name is before it.
    const head = t.slice(0, colon).trim();
    const tail = t.slice(colon + 1).trim();
    t =
      /\b(?:will|which|should|must|be|is|are)\b/i.test(tail) && NOUN.test(head) && !HEADINGISH.test(head)
        ? head.replace(/^\(?\d{1,2}[).]\s*/, '')
        : tail;
  }
  t = t
    .replace(LEAD, '')
    .replace(/\s+(?:and|or)$/i, '')
    .trim();
  // "1. Online quizzes": the number of a list item is no part of the name.
  // "2 quizzes @ 20% each": the at sign only points at the figure.
  // "3- Attendance": so is a number set off by a dash.
  // "B. Case studies", "c) Essays": so is the letter of a lettered list.
  return t
    .replace(/^\d{1,2}(?:[.)]|\s?-)\s+(?=\p{L})/u, '')
    .replace(/^[A-Ha-h][.)]\s+(?=\p{L}{2})/u, '')
    .replace(/\s*@$/, '');
}

/** "Second, In-Class Test" → "In-Class Test 2": the number the schedule's rows use. */
function numberedByOrdinal(title: string): string {
  const m = /^(first|second|third|fourth|fifth|sixth),\s+(\S.*)$/i.exec(title);
  return m ? `${m[2]} ${ORDINAL_WORDS[m[1]!.toLowerCase()]}` : title;
}

const VERB = /^(?:will|is|are|shall|counts?|accounts?|makes?)$/i;

/** The words before a clause's first verb, without an article ("The final will be …" → "final"). */
function subjectOf(clause: string): string {
  const words = clause.replace(/\s+/g, ' ').trim().split(' ');
  const verb = words.findIndex((w) => VERB.test(w));
  if (verb < 1 || verb > 5) return '';
  const name = words
    .slice(0, verb)
    .filter((w, k) => !(k === 0 && /^(?:the|a|an|your|our)$/i.test(w)))
    .join(' ');
  return name ? name[0]!.toUpperCase() + name.slice(1) : '';
}

// A sentence's end inside a paragraph: a full stop after a lower-case word, then a capital.
const SENTENCE_BREAK = /(?<=[a-z)]\.)\s+(?=[A-Z])/;

/** The subject of the nearest of up to three sentences before `at`, in its paragraph (the stream's `text`) and after
 * `floor`, that names a graded work ("The final will be a take-home exam. You will have a week. It will count 20%"
 * → "Final"), or ''. */
function earlierSubject(text: string, at: number, floor: number): string {
  const from = Math.max(floor, at - 600);
  const sentences = text.slice(from, at).split(SENTENCE_BREAK);
  // The first piece may be a sentence cut by the window or the previous figure: it is no whole subject.
  const whole = from > 0 ? sentences.slice(1) : sentences;
  for (let k = whole.length - 1, seen = 0; k >= 0 && seen < 3; k--, seen++) {
    const subject = subjectOf(whole[k]!);
    if (subject && labelScore(subject) >= 1) return subject;
  }
  return '';
}

// (pronoun-names-graded-phrase-before) A noun phrase a graded work heads: up to four words before the noun (cut
// after the last article or preposition), then the noun and a second noun after it ("research paper", "take-home
// final examination"). The words are bounded and the pattern has no nested unbounded quantifier.
const GRADED_PHRASE = new RegExp(
  String.raw`((?:[A-Za-z][\w-]*\s+){0,4})\b((?:${ASSESSMENT_NOUN}|participation|discussions?)(?:\s+${ASSESSMENT_NOUN})?)\b(?!\s+(?:grades?|marks?|scores?|average|session|class|day|week|period|meeting|lecture)\b)`,
  'gi',
);
const PRONOUN_SUBJECT = /^(?:it|they)\s|^(?:this|that|these|those)\s+(?:will|is|are|shall|must|should|can|may)\b/i;
const ARTICLE_CUT =
  /^(?:a|an|the|your|our|their|his|her|its|this|that|these|those|one|two|each|every|any|some|several)$/i;
const WORD_CUT = /^(?:of|on|in|for|to|with|by|about|from|and|or|is|are|be|will|was|were|as|at)$/i;

/**
 * "Students will design a research proposal. This will be worth 40%": the work a pronoun weighs, named by the
 * first noun phrase of graded work in the nearest of up to three sentences before `at` in its paragraph (after
 * `floor`), or ''.
 */
function gradedPhraseBefore(text: string, at: number, floor: number): string {
  const from = Math.max(floor, at - 600);
  const sentences = text.slice(from, at).split(SENTENCE_BREAK);
  const whole = from > 0 ? sentences.slice(1) : sentences;
  for (let k = whole.length - 1, seen = 0; k >= 0 && seen < 3; k--, seen++) {
    // (pronoun-chain-names-its-first-subject) "There will be one exam … It will cover readings, lecture and
    // discussion … It will be worth one third": a sentence whose subject is a pronoun too speaks of the same work;
    // what it names is no antecedent.
    if (PRONOUN_SUBJECT.test(whole[k]!.replace(/^[\s*_]+/, ''))) continue;
    const phrase = gradedPhraseIn(whole[k]!);
    if (phrase) return phrase;
  }
  return '';
}

/** The first (or the last) noun phrase of graded work in a sentence, or ''. */
function gradedPhraseIn(sentence: string, last = false): string {
  const plain = sentence.replace(/[*_]+/g, ' ').replace(/\([^()\n]{0,80}\)/g, ' ');
  // The last one, of a work rather than a topic ("focusing on the presentation of Islam" names no work).
  const m = last
    ? [...plain.matchAll(GRADED_PHRASE)].filter((x) => !/^\s+of\b/i.test(plain.slice(x.index + x[0].length))).pop()
    : GRADED_PHRASE.exec(plain);
  GRADED_PHRASE.lastIndex = 0;
  if (!m) return '';
  const lead = m[1]!.trim() ? m[1]!.trim().split(/\s+/) : [];
  // After an article the words up to the noun are its name ("a take-home final examination"); with no article,
  // one word at most ("of facilitating class discussions" → "class discussions").
  const article = lead.findLastIndex((w) => ARTICLE_CUT.test(w));
  const word = lead.findLastIndex((w) => WORD_CUT.test(w));
  const kept = article > word ? lead.slice(article + 1).slice(-3) : lead.slice(word + 1).slice(-1);
  const phrase = [...kept, m[2]!].join(' ');
  return labelScore(phrase) >= 1 ? phrase : '';
}

// "… Thursday, November 14 (", "… Wed., March 17 (worth about ": a date right before the figure (date-names-nothing).
const DATED_FIGURE = new RegExp(
  String.raw`\b(?:${MONTH_ABBREVIATIONS})[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?[.,]?\s*\(?\s*(?:(?:worth|about|approximately|approx\.|roughly)\s+)*$`,
  'i',
);
// The words that date a work: "due", "to be held", "given", "handed in".
const DATING = /\b(?:due|held|given|handed|submitted|taken)\b/gi;

// A clause set off by commas that says when or where ("during exam week", "in week 10", "on the last day").
const ADJUNCT = /^(?:during|in|on|at|after|before|by|within|throughout)\b/i;

/** How well a title reads as a graded component (0–1): an assessment noun, a short name, no sentence words. */
export function labelScore(title: string): number {
  if (!title || !hasNameLetters(title)) return 0;
  const words = title.split(/\s+/).length;
  if (words > 9) return 0;
  if (/^(?:[A-F][+-]?|total|grade|final grade|course grade|overall|of|the|class|course)$/i.test(title)) return 0;
  if (/^total\b/i.test(title)) return 0;
  let s = NOUN.test(title) ? 1 : 0.45;
  if (words > 6) s -= 0.25;
  if (/^(?:will|would|can|may|is|are|be|it|this|that|these|those|they|you|we)$/i.test(title)) return 0;
  // "Chaque quiz vaut", "Cada práctica vale": a per-member share, not a component's name.
  if (/^(?:chaque|cada|jede[rsmn]?|ogni)\s/i.test(title)) return 0;
  // Words of a sentence, not of a name: the figure sits in running prose.
  if (/\b(?:you|your|we|will|should|must|if|when|which|that|this)\b/i.test(title)) s -= 0.3;
  return Math.max(0, s);
}

const unitWord0 = (m: RegExpMatchArray) => m[2]!.startsWith('%');

/** "total. Ten quizzes (in Canvas, " → "quizzes": the name stops at a parenthesis it opens, after the last full stop or closed parenthesis. */
function namedBeforeOpenParen(head: string): string {
  const open = head.lastIndexOf('(');
  const cut = open >= 0 && head.indexOf(')', open) < 0 ? head.slice(0, open) : head;
  const stop = cut.lastIndexOf('. ');
  const after = cut.slice(Math.max(stop >= 0 ? stop + 2 : 0, cut.lastIndexOf(')') + 1));
  // "…), and ten “weather reports”", "ten exercises that involve …": the count, a relative clause and quotes name nothing.
  return after
    .replace(/^[\s,;]*(?:(?:and|or)\s+)?/i, '')
    .replace(COUNT_BEFORE_WORD, '')
    .replace(/\s(?:that|which|who|where)\s[\s\S]*$/i, '')
    .replace(/[“”"]/g, '');
}

const PAIR_FIRST = new RegExp(
  String.raw`^\s*\)\s*(?:and|&|or)\s+[A-Za-z][\w-]*\s*\(\s*\d{1,3}(?:\.\d+)?\s*%\s*\)\s+(${ASSESSMENT_NOUN})\b`,
  'i',
);
const PAIR_SECOND = new RegExp(String.raw`^\s*\)\s+(${ASSESSMENT_NOUN})\b`, 'i');

/**
 * "written (25%) and programming (20%) assignments": the name of a figure in parentheses after one word
 * that a second "word (figure)" and a shared assessment noun complete ("written assignments").
 */
function sharedHead(text: string, index: number, end: number): string | null {
  const lead = /([A-Za-z][\w-]*)\s*\(\s*$/.exec(text.slice(Math.max(0, index - 40), index));
  if (!lead) return null;
  const first = PAIR_FIRST.exec(text.slice(end, end + 80));
  if (first) return `${lead[1]} ${first[1]}`;
  const second = PAIR_SECOND.exec(text.slice(end, end + 40));
  if (second && /\)\s*(?:and|&|or)\s+[A-Za-z][\w-]*\s*\(\s*$/i.test(text.slice(Math.max(0, index - 60), index)))
    return `${lead[1]} ${second[1]}`;
  return null;
}

/** Whether the number before a closing dash numbers a piece of work ("Test #1 -", "Quiz 2 –"). */
function numbersWork(head: string): boolean {
  const m = /(#|\b([A-Za-z][\w-]*)\s+)(\d{1,2})\s*[-–—]\s*$/.exec(head);
  if (!m) return false;
  return m[1] === '#' || NOUN.test(m[2] ?? '');
}

const BEFORE_NAME =
  /^(?:in|of|on|through|for|by|from|with|and|or|as|well|plus|is|are|be|will|their|his|her|your|our|the|a|an|its|based|basis|quality|count|counts|worth|via|including|include|includes)$/i;

/**
 * The name right before "(" in "… in discussion (", "… through five map essays (about": up to five words,
 * after the last preposition, verb, article or conjunction; null unless they name graded work.
 */
function nameBeforeParen(head: string): string | null {
  const open = head.lastIndexOf('(');
  if (open < 0) return null;
  // "Quality of contributions to online discussions. (40%)": a full stop before the parenthesis ends the name.
  const words = head
    .slice(0, open)
    .replace(/[*_]/g, ' ')
    .replace(/[.\s]+$/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(-6);
  const last = words.findLastIndex((w) => BEFORE_NAME.test(w) || /[,;:.)]$/.test(w));
  const name = words
    .slice(last + 1)
    .join(' ')
    .replace(/[,;:.]+$/, '');
  if (name && NOUN.test(name) && name.split(' ').length <= 5) return name;
  // "participation in the educational process (about 50 percent": the work is the noun the phrase opens with.
  const clause = words.slice(words.findLastIndex((w) => /[,;:.)]$/.test(w)) + 1);
  const noun = clause.findLastIndex((w) => NOUN.test(w.replace(/[^\p{L}-]/gu, '')));
  if (noun < 0 || clause.length - noun > 5) return null;
  return (
    clause
      .slice(noun)
      .join(' ')
      .replace(/[,;:.]+$/, '') || null
  );
}

/**
 * "…, and class participation, 15 percent": when only a comma separates the figure from the clause before it,
 * that clause (back to the previous figure or clause mark) is the name; '' when there is none.
 */
export function nameBeforeComma(text: string, beforeStart: number, index: number, prevEnd: number): string {
  let comma = beforeStart - 1;
  // (comma-then-line-break) "…; and participation in class discussions,\n10%.": the line may break between the
  // comma and the figure.
  if (text[comma] === '\n') {
    const end = text.slice(Math.max(prevEnd, comma - 4), comma).search(/,[ \t\r]*$/);
    if (end >= 0) comma = Math.max(prevEnd, comma - 4) + end;
  }
  if (comma <= prevEnd || text[comma] !== ',' || text.slice(comma + 1, index).trim()) return '';
  const name = tidy(text.slice(clauseStart(text, comma, prevEnd), comma));
  return name && labelScore(name) > 0 ? name : '';
}

const COLON_LABEL = /^\s*(?:[-•*]\s*)?(?:\d{1,2}[.)]\s*)?([A-Za-z][\w '&/#-]{1,50}?)\s*:\s+\S/;
// "1- Midterm exam, combination of …", "2. Term paper (…": the name a numbered item opens with.
const NUMBERED_LABEL = /^\s*(?:[-•*]\s*)?\(?\d{1,2}\s?[-.)]\s*([A-Za-z][\w '&/#-]{1,50}?)\s*[,:;(]/;

/**
 * The "Name:" (or the name a numbered item opens with, up to its first comma) that opens the figure's line,
 * or the line above when the figure's line continues it (starts in lower case or with a parenthesis): ''
 * unless it names graded work and is no heading ("Grading:").
 */
export function colonLabelOfLine(text: string, index: number, prevEnd: number, namesNothing = false): string {
  let start = text.lastIndexOf('\n', index - 1) + 1;
  // Up to three lines up, while each line continues the one above it.
  // (A line that opens with a number continues it too, unless the number opens an item: "10 (3/25/99), due …".)
  const continues = (at: number) => /^\s*(?:[a-z(]|\d{1,4}(?![\d.)\-–]|\s[-–]))/.test(text.slice(at, at + 20));
  for (let up = 0; up < 3 && start > 0 && continues(start); up++) {
    const above = text.lastIndexOf('\n', start - 2) + 1;
    if (above < prevEnd || !/[A-Za-z0-9,(]$/.test(text.slice(Math.max(above, start - 40), start - 1).trimEnd())) break;
    start = above;
  }
  if (start < prevEnd) return '';
  const line = text.slice(start, Math.min(index, start + 80));
  const m = COLON_LABEL.exec(line) ?? NUMBERED_LABEL.exec(line);
  const names = (name: string) => NOUN.test(name) && !HEADINGISH.test(name);
  const name = m ? m[1]!.trim() : '';
  if (name && names(name) && name.split(/\s+/).length <= 5) return name;
  // A numbered item whose opening clause runs on is named by the noun phrase it opens with.
  // (comma-ends-item-name) "- One long paper, chosen from two options: a review … (30%)": a colon after the comma
  // that closes the item's opening name is in its description, and leaves that name standing.
  const colon = line.slice(0, 60).search(/:\s/);
  const comma = line.indexOf(',');
  if (colon >= 0 && !(comma >= 0 && comma < colon)) return '';
  // A list line names its own figure when the figure's words name nothing; in running lines a name above is a
  // paragraph's subject, not the figure's.
  const own = start === text.lastIndexOf('\n', index - 1) + 1 || /^\s*[>•*-]/.test(line);
  return numberedItemName(line, names) || (own && namesNothing ? listItemName(line, names) : '');
}

/**
 * "10%x5=50%" (the factor after the figure) or "5 x 10% = 50%" (before it), then "=" and the next figure,
 * which is the product: the factor, or null.
 */
export function productOf(
  text: string,
  index: number,
  end: number,
  prevEnd: number,
  next: RegExpMatchArray,
  value: number,
): { n: number } | null {
  const between = text.slice(end, next.index);
  const after = /^\s*[x×*]\s*(\d{1,2})\s*=\s*$/.exec(between);
  const before = after
    ? null
    : /^\s*=\s*$/.test(between)
      ? /(\d{1,2})\s*[x×*]\s*$/.exec(text.slice(Math.max(prevEnd, index - 8), index))
      : null;
  const n = Number((after ?? before)?.[1] ?? 0);
  if (n < 2 || n > 30 || Math.abs(Number(next[1]) - value * n) > 0.01) return null;
  return { n };
}

/**
 * Whether "(N% each)" opened right before a figure restates the share of the figure before it ("30 points on
 * three homeworks (10 points on each homework)"): not when there is none, nor after a clause break or a
 * parenthesis of its own ("the two papers (15% each) and three examinations (23.3% each)").
 */
export function restatesFigureBefore(text: string, prevEnd: number, index: number, k: number): boolean {
  if (k === 0) return false;
  const lead = text.slice(prevEnd, index);
  const between = lead.slice(0, Math.max(0, lead.lastIndexOf('(')));
  return !/[,;)]|[.!?]\s/.test(between);
}

// An adverb alone is what is left of "… and cumulatively will count as 20%" once the verb is cut (count-as).
const VERB_PHRASE = /^(?:[a-z]+ly\s+)?(?:will|shall|would|counts?|accounts?|makes?|is|are)\b|^[a-z]{2,14}ly$/i;

/**
 * The subject of the sentence a clause belongs to ("Brief quizzes will be given …" → "Brief quizzes"), from
 * the sentence's start (after the previous figure, a full stop or a colon, within 300 characters): '' unless
 * it names graded work.
 */
export function sentenceSubject(text: string, clauseStart: number, prevEnd: number): string {
  const from = Math.max(prevEnd, clauseStart - 300);
  const head = text.slice(from, clauseStart);
  const stop = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('.\n'),
    head.lastIndexOf(':'),
    head.lastIndexOf('\n\n'),
  );
  const subject = subjectOf(head.slice(stop + 1).replace(/[*_]+/g, ' '));
  return subject && NOUN.test(subject) ? subject : '';
}

const PAIR_EACH =
  /(?:^|[,;:.]\s|\b(?:while|whereas|and)\s)\s*(?:the\s+|your\s+)?([A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*){0,3})\s+(?:and|&)\s+(?:the\s+|your\s+)?([A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*){0,3})\s+(?:\([^()]{0,30}\)\s*)?each\b[^,;]{0,40}$/i;

/**
 * "the short paper and mid-quarter exam (option 1) each count toward": the two works a per-member share
 * names, when both read as graded work; null otherwise.
 */
export function pairEach(lead: string): [string, string] | null {
  const m = PAIR_EACH.exec(lead.slice(-160));
  if (!m) return null;
  const opener = /^(?:(?:while|whereas|and|the|your|both)\s+)+/i;
  const a = m[1]!.trim().replace(opener, '');
  const b = m[2]!.trim().replace(opener, '');
  return NOUN.test(a) && NOUN.test(b) && labelScore(a) >= 1 && labelScore(b) >= 1 ? [a, b] : null;
}

/**
 * "40% for your building report (10% for the summary; 20% for the paper; 10% for the rewrite); 20% for the
 * midterm": shares in a parenthesis right after a share, adding up to it, are its parts; the parts are the
 * graded work, the share they make up is dropped.
 */
export function withoutParenthesisedWholes(shares: Share[], depth: (s: Share) => number): Share[] {
  const drop = new Set<Share>();
  for (let i = 0; i < shares.length; i++) {
    const whole = shares[i]!;
    if (depth(whole) !== 0) continue;
    let j = i + 1;
    let sum = 0;
    while (j < shares.length && depth(shares[j]!) > 0 && shares[j]!.unit === whole.unit) sum += shares[j++]!.value;
    if (j - i - 1 >= 2 && Math.abs(sum - whole.value) <= 0.5) drop.add(whole);
  }
  return drop.size ? shares.filter((x) => !drop.has(x)) : shares;
}

const RESTATEMENT = /^,?[ \t]?\([ \t]?$/;

/** Where "(N%)" restating figure `k` at once ends, when the next figure is that restatement. */
function restatedFigureEnd(text: string, figures: RegExpMatchArray[], k: number): number | null {
  const m = figures[k]!;
  const next = figures[k + 1];
  if (!next || m[2] !== '%' || next[2] !== '%' || Number(next[1]) !== Number(m[1])) return null;
  const end = m.index! + m[0].length;
  if (!RESTATEMENT.test(text.slice(end, next.index))) return null;
  const close = /^[ \t]?\)/.exec(text.slice(next.index! + next[0].length));
  return close ? next.index! + next[0].length + close[0].length : null;
}

// ", for a total of", "totaling", "=": what joins a per-item figure to the total it makes.
const TOTAL_AFTER = /^[ \t]*(?:each|apiece)?[ \t]*[,;]?[ \t]*(?:for[ \t]+a[ \t]+total[ \t]+of|totall?ing|=)[ \t]*$/i;
// (total-after-the-grade) "20% of your final grade for a total of approximately 60%", "20% of the final grade
// (40% together)": the same total after what the figure is a share of, or in a parenthesis that says so.
const OF_THE_GRADE_THEN = String.raw`\s*(?:each|apiece)?\s*of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall|class)\s+){0,2}(?:grade|mark)s?\s*[,;]?\s*`;
const TOTAL_AFTER_GRADE = new RegExp(
  String.raw`^${OF_THE_GRADE_THEN}(?:for\s+a\s+total\s+of|totall?ing)\s*(?:approximately|about|roughly|around)?\s*$`,
  'i',
);
const TOTAL_IN_PARENS = new RegExp(String.raw`^(?:${OF_THE_GRADE_THEN}|\s*(?:each|apiece)?\s*)\(\s*$`, 'i');
const TOTAL_CLOSES = /^\s*(?:together|altogether|combined|in\s+all|in\s+total|total)\s*\)/i;

/**
 * (each-with-its-total) The count of the items a per-item figure weighs, from the total right after it of the same
 * unit ("25 points each for a total of 75 points" → 3), or null. With `form`, says which wording joined them.
 */
function countByTotalAfter(
  text: string,
  end: number,
  next: RegExpExecArray | undefined,
  value: number,
  unit: '%' | 'pt',
  form?: { grade: boolean },
): number | null {
  if (!next || next.index - end > 70) return null;
  const between = text.slice(end, next.index);
  const plain = next.index - end <= 40 && TOTAL_AFTER.test(between);
  const graded =
    !plain &&
    (TOTAL_AFTER_GRADE.test(between) ||
      (TOTAL_IN_PARENS.test(between) && TOTAL_CLOSES.test(text.slice(next.index + next[0].length))));
  if (!plain && !graded) return null;
  const nextUnit = next[2]!.startsWith('%') || next[2]!.toLowerCase().startsWith('per') ? '%' : 'pt';
  if (nextUnit !== unit) return null;
  const n = Number(next[1]) / value;
  if (!(Number.isInteger(n) && n >= 2 && n <= 30)) return null;
  if (form) form.grade = graded;
  return n;
}

/** Every share in one stream of text, with the words that name it. */
function sharesOf(s: Stream): Share[] {
  const text = s.text;
  const figures = [...text.matchAll(FIGURE)];
  const out: Share[] = [];
  // Figures already read as the result of a product before them ("10%x5=50%").
  const skip = new Set<number>();
  // Whether the last share of the stream was named by the words before its figure.
  let lastNamedBefore = false;
  const read = (m: (typeof figures)[number], k: number) => {
    if (skip.has(k)) return;
    const index = m.index;
    const end = index + m[0].length;
    const prevEnd = k > 0 ? figures[k - 1]!.index + figures[k - 1]![0].length : 0;
    const nextStart = k + 1 < figures.length ? figures[k + 1]!.index : text.length;
    const around = text.slice(Math.max(0, index - 40), Math.min(text.length, end + 30));
    // Ranges ("30- 50%", "90 – 100 %", "to 100%") and cut-offs are not shares.
    // "Test #1 - 20%", "Quiz 2 – 10%": a number that numbers a piece of work is its name, not a range's start.
    if (
      /[-–—]\s*$/.test(text.slice(Math.max(0, index - 3), index)) &&
      /\d\s*%?\s*[-–—]\s*$/.test(text.slice(Math.max(0, index - 8), index)) &&
      !numbersWork(text.slice(Math.max(0, index - 40), index)) &&
      !PRODUCT_BEFORE.test(text.slice(Math.max(0, index - 16), index))
    )
      return;
    if (/^\s*[-–—]\s*\d/.test(text.slice(end, end + 6)) || /^\s*(?:to|or)\s+\d/.test(text.slice(end, end + 8))) return;
    if (
      GRADE_CONTEXT.test(text.slice(Math.max(0, index - 12), index)) ||
      /^\s*(?:[=:]\s*)?[A-F][+-]?(?:\s|$|[,;)])/.test(text.slice(end, end + 6))
    )
      return;
    const beforeStart = clauseStart(text, index, prevEnd);
    // (restated-figure) "fifteen percent (15%) of the final grade", "and 5%, (5%) for attendance": the same share
    // restated at once in parentheses is one share; its clause goes on after the restatement.
    const from = restatedFigureEnd(text, figures, k) ?? end;
    if (from !== end) skip.add(k + 1);
    const afterEnd = clauseEnd(text, from, from === end ? nextStart : (figures[k + 2]?.index ?? text.length));
    const before = text.slice(beforeStart, index);
    const after = text.slice(from, afterEnd);
    const sentence = text.slice(Math.max(0, beforeStart - 60), Math.min(text.length, afterEnd + 10));
    // Penalty and threshold words count where they qualify the figure (just before or after it), not anywhere in a long label.
    // "Quizzes are worth 20% of the class grade - students will take five": a figure the clause after it
    // calls a share of the grade ends its qualifier there; the next clause qualifies nothing of it (rule
    // share-of-the-grade-ends-its-clause).
    const ofGrade = OF_GRADE_THEN_BREAK.exec(after);
    const qualifier = `${before.slice(-30)} ${ofGrade ? ofGrade[1]! : after.slice(0, 30)}`;
    if (
      (NOT_A_SHARE.test(withoutWorkPhrases(qualifier)) || isPenaltyOrCap(qualifier)) &&
      !/\bfinal\b/i.test(before.slice(-30))
    )
      return;
    if (/\bof\s+(?:the\s+)?(?:questions?|exam|test|quiz|material|content|problems?)\b/i.test(after.slice(0, 30)))
      return;
    const value = Number(m[1]);
    if (!(value > 0)) return;
    const unitWord = m[2]!.toLowerCase();
    const unit: '%' | 'pt' = unitWord.startsWith('%') || unitWord.startsWith('per') ? '%' : 'pt';
    // "Hour exams: best 3 of 4, 200 points each 600 points possible": the figure after a per-item one
    // is its total, named by the label before the per-item figure, which it replaces.
    if (
      k > 0 &&
      /^\s*(?:each|apiece)[\s,;]*$/i.test(text.slice(prevEnd, index)) &&
      figures[k - 1]![2]!.startsWith('%') === unitWord0(m)
    ) {
      const prevIndex = figures[k - 1]!.index;
      const prevPrevEnd = k > 1 ? figures[k - 2]!.index + figures[k - 2]![0].length : 0;
      const from = Math.max(prevPrevEnd, text.lastIndexOf('\n', prevIndex - 1) + 1);
      const name = tidy(
        namedBeforeOpenParen(text.slice(from, prevIndex)).replace(/\s(?:best|top|highest)\s+\d.*$/i, ''),
      );
      const score = labelScore(name);
      if (name && score > 0) {
        const line = lineAt(s, index);
        if (out.length && out[out.length - 1]!.line === line) out.pop();
        out.push({
          value: Number(m[1]),
          unit: m[2]!.startsWith('%') ? '%' : m[2]!.toLowerCase().startsWith('per') ? '%' : 'pt',
          count: null,
          title: name[0]!.toUpperCase() + name.slice(1),
          rest: text.slice(from, end),
          line,
          stream: s.id,
          labelScore: score,
          bonus: false,
          total: false,
        });
        return;
      }
    }
    // "Quizzes (4 @ 25 pts)", "Hour exams: 3 @ 150 pts each: 450", "3 exams @ 100 points 300 points": a figure
    // after an at sign and a count is each item's; the share is the product, and a figure right after that
    // restates the product is no share of its own (count-at-figure).
    const at = countAtFigure(text.slice(Math.max(prevEnd, text.lastIndexOf('\n', index - 1) + 1, index - 120), index));
    if (at) {
      const counted = COUNTED_TITLE.exec(at.name);
      const n = at.count ?? (counted ? (WORDS[counted[1]!.toLowerCase()] ?? Number(counted[1])) : 0);
      const name = tidy(at.name.replace(COUNT_LEAD, ''));
      const score = labelScore(name);
      const next = figures[k + 1];
      // "4 Exams @ 100 points (drop lowest) = 300 points": a different figure after "=" is the share; left to the rules below.
      const dropped =
        !!next &&
        Math.abs(Number(next[1]) - n * value) >= 0.01 &&
        /^\s*(?:\([^()\n]{0,60}\))?\s*=\s*$/.test(text.slice(end, next.index));
      if (n >= 2 && n <= 30 && name && score > 0 && !dropped) {
        if (
          next &&
          Math.abs(Number(next[1]) - n * value) < 0.01 &&
          /^[\s=:;,.)*_|-]*(?:each\b[\s:=,.|-]*)?$/i.test(text.slice(end, next.index))
        )
          skip.add(k + 1);
        out.push({
          value: n * value,
          unit,
          count: n,
          title: name[0]!.toUpperCase() + name.slice(1),
          rest: text
            .slice(end, proseRest(text, end, nextStart))
            .replace(/\s+/g, ' ')
            .trim(),
          line: lineAt(s, index),
          stream: s.id,
          labelScore: score,
          bonus: /extra credit|bonus|optional/i.test(at.name),
          total: false,
          atCount: true,
        });
        return;
      }
    }
    // "20% each", "10 points on each homework": a per-item figure. The count in the label multiplies it.
    // "3 exams worth 100 points\neach;": the word may open the next line, alone (not "Each group will …", nor
    // closing a parenthesis, which the count before the parenthesis reads).
    const each =
      /^\s*(?:each|apiece|per\b|on each|for each|a piece)/i.test(after) ||
      /^[ \t]*\n[ \t]*(?:each|apiece)\b(?![ \t]*[A-Za-z)])/.test(text.slice(end, end + 24));
    let titleBefore = tidy(before);
    // "Reflective portfolio (three entries, 10% each) ....... = 30%": words that only close a parenthesis
    // opened before the previous figure name nothing; the words before that parenthesis name the share.
    const closes = before.indexOf(')');
    // ("Two midterm exams (20% each) and a final exam (60%)": words after the parenthesis name the share.)
    if (
      closes >= 0 &&
      before.lastIndexOf('(', closes) < 0 &&
      /^[\s,;]*(?:each|apiece)[\s,;]*$/i.test(before.slice(0, closes)) &&
      !(labelScore(tidy(before.slice(closes + 1))) > 0)
    ) {
      const from = Math.max(0, text.lastIndexOf('\n', index - 1) + 1, prevEnd - 200);
      const open = text.lastIndexOf('(', prevEnd);
      if (open >= from) titleBefore = tidy(text.slice(from, open));
    } else if (
      closes >= 0 &&
      before.lastIndexOf('(', closes) < 0 &&
      /^[\s,;]*(?:each|apiece)[\s,;]*$/i.test(before.slice(0, closes))
    )
      titleBefore = tidy(before.slice(closes + 1).replace(/^[\s,;]*(?:and|or)\s+/i, ''));
    // "40% of your final mark is allocated to a research essay of no more than 4,000 words": the work is named after the verb.
    let titleAfter = tidy(
      after
        .replace(
          /^\s*(?:of\s+(?:the\s+|your\s+)?(?:final\s+|course\s+|total\s+|overall\s+)?(?:grade|mark|score)s?\b)?\s*(?:(?:is|are|will be)\s+(?:allocated|given|awarded|assigned|devoted|allotted)\s+|rewards?\s+|goes\s+|go\s+)?(?:(?:on|for|from|in|towards?|to)\b)?\s*/i,
          '',
        )
        .replace(/\s(?:of|with)\s+(?:no more than|not more than|up to|about|at most|approximately|around)\b.*$/i, ''),
    );
    if (/^(?:each|apiece|per)\b/i.test(titleAfter)) titleAfter = '';
    // (each-named-after) "20% for each examination (including the final), 20% for the research project": the work a
    // per-item figure is given for is named after "for each"; its count is the one the run leaves room for
    // (open-each-in-prose).
    const eachNamed = EACH_NAMED_AFTER.exec(after);
    const eachAfter = eachNamed && labelScore(tidy(eachNamed[1]!)) >= 1 ? tidy(eachNamed[1]!) : '';
    if (eachAfter && !titleAfter) titleAfter = eachAfter;
    // "The final 25% of the grade will consist of written assignments", "the remaining 20 percent will be based
    // on participation": words that only place the share last name nothing (not the final exam); the work is
    // named after the verb (rule remaining-share-named-after).
    // "Another 15% of your grade will be based on in-class quizzes", ". 10% of the grade will be based on class
    // participation": a figure that opens its sentence has no name before it either (rule
    // share-opening-its-sentence-named-after).
    // (remaining-share-name-wraps) "The remaining 15% will be derived from student\nparticipation in labs.", "The
    // additional 10% will be\nbased on attendance.": the line may break inside the clause that names the work; it goes
    // on to the next line's clause when only the whole names graded work.
    const placed = REMAINDER_BEFORE.test(before) || OPENING_BEFORE.test(before.replace(/[\s>*_]+/g, ' ').trim());
    let remainder = placed ? REMAINDER_AFTER.exec(after) : null;
    const wrap = placed ? /^\r?\n/.exec(text.slice(afterEnd, afterEnd + 2)) : null;
    const own = remainder ? labelScore(tidy(remainder[1]!)) : 0;
    // (remaining-share-name-dangles) "10% of the grade will be based on my evaluation of the\nstudents'
    // participation": a name cut by the line break after an article or a preposition goes on to the next line too.
    const dangles = !!remainder && DANGLING.test(tidy(remainder[1]!));
    if (wrap && (own < 1 || dangles)) {
      const from = afterEnd + wrap[0].length;
      const longer = REMAINDER_AFTER.exec(`${after} ${text.slice(from, clauseEnd(text, from, nextStart))}`);
      const named = longer ? tidy(longer[1]!) : '';
      if (longer && NOUN.test(named) && (labelScore(named) > own || dangles)) remainder = longer;
    }
    if (remainder) {
      const named = judgedWork(tidy(remainder[1]!));
      if (labelScore(named) > 0) {
        titleAfter = named;
        titleBefore = '';
      }
    }
    let count: number | null = null;
    let v = value;
    let factored = false;
    // A per-item percentage whose count the outline gives nowhere near it (open-each-in-prose).
    let openEach = false;
    // "30 points on three homeworks (10 points on each homework)": the parenthesis restates the share before it.
    // "discussion (25%), and the quality of the two papers (25% each)": one after a clause break restates nothing.
    const opened = /\(\s*(?:about|approximately|approx\.?|roughly|around|~)?\s*$/i.test(before);
    if (each && /\([^)]*$/.test(before) && !(opened && !restatesFigureBefore(text, prevEnd, index, k))) return;
    // "three midterms each worth 15 points", "Each of the four exams will count 25%": per item, counted before.
    // A figure that opens a line ("The three tests will each contribute" / "20% of your course grade") has its clause above.
    const lead = before.trim() ? before : text.slice(Math.max(prevEnd, beforeStart - 60), index);
    const leadEach = lead.replace(LENGTH_EACH, ' ').replace(PERSON_EACH, ' ');
    const eachBefore = !each && /\beach\b/i.test(leadEach) && /\beach\b[^,;]{0,40}$/i.test(leadEach);
    // The count may sit in the clause before ("3 exams, each contributing 23%").
    // A line that opens with "Each …" ("GRADING: Each Hourly Exam = 30%") names its own count, if any:
    // the line above (a schedule row, say) does not supply it.
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    const opensWithEach = /^\s*(?:[-•*]\s*)?(?:[A-Z]+:\s*)?each\s+[a-z]/i.test(text.slice(lineStart, index));
    const wide = text.slice(Math.max(prevEnd, opensWithEach ? lineStart : beforeStart - 60), index);
    // A number that ends a range or date ("8-12 EXAM III" in a schedule row above) counts nothing. The noun ends
    // at a word's end: "five short papers" counts papers, not "pa"; "two examinations", not "exam".
    const eachCount = eachBefore
      ? new RegExp(
          String.raw`(?<![-–/.\d])\b(\d{1,2}|${COUNT_WORD})\s+(?:[\w-]+\s+){0,2}?(${ASSESSMENT_NOUN})\b`,
          'i',
          // A page length is no count ("the third are 4 to 5-page papers, each worth 18%"); blanked, not cut, so that
          // the match's place is its place in `wide`.
        ).exec(wide.replace(PAGE_LENGTH, (m) => ' '.repeat(m.length)))
      : null;
    // "the short paper and mid-quarter exam (option 1) each count toward 25%": two named works, one share each.
    // A share named here by a phrase of its own (not the label the run gives it).
    const pushNamed = (name: string, v: number, count: number | null, rest: string, score = labelScore(name)) =>
      out.push({
        value: v,
        unit,
        count,
        title: name[0]!.toUpperCase() + name.slice(1),
        rest,
        line: lineAt(s, index),
        stream: s.id,
        labelScore: score,
        bonus: false,
        total: false,
      });
    const pair = eachBefore && !eachCount ? pairEach(lead) : null;
    if (pair) {
      for (const name of pair) pushNamed(name, value, null, lead);
      return;
    }
    // (each-names-the-sentence-before) "The requirements are two exams and a term paper. Each will count 30%": an
    // "Each" that is the whole subject of its sentence counts the works the sentence before names, one share each.
    if (
      eachBefore &&
      !eachCount &&
      EACH_SUBJECT.test(before.trim()) &&
      /[.!]\s*$/.test(text.slice(prevEnd, beforeStart))
    ) {
      const both = COORDINATED.exec(text.slice(Math.max(prevEnd, beforeStart - 240), beforeStart));
      if (both) {
        const n = WORDS[both[1]!.toLowerCase()] ?? Number(both[1]);
        const m = WORDS[both[3]!.toLowerCase()] ?? (/^(?:a|an)$/i.test(both[3]!) ? 1 : Number(both[3]));
        const first = tidy(both[2]!);
        const second = tidy(both[4]!);
        if (n >= 1 && n <= 30 && m >= 1 && m <= 30 && labelScore(first) > 0 && labelScore(second) > 0) {
          pushNamed(first, value * n, n > 1 ? n : null, '');
          pushNamed(second, value * m, m > 1 ? m : null, '');
          return;
        }
      }
    }
    // (length-each-is-no-share-each) The works counted before a length-each ("two papers of about 10 pages each
    // (80%)") share the figure between them: it names them and is not multiplied.
    const lengthCount =
      !each && !eachBefore && leadEach !== lead && /\beach\b[^,;]{0,40}$/i.test(lead)
        ? new RegExp(
            String.raw`(?<![-–/.\d])\b(\d{1,2}|${COUNT_WORD})\s+(?:[\w-]+\s+){0,2}?(${ASSESSMENT_NOUN})\b`,
            'i',
          ).exec(text.slice(Math.max(prevEnd, beforeStart - 60), index))
        : null;
    if (lengthCount) {
      const n = WORDS[lengthCount[1]!.toLowerCase()] ?? Number(lengthCount[1]);
      const phrase = tidy(lengthCount[2]!);
      const score = labelScore(phrase);
      if (n >= 1 && n <= 30 && phrase && score > 0) {
        pushNamed(phrase, value, n > 1 ? n : null, '', score);
        return;
      }
    }
    // (counted-works-and-one-more-each) "two in-class examinations and one out-of-class paper, each worth 25%",
    // "two exams, mid-term and final, and a major paper each worth 30%": the count names the first works only; the
    // one work coordinated after them shares the figure too, a share of its own.
    const andOne = eachCount ? COUNTED_AND_ONE.exec(wide.slice(0, wide.search(/\beach\b[^,;]{0,40}$/i))) : null;
    if (andOne && andOne.index === eachCount!.index) {
      const n = WORDS[andOne[1]!.toLowerCase()] ?? Number(andOne[1]);
      const first = tidy(andOne[2]!);
      const second = tidy(andOne[3]!);
      if (n >= 2 && n <= 12 && labelScore(first) > 0 && labelScore(second) > 0 && !COUNT_BEFORE_WORD.test(second)) {
        pushNamed(first, value * n, n, '');
        pushNamed(second, value, null, '');
        for (const x of out.slice(-2)) x.rule = 'counted-works-and-one-more-each';
        return;
      }
    }
    if (eachCount) {
      const c = eachCount;
      const n = WORDS[c[1]!.toLowerCase()] ?? Number(c[1]);
      if (!n || n > 30) return;
      const phrase = tidy(wide.slice(c.index + c[1]!.length, c.index + c[0].length));
      const score = labelScore(phrase);
      if (!phrase || score <= 0) return;
      pushNamed(phrase, value * n, n, wide, score);
      return;
    }
    if (each) {
      // "three problem sheets worth 5% each": the verb before the figure is no word of the counted name.
      const c =
        COUNT.exec(
          before
            .replace(/\([^()]*\)/g, ' ')
            .replace(PAGE_LENGTH, ' ')
            .trim()
            .replace(/[:=\-–—]+$/, '')
            .trim()
            .replace(/\s(?:worth|weighted|valued)(?:\s+at)?$/i, ''),
        ) ??
        new RegExp(String.raw`\b(\d{1,2}|${COUNT_WORD})\s+(?:[\w-]+\s+){0,2}?${ASSESSMENT_NOUN}\b`, 'i').exec(
          before.replace(PAGE_LENGTH, ' '),
        );
      // "two midterm exams, 20% each": the counted name ends the clause before the comma.
      const counted =
        c || before.trim() ? null : COUNTED_BEFORE_COMMA.exec(text.slice(Math.max(prevEnd, index - 80), index));
      // "four in-semester examinations and a final exam (comprehensive), worth 100 points apiece": the
      // sentence before the figure counts two components.
      const pair = c || counted ? null : COORDINATED.exec(text.slice(Math.max(prevEnd, beforeStart - 200), index));
      if (pair) {
        const n = WORDS[pair[1]!.toLowerCase()] ?? Number(pair[1]);
        const m = WORDS[pair[3]!.toLowerCase()] ?? (/^(?:a|an)$/i.test(pair[3]!) ? 1 : Number(pair[3]));
        const first = tidy(pair[2]!);
        const second = tidy(pair[4]!);
        if (n >= 1 && n <= 30 && m >= 1 && m <= 30 && labelScore(first) > 0 && labelScore(second) > 0) {
          for (const [k, name] of [
            [n, first],
            [m, second],
          ] as const)
            pushNamed(name, value * k, k > 1 ? k : null, '');
        }
        return;
      }
      const found = c ?? counted;
      // "take-home midterm and final exams (30% each)": two works coordinated before one noun, the figure each
      // one's, make one component of both (rule coordinated-pair-each).
      if (!found) {
        // (coordinated-name-each) "mid-term and final exams = 25%\neach", "Midterm and Final Exam: 25% each": the
        // pair is the whole name before the figure; two components, each with the figure.
        // Not when a total follows ("Writing assignments and oral presentation: 10% each for a total of 40%": the
        // total counts the members).
        const named =
          /\($/.test(before.trimEnd()) || countByTotalAfter(text, end, figures[k + 1], value, unit)
            ? null
            : COORDINATED_NAME.exec(before.slice(-120));
        const first = named ? tidy(named[1]!) : '';
        const second = named ? tidy(named[2]!) : '';
        if (named && labelScore(first) > 0 && labelScore(second) > 0) {
          pushNamed(first, value, null, before);
          pushNamed(second, value, null, before);
          for (const x of out.slice(-2)) x.rule = 'coordinated-name-each';
          return;
        }
        const both = /\($/.test(before.trimEnd())
          ? COORDINATED_NOUN.exec(text.slice(Math.max(prevEnd, index - 120), index))
          : null;
        const name = both ? tidy(both[1]!) : '';
        const score = name ? labelScore(name) : 0;
        if (score > 0) {
          pushNamed(name, value * 2, 2, before, score);
          return;
        }
      }
      // "quiz 10%, papers 15% each, final 25%", "Papers (40% each), participation (20%)": no count anywhere
      // near; the run's other shares leave room for a whole number of them, which is the count (bestRun).
      // Not inside a parenthesis that counts them ("portfolio (three entries, 10% each) = 30%" restates the 30%).
      if (
        !found &&
        unit === '%' &&
        (opened || !/\([^()]*$/.test(text.slice(Math.max(text.lastIndexOf('\n', index - 1) + 1, index - 200), index)))
      )
        openEach = true;
      else if (!found) {
        const n = countByTotalAfter(text, end, figures[k + 1], value, unit);
        if (!n) return;
        skip.add(k + 1);
        count = n;
        v = value * n;
      } else {
        count = WORDS[found[1]!.toLowerCase()] ?? Number(found[1]);
        if (!count || count > 30) return;
        v = value * count;
        // "There will be two midterms worth 25% each": the verb before the count names nothing.
        titleBefore = counted
          ? tidy(counted[2]!)
          : titleBefore.replace(/^(?:there\s+)?(?:will\s+)?(?:be|are|is)\s+(?=\S+\s)/i, '').replace(COUNT_LEAD, '');
      }
    }
    // "five papers (10%x5=50%)", "papers (5 x 10% = 50%)": the product is the share, its factor the count.
    const product =
      !count && k + 1 < figures.length ? productOf(text, index, end, prevEnd, figures[k + 1]!, value) : null;
    if (product) {
      skip.add(k + 1);
      v = value * product.n;
      count = product.n;
      titleBefore = tidy(before.replace(/\(?\s*\d{1,2}\s*[x×*]\s*$/, '')).replace(COUNT_BEFORE_LETTER, '');
    }
    // "Homework - 4 x 10 - 40 points": the total after its product; the product's first factor is the count.
    else if (!count && PRODUCT_TAIL.test(titleBefore)) {
      const tail = PRODUCT_TAIL.exec(titleBefore)!;
      count = Number(tail[1]);
      titleBefore = tidy(titleBefore.slice(0, tail.index));
    }
    // (count-times-figure) "Exams will each count 3 x 20%", "Quizzes 4 × 5%": a count and a times sign before a
    // percentage, no product after it, make a share of the count times the figure (not "30% (6 × 5% each)",
    // where a share stands before the product).
    else if (!count && unit === '%' && FACTOR_BEFORE.test(titleBefore) && !/\d\s?%/.test(titleBefore)) {
      const factor = FACTOR_BEFORE.exec(titleBefore)!;
      const n = Number(factor[1]);
      if (n >= 2 && n <= 20) {
        count = n;
        v = value * n;
        titleBefore = tidy(titleBefore.slice(0, factor.index).replace(COUNT_VERB_TAIL, ''));
        factored = true;
      }
    }
    // "30% (6 × 5% each)": the product restates the share before it; skip the inner figure.
    else if (/^\s*[(]?\s*\d{1,2}\s*[x×]\s*$/.test(text.slice(Math.max(prevEnd, index - 8), index))) return;
    let sb = labelScore(titleBefore);
    const sa = labelScore(titleAfter);
    // "the weekly assignments 35 percent, and class participation, 15 percent": a figure right after a comma
    // is named by the clause before the comma.
    if (!sb && !sa) {
      const named = nameBeforeComma(text, beforeStart, index, prevEnd);
      if (named) {
        titleBefore = named;
        sb = labelScore(named);
      }
    }
    // "Participation:\n10%", "Attendance and Discussion Participation\n- 15%": a figure alone at the start of a
    // line (after a dash or bullet at most), named by nothing after it, is named by the line above.
    if (!sb && !sa) {
      const nl = text.lastIndexOf('\n', index - 1);
      if (nl > prevEnd && /^[\s\-–—•*:=(]*$/.test(text.slice(nl + 1, index))) {
        titleBefore = tidy(text.slice(clauseStart(text, nl, prevEnd), nl));
        sb = labelScore(titleBefore);
      }
    }
    // "Class participation 10% Essay Progress Reports 10% Essay\n30% Mid-Term Test 20%": in a run named before
    // each figure, a figure that opens its line is named by the end of the line above, not the words after it.
    if (!sb && sa > 0 && lastNamedBefore) {
      const nl = text.lastIndexOf('\n', index - 1);
      if (nl > prevEnd && /^[\s\-–—•*:=(]*$/.test(text.slice(nl + 1, index))) {
        const above = tidy(text.slice(clauseStart(text, nl, prevEnd), nl));
        if (labelScore(above) >= 1 && above.split(' ').length <= 5) {
          titleBefore = above;
          sb = labelScore(above);
        }
      }
    }
    // (which-names-its-antecedent) "… will count toward your participation grade, which is worth 25%": a relative
    // "which" names nothing; the few words before its comma do, when they name graded work. "a short paper,
    // assigned in week 5 and due a week later, which is worth 20%": a clause set off by commas between them is
    // passed over (one at most, within the sentence).
    if (!sa && sb < 0.5 && /^which$/i.test(titleBefore)) {
      let comma = text.lastIndexOf(',', beforeStart);
      if (comma > prevEnd && /^\s*$/.test(text.slice(comma + 1, beforeStart))) {
        for (let k = 0; k < 2 && comma > prevEnd; k++) {
          const head = text.slice(Math.max(prevEnd, comma - 120), comma);
          const named = nameBeforeParen(`${head}(`);
          // (adjunct-is-no-antecedent) "a final examination, during exam week, which will count 30%": a clause
          // that opens with a preposition of time or place says when or where, and names nothing.
          if (named && !ADJUNCT.test(named)) {
            titleBefore = named;
            sb = labelScore(named);
            break;
          }
          const previous = head.lastIndexOf(',');
          if (previous < 0 || /[.!?;:]\s/.test(head.slice(previous))) break;
          comma = comma - head.length + previous;
        }
      }
    }
    // "The final will be a comprehensive exam; this will count 25%": a pronoun names nothing, the
    // subject of the clause before it does.
    if (!sb && !sa && /^(?:this|it|that|which)\b/i.test(tidy(before)) && beforeStart > prevEnd + 1) {
      // (pronoun-names-earlier-subject) "The midterm will be an essay exam, with short questions. It will account
      // for 15%": when the clause before names nothing, the nearest of the paragraph's earlier sentences whose
      // subject is a graded work does.
      const subject =
        subjectOf(text.slice(clauseStart(text, beforeStart - 1, prevEnd), beforeStart - 1)) ||
        earlierSubject(text, beforeStart, prevEnd);
      const ss = labelScore(subject);
      if (ss > 0) {
        titleBefore = subject;
        sb = ss;
      }
    }
    // "Final exam worth 120 points - for 30% of your final grade": a nameless percentage right after a share in
    // points restates that share as its weight.
    if (!sb && !sa && unit === '%' && !count) {
      const prev = out[out.length - 1];
      if (
        prev &&
        prev.unit === 'pt' &&
        prev.stream === s.id &&
        lineAt(s, index) - prev.line <= 1 &&
        /^[\s,;:.=–—-]*(?:for|i\.?e\.?,?|or|which is)?[\s,;:=–—-]*$/i.test(text.slice(prevEnd, index))
      ) {
        out[out.length - 1] = {
          ...prev,
          value,
          unit: '%',
          count: null,
          rest: `${prev.rest} ${text.slice(end, proseRest(text, end, nextStart))}`.trim(),
        };
        return;
      }
    }
    // "2. _Exam_. … The final, which is cumulative, is worth 30 percent": a share named poorly in a paragraph that
    // opens with a short label of its own is named by that label.
    const label = paragraphLabel(text, index, prevEnd);
    if (Math.max(sb, sa) < 1) {
      const sl = label ? labelScore(label) : 0;
      if (label && sl > Math.max(sb, sa) && sl >= 0.5) {
        titleBefore = label;
        sb = sl;
      }
    }
    // (opener-named-by-its-item) "b. Short reaction paper (about 8 pages) on a museum visit. Worth 10% and due
    // 12 October.", "C. Midterm exam- An essay exam on the first half. Value: 30% of final grade.": a sentence that
    // opens with the figure's verb names nothing; the label its list item (or paragraph) opens with does.
    if (Math.max(sb, sa) < 1 && OPENER.test(text.slice(Math.max(prevEnd, index - 60), index))) {
      const item = itemLabel(text, index, prevEnd);
      const si = item ? labelScore(item) : 0;
      if (item && si >= 0.5 && si >= Math.max(sb, sa)) {
        titleBefore = item;
        sb = si;
      }
    }
    // "a 15-page final paper, due no later than the last day of finals (worth 40%)": a clause that only dates
    // the work names nothing; the work is named before its comma (rule due-clause-names-nothing).
    if (/^due\b/i.test(titleBefore) && beforeStart - 1 > prevEnd && text[beforeStart - 1] === ',') {
      const named = tidy(text.slice(clauseStart(text, beforeStart - 1, prevEnd), beforeStart - 1));
      const sn = named ? labelScore(named) : 0;
      if (sn > 0) {
        titleBefore = named;
        sb = sn;
      }
    }
    // (for-after-figures) "The grade will be 60% for the final and 40% for the research project": when the figure
    // before was given "for" the work after it, the words between the two name that share, not this one.
    if (sa > 0 && k > 0 && FOR_WORK.test(after) && FOR_WORK.test(text.slice(prevEnd, index))) {
      titleBefore = '';
      sb = 0;
    }
    // (conjunction-names-nothing) "…, and 5% for professional development": a bare "and" before the figure names
    // nothing; the work after the figure does.
    if (/^(?:and|or|plus)$/i.test(titleBefore) && titleAfter) {
      titleBefore = '';
      sb = 0;
    }
    let useBefore = sb >= sa && sb > 0;
    let title = useBefore ? titleBefore : titleAfter;
    let score = useBefore ? sb : sa;
    // "Final Exam: three hour in-class final, open book, open\nnotes (20%)": words that name no graded work
    // yield to the "Name:" the line (or the line it continues) opens with.
    if (score < 1) {
      const opened = colonLabelOfLine(text, index, prevEnd, score < 0.5);
      if (opened) {
        title = opened;
        score = labelScore(opened);
        useBefore = true;
      }
    }
    // "Brief quizzes will be given every other week, and cumulatively will count as 20%": a label that is only
    // a verb phrase yields to the subject of the sentence it ends.
    if (score < 1 && useBefore && VERB_PHRASE.test(title)) {
      const subject = sentenceSubject(text, beforeStart, prevEnd);
      if (subject) {
        title = subject;
        score = labelScore(subject);
      }
    }
    // "written (25%) and programming (20%) assignments": two modifiers share the noun after the second figure.
    const head = sharedHead(text, index, end);
    if (head) {
      title = head;
      score = labelScore(head);
      useBefore = true;
    }
    // "performance in discussion (25%)", "five map essays (about 20%)": a figure alone in parentheses is named
    // by the few words right before them, after the last preposition, verb or conjunction, when they name work.
    if (opened && !head && (!score || title.split(' ').length > 6)) {
      const named = nameBeforeParen(text.slice(Math.max(prevEnd, index - 120), index));
      if (named) {
        title = named;
        score = labelScore(named);
        useBefore = true;
      }
    }
    // (subject-before-its-modal) "Final in-class examination will be given and will weigh", "Short papers will all
    // count equally", "Reviews should be 1250 to 1500 words and will count as": a label that runs on past the modal
    // verb of its sentence is named by the subject before that verb, when the subject names graded work.
    if (score < 1 && useBefore) {
      const m = SUBJECT_BEFORE_MODAL.exec(title.trim());
      const subject = m ? m[1]!.replace(/^(?:the|this|that|each|your|our)\s+/i, '') : '';
      const ss = subject && NOUN.test(subject) && !NOT_A_SUBJECT.test(subject) ? labelScore(subject) : 0;
      if (ss >= 1) {
        title = subject;
        score = ss;
      }
    }
    // (date-names-nothing) "A final exam to be held Wed., March 17 (worth about 30% of the grade)", "a short essay
    // due in class on Thursday, November 14 (10%)": a date names no work; the graded work named last before the
    // word that dates it ("due", "to be held"), in the figure's sentence, does.
    if (score < 1 && DATED_FIGURE.test(text.slice(Math.max(prevEnd, index - 50), index))) {
      const window = text.slice(Math.max(prevEnd, index - 300), index);
      const dated = [...window.matchAll(DATING)].pop();
      const named = dated ? gradedPhraseIn(window.slice(0, dated.index).split(SENTENCE_BREAK).pop()!, true) : '';
      const sn = named ? labelScore(named) : 0;
      if (sn > score) {
        title = named;
        score = sn;
        useBefore = true;
      }
    }
    // (pronoun-names-graded-phrase-before) "Students will design a research proposal. This will be worth 40%",
    // "There is a handout on the paper. It will be worth 25%", "**Reviews** … Students should come prepared. These
    // will count towards 30%": a sentence whose subject is a pronoun, named by nothing else that reads as graded
    // work, weighs the first graded work named in the sentences before it (up to three, in its paragraph), or else
    // the heading its paragraph stands under.
    if (
      score < 1 &&
      PRONOUN_WEIGHS.test(before) &&
      (beforeStart === 0 || /[.!?\n][*_\s]*$/.test(text.slice(Math.max(0, beforeStart - 4), beforeStart)))
    ) {
      const named = gradedPhraseBefore(text, beforeStart, prevEnd) || (s.heading ?? '');
      const sn = named ? labelScore(named) : 0;
      if (sn > score) {
        title = named;
        score = sn;
        useBefore = true;
      }
    }
    if (!title || score <= 0) return;
    lastNamedBefore = useBefore;
    const ownBefore =
      k > 0 && /^\s*(?:each|apiece)\b/i.test(text.slice(prevEnd, index))
        ? before.replace(/^\s*(?:each|apiece)\b/i, '')
        : before;
    // Rule open-each-counted-otherwise (see bestRun): the count the figure's clause gives some plural noun.
    const plural = eachBefore && !eachCount ? COUNTED_PLURAL.exec(wide.replace(PAGE_LENGTH, ' ')) : null;
    const countedBefore = plural ? Number(plural[1]) : 0;
    let perItem =
      (openEach && useBefore) ||
      (openEach && !useBefore && !!eachAfter && title === eachAfter) ||
      (useBefore &&
        !count &&
        /^\s*(?:[-•*]\s*)?(?:[A-Z]+:\s*)?each\s+[a-z]/i.test(ownBefore.trim().replace(PERSON_EACH, ' '))) ||
      // (and-each-opens-clause) "The final will be 30% of the final grade, and each paper 20%": the clause after
      // a comma opens with "and each" and a noun (not "and each will …", whose count the clause does not close; not
      // "and each student …", each-student-is-no-share-each).
      (useBefore &&
        !count &&
        /^[\s,;]*(?:and|while|with)\s+each\s+(?!(?:will|shall|would|is|counts?|of)\b)[a-z]/i.test(
          ownBefore.replace(PERSON_EACH, ' '),
        )) ||
      // (each-after-colon) "The grade is determined as follows: each test will count 25%, the paper 25%, …": the
      // clause after a colon opens with "each" (not "Each student must …", each-student-is-no-share-each).
      (useBefore && !count && /^[^\n:]{0,80}:\s*each\s+[a-z]/i.test(ownBefore.trim().replace(PERSON_EACH, ' ')));
    const counted = !count ? COUNTED_TITLE.exec(title) : null;
    if (counted) count = WORDS[counted[1]!.toLowerCase()] ?? Number(counted[1]);
    // (each-with-its-total) "Each review will be worth 25 points, for a total of 100 points": the total after
    // a per-item figure is the share, and counts the items.
    const form = { grade: false };
    // (total-after-the-grade) "Each of these exercises is worth 20% of the final grade (40% together)": an "each"
    // before the figure makes it per item when such a total follows it.
    const byTotal =
      (perItem || eachBefore) && !count && !openEach
        ? countByTotalAfter(text, end, figures[k + 1], value, unit, form)
        : null;
    if (byTotal && !perItem && !form.grade) form.grade = true;
    if (byTotal) {
      skip.add(k + 1);
      count = byTotal;
      v = value * byTotal;
      perItem = false;
    }
    // (each-counted-sentences-before) "Three exams are scheduled. Each exam is worth 100 points": the count is an
    // earlier sentence's, in the paragraph and after the previous figure (counted-earlier.ts).
    const earlier =
      (perItem || useBefore) && !count && !openEach && unit === 'pt'
        ? countedEarlier(text.slice(Math.max(prevEnd, index - 400), index))
        : null;
    if (earlier && labelScore(tidy(earlier.name)) >= 1) {
      count = earlier.count;
      v = value * earlier.count;
      perItem = false;
      title = tidy(earlier.name);
      score = labelScore(title);
    }
    const cleanTitle = numberedByOrdinal(
      title
        .slice(counted ? counted[0].length : 0)
        .replace(/[.:;,]+$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    out.push({
      value: v,
      unit,
      count,
      title: cleanTitle[0]!.toUpperCase() + cleanTitle.slice(1),
      rest: `${before} ${text.slice(end, proseRest(text, end, nextStart))}`.replace(/\s+/g, ' ').trim(),
      line: lineAt(s, index),
      stream: s.id,
      labelScore: score,
      perItem,
      ...(openEach && perItem ? { openInProse: true } : {}),
      ...(perItem && !count && countedBefore ? { countedBefore } : {}),
      ...(factored ? { rule: 'count-times-figure' } : byTotal && form.grade ? { rule: 'total-after-the-grade' } : {}),
      // (heading-paragraph-section) A paragraph under a heading of its own ("RESEARCH PAPER:", a blank line) is a
      // section of the scheme, however far from the section before (chooseRun's headed runs).
      ...((label && labelScore(label) > 0) || s.heading ? { paragraph: true } : {}),
      bonus:
        /extra credit|bonus|optional/i.test(sentence.slice(0, 200)) &&
        /extra credit|bonus|optional/i.test(`${before}${after}`),
      // "based on a total of 400 points", "for a total of 75 points": a points figure so led is a total, no share
      // ("a total of 20%" still weighs a component). (possible-to-gain-is-the-whole) "It is possible to gain 350
      // points during the semester": what a student can gain in all is the whole, no share.
      total:
        /^total\b/i.test(titleBefore) ||
        /^total\b/i.test(around.trim()) ||
        (unit === 'pt' && /\b(?:a\s+)?total\s+of\s*$/i.test(text.slice(Math.max(prevEnd, index - 20), index))) ||
        (unit === 'pt' &&
          /\bpossible\s+to\s+(?:gain|earn|get|accumulate|obtain)\s*$/i.test(
            text.slice(Math.max(prevEnd, index - 40), index),
          )),
    });
  };
  // How deep in parentheses each figure sits, found in one pass over the stream.
  const depthOf = new Map<Share, number>();
  let depth = 0;
  let scanned = 0;
  figures.forEach((m, k) => {
    for (; scanned < m.index; scanned++) {
      const c = text[scanned];
      if (c === '(') depth = Math.min(3, depth + 1);
      else if (c === ')') depth = Math.max(0, depth - 1);
    }
    const had = out.length;
    read(m, k);
    for (let i = had; i < out.length; i++) depthOf.set(out[i]!, depth);
  });
  return withoutParenthesisedWholes(out, (x) => depthOf.get(x) ?? 0);
}

// "Quizzes (4 @", "Journals: 12 (out of 14) @", "Hour exams: 3 @", "3 exams @": the words and the count before an at
// sign that ends the text (bounded by the caller), or null.
const AT_COUNT = /(?<![\d.])(\d{1,2})(?:\s*\(?\s*(?:out\s+)?of\s+\d{1,2}\s*\)?)?\s?@\s?$/i;
function countAtFigure(lead: string): { name: string; count: number | null } | null {
  if (!/@\s?$/.test(lead)) return null;
  const counted = AT_COUNT.exec(lead);
  const head = counted ? lead.slice(0, counted.index) : lead.replace(/@\s?$/, '');
  const name = head.replace(/[\s(:=|>*_–—-]+$/, '').replace(/^[\s>*_|•-]+/, '');
  return { name, count: counted ? Number(counted[1]) : null };
}

// "Homework - 4 x 10 - 40 points": a count times each item's figure, then the total it makes (no range).
const PRODUCT_BEFORE = /\b\d{1,2}\s?[x×]\s?\d{1,4}(?:\.\d{1,2})?\s*[-–—]\s*$/i;
const FACTOR_BEFORE = /(?:^|[\s:=(–—-])(\d{1,2})\s?[x×]\s*$/i;
const COUNT_VERB_TAIL =
  /\s+(?:will\s+)?(?:each\s+)?(?:count|counts|be\s+worth|worth|weigh(?:s|ted)?)(?:\s+(?:for|at|as))?\s*[:=–—-]?\s*$/i;
const COUNTED_PLURAL =
  /(?<![\d./-])\b(\d{1,2})\s+(?!(?:to|or|and|of|out|per|pages|words|minutes|hours|points|pts|percent|weeks|days)\b)[a-z]{3,}s\b/i;
const PRODUCT_TAIL = /[\s:–—-]*\b(\d{1,2})\s?[x×]\s?\d{1,4}(?:\.\d{1,2})?[\s–—-]*$/i;
// "midterm and final exams (", "the paper and the presentation (": two works before one parenthesis.
const COORDINATED_NOUN = new RegExp(
  String.raw`\b((?:[\w-]+\s+)?[\w-]+\s+and\s+(?:the\s+)?(?:[\w-]+\s+)?${ASSESSMENT_NOUN})\s*\(\s*$`,
  'i',
);
const COORDINATED_NAME = new RegExp(
  String.raw`^[\s*_>-]*(?:the\s+|your\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:and|&)\s+(?:the\s+)?((?:[\w-]+\s+)?${ASSESSMENT_NOUN})[\s*_]*[:=\-–]?\s*$`,
  'i',
);
// "… of the class grade - ", "… of your final grade; ": a share of the grade, then a clause break.
const OF_GRADE_THEN_BREAK =
  /^(\s*of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall|class)\s+)?(?:grade|mark)s?)(?:\s[-–—]\s|;\s|\.\s)/i;
// "Short papers will …", "The final paper should …": up to four words, then a modal verb (subject-before-its-modal).
const SUBJECT_BEFORE_MODAL = /^((?:[\w'/-]+\s+){0,3}?[\w'/-]+)\s+(?:will|should|must|shall)\b/i;
// A subject that is a grade, a penalty or the people, not a work.
const NOT_A_SUBJECT =
  /\b(?:grades?|late|absences?|students?|you|we|i|there|penalt\w*|deduct\w*|lowest|missed|make-?ups?)\b/i;
// "This will be worth", "These will count towards", "It is worth about": a pronoun subject, then the figure's verb.
const PRONOUN_WEIGHS =
  /^[\s*_]*(?:this|these|it|they)\s+(?:will\s+|shall\s+)?(?:also\s+)?(?:be\s+)?(?:worth|counts?|account(?:s)?|constitutes?|contributes?|makes?\s+up|is|are|carr(?:y|ies))\b[^.!?]{0,40}$/i;
// "Each will count 30%", "Each is worth 10 percent": "each" alone as the subject of a sentence (each-names-the-sentence-before).
const EACH_SUBJECT = /^each\s+(?:will|shall|would|is|counts?)\b/i;
// "for each examination", "on each quiz": the work a per-item figure is given for, named after it.
const EACH_NAMED_AFTER = /^\s*(?:for|on)\s+each\s+(\p{L}[\p{L}-]{1,30}(?:\s\p{L}[\p{L}-]{1,30})?)\s*$/u;
// "… 60% for the final", "… 30% on homework": the work a figure is given for, named after it (not "for each").
const FOR_WORK = /^\s*(?:for|on)\s+(?:the\s+|your\s+|a\s+|an\s+)?(?!each\b)\p{L}/iu;
// "The remaining 20%", "the final 25 percent", "the additional 10%": words before a figure that only place it last.
const REMAINDER_BEFORE = /(?:^\s*|[.;:]\s+|\n)(?:and\s+)?the\s+(?:remaining|final|last|other|additional)\s*$/i;
// "Another 15%", "An additional 10%", or nothing: words before a figure that opens its clause and name no work.
const OPENING_BEFORE = /^(?:and|another|an additional|a further)?$/i;
// "… of the grade will consist of X", "will be based on X", "comes from X", "is made up of X": the work after the verb.
// (remaining-share-assessed-or-is-the-work) "will be assessed on the basis of X", "will be the examination": ./remainder-verbs.ts.
const REMAINDER_AFTER = new RegExp(
  String.raw`^\s*(?:of\s+(?:the\s+|your\s+)?(?:[\w-]+'s\s+)?(?:(?:final|course|total|overall|class)\s+)?(?:grade|mark|score)s?\s+)?(?:will\s+)?(?:consists?\s+of|comes?\s+from|go(?:es)?\s+to|(?:be|is|are)\s+(?:based\s+on|made\s+up\s+of|determined\s+by|derived\s+from|drawn\s+from)|${REMAINDER_VERB_MORE})\s+([^\n]{1,80})`,
  'i',
);
// A name that ends in an article, a possessive or a preposition is cut short ("my evaluation of the").
const DANGLING = /\b(?:of|the|a|an|your|my|their|our|on|in|to|for|with|by|from|another)$/i;
// (judged-work-names-the-work) "my subjective evaluation of the students' participation", "the level and quality of
// your participation in discussion sections", "the quality of the final paper": the judgement names nothing; the
// work judged does, when it is graded work.
const JUDGED =
  /^(?:(?:my|your|the|an?|our)\s+)?(?:[a-z]+\s+)?(?:evaluation|assessment|quality|level)(?:\s+and\s+(?:quality|completeness|quantity|level))?\s+of\s+(?:(?:the|your|my|their|these|his|her|an?)\s+)?(?:students'\s+)?/i;

function judgedWork(name: string): string {
  const m = JUDGED.exec(name);
  if (!m) return name;
  const rest = name.slice(m[0].length);
  return rest && NOUN.test(rest) && labelScore(rest) >= labelScore(name) ? rest : name;
}

// A paragraph's own short label: "2. _Exam_.", "> 5. *Participation.*", "Quizzes:" at its start.
const EMPHASISED_LABEL = /^[ \t>]*(?:\d{1,2}[.)]\s*)?[_*]{1,2}([^_*\n]{3,40}?)[.:]?[_*]{1,2}\s*[.:]?/;
const PLAIN_LABEL = /^[ \t>]*(?:\d{1,2}[.)]\s*)?(\p{Lu}[\p{L} /&-]{2,40}?)\s*[.:](?=\s|$|\p{Lu})/u;

// A figure's verb opening its sentence or line: ". Worth 20%", "\nValue: 30%", ". Counts as 25%", "**. Worth 20%".
const OPENER =
  /(?:[.!?)]|\n|^)[ \t*_]{0,6}\n?[ \t*_]{0,6}(?:worth|value\s?:|counts?(?:\s(?:as|for))?|weight(?:ing)?\s?:)[ \t*_]{0,6}$/i;
// Where a list item opens: "b. ", "C) ", "(2) ", "3. ", "- ", "--", "• ", "* " at a line's start.
const ITEM_START = /\n[ \t>]*(?:\(?(?:\d{1,2}|[A-Ha-h])[.)]|-{1,2}|[–—•*])[ \t]*(?=[\p{L}_*])/gu;

/**
 * The label a share's list item (or paragraph) opens with, after the previous figure: its words up to the first
 * full stop, parenthesis, comma, colon or a dash after a word ("Midterm Examination- An essay exam" → "Midterm
 * Examination"); null when the item starts before the previous figure or its label is long.
 */
function itemLabel(text: string, index: number, prevEnd: number): string | null {
  const from = Math.max(prevEnd, index - 600);
  const window = text.slice(from, index);
  let start = from === 0 ? 0 : -1;
  for (const m of window.matchAll(/\n[ \t>]*\n/g)) start = m.index + m[0].length;
  for (const m of `\n${window}`.matchAll(ITEM_START))
    if (m.index + m[0].length - 1 > start) start = m.index + m[0].length - 1;
  if (start < 0) return null;
  const head = window
    .slice(start, start + 120)
    .replace(/^[ \t>]*(?:\(?(?:\d{1,2}|[A-Ha-h])[.)]|-{1,2}|[–—•*])?[ \t]*/, '');
  const cut = ITEM_LABEL_END.exec(head);
  const end = !cut ? head.length : cut[0][1] === '-' ? cut.index + 1 : cut.index;
  const words = tidy(head.slice(0, end).replace(/[*_]+/g, ' ').replace(PAGE_LENGTH, ' ')).split(' ');
  // "Complete a 10 page research paper on an issue of your choosing": a long label that opens with what the
  // student does is named by its work, from the article before the first graded noun up to that noun.
  if (words.length > 5) {
    const noun = words.findIndex((w) => NOUN.test(w));
    if (noun >= 0) {
      const article = words.slice(0, noun).findLastIndex((w) => /^(?:a|an|the)$/i.test(w));
      let last = noun;
      while (last + 1 < words.length && NOUN.test(words[last + 1]!)) last++;
      words.splice(last + 1);
      if (article >= 0) words.splice(0, article + 1);
    }
  }
  const label = words.join(' ');
  return label && words.length <= 8 ? label : null;
}
// Where an item's label ends: a full stop, a parenthesis, a comma, a colon, a dash after a word, a blank line.
const ITEM_LABEL_END = /\.(?:\s|\*|_)|[(,;:]|\S-\s|\n\s*\n/;

/** The label a share's paragraph opens with, when the paragraph starts after the previous figure. */
function paragraphLabel(text: string, index: number, prevEnd: number): string | null {
  const from = Math.max(prevEnd, index - 1200);
  const window = text.slice(from, index);
  // The stream's own start is a paragraph's start too.
  let start = from === 0 ? 0 : -1;
  for (const m of window.matchAll(/\n[ \t>]*\n/g)) start = m.index + m[0].length;
  if (start < 0) return null;
  const paragraph = window.slice(start, start + 80);
  const m = EMPHASISED_LABEL.exec(paragraph) ?? PLAIN_LABEL.exec(paragraph);
  return m ? tidy(m[1]!) : null;
}

// "= 25%", "25% of final grade": a cell that only weighs (an equals sign before it, the grade it is of after it).
const FIGURE_CELL =
  /^(?:=\s?)?[~≈]?\s?(\d{1,4}(?:\.\d{1,2})?)\s?(?:(%|percent|pts?\.?|points?|marks?)(?:\sof\s(?:the\s|your\s)?(?:final\s|course\s|total\s)?grade)?)?$/i;
const UNIT_WORD = /\b(?:weight(?:ing|age)?s?|%|percent(?:age)?|points?|pts|marks?|worth|value|share)\b/i;
const TIMES_COUNT = /(?:\b[x×]\s?(\d{1,2})\b|\b(\d{1,2})\s?[x×]\s)/i;

/**
 * Table rows (cells between "|", tabs or wide gaps) with a cell that is only a figure: the share is
 * named by the row's first worded cell. A bare number counts only under a header naming a unit.
 */
function rowShares(raw: string[], firstId: number): { shares: Share[]; used: Set<number> } {
  const shares: Share[] = [];
  const used = new Set<number>();
  let block = firstId;
  let header: string[] | null = null;
  let previousCells = 0;
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    const cells = line.trim() ? splitCells(line) : [];
    if (cells.length < 2) {
      if (!line.trim() || previousCells >= 2) {
        block++;
        header = null;
      }
      previousCells = cells.length;
      continue;
    }
    previousCells = cells.length;
    if (!cells.some((c) => /\d/.test(c))) {
      header = cells;
      continue;
    }
    // Percent-first rows ("50 | Mini projects" under "Percentage | Component") are named by the cell after the figure.
    const first = FIGURE_CELL.exec(cells[0]!);
    if (first && header && UNIT_WORD.test(header[0] ?? '') && /[A-Za-z]{2}/.test(cells[1]!)) {
      const title = tidy(cells[1]!);
      const score = labelScore(title);
      if (title && score > 0 && !NOT_A_SHARE.test(withoutWorkPhrases(cells[1]!))) {
        used.add(i);
        shares.push({
          value: Number(first[1]),
          unit: /points?|pts|marks?/i.test(first[2] ?? header[0]!) ? 'pt' : '%',
          count: null,
          ...namedBy(title),
          rest: cells.slice(1).join(' | '),
          line: i,
          stream: block,
          labelScore: score,
        });
      }
      continue;
    }
    const figureCells = cells
      .map((c, k) =>
        k > 0 &&
        FIGURE_CELL.test(c) &&
        (!!FIGURE_CELL.exec(c)![2] || (header !== null && UNIT_WORD.test(header[k] ?? '')))
          ? k
          : -1,
      )
      .filter((k) => k >= 0);
    // Side-by-side schemes ("Midterm I  20%  Group Project  17.5%"): each figure is named by the worded cell on its left.
    const sideBySide =
      figureCells.length >= 2 &&
      figureCells.every((k) => /[A-Za-z]{2}/.test(cells[k - 1] ?? '') && !FIGURE_CELL.test(cells[k - 1]!));
    for (const figureAt of sideBySide ? figureCells : figureCells.slice(0, 1)) {
      const f = FIGURE_CELL.exec(cells[figureAt]!)!;
      const unitWord = (f[2] ?? (/points?|pts|marks?/i.test(header?.[figureAt] ?? '') ? 'points' : '%')).toLowerCase();
      const unit: '%' | 'pt' =
        unitWord.startsWith('%') || unitWord.startsWith('per') || unitWord.startsWith('weight') ? '%' : 'pt';
      const labelCell = sideBySide
        ? cells[figureAt - 1]
        : cells.slice(0, figureAt).find((c) => /[A-Za-z]{2}/.test(c) && !FIGURE_CELL.test(c));
      if (!labelCell) continue;
      if (NOT_A_SHARE.test(withoutWorkPhrases(labelCell)) && !/\bfinal\b/i.test(labelCell)) continue;
      const title = tidy(labelCell);
      const score = labelScore(title);
      if (!title || score <= 0) continue;
      const times = TIMES_COUNT.exec(labelCell);
      used.add(i);
      shares.push({
        value: Number(f[1]),
        unit,
        count: times ? Number(times[1] ?? times[2]) : null,
        ...namedBy(title),
        rest: cells.filter((_, k) => k !== figureAt).join(' | '),
        line: i,
        stream: block,
        labelScore: score,
        bonus: /extra credit|bonus/i.test(labelCell),
        total: /^(?:total|sum|overall)\b/i.test(title),
      });
    }
  }
  return { shares, used };
}

const TABLE_RULE = /^[\s|:>+=-]+$/;
const FIGURE_LINE = /^[~≈]?\s?(\d{1,4}(?:\.\d{1,2})?)\s?(%|percent|pts?\.?|points?|marks?)$/i;
const LAST_NUMBER = /^([A-Za-z].{1,70}?)\s(\d{1,4}(?:\.\d{1,2})?)$/;
const UNIT_LAST = /(?:%|\bweight(?:ing|age)?s?|\bpercent(?:age)?|\bpoints?|\bpts|\bmarks?)\s*$/i;

/** The first clause of a line, as a name: "Labs - submitted to Canvas - late policy applies" → "Labs". */
const firstClause = (l: string) => {
  const clause = l.split(/\s[-–—]\s|[(;]/)[0] ?? '';
  // "Group project: design document" names one part of a component; "Labs: see Canvas" names the labs.
  const colon = clause.indexOf(':');
  if (colon < 0) return tidy(clause);
  const head = tidy(clause.slice(0, colon));
  const tail = clause.slice(colon + 1).trim();
  return NOUN.test(head) && !HEADINGISH.test(head) && subtitle(tail) ? `${head}: ${tail}` : head;
};
/** A short name after a colon (1–4 words, no figure, no sentence word). */
const subtitle = (s: string) =>
  /^\p{L}/u.test(s) &&
  !/\d/.test(s) &&
  s.split(/\s+/).length <= 4 &&
  !/\b(?:see|is|are|will|be|to|by|due|on|at|in|the|per|each)\b/i.test(s);

/**
 * Lines that tables flattened into: a figure alone on its line, named by the line after it (or before
 * it, whichever reads as graded work; one side for the whole list), as LMS pages paste; and
 * "Online Exams 2 0 20" under a header whose last column is a unit ("Component Events %").
 */
function lineShares(raw: string[], firstId: number): { shares: Share[]; used: Set<number> } {
  const shares: Share[] = [];
  const used = new Set<number>();
  const filled: number[] = [];
  // A line of table rules alone ("|", "---|---") is the border of a cell the page flattened, not a cell.
  raw.forEach((l, i) => {
    if (l.trim() && !TABLE_RULE.test(l)) filled.push(i);
  });
  let block = firstId;
  let lastFigure = -100;
  let orientation: 'next' | 'prev' | null = null;
  let thirdColumn = false;
  let unitHeaderAt = -100;
  const flatText = (n: number) =>
    raw[n]!.replace(/[*_`>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const isFigureAt = (n: number) => FIGURE_LINE.test(flatText(n));
  const nameScoreAt = (n: number) => (isFigureAt(n) ? 0 : labelScore(firstClause(raw[n]!.trim())));
  for (let k = 0; k < filled.length; k++) {
    const i = filled[k]!;
    const text = raw[i]!.replace(/[*_`>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const f = FIGURE_LINE.exec(text);
    if (f) {
      if (i - lastFigure > 8) {
        block++;
        orientation = null;
      }
      lastFigure = i;
      const next = filled[k + 1] !== undefined ? raw[filled[k + 1]!]!.trim() : '';
      let prev = filled[k - 1] !== undefined ? raw[filled[k - 1]!]!.trim() : '';
      const tn = FIGURE_LINE.test(next) ? '' : firstClause(next);
      const tp = FIGURE_LINE.test(prev) ? '' : firstClause(prev);
      // "…, Discussion:\n20%": a line ending in a colon asks for the figure below it.
      const colon = /:\s*$/.test(prev)
        ? tidy(prev.slice(Math.max(prev.lastIndexOf(','), prev.lastIndexOf(';')) + 1))
        : '';
      // So does every line of a list of "Name:" lines each over its figure ("Hourly:" / "20%" / "Paper:" / "30%").
      const asked = colon && (labelScore(colon) > labelScore(tn) || /:\s*$/.test(next)) ? colon : '';
      // A list whose first figure a "Name:" line asked for is named from above throughout.
      if (!orientation && asked) orientation = 'prev';
      if (!orientation && !asked) {
        orientation = blockOrientation(filled, k, isFigureAt, nameScoreAt);
        thirdColumn = orientation === 'prev' && hasThirdColumn(filled, k, isFigureAt, raw);
      }
      // A name cell the PDF wrapped over lines ("Concept Map Care Plans" / "(2 x 5%)").
      const wrapped = orientation === 'prev' && !asked ? wrappedNameAbove(filled, k, isFigureAt, raw, thirdColumn) : '';
      if (wrapped.length > prev.length) prev = wrapped;
      const title = asked || (orientation === 'next' ? tn : wrapped.length > tp.length ? firstClause(wrapped) : tp);
      const score = labelScore(title);
      if (!title || score <= 0 || NOT_A_SHARE.test(withoutWorkPhrases(title))) continue;
      const unitWord = f[2]!.toLowerCase();
      used.add(i);
      // "Lab exercises (5 x 2%)": the count the name line states.
      const times = asked ? null : TIMES_COUNT.exec(orientation === 'next' ? next : prev);
      shares.push({
        value: Number(f[1]),
        unit: unitWord.startsWith('%') || unitWord.startsWith('per') ? '%' : 'pt',
        count: times ? Number(times[1] ?? times[2]) : null,
        ...namedBy(title),
        rest: orientation === 'next' ? next : `${prev} ${trailingCells(filled, k, isFigureAt, raw)}`.trim(),
        line: i,
        stream: block,
        labelScore: score,
      });
      continue;
    }
    if (!/\d/.test(text) && UNIT_LAST.test(text) && text.split(' ').length <= 8) {
      unitHeaderAt = i;
      block++;
      continue;
    }
    if (i - unitHeaderAt > 12) continue;
    // "Unit Exam 1" / "15%": a name cell of a flattened row, whose figure is the next line, not the 1.
    if (filled[k + 1] !== undefined && isFigureAt(filled[k + 1]!)) continue;
    const m = LAST_NUMBER.exec(text);
    // "Exam 1 Chapters 1 - 4": the end of a range is no figure.
    if (!m || /\d\s?[-–]$/.test(m[1]!)) continue;
    // "Online Exams 2 0 20": the counts of other columns are not part of the name.
    // "… Individual 30": a trailing column saying who does the work is not part of the name either.
    const title = tidy(m[1]!.replace(/(?:\s[\d-]+)+$/, '').replace(/\s+\(?(?:individual|group|team|pairs?)\)?$/i, ''));
    const score = labelScore(title);
    if (!title || score <= 0 || NOT_A_SHARE.test(withoutWorkPhrases(title))) continue;
    unitHeaderAt = i;
    used.add(i);
    // The header as the line above read it: "_**Assignment**_ _**Points**_" ends in its unit once its emphasis is gone.
    const header =
      raw
        .slice(Math.max(0, i - 12), i)
        .map((h) => h.replace(/[*_`>|]+/g, ' '))
        .reverse()
        .find((h) => UNIT_LAST.test(h.trim())) ?? '%';
    shares.push({
      value: Number(m[2]),
      unit: /%|weight|percent/i.test(header.trim().split(/\s+/).pop() ?? '%') ? '%' : 'pt',
      count: null,
      ...namedBy(title),
      rest: text,
      line: i,
      stream: block,
      labelScore: score,
    });
  }
  return { shares, used };
}

/** Lists of lines that open with their weight ("5% Map quiz"), each named by the words after it (figure-first-lines.ts). */
function figureFirstShares(raw: string[], id: number): { shares: Share[]; used: Set<number> } {
  const used = new Set<number>();
  const shares = figureFirstLines(
    raw,
    (name) => labelScore(tidy(name)) > 0 && !NOT_A_SHARE.test(withoutWorkPhrases(name)),
  ).map((r): Share => {
    used.add(r.line);
    return namedFigure(r, id);
  });
  return { shares, used };
}

/**
 * A percentage named by the words beside it, as the figure-first readers find them: the name tidied, a count
 * that opens it ("13 Labs") read as the count and no part of the name.
 */
function namedFigure(r: { name: string; value: number; rest: string; line: number }, id: number): Share {
  const named = tidy(r.name);
  const counted = COUNTED_TITLE.exec(named);
  const title = counted ? named.slice(counted[0].length) : named;
  return {
    value: r.value,
    unit: '%',
    count: counted ? (WORDS[counted[1]!.toLowerCase()] ?? Number(counted[1])) : null,
    ...namedBy(title),
    rest: r.rest,
    line: r.line,
    stream: id,
    labelScore: labelScore(title),
  };
}

/** Rows that open with their weight, in a table with no header naming the unit (percent-first-rows.ts). */
function percentFirstShares(raw: string[], id: number): { shares: Share[]; used: Set<number> } {
  const used = new Set<number>();
  const shares = percentFirstRows(
    raw,
    splitCells,
    (c) => labelScore(tidy(c)) > 0 && !NOT_A_SHARE.test(withoutWorkPhrases(c)),
  ).map((r): Share => {
    used.add(r.line);
    const share = namedFigure(r, id);
    return {
      ...share,
      bonus: /extra credit|bonus/i.test(r.name),
      total: /^total\b/i.test(share.title),
    };
  });
  return { shares, used };
}

// (product-in-name-cell) "Quizzes (5) 20 points each | 100", "Tests (4 @ 25 points) | 100", "Midterms 3 x 50 | 150":
// a count and a per-item figure in the name cell whose product is the row's figure are no part of the name.
const PRODUCT_IN_NAME = [
  / ?\((\d{1,2})\) ?(\d{1,4}(?:\.\d{1,2})?) ?(?:points?|pts)\.?(?: (?:each|apiece))?/i,
  / ?\(?(\d{1,2}) ?(?:@|[x×*]) ?(\d{1,4}(?:\.\d{1,2})?)(?: ?(?:points?|pts)\.?)?(?: (?:each|apiece))? ?\)?/i,
];

/** The name without its product and the count, where the name cell multiplies out to `value`; else null. */
function productInName(name: string, value: number): { name: string; count: number } | null {
  for (const re of PRODUCT_IN_NAME) {
    const m = re.exec(name.replace(/\s+/g, ' '));
    if (!m) continue;
    const count = Number(m[1]);
    if (count >= 2 && count <= 30 && Math.abs(count * Number(m[2]) - value) < 0.01)
      return { name: m.input.slice(0, m.index) + m.input.slice(m.index + m[0].length), count };
  }
  return null;
}

/** A row name that no column gap parts from its figure counts only where it names graded work ("Paper 1 15"). */
const namesWork = (c: string) => NOUN.test(c) && !NOT_A_SHARE.test(withoutWorkPhrases(c));

/** Rows of bare figures that a total row after them adds up (totalled-column.ts): points of that total. */
function totalledShares(raw: string[], id: number): { shares: Share[]; used: Set<number> } {
  const used = new Set<number>();
  const shares = totalledRows(
    raw,
    splitCells,
    (c) => labelScore(tidy(c)) > 0 && !NOT_A_SHARE.test(withoutWorkPhrases(c)),
    [],
    namesWork,
  ).map((r): Share => {
    used.add(r.line);
    const product = productInName(r.name, r.value);
    const title = tidy(product ? product.name : r.name);
    return {
      value: r.value,
      unit: 'pt',
      count: product ? product.count : null,
      ...namedBy(title),
      rest: raw[r.line]!,
      line: r.line,
      stream: id,
      labelScore: labelScore(title),
      total: false,
    };
  });
  return { shares, used };
}

/**
 * Names one per line, then their figures one per line in the same order (a table pasted column by column):
 * each figure is named by the name in its place (names-then-figures.ts).
 */
function columnShares(raw: string[], id: number): { shares: Share[]; used: Set<number> } {
  const flatText = (n: number) =>
    raw[n]!.replace(/[*_`>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  // A line of quotation marks or table bars alone (">>>>", "> |", "|  |") parts the columns no more than a
  // blank line does: a table quoted in an email leaves one between its name cell and its figure cell.
  const filled: number[] = [];
  raw.forEach((_, i) => {
    if (flatText(i)) filled.push(i);
  });
  const isFigure = (n: number) => FIGURE_LINE.test(flatText(n));
  const nameScore = (n: number) => {
    const t = flatText(n);
    if (
      t.length > 80 ||
      /\d\s?(?:%|percent|pts?\b|points?\b|marks?\b)/i.test(t) ||
      NOT_A_SHARE.test(withoutWorkPhrases(t))
    )
      return 0;
    return labelScore(firstClause(t));
  };
  const shares: Share[] = [];
  const used = new Set<number>();
  for (const pair of namesThenFigures(filled, isFigure, nameScore)) {
    const f = FIGURE_LINE.exec(flatText(pair.figureLine))!;
    const title = firstClause(flatText(pair.nameLine));
    used.add(pair.nameLine);
    used.add(pair.figureLine);
    shares.push({
      value: Number(f[1]),
      unit: /^(?:%|per)/i.test(f[2]!) ? '%' : 'pt',
      count: null,
      ...namedBy(title),
      rest: '',
      line: pair.nameLine,
      stream: id,
      labelScore: labelScore(title),
    });
  }
  return { shares, used };
}

const BARE = /^\s*(?:[-•*]\s*)?([A-Za-z][A-Za-z &/'-]{1,40}?)\s?[=:]\s?(\d{1,3}(?:\.\d{1,2})?)\s*$/;

/**
 * "Tests = 45" / "Assignments = 40" / "Quizzes = 15": bare numbers without a unit, on neighbouring
 * lines, each named by graded work (an office number or a phone is not). Read as points; the run
 * must still add up to a round or stated total.
 */
function bareShares(raw: string[], firstId: number): Share[] {
  const out: Share[] = [];
  let block = firstId;
  let group: Share[] = [];
  const flush = () => {
    if (group.length >= 2) out.push(...group);
    group = [];
    block++;
  };
  for (let i = 0; i < raw.length; i++) {
    const m = BARE.exec(raw[i]!);
    const title = m ? tidy(m[1]!) : '';
    if (
      !m ||
      !title ||
      !NOUN.test(title) ||
      NOT_A_SHARE.test(withoutWorkPhrases(title)) ||
      GRADE_CONTEXT.test(raw[i]!)
    ) {
      if (raw[i]!.trim()) flush();
      continue;
    }
    group.push({
      value: Number(m[2]),
      unit: 'pt',
      count: null,
      ...namedBy(title),
      rest: '',
      line: i,
      stream: block,
      labelScore: labelScore(title),
    });
  }
  flush();
  return out.filter((x) => x.value > 0);
}

const COEFFICIENT = String.raw`(\d?[.,]\d{1,3}|\d{1,3}(?:[.,]\d{1,2})?\s?%)`;
const TERM_COEF_FIRST = new RegExp(String.raw`^\s*${COEFFICIENT}\s?[×x*·⋅]?\s?([\p{L}][\p{L}\d .'/-]{0,40}?)\s*$`, 'u');
const TERM_NAME_FIRST = new RegExp(String.raw`^\s*([\p{L}][\p{L}\d .'/-]{0,40}?)\s?[×x*·⋅]\s?${COEFFICIENT}\s*$`, 'u');
const SYMBOL = /^[A-Z][A-Za-z]{0,3}\d?$/;

const coefficientValue = (c: string) =>
  c.includes('%') ? Number(c.replace('%', '').replace(',', '.').trim()) : Number(c.replace(',', '.')) * 100;

/** What a formula's symbol stands for: "P1 = Prova 1 (individual)", "where IA is the average of your best three … assignments". */
function legend(symbol: string, raw: string[]): string | null {
  for (const l of raw) {
    const t = l.trim();
    if (!t.startsWith(symbol)) continue;
    const rest = t.slice(symbol.length);
    const m = /^\s*(?:=|:|–|—|-)\s*(\p{L}.{0,80})$/u.exec(rest);
    if (m && !m[1]!.includes('+')) return m[1]!;
  }
  for (const l of raw) {
    const at = l.indexOf(`${symbol} is `);
    if (at >= 0 && (at === 0 || /\W/.test(l[at - 1]!)))
      return l.slice(at + symbol.length + 4, at + symbol.length + 100);
  }
  return null;
}

function legendTitle(text: string): string {
  let t = text.split(/[(;,:]/)[0]!.trim();
  t = t.replace(/^(?:the\s+)?(?:average|mean|sum|m[ée]dia|promedio|moyenne)\s+(?:of|das?|dos?|de|des)\s+/i, '');
  t = t.replace(/^(?:the\s+|your\s+)*(?:best\s+\w+\s+(?:of|out of)\s+(?:the\s+)?\w+\s+)?/i, '');
  return t.trim();
}

/**
 * Grade formulas with coefficients: "Final grade = 0.5 × Exam + 0.3 × Group assignment + 0.2 × IA",
 * "MF = 0,3·P1 + 0,3·P2 + 0,25·ML + 0,15·T" with each symbol named where the outline defines it.
 */
function formulaShares(raw: string[], firstId: number): Share[] {
  const out: Share[] = [];
  let id = firstId;
  raw.forEach((first, i) => {
    // A formula the page wrapped: the lines after it that go on with "+ …" are part of it.
    let line = first;
    for (let j = i + 1; j < raw.length && j <= i + 4 && line.length <= 300; j++) {
      const next = raw[j]!.trim();
      if (!next.startsWith('+') && !/\+\s*$/.test(line)) break;
      line = `${line.trimEnd()} ${next}`;
    }
    const plus = line.indexOf('+');
    if (plus < 0 || line.length > 300) return;
    const eq = line.lastIndexOf('=', plus);
    if (eq < 0) return;
    // ".15(Exam 1)": the coefficient's term named in parentheses.
    const terms = line
      .slice(eq + 1)
      .split('+')
      .map((t) => t.replace(/^([\d.,%\s]+)\(([^()]{1,40})\)\s*$/, '$1 $2'));
    if (terms.length < 2 || terms.length > 12) return;
    const parts: { value: number; name: string }[] = [];
    for (const term of terms) {
      const a = TERM_COEF_FIRST.exec(term);
      const b = a ? null : TERM_NAME_FIRST.exec(term);
      if (!a && !b) return;
      parts.push(
        a
          ? { value: coefficientValue(a[1]!), name: a[2]!.trim() }
          : { value: coefficientValue(b![2]!), name: b![1]!.trim() },
      );
    }
    const sum = parts.reduce((t, p) => t + p.value, 0);
    if (Math.abs(sum - 100) > 1) return;
    id++;
    for (const p of parts) {
      const defined = SYMBOL.test(p.name) ? legend(p.name, raw) : null;
      const title = defined ? legendTitle(defined) || p.name : p.name;
      out.push({
        value: Math.round(p.value * 100) / 100,
        unit: '%',
        count: null,
        ...namedBy(title),
        rest: defined ?? '',
        line: i,
        stream: id,
        labelScore: 1,
        bonus: false,
        total: false,
      });
    }
  });
  return out;
}

/** A points total the outline states ("out of 500 points", "Total … 800", "based on 1000 points"). */
function statedTotals(raw: string[]): number[] {
  const out: number[] = [];
  for (const line of raw) {
    // "Total Possible Points          750": a wide gap before the figure is one space.
    const l = line.length > 400 ? line : line.replace(/\s+/g, ' ');
    const m =
      /\b(?:out of|total(?: of)?|totall?ing|possible|based on|maximum of|sum of)\b[^0-9\n]{0,30}(\d{2,4})\s*(?:total\s+)?(?:points|pts|marks)?/i.exec(
        l,
      ) ??
      // (possible-points-total) "There are 310 possible points": the figure before "possible points" too.
      /\b(\d{2,4})\s*(?:total\s+)?(?:(?:points|pts)\s+(?:possible|total|in total)|possible\s+(?:points|pts))\b/i.exec(
        l,
      ) ??
      // (point-scale-total) "determined on a 375 point scale", "based on a 1000-point system": the whole in points.
      /\b(\d{2,4})[- ]point\s+(?:scale|system)\b/i.exec(l);
    if (m) out.push(Number(m[1]));
  }
  return out;
}

/** The heading-like words near a line: above it within a few lines, or the share's own stream. */
function headingNear(raw: string[], line: number): boolean {
  for (let i = line; i >= Math.max(0, line - 12); i--) {
    const l = raw[i]!;
    if (l.length < 120 && HEADINGISH.test(l)) return true;
  }
  return false;
}

const MAX_RUN = 24;
const MAX_GAP = 14;
const MAX_SECTION_GAP = 40;
/** The gap a run of percentages each named as graded work may span (named-shares-far-apart). */
const MAX_WIDE_GAP = 30;

// "4. ", "B) ", "(2) ": the mark of a numbered or lettered item a section's heading may open with.
const ITEM_MARK = /^\(?(?:\d{1,2}|[A-Ha-h]|[IVX]{1,4})[.)]\s+(?=\S)/;
// "… 20% of final grade", "… (40% of the course grade)": what the figure is of, after it, ends no name.
// "(20% x 2 = 40% of grade)": the product before the figure it makes is part of that figure.
const PRODUCT_LEAD = /\d{1,3}(?:\.\d{1,2})?\s?%\s?[x×*]\s?\d{1,2}\s?=\s?(?=\d)/;
const OF_GRADE_TAIL = /\s+of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall)\s+)?(?:grade|mark)s?$/i;

/**
 * A short line that ends with its only figure, as a section's heading does: "Final Paper (group grade) 20%",
 * and as a numbered item's heading: "3. _Case Analysis (10% of grade)_:", "B. Article Review. Worth 20% of
 * final grade." (rule section-heading-item-marks).
 */
function headsSection(line: string): boolean {
  const t = line
    .replace(/[*_#|]+/g, ' ')
    .trim()
    .replace(ITEM_MARK, '')
    .replace(PRODUCT_LEAD, '');
  if (t.length > 120 || !/^[A-Za-z"“]/.test(t)) return false;
  const figures = [...t.matchAll(FIGURE)];
  const end = t.replace(/[\s.:;)]+$/, '').replace(OF_GRADE_TAIL, '').length;
  return figures.length === 1 && figures[0]!.index + figures[0]![0].length >= end;
}

// "> 1\\. ", "2. ", "(3) ", "b) ": the mark a numbered requirement opens with (a page saved as markdown escapes its dot).
const ITEM_OPENING = /^[\s>]{0,12}(?:\*\*)?\(?(?:\d{1,2}|[A-Ha-h])\\?[.)]\s+(?=\S)/;

/**
 * (item-opening-shares-head-sections) A list of requirements, each item paragraphs long, whose weight its
 * opening sentence gives: "1. Three hour exams. Each will count for about 20% of your grade." … (twenty
 * lines of dates) … "2. A short paper, due in week 9. It will be worth\n25% of your grade." … "3. Discussion
 * will count for 15% of your course grade.": a share of the course grade on an item's first line or the line
 * after heads a section (a share of something else, "3. Final draft (75%)" of a paper's mark, heads none).
 */
function opensItem(raw: string[], x: Share): boolean {
  const line = x.line;
  if (x.unit !== '%' || !OF_COURSE_GRADE.test(`${raw[line] ?? ''} ${raw[line + 1] ?? ''}`)) return false;
  return ITEM_OPENING.test(raw[line] ?? '') || (line > 0 && ITEM_OPENING.test(raw[line - 1] ?? ''));
}
const OF_COURSE_GRADE =
  /\d\s?(?:%|percent|per cent)\s+of\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall|class)\s+){0,2}(?:grade|mark)\b/i;

/** The best-scoring run of shares that adds up to the whole, or null. */
export function findShares(
  raw: string[],
  trace?: (step: string) => void,
  /** Whether the layout reader read nothing (the points read last are read only then). */
  layoutEmpty = true,
  /** The page's share candidates when the caller has them already (shareCandidates of the same text). */
  candidates?: Share[],
): ShareScheme | null {
  const all = candidates ?? shareCandidates(raw);
  if (trace)
    for (const x of all)
      trace(
        `share candidate (line ${x.line + 1}, stream ${x.stream}): ${x.title} ${x.value}${x.unit}${x.count ? ` x${x.count}` : ''}${x.perItem ? ' each' : ''}${x.total ? ' total' : ''}${x.near ? ' (named near its figure)' : ''}${x.rule ? ` (${x.rule})` : ''} label ${x.labelScore.toFixed(2)}`,
      );
  // Worked out once: every reading below is weighed against the same stated totals.
  const totals = pageTotals(raw);
  // A scheme listed in prose (listed-shares.ts) is read only where no run of the other candidates makes the whole.
  const found = chooseRun(all, raw, totals);
  // A scheme listed in prose in points with the total its paragraph states (listed-points.ts): read where no
  // run of the other candidates makes the whole, or where that run has fewer components.
  const points = listedPoints(raw, 9_000_000, labelScore);
  if (trace)
    for (const x of points)
      trace(
        `share candidate, points listed in prose (line ${x.line + 1}): ${x.title} ${Math.round(x.value * 100) / 100}%${SHARED_FIGURE.has(x) ? ' (works-share-one-figure)' : ''}${SPELLED_FIGURE.has(x) ? ' (points-in-words)' : ''}`,
      );
  if (trace && found?.components.some((c) => all.some((x) => x.near && x.line === c.line)))
    trace('share-named-near-figure: a share named near its figure is in the run chosen');
  if (trace) {
    const written = writtenBefore(raw);
    const apart = (a: number, b: number) => b - a > MAX_GAP && (written[b] ?? 0) - (written[a + 1] ?? 0) + 1 <= MAX_GAP;
    if (found?.components.some((c, k, cs) => k > 0 && apart(cs[k - 1]!.line, c.line)))
      trace('share-run gap-counts-written-lines: the run chosen spans more lines than a gap, few of them written');
  }
  const fromPoints = points.length ? chooseRun(points, raw, totals) : null;
  if (fromPoints && (!found || found.components.length < fromPoints.components.length)) return fromPoints;
  if (found) return found;
  const listed = listedShares(raw, 7_000_000, labelScore);
  if (trace)
    for (const x of listed)
      trace(`share candidate, listed in prose (line ${x.line + 1}): ${x.title} ${x.value}${x.unit}`);
  const fromList = listed.length ? chooseRun(listed, raw, totals) : null;
  if (fromList) return fromList;
  // So is a scheme given item by item in a list of requirements (section-shares.ts).
  const sections = sectionShares(raw, 8_000_000, labelScore);
  if (trace)
    for (const x of sections)
      trace(
        `share candidate, item of a list (line ${x.line + 1}): ${x.title} ${x.value}${x.unit}${SHAPED_BY.has(x) ? ` (${SHAPED_BY.get(x)})` : ''}`,
      );
  const fromSections = sections.length ? chooseRun(sections, raw, totals) : null;
  if (fromSections) return fromSections;
  // (named-shares-far-apart) Percentages of the grade each named as graded work, stated in paragraphs further
  // apart than a run's gap ("Fifty percent of your final grade will be based on class participation." … a
  // section later "Reviews … will count as 15% of your grade"): a run of them alone may span a longer gap.
  const named = all.filter((x) => x.unit === '%' && !x.total && x.labelScore >= 0.7);
  const wide = named.length >= 2 ? chooseRun(named, raw, totals, MAX_WIDE_GAP) : null;
  if (wide && wide.components.length >= 2) {
    trace?.('share-run named-shares-far-apart: a run of named percentages across paragraphs makes the whole');
    return { ...wide, confidence: Math.min(wide.confidence, 0.6) };
  }
  if (!layoutEmpty) return null;
  // Last, points listed in prose across neighbouring paragraphs, or where the page states no total, with their
  // sum as the whole (listed-points.ts, rules points-listed-across-paragraphs and points-listed-summed).
  const summed = listedPoints(raw, 9_500_000, labelScore, true);
  if (trace)
    for (const x of summed)
      trace(
        `share candidate, points listed in prose, summed (line ${x.line + 1}): ${x.title} ${Math.round(x.value * 100) / 100}%${SHARED_FIGURE.has(x) ? ' (works-share-one-figure)' : ''}${SPELLED_FIGURE.has(x) ? ' (points-in-words)' : ''}`,
      );
  return summed.length ? chooseRun(summed, raw, totals) : null;
}

/** Every graded share the text holds, in any form (table rows, lines, formulas, bare figures, prose), in reading order. */
export function shareCandidates(raw: string[]): Share[] {
  const rows = rowShares(raw, 1_000_000);
  const totalled = totalledShares(
    raw.map((l, i) => (rows.used.has(i) ? '' : l)),
    6_000_000,
  );
  for (const i of totalled.used) rows.used.add(i);
  const percentFirst = percentFirstShares(
    raw.map((l, i) => (rows.used.has(i) ? '' : l)),
    7_000_000,
  );
  for (const i of percentFirst.used) rows.used.add(i);
  const columns = columnShares(
    raw.map((l, i) => (rows.used.has(i) ? '' : l)),
    5_000_000,
  );
  const flat = lineShares(
    raw.map((l, i) => (rows.used.has(i) || columns.used.has(i) ? '' : l)),
    2_000_000,
  );
  const firstFigures = figureFirstShares(
    raw.map((l, i) => (rows.used.has(i) || columns.used.has(i) || flat.used.has(i) ? '' : l)),
    8_000_000,
  );
  const rest = raw.map((l, i) =>
    rows.used.has(i) || columns.used.has(i) || flat.used.has(i) || firstFigures.used.has(i) ? '' : l,
  );
  const all = [
    ...rows.shares,
    ...totalled.shares,
    ...percentFirst.shares,
    ...columns.shares,
    ...flat.shares,
    ...firstFigures.shares,
    ...formulaShares(raw, 3_000_000),
    ...bareShares(rest, 4_000_000),
    ...streams(rest).flatMap(sharesOf),
  ].filter((s) => !s.bonus && !namesGradeBand(s.title) && !namesRecipient(s.title, namesWork));
  all.push(...nearShares(rest, all));
  all.sort((a, b) => a.line - b.line || a.stream - b.stream);
  return all;
}

// Work words alone that name no work by themselves ("work", "section", "sets", "readings", "peer").
const WEAK_WORK =
  /^(?:work|sections?|sets?|problems?|readings?|peer|evaluations?|writing|in-class|activit(?:y|ies)|finals?)$/i;

/**
 * (share-named-near-figure, ./named-near.ts) A percentage of the grade no reader made a share of, named by the
 * graded work its clause holds: a candidate whose label reads at most 0.75, so that named shares win a tie.
 */
function nearShares(rest: string[], all: readonly Share[]): Share[] {
  const taken = (line: number, value: number) =>
    all.some(
      (x) =>
        Math.abs(x.line - line) <= 1 &&
        x.unit === '%' &&
        (Math.abs(x.value - value) < 0.01 || Math.abs(x.value / (x.count || 1) - value) < 0.01),
    );
  const isWork = (w: string) => NOUN.test(w) && !WEAK_WORK.test(w);
  let paragraph = 0;
  const paragraphOf: number[] = rest.map((l) => (l.trim() ? paragraph : paragraph++));
  return sharesNamedNear(rest, isWork, (w) => NOT_A_SHARE.test(withoutWorkPhrases(w)), taken).map((n) => {
    const title = tidy(n.title);
    return {
      value: n.value,
      unit: '%' as const,
      count: null,
      perItem: n.each,
      ...(n.each ? { openInProse: true } : {}),
      title: title[0]!.toUpperCase() + title.slice(1),
      rest: rest[n.line]!.trim(),
      line: n.line,
      stream: 9_700_000 + paragraphOf[n.line]!,
      labelScore: Math.min(0.75, labelScore(title)),
      near: true,
      bonus: false,
      total: false,
    };
  });
}

/** The scheme: the best-scoring run of neighbouring shares that makes the whole (100 % or a stated total). */
/** The totals the page states: "Total: 500 points", and a column's total row without the word ("____" then "250", rule nameless-footer-total). */
function pageTotals(raw: string[]): number[] {
  const footed: number[] = [];
  totalledRows(
    raw,
    splitCells,
    (c) => labelScore(tidy(c)) > 0 && !NOT_A_SHARE.test(withoutWorkPhrases(c)),
    footed,
    namesWork,
  );
  return [...statedTotals(raw), ...footed];
}

function chooseRun(all: Share[], raw: string[], totals: number[], maxGap = MAX_GAP): ShareScheme | null {
  let best: Run | null = null;
  // Runs within one stream (a column of a table, one paragraph) and runs across neighbouring ones.
  const byStream = new Map<number, Share[]>();
  for (const x of all) {
    const list = byStream.get(x.stream);
    if (list) list.push(x);
    else byStream.set(x.stream, [x]);
  }
  for (const list of [...byStream.values(), all]) {
    const found = bestRun(list, raw, totals, maxGap);
    if (found && (!best || (found.score > best.score && !restatesEarlierScheme(best.run, found.run, maxGap))))
      best = found;
  }
  // A scheme spread over sections ("Two projects (pairs) 20%" heading a paragraph of rules, then
  // "Tests 35%" heading the next): each weight ends a short line of its own, and the figures in the
  // explanation between them are not part of it.
  const headed = bestRun(
    all.filter((x) => x.paragraph || headsSection(raw[x.line] ?? '') || opensItem(raw, x)),
    raw,
    totals,
    MAX_SECTION_GAP,
    true,
  );
  if (headed && headed.run.length >= 3 && (!best || headed.score > best.score)) best = headed;
  if (!best) return null;
  const { total } = best;
  // "1 Midterm (not this term) 0%": a row weighted nothing is no component of the scheme (rule zero-share-no-component).
  const run = cutAtExtraCredit(best.run, raw).filter((s) => s.value > 0);
  const components = run.map((s) => shareAsComponent(s, Math.round((s.value / total) * 100 * 10000) / 10000));
  for (const c of components) if ((c.count ?? 1) <= 1 && soleExam(c, components)) c.kind = 'final';
  const confidence = Math.max(0.2, Math.min(0.95, best.score / 6));
  return { components, confidence, sum: components.reduce((a, c) => a + c.weight, 0) };
}

/** A read share as a component of the scheme, weighing its own figure unless given another weight. */
export function shareAsComponent(s: Share, weight = s.value): Component {
  return { title: s.title, kind: classify(s.title), weight, count: s.count, line: s.line, rest: s.rest };
}

interface Run {
  run: Share[];
  score: number;
  sum: number;
  total: number;
}

/**
 * Whether a run that spans several streams starts after a share of its own first stream that it leaves out:
 * "GRADING: Test #1 - 20%, Test #2 - 20%, …, Project - 20%" then the project's parts ("Paper 5%",
 * "Presentation 15%") also add to 100 when the first test is dropped, but a scheme is not read from the
 * middle of a line or a paragraph on into another.
 */
export function cutsStreamHead(all: readonly Share[], start: number, run: readonly Share[]): boolean {
  const first = run[0]!;
  const before = all[start - 1];
  return (
    !!before &&
    before.stream === first.stream &&
    !before.total &&
    before.unit === first.unit &&
    run.some((r) => r.stream !== first.stream)
  );
}

/** The run with every parent share replaced by the shares after it that add up to it, when that makes 100 %; else null. */
function partsOfParents(run: Share[]): Share[] | null {
  const parts = expandSubtotals(
    run,
    (p) => p,
    () => false,
  );
  if (!parts || Math.abs(parts.reduce((a, r) => a + r.value, 0) - 100) > 1) return null;
  // A parent is named as work ("Four essay exams", not "Late work loses 50"), heads its parts from a line of its
  // own ("three projects (50%), and an oral exam (50%)" then a table of the projects is two shares of one
  // sentence, not the exam's parts), and the shares after it each sit on a later line than the one before.
  const kept = new Set(parts);
  const alone = run.every(
    (p, i) =>
      kept.has(p) ||
      (p.labelScore >= 1 &&
        p.value < 100 &&
        run.every((r) => r === p || r.line !== p.line) &&
        partLines(run, i, kept).every((line, k, lines) => line > p.line && (k === 0 || line > lines[k - 1]!))),
  );
  return alone ? parts : null;
}

/** The lines of the kept shares after the parent at `i` (its parts, then its siblings), up to the next parent or the run's end. */
function partLines(run: Share[], i: number, kept: Set<Share>): number[] {
  const lines: number[] = [];
  for (let k = i + 1; k < run.length && kept.has(run[k]!); k++) lines.push(run[k]!.line);
  return lines;
}

/**
 * (open-each-leaves-no-whole) A points share of graded work per item ("Each weekly assignment will be worth 20
 * points") with no count, in the stream (paragraph) of one of the run's shares and left out of the run.
 */
function leftOpenBeside(run: readonly Share[], all: readonly Share[]): boolean {
  const streams = new Set(run.map((r) => r.stream));
  return all.some(
    (x) =>
      x.perItem &&
      !x.count &&
      x.unit === 'pt' &&
      !x.total &&
      x.labelScore >= 1 &&
      streams.has(x.stream) &&
      !run.includes(x),
  );
}

// (gap-counts-written-lines) A table converted to Markdown one cell a paragraph ("Oral Presentation" / "10 points",
// blank lines between the rows and whitespace-only lines for empty cells) spreads a scheme over many lines that say
// nothing: the gap between two shares of a run counts the lines with words or figures on them, within a bound of
// four times as many lines in all.
const writtenCounts = new WeakMap<string[], number[]>();

/** For each line, how many lines before it hold something other than blanks (cached per outline). */
function writtenBefore(raw: string[]): number[] {
  const known = writtenCounts.get(raw);
  if (known) return known;
  const counts = new Array<number>(raw.length + 1);
  counts[0] = 0;
  for (let k = 0; k < raw.length; k++) counts[k + 1] = counts[k]! + (/[^\s*_|>#-]/.test(raw[k]!) ? 1 : 0);
  writtenCounts.set(raw, counts);
  return counts;
}

/** Whether two shares' lines are too far apart for one run: more written lines than the gap, or far more lines. */
function tooFar(written: number[], from: number, to: number, maxGap: number): boolean {
  if (to - from <= maxGap) return false;
  if (to - from > 4 * maxGap) return true;
  return (written[to] ?? 0) - (written[from + 1] ?? 0) + 1 > maxGap;
}

/** The best run of neighbouring shares; in `sections` mode the shares head sections, so their spread costs nothing. */
function bestRun(all: Share[], raw: string[], totals: number[], maxGap: number, sections = false): Run | null {
  let best: Run | null = null;
  const written = writtenBefore(raw);
  for (let i = 0; i < all.length; i++) {
    if (all[i]!.total) continue;
    const unit = all[i]!.unit;
    const run: Share[] = [];
    let sum = 0;
    for (let j = i; j < all.length && j - i < MAX_RUN; j++) {
      const s = all[j]!;
      const prev = run[run.length - 1];
      if (prev && tooFar(written, prev.line, s.line, maxGap)) break;
      if (s.total) continue;
      if (s.unit !== unit) continue;
      // The same component restated (a summary, then a detail) ends the run; a second of one name on the next row does not.
      if (restatesRun(run, s, raw)) break;
      run.push(s);
      sum += s.value;
      if (run.length < 2) continue;
      let total = 0;
      // One per-item share of unknown count closes the whole when a whole number of items does ("Each
      // hourly exam = 30%" + "Discussion = 10%" → three exams): the constraint supplies the count.
      const open = run.filter((r) => r.perItem);
      let members = 1;
      if (unit === '%' && open.length === 1 && sum < 99) {
        const n = 1 + (100 - sum) / open[0]!.value;
        if (Math.abs(n - Math.round(n)) < 0.01 && n >= 2 && n <= 12) members = Math.round(n);
        // A count the run supplies to a share of prose holds only for its whole sentence list: dropping one of
        // its neighbours ("test 10%, essays 20% each, …") would let another count close the whole.
        const o = open[0]!;
        if (members > 1 && o.openInProse && all.some((x) => x.stream === o.stream && !x.total && !run.includes(x)))
          members = 1;
        // (open-each-counted-otherwise) "There are 12 checks (Weeks 1-12), each worth 1%": a clause that counts the
        // work another number of times leaves the count to no run.
        if (members > 1 && o.countedBefore && o.countedBefore !== members) members = 1;
      }
      // (open-each-closes-stated-points) "Each exam will be worth 100 points" with "Quizzes 100 points", "Paper 50
      // points" and "350 points in all": the count that closes a total the page states, as for percentages.
      // Only a work's name (not "each answer counting 2 points") and a whole of 100 points or more (not an exam's
      // own "total of 20 points").
      if (unit === 'pt' && open.length === 1 && !open[0]!.count && open[0]!.labelScore >= 1) {
        const o = open[0]!;
        for (const t of totals) {
          if (t < 100) continue;
          const n = 1 + (t - sum) / o.value;
          if (Math.abs(n - Math.round(n)) < 0.01 && n >= 2 && n <= 12 && Math.abs(t - sum) > 1) {
            members = Math.round(n);
            break;
          }
        }
      }
      // "Four essay exams: 70%" then "Test 1: 20%", "Test 2: 20%", "Take-home: 15%", "Final: 15%": a share
      // followed by the shares that add up to it is their parent; the run with each parent replaced by its
      // parts makes the whole (rule parent-replaced-by-parts).
      let parts: Share[] | null = null;
      if (unit === '%') {
        if (Math.abs(sum + (members - 1) * (open[0]?.value ?? 0) - 100) > 1) {
          parts = !open.length && sum > 101 && run.length >= 4 ? partsOfParents(run) : null;
          if (!parts) continue;
        }
        total = 100;
      } else {
        const whole = sum + (members - 1) * (open[0]?.value ?? 0);
        const stated = totals.find((t) => Math.abs(t - whole) <= Math.max(1, t * 0.005));
        if (stated) total = stated;
        // A run with a count-at-figure share ("Quizzes (3 @ 50 points each) [150]") is whole only by a stated
        // total: its neighbours' totals are often bare numbers the finder does not read.
        else if (run.some((r) => r.atCount)) continue;
        // (open-each-leaves-no-whole) "Each weekly assignment will be worth 20 points … 50 points given for
        // attendance … the final exam worth 50 points": a round sum is no whole when a share of graded work per item,
        // its count never given, stands in the same paragraph outside the run (the whole is unknown).
        else if (leftOpenBeside(run, all)) continue;
        else if ([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 2000].includes(Math.round(sum)))
          total = sum;
        else continue;
      }
      const read = parts ?? run;
      const labels = read.reduce((a, r) => a + r.labelScore, 0) / read.length;
      const heading = headingNear(raw, run[0]!.line) ? 1 : 0;
      const spread = sections ? 0 : (run[run.length - 1]!.line - run[0]!.line) / read.length;
      const streamsUsed = new Set(run.map((r) => r.stream)).size;
      const cut = cutsStreamHead(all, i, run) ? 0.5 : 0;
      const score =
        -cut +
        2 +
        2 * labels +
        heading +
        Math.min(read.length, 8) * 0.15 -
        Math.min(spread, 6) * 0.1 -
        (streamsUsed > 2 ? 0.3 : 0) -
        (unit === 'pt' && total === sum && !totals.includes(total) ? 0.4 : 0) -
        // (round-sum-under-stated-total) A run that only makes a round number, where the page states a larger
        // whole of points, is a part of the scheme ("Exams 100 + Quizzes 100" beside "350 points in all").
        (unit === 'pt' && total === sum && !totals.includes(total) && totals.some((t) => t > sum && t >= 100)
          ? 0.4
          : 0);
      const chosen = parts
        ? parts
        : members > 1
          ? run.map((r) =>
              r === open[0]
                ? { ...r, value: r.value * members, count: members, title: r.title.replace(/^each\s+/i, '') }
                : r,
            )
          : [...run];
      if (!best || (score - (members > 1 ? 0.5 : 0) > best.score && !restatesEarlierScheme(best.run, run, maxGap)))
        best = {
          run: chosen,
          score: score - (members > 1 ? 0.5 : 0),
          sum: parts ? parts.reduce((a, r) => a + r.value, 0) : sum,
          total,
        };
    }
  }
  return best;
}
