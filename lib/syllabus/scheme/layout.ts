// Grading-scheme extraction: finds the weighted components (percent or points) in tables,
// bullet lists, headings and "Label: weight" lines, picks the block that forms the grading
// scheme, replaces parents by their parts when the parts add up, and converts points to
// percentages of the total.
import { ASSESSMENT_NOUN, classify, contentTokens, hasNameLetters, sameWord } from '../vocabulary/kinds.js';
import { formulaParts } from './formula.js';
import { closeOpenEach } from './open-each.js';
import { namesGradeBand } from './grade-band.js';
import { isPenaltyOrCap } from './lookalike.js';
import { proseWeights, shareOf } from './prose.js';
import { expandSubtotals, withoutFooterTotals } from './subtotals.js';
import { clean, isHeaderRow, UNIT_HEADER, wordCount, type Line } from '../segment/lines.js';
import { isPointUnit } from '../vocabulary/units.js';
import { splitLeader, withoutDetails } from './leader.js';
import type { Kind } from '../types.js';
import { isCaptionLine } from './caption-line.js';
import { numberedApart } from './numbered-apart.js';
import { weightedHeaderRow } from './weighted-header-row.js';
import { withoutDate } from './dated-titles.js';
import { itemOpeningName } from './item-opening-name.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { ANY_MONTH, ENGLISH_WEEKDAYS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';

// A schedule row's date before the name ("Oct 14 Midterm", "04.11.2025 Referat 1", "Tue 10/28 Paper",
// "Februar 2026 Klausur" once the day's "10." is read as a list number): the row's date, not the name.
const LEADING_DATE = new RegExp(
  String.raw`^(?:(?:${ENGLISH_WEEKDAYS}|${WEEKDAY_ABBREVIATIONS})\.?,?\s+)?(?:\d{1,2}[./]\d{1,2}(?:[./](?:\d{4}|\d{2}))?\.?|(?:${ANY_MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?|\d{1,2}\.?\s+(?:${ANY_MONTH})\.?(?:\s+\d{4})?|(?:${ANY_MONTH})\.?\s+\d{4})\s*[-–—:,]?\s+(?=\p{L})`,
  'iu',
);

export interface Component {
  title: string;
  kind: Kind;
  /** Percent of the final grade (after conversion from points). */
  weight: number;
  /** Members the outline says the component has ("(6)", "3 Exams", "4 × 10%"), if any. */
  count: number | null;
  /** The line the component was read from. */
  line: number;
  /** Text of that line outside the title and weight (may hold the component's own date). */
  rest: string;
}

interface Entry {
  title: string;
  value: number;
  unit: '%' | 'pt';
  count: number | null;
  line: number;
  depth: number;
  rest: string;
  bonus: boolean;
  total: boolean;
  /** What kind of line stated it (a table, a list, a heading, a sentence). */
  origin: string;
  /** The part of the grade the weight is a share of ("37.5% of the class record"), when not the whole. */
  of?: string | null;
  /** The phrase after "of" in a sentence, even one that alone reads as the whole grade. */
  ofPhrase?: string | null;
  /** "Midterm Exams 25% each" with no count: `value` is one member's share (open-each.ts). */
  eachOpen?: boolean;
}

// A weight: a number followed by % or points, not one end of a range ("90-100%", "97% – 100%"), nor a share of
// someone's working time ("100% FTE", "50% time" in a job listing).
const WEIGHT =
  /(?<![\d.]%?\s*[-–—]\s*)(?<![\d.\-–−+/])(?:max(?:imum)?\.?\s*|~\s*|approx(?:imately|\.)?\s*)?(\d{1,4}(?:\.\d+)?)\s*(%|percent\b|points?\b|pts\b\.?|marks\b)(?!\s*[-–—]\s*\d+(?:\.\d+)?\s*(?:%|points|pts))(?!\s*(?:FTE|full[- ]time|time\b|effort\b|appointment))/gi;
const EACH = /^\s*(?:each|per\b|apiece|\/\s*ea(?:ch)?\b)/i;
/** "3 x 100 =" right before a weight (rule bare-product-before-weight). */
const BARE_PRODUCT_BEFORE = /(?<![\d.])(\d{1,2}) ?[x×*] ?(\d{1,4}(?:\.\d{1,2})?) ?= ?$/i;
const TIMES = /(\d{1,2})\s*(?:[×x*]|times)\s*(\d{1,3}(?:\.\d+)?)\s*(%|points?|pts)/i;
const NOISE =
  /\b(late|penalt|deduct|per day|reduction|curve|round(?:ed|s)? up|cut-?off|at least|at most|no more than|or (?:higher|better|above|more)|threshold|up to|adjust(?:ed|ment)?|moderat(?:ed|ion))\w*|±|\+\/-/i;
const GRADE_LETTER = /^(?:[A-F][+-]?|pass|fail|excellent|good|very good|failed)$/i;
const gradeWords = (title: string) => GRADE_LETTER.test(title) || namesGradeBand(title);

interface Weight {
  value: number;
  unit: '%' | 'pt';
  index: number;
  end: number;
  each: boolean;
}

/** "15% (or 17.5%)": the alternative weighting is blanked out, offsets kept. */
const withoutAlternatives = (s: string) => s.replace(/\(\s*or\s+[^)\n]{0,300}\)/gi, (m) => ' '.repeat(m.length));

// "Test 1 — 37.5%": the dash after an item's number sets off its weight; it does not make a range.
const ITEM_DASH = new RegExp(String.raw`(\b${ASSESSMENT_NOUN}\s*#?\d{1,2}\s+)[-–—](?=\s+\d)`, 'gi');

const ITEM_NAME = new RegExp(String.raw`(\b${ASSESSMENT_NOUN}\s*#?\d{1,2}\s*[-–—:]\s*)([\w'-]+)`, 'gi');
/** "Project 1 — Threshold" without its capitalised name word. */
const withoutItemName = (s: string) =>
  s.replace(ITEM_NAME, (m, lead: string, word: string) => (/^[A-Z]/.test(word) ? lead : m));

function weights(s: string): Weight[] {
  const out: Weight[] = [];
  const stripped = withoutAlternatives(s).replace(ITEM_DASH, '$1 ');
  for (const m of stripped.matchAll(WEIGHT)) {
    const end = m.index + m[0].length;
    out.push({
      value: Number(m[1]),
      unit: m[2]!.startsWith('%') || m[2]!.toLowerCase().startsWith('percent') ? '%' : 'pt',
      index: m.index,
      end,
      each: EACH.test(stripped.slice(end)),
    });
  }
  return out;
}

function isWeightOnly(cell: string): boolean {
  const w = weights(cell);
  if (w.length !== 1 || w[0]!.each) return false;
  return (
    cell
      .replace(/\([^)\n]{0,300}\)/g, '')
      .replace(WEIGHT, '')
      .replace(/[\s~*:=(),.]|approx\w*|total/gi, '') === ''
  );
}

function countOf(text: string): number | null {
  const times = TIMES.exec(text);
  if (times) return Number(times[1]);
  // "(x5, 2% each)", "(×4)": the count after the multiplication sign.
  const sign = /\(\s*[x×]\s?(\d{1,2})\b/i.exec(text);
  if (sign) return Number(sign[1]);
  // "(6)", "(3 essays)"; not a length or a duration ("(2 hours)", "(1500 words)"), and "(25 points each)" is a figure.
  const paren =
    /\((\d{1,2})(?:\)|\s+(?!(?:hours?|hrs?|h|minutes?|mins?|words?|pages?|weeks?|days?|points?|pts|marks?|percent)\b)[a-z])/i.exec(
      text,
    );
  if (paren) return Number(paren[1]);
  const words = englishNumbers(2, 12);
  const lead = new RegExp(
    `\\b(\\d{1,2}|${englishNumberPattern(2, 12)})\\s+(?:[a-z-]+\\s+){0,2}${ASSESSMENT_NOUN}\\b`,
    'i',
  ).exec(text);
  if (lead) return Number(words[lead[1]!.toLowerCase()] ?? lead[1]);
  return null;
}

// A row named by the scheme's own word ("Grading 100%", "Assessment: 100%") states the scheme's total. Not a
// row whose name only opens with that word: an item number ("Assessment 1 essay 30%") or a compound name
// ("Assessments and evaluations 5%", "Grading of the portfolio 10%") is a component.
const SCHEME_WORD_TOTAL = /^(?:classification|grading|assessment|evaluation)(?!s?\s{0,3}(?:#?\d|and\b|&|of\b))/i;

/** Shortens a title: drops parentheses and trailing explanation, or picks the assessment phrase out of prose. */
const PARTICIPATION_HEAD =
  /^((?:[A-Za-z-]{1,20}\s){0,3}(?:participation|attendance|engagement|contributions?)(?:\s(?:and|&)\s(?:[A-Za-z-]{1,20}\s)?(?:participation|attendance|engagement|contributions?|discussions?))?)\s(?:in|at|during|to|for|on)\s/i;

export function tidyTitle(raw: string): string {
  // A quoted row's marks ("> Midterm exam", ">> Final exam") are no part of the name.
  let t = clean(raw)
    .replace(/\([^)\n]{0,300}\)/g, ' ')
    .replace(/^[\s:=\-–—|*+._>]+|[\s:=\-–—|*+,.(_]+$/g, '')
    .replace(/^(?:max(?:imum)?\.?|approx\w*\.?)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Section numbers ("4.1 Assignments") and stage labels ("Milestone 2 – Report") are not the name.
  t = t
    .replace(LEADING_DATE, '')
    .replace(/^\d{1,2}(?:\.\d{1,2})*\.?\s+(?=[A-Za-z])/, '')
    .replace(LEADING_DATE, '');
  // "Testat 1 (Komplexe Rechnung), 30 min": how long the sitting lasts is no part of the name.
  t = t.replace(/\s*,\s*\d{1,3}\s?(?:min(?:ute[ns]?|s)?|h|hrs?|hours?|std|stunden?)\.?$/i, '');
  // "Grade: Homework": the heading word that opens the scheme's first line is not the name.
  t = t
    .replace(/^(?:(?:final|course)\s+)?(?:grades?|grading|assessment|evaluation)\s*:\s+(?=\S)/i, '')
    .replace(/^[•·▪●◦*-]\s+|\s+@$/g, '');
  // "10% (40 points) for class participation": the name comes after "for".
  t = t.replace(/^for\s+(?:the\s+)?(?=\p{L})/iu, '');
  // "3 Examinations": the count (read by countOf) is no number of a member.
  t = t.replace(/^\d{1,2}\s+(?=[A-Z][a-z]+s\b)/, '');
  t = t.replace(/^(?:milestone|stage|phase|part|step|deliverable|component)\s*#?\d{1,2}[a-z]?\s*[-–—:.]\s+(?=\S)/i, '');
  if (wordCount(t) > 6) {
    // "Examen parcial el 15 de marzo de 2026": the name is what comes before its date.
    const dated = /\d/.test(t) ? withoutDate(t) : null;
    if (dated && wordCount(dated.title) <= 6) return dated.title;
    // "Final video essay — replaces a final exam": the name is what comes before the dash.
    const lead = t.split(/\s[-–—+]\s|[:;]/)[0]!.trim();
    if (lead !== t && wordCount(lead) <= 6 && new RegExp(`\\b${ASSESSMENT_NOUN}\\b`, 'i').test(lead)) return lead;
    const phrase = new RegExp(
      `(?:\\b(?:final|midterm|term|lab|group|class|individual|in-class|take-home|weekly|reading|written|oral|research)\\s+){0,2}${ASSESSMENT_NOUN}\\b`,
      'i',
    ).exec(t);
    if (phrase) {
      // "A Multiple Choice Question test for 90 minutes": capitalised words just before the noun name it too.
      const before = /(?:\b(?!(?:A|An|The|Part|Each|One|This|Your)\b)[A-Z][\w-]*\s+){1,3}$/.exec(
        t.slice(Math.max(0, phrase.index - 60), phrase.index),
      );
      return `${before?.[0] ?? ''}${phrase[0]}`.replace(/\s+/g, ' ').trim();
    }
    const cut = t.split(/\s[-–—]\s|[:;]|,\s/)[0]!.trim();
    if (wordCount(cut) <= 6) return cut;
    // (participation-named-before-its-place) "Regular attendance and participation in seminar activities": a long
    // name of class participation, with no graded noun, is named by its words before their place ("in …").
    const head = PARTICIPATION_HEAD.exec(cut);
    return head && wordCount(head[1]!) <= 6 ? head[1]!.trim() : '';
  }
  return t;
}

// A column whose header names the unit ("Points", "Weight (%)", "Marks") holds bare figures.

/** "50" under a "Points" header reads as "50 points"; "15" under "Weight (%)" as "15%". */
function withHeaderUnit(line: Line): string[] {
  if (!line.header || line.header === line.cells) return line.cells;
  return line.cells.map((c, i) => {
    const h = UNIT_HEADER.exec((line.header![i] ?? '').trim());
    if (!h || !/^\d{1,4}(?:\.\d+)?$/.test(c.trim())) return c;
    return `${c.trim()}${isPointUnit(h[1] ?? h[0]) ? ' points' : '%'}`;
  });
}

function entryFromRow(line: Line): Entry[] {
  if (isHeaderRow(line) && !weightedHeaderRow(line.cells, isWeightOnly, (c) => hasNameLetters(tidyTitle(c)))) return [];
  const cells = withHeaderUnit(line);
  const weightAt = cells.findIndex(isWeightOnly);
  // Horizontal scheme: a "Weight" row under a header of categories.
  const weightCells = cells.map((c, i) => (isWeightOnly(c) ? i : -1)).filter((i) => i >= 0);
  if (
    weightCells.length >= 2 &&
    line.header &&
    line.header !== cells &&
    !cells.some(
      (c) => /[A-Za-z]/.test(c) && !isWeightOnly(c) && !/^(weight|percent|percentage|%|worth|value)s?$/i.test(c),
    )
  ) {
    return weightCells.flatMap((i) => {
      const title = tidyTitle(line.header![i] ?? '');
      if (!title) return [];
      const w = weights(cells[i]!)[0]!;
      return [
        {
          title,
          value: w.value,
          unit: w.unit,
          count: null,
          line: line.index,
          depth: 20,
          rest: '',
          bonus: /extra|bonus/i.test(title),
          total: /^total\b/i.test(title),
          origin: `row:${line.table}`,
        },
      ];
    });
  }
  if (weightAt < 0) return [];
  const before = cells.slice(0, weightAt).filter((c) => /[A-Za-z]/.test(c));
  // Percent-first rows ("10% | Quizzes (best 5 of 6, 2% each) | 20 min | …") are named by the first cell
  // after the figure that is a name: a figure inside its parentheses is a detail, while a duration or a
  // cross-reference ("see Section 5", "as per time table") names nothing.
  const candidates = before.length
    ? before
    : cells
        .slice(weightAt + 1)
        .filter(
          (c) =>
            /[A-Za-z]/.test(c) &&
            !NOT_A_NAME.test(c.trim()) &&
            weights(c.replace(/\([^)\n]{0,300}\)/g, ' ')).length === 0,
        )
        .slice(0, 1);
  const noun = new RegExp(`\\b${ASSESSMENT_NOUN}\\b|participation|attendance`, 'i');
  const named = candidates.filter((c) => noun.test(c));
  const pool = named.length ? named : candidates;
  const titleCell = pool.find((c) => /[A-Za-z]\s*\d/.test(c) && noun.test(c)) ?? pool[0];
  if (!titleCell) return [];
  const w = weights(cells[weightAt]!)[0]!;
  const title = tidyTitle(titleCell);
  if (!title || gradeWords(title)) return [];
  const rest = cells.filter((c, i) => i !== weightAt && c !== titleCell).join(' | ');
  return [
    {
      title,
      value: w.value,
      unit: w.unit,
      count: countOf(titleCell),
      line: line.index,
      depth: 20,
      rest,
      bonus: /extra credit|bonus/i.test(titleCell),
      total: /^total\b/i.test(title),
      origin: `row:${line.table}`,
    },
  ];
}

// A table cell that is no name: a duration ("20 min", "3 hrs"), a cross-reference, a dash or "TBA".
const NOT_A_NAME =
  /^(?:(?:see|refer|as per|cf\.?|per)\s|(?:tba|tbd|n\/a|none|nil)$|[-–—]+$|\d{1,3}\s?(?:min(?:ute)?s?|h|hrs?|hours?)\.?$)/i;

// "Each", in the languages outlines are written in, before a figure makes it a per-member share.
const PER_MEMBER = /(?:^|[\s:;,(])(?:each|chaque|cada|jede[rsmn]?|ogni)\s+\p{L}/iu;

// Words of a sentence, never of a label: "Homework 20%" is a label, "Homework is worth 20%" is not.
const FUNCTION_WORDS =
  /\b(?:is|are|was|were|will|be|can|may|must|counts?|worth|weighted|of|your|you|we|the|to|if|than|for|on|in|at|by|with|this|that|which|who|up)\b/i;
const LABEL_END = /[:(=–—-]\s*(?:max(?:imum)?\.?\s*)?$/i;

/** "Label: weight" or "Label weight" with a short label, whatever comment follows the weight. */
function isLabel(before: string): boolean {
  const n = wordCount(before);
  return n >= 1 && n <= 8 && (LABEL_END.test(before) || !FUNCTION_WORDS.test(before));
}

// "Final mark = 40% class record + 60% final examination": a formula of weighted parts.
// Read by hand, not by one regex: the pattern `^[^=+]*[=:]\s*([^=+]+(?:\+[^=+]+)+)$` backtracks
// quadratically over a line of colons.
function formulaRight(text: string): string | null {
  const plus = text.indexOf('+');
  if (plus < 0) return null;
  const eq = text.indexOf('=');
  let sep: number;
  if (eq >= 0) {
    if (eq > plus || text.indexOf('=', eq + 1) >= 0) return null;
    sep = eq;
  } else {
    sep = text.lastIndexOf(':', plus);
    if (sep < 0) return null;
  }
  const right = text.slice(sep + 1);
  const parts = right.split('+');
  if (parts.length < 2 || parts.some((p) => p.length === 0) || !parts[0]!.trim()) return null;
  return right.trimStart();
}

function entriesFromFormula(line: Line): Entry[] {
  const right = formulaRight(line.text);
  if (!right) return [];
  const parts = right.split('+');
  const out: Entry[] = [];
  for (const part of parts) {
    const ws = weights(part);
    if (ws.length !== 1 || ws[0]!.unit !== '%') return [];
    // "50% x year mark": the multiplication sign is no word of the name.
    // "50% x year mark + 50% x examination mark": the mark of the examination is the examination.
    const title = tidyTitle(
      part
        .replace(WEIGHT, ' ')
        .replace(/[()]/g, ' ')
        .replace(/^\s*[x×*·]\s+/i, '')
        .replace(/(\p{L}{4,})\s+(?:marks?|scores?|results?)\s*[.;]?\s*$/u, '$1'),
    );
    if (!title || !hasNameLetters(title)) return [];
    out.push({
      title,
      value: ws[0]!.value,
      unit: '%',
      count: null,
      line: line.index,
      depth: 20,
      rest: '',
      bonus: false,
      total: false,
      origin: 'formula',
    });
  }
  return out.length >= 2 ? out : [];
}

function entryFromLine(line: Line): Entry[] {
  const formula = entriesFromFormula(line);
  if (formula.length) return formula;
  const led = ledEntry(line);
  if (led) return [led];
  // Dot leaders ("Problem sets ........ 20%") separate a label from its weight.
  const text = withoutAlternatives(line.text).replace(/\s*(?:\.{3,}|…+)\s*/g, ': ');
  const ws = weights(text);
  if (ws.length === 0) return [];
  let main = ws.find((w) => !w.each);
  // "Homework (130 Points; 20% of total grade)": the percentage of the grade is the weight, the points in the
  // same parenthesis a detail.
  const ofGrade = ws.find(
    (w) =>
      w.unit === '%' &&
      !w.each &&
      /^\s*of\s+(?:the\s+|your\s+)?(?:(?:total|final|overall|course)\s+)*grade\b/i.test(text.slice(w.end)),
  );
  const gradeParen = ofGrade ? text.lastIndexOf('(', ofGrade.index) : -1;
  const pointsAside =
    !!ofGrade &&
    gradeParen >= 0 &&
    text.indexOf(')', gradeParen) > ofGrade.index - 1 &&
    ws.every((w) => w === ofGrade || w.each || (w.unit === 'pt' && w.index > gradeParen && w.index < ofGrade.index));
  if (pointsAside) main = ofGrade;
  // "Article critiques (2) 10% each": the count times the figure is the weight.
  const eachCount = main ? null : countOf(text);
  // With no count anywhere on the line, the scheme's other shares decide how many (open-each.ts).
  const open = !main && !eachCount && ws.length === 1;
  if (!main) {
    if (!eachCount && !open) return [];
    main = { ...ws[0]!, each: false };
  }
  // A penalty or cut-off is judged on the words up to the figure, not a comment after it.
  // The name of a numbered item ("Project 1 — Threshold") is no penalty word.
  const judged = withoutItemName(text.slice(0, main.end + 12));
  if (NOISE.test(judged) || isPenaltyOrCap(judged.slice(-60))) return [];
  const times = TIMES.exec(text);
  // In "Assignments (4 × 10%)" the whole product is the weight.
  const span =
    times && times.index <= main.index && times.index + times[0].length >= main.end
      ? { index: times.index, end: times.index + times[0].length }
      : main;
  const before = text.slice(0, span.index);
  const after = text.slice(span.end);
  // "Quiz en ligne : chaque quiz vaut 1 %", "cada práctica vale 5%": a per-member share restated in a sentence.
  if (PER_MEMBER.test(before) && !LABEL_END.test(before)) return [];
  // "Two essays, each worth 20%" is a sentence (prose.ts reads those); "Essays (2) 20% each" is a label.
  if (
    (eachCount || open || line.type === 'text') &&
    !LABEL_END.test(before) &&
    /\b(?:worth|counts?|weighted|is|are|will)\b/i.test(before)
  )
    return [];
  // Prose with several figures is explanation, not a scheme line; "N × W%", "(N items, W each)" and
  // a comment set off after the weight ("20% (the final can replace it at 30%)") are fine.
  let others = ws.filter(
    (w) =>
      w !== main &&
      w.index !== main.index &&
      !w.each &&
      !(times && w.index >= times.index) &&
      !(pointsAside && w.unit === 'pt'),
  );
  // "2 x Lab assignments @ 10% = 20%": the figure after "=" is the count times the share, so the weight.
  let product: { value: number; count: number } | null = null;
  if (
    others.length === 1 &&
    others[0]!.index > main.index &&
    /^\s*=\s*$/.test(text.slice(main.end, others[0]!.index))
  ) {
    const n = /(\d{1,2})\s*[x×*]\s/i.exec(text.slice(0, main.index)) ?? /^\W*(\d{1,2})\s+[A-Za-z]/.exec(text);
    if (n && Math.abs(Number(n[1]) * main.value - others[0]!.value) < 0.01) {
      product = { value: others[0]!.value, count: Number(n[1]) };
      others = [];
    }
  }
  if (others.some((w) => w.index < main.index) || (others.length > 0 && !/^\s*[(;–—-]/.test(after))) return [];
  // (bare-product-before-weight) "Lecture exams: 3 x 100 = 300 pts.": a product of bare numbers the weight restates
  // counts the members; it is no part of the name.
  const bareProduct = !product && !times ? BARE_PRODUCT_BEFORE.exec(before.slice(-40)) : null;
  if (
    bareProduct &&
    Number(bareProduct[1]) >= 1 &&
    Number(bareProduct[1]) <= 30 &&
    Math.abs(Number(bareProduct[1]) * Number(bareProduct[2]) - main.value) < 0.01
  )
    product = { value: main.value, count: Number(bareProduct[1]) };
  // Prose lines count only in label form: "Homework: 20%", "Homework (20%)", "20% Homework".
  // A parenthesis in the label ("Homework (best 10 out of 12) 15%") is a detail: its words make no sentence.
  // A label runs over no full stop ("… (see the handbook). The 70 % of …" is prose).
  const bare = (s: string) => (/[.!?]\s+\S/.test(s) ? s : s.replace(/\([^()\n]{0,120}\)/g, ' '));
  const words = wordCount(text) - wordCount(before) + wordCount(bare(before));
  // "20%   Film journal — ten responses, the best 8 count": a figure that opens the line is named by the
  // first clause after it, and what follows that clause is a comment, however long.
  const percentFirst =
    !/[A-Za-z]/.test(before) && /^\s+\p{Lu}/u.test(after) && wordCount(after.split(/\s[-–—]\s|[;(.,]/)[0] ?? '') <= 8;
  const shortLine =
    percentFirst || !(words > 14 || (wordCount(bare(before)) > 1 && !LABEL_END.test(before) && words > 6));
  if (line.type === 'text' && !shortLine && !isLabel(bare(before))) return [];
  // "Exams: 3 exams @ 25% each  75%": the per-item figure and its count restate the weight; the name is before them.
  const perItem = !product && !times ? ws.find((w) => w.each && w.index < span.index) : undefined;
  const named = perItem ? namedBeforeEach(before.slice(0, perItem.index)) : before;
  let title = tidyTitle(
    product
      ? before
          .replace(BARE_PRODUCT_BEFORE, ' ')
          .replace(/\d{1,2}\s*[x×*]\s/i, ' ')
          .replace(/\s*@\s*$/, '')
      : pointsAside
        ? before.slice(0, gradeParen)
        : named,
  );
  // (item-opening-name) A long list item is named by the short label it opens with.
  if (line.type === 'bullet' && !product && !pointsAside && !perItem && wordCount(bare(before)) > 6) {
    const opening = itemOpeningName(before);
    if (opening) title = opening;
  }
  let rest = after;
  if (!title || !hasNameLetters(title)) {
    title = tidyTitle(after.replace(/^[\s:=\-–—]+/, '').split(/\s[-–—]\s|[.;]|:(?!\d)/)[0] ?? '');
    rest = before;
    // (of-the-grade-names-nothing) "Online discussion\n(20% of your grade)": what the share is of names no work; the
    // line leaves the share to the finder, which reads the name above.
    if (/^of\s+(?:the\s+|your\s+)?(?:(?:total|final|overall|course|class)\s+)*(?:grade|mark|score)s?\b/i.test(title))
      return [];
  } else {
    // "Label: weight" keeps the explanation after the weight; a date in the label belongs to the rest.
    rest = `${before} ${after}`;
  }
  // A figure inside running prose ("converted to the 5 % weight") has no name of its own.
  if (!title || gradeWords(title) || !contentTokens(title).some((w) => !FUNCTION_WORDS.test(w))) return [];
  let value = product ? product.value : eachCount ? main.value * eachCount : main.value;
  let count = product ? product.count : countOf(text);
  if (times) {
    const per = Number(times[2]);
    if (per === main.value) {
      value = per * Number(times[1]);
      count = Number(times[1]);
    }
  }
  const depth = line.type === 'heading' ? line.level : line.type === 'bullet' ? 10 + line.level : 20 + line.level;
  return [
    {
      title,
      value,
      unit: main.unit,
      count,
      line: line.index,
      depth,
      rest,
      bonus: /extra credit|bonus/i.test(text) && !/no (?:extra credit|bonus)/i.test(text),
      total: /^total\b/i.test(title) || SCHEME_WORD_TOTAL.test(title),
      origin: line.type,
      of: shareOf(text.slice(span.end)),
      ...(open ? { eachOpen: true } : {}),
    },
  ];
}

/** "Individual assignments (2 x 10%) ......... 20%": the one figure after the leader weighs the name before it. */
function ledEntry(line: Line): Entry | null {
  const led = splitLeader(line.text);
  if (!led) return null;
  const ws = weights(led.tail);
  if (ws.length !== 1 || ws[0]!.each || weights(withoutDetails(led.label)).length) return null;
  if (!weights(led.label).length) return null;
  const title = tidyTitle(led.label);
  if (!title || gradeWords(title) || NOISE.test(led.label) || isPenaltyOrCap(led.label)) return null;
  const w = ws[0]!;
  const depth = line.type === 'heading' ? line.level : line.type === 'bullet' ? 10 + line.level : 20 + line.level;
  return {
    title,
    value: w.value,
    unit: w.unit,
    count: countOf(led.label),
    line: line.index,
    depth,
    rest: `${led.label} ${led.tail.slice(w.end)}`,
    bonus: /extra credit|bonus/i.test(line.text),
    total: /^total\b/i.test(title),
    origin: line.type,
    of: shareOf(led.tail.slice(w.end)),
  };
}

/** "Exams: 3 exams @" → "Exams"; "Three quizzes at" → "Three quizzes". */
function namedBeforeEach(head: string): string {
  // "Composiciones (2 compositions, 7.5% each) … 15%": the parenthesis holds the count; the name is before it.
  const open = head.lastIndexOf('(');
  if (open > 0 && head.indexOf(')', open) < 0) return head.slice(0, open);
  const t = head.replace(/\s*(?:@|\bat\b|[x×*]|\bof\b)?\s*$/i, '');
  const colon = t.indexOf(':');
  return colon > 0 && /[A-Za-z]{3}/.test(t.slice(0, colon)) ? t.slice(0, colon) : t;
}

/** Entries from the sentences of a prose paragraph (its lines' indexes kept for the sentence's first line). */
function entriesFromProse(paragraph: Line[]): Entry[] {
  const starts: number[] = [];
  let text = '';
  for (const l of paragraph) {
    starts.push(text.length);
    text += `${l.text} `;
  }
  // Where each sentence starts, looked up once per sentence: a sentence listing many members is one string,
  // and searching the paragraph again for each member grew with the square of its length.
  const found = new Map<string, number>();
  return proseWeights(text).map((p) => {
    let at = found.get(p.sentence);
    if (at === undefined) {
      at = text.indexOf(p.sentence);
      found.set(p.sentence, at);
    }
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= at) i++;
    return {
      title: p.title,
      value: p.value,
      unit: '%' as const,
      count: p.count,
      line: paragraph[i]!.index,
      depth: 20,
      rest: p.sentence,
      bonus: false,
      total: false,
      origin: 'prose',
      of: p.of ?? null,
      ofPhrase: p.ofPhrase ?? null,
    };
  });
}

// Each entry's name words, worked out once: a block compares every new entry with up to MAX_BLOCK others.
const nameKeys = new WeakMap<Entry, string>();
const nameKey = (e: Entry) => {
  let k = nameKeys.get(e);
  if (k === undefined) {
    k = contentTokens(e.title).join(' ');
    nameKeys.set(e, k);
  }
  return k;
};
// Rule numbered-members-differ (./numbered-apart.ts): "Paper #1 | 20%" never restates "Paper #2 | 20%".
const sameStatement = (a: Entry, b: Entry) =>
  a.origin !== b.origin && a.value === b.value && a.unit === b.unit && nameKey(a) === nameKey(b);
const restates = (a: Entry, b: Entry) => sameStatement(a, b) && !numberedApart(a.title, b.title);

/**
 * Blocks of consecutive scheme entries. A heading that carries no weight ends a block, and so
 * does a component stated again in another form (a summary table, then "4.1 Assignments (30%)"
 * heading its details): each presentation of the scheme is judged on its own. Weights given in
 * sentences form blocks of their own, so one stray figure in prose cannot spoil a table.
 */
const MAX_BLOCK = 120;

export function blocks(lines: Line[], trace?: (s: string) => void): Entry[][] {
  const out: Entry[][] = [];
  let current: Entry[] = [];
  let prose: Entry[] = [];
  let paragraph: Line[] = [];
  const endParagraph = () => {
    if (paragraph.length) prose.push(...entriesFromProse(paragraph));
    paragraph = [];
  };
  let previous: Line | null = null;
  for (const line of lines) {
    if (line.type !== 'text') endParagraph();
    const above = previous;
    previous = line;
    if (line.type === 'blank' || line.type === 'rule') continue;
    // A line that starts in lower case after an unfinished line of prose continues its sentence; it is no label.
    const continues =
      line.type === 'text' &&
      (above?.type === 'text' || above?.type === 'bullet') &&
      /^[a-z]/.test(line.text) &&
      !/[.:;!?]$/.test(above!.text) &&
      !(above!.type === 'text' && isCaptionLine(above!.text));
    // …unless the wrapped line ends the label with its weight ("• Class participation, effort and" /
    // "improvement over the semester: 5%"): the item is read from both lines together.
    const wrapped = continues && above!.type === 'bullet' && weights(above!.text).length === 0;
    const entries = wrapped
      ? entryFromLine({ ...line, type: 'bullet', level: above!.level, text: `${above!.text} ${line.text}` })
      : continues
        ? []
        : line.type === 'row'
          ? entryFromRow(line)
          : entryFromLine(line);
    if (entries.length) {
      for (const e of entries) {
        // Shares of a sub-total ("37.5% of the class record") form a block of their own.
        const last = current[current.length - 1];
        if (trace && current.some((c) => sameStatement(c, e) && numberedApart(c.title, e.title)))
          trace(`scheme layout numbered-members-differ: "${e.title}" (line ${e.line + 1}) is a member of its own`);
        // No grading scheme has MAX_BLOCK components; a longer run is closed so the work per block stays bounded.
        if (
          current.length >= MAX_BLOCK ||
          current.some((c) => restates(c, e)) ||
          (last && (last.of ?? null) !== (e.of ?? null))
        ) {
          out.push(current);
          current = [];
        }
        current.push(e);
        // A stated total that the entries above it reach closes the scheme: figures after it are other matters.
        const parts = current.filter((c) => !c.total && !c.bonus && c.unit === e.unit);
        if (e.total && parts.length >= 2 && Math.abs(parts.reduce((t, c) => t + c.value, 0) - e.value) <= 0.5) {
          out.push(current);
          current = [];
        }
      }
      endParagraph();
      continue;
    }
    if (line.type === 'text') paragraph.push(line);
    if (line.type === 'heading') {
      for (const b of [current, prose]) if (b.length) out.push(b);
      current = [];
      prose = [];
    }
  }
  endParagraph();
  for (const b of [current, prose]) if (b.length) out.push(b);
  // "30% of the class mark" where the outline weighs a "class mark" of its own is a share of that part,
  // whatever the phrase would mean alone.
  const titles = new Set(out.flat().map((e) => contentTokens(e.title).join(' ')));
  for (const e of out.flat())
    if (
      !e.of &&
      e.ofPhrase &&
      titles.has(contentTokens(e.ofPhrase).join(' ')) &&
      contentTokens(e.title).join(' ') !== contentTokens(e.ofPhrase).join(' ')
    )
      e.of = e.ofPhrase;
  // Prose entries of several sub-totals are split the same way.
  return out.flatMap((b) => {
    const parts: Entry[][] = [];
    for (const e of b) {
      const part = parts[parts.length - 1];
      if (part && (part[0]!.of ?? null) === (e.of ?? null)) part.push(e);
      else parts.push([e]);
    }
    return parts;
  });
}

/**
 * Shares of a sub-total ("Test 1 — 37.5% of the class record") replace the sub-total's own entry
 * ("Final mark = 40% class record + 60% final examination"), scaled to the whole grade: the
 * block holding the sub-total is offered again with its parts in its place.
 */
function nested(all: Entry[][]): Entry[][] {
  const out: Entry[][] = [];
  for (const parts of all) {
    const of = parts[0]!.of;
    if (!of || parts.some((p) => p.of !== of || p.unit !== '%')) continue;
    const sum = parts.reduce((s, p) => s + p.value, 0);
    const ofTokens = contentTokens(of);
    for (const block of all) {
      if (block === parts) continue;
      const parent = block.find(
        (e) =>
          !e.of &&
          e.unit === '%' &&
          contentTokens(e.title).length > 0 &&
          contentTokens(e.title).every((t) => ofTokens.includes(t)),
      );
      if (!parent) continue;
      // "The remaining 60%": parts that add up to less than the whole still share it.
      if (sum > 100.5 || sum < 99.5) continue;
      const scaled = parts.map((p) => ({
        ...p,
        value: Math.round(p.value * parent.value * 100) / 10000,
        of: null,
        depth: parent.depth,
      }));
      out.push(block.flatMap((e) => (e === parent ? scaled : [e])));
    }
  }
  return out;
}

/**
 * Blocks that add up to more than the whole because each sub-total is followed by its parts at the
 * same depth ("Projects 20%" then "Project 1x 10%, …" of the projects), or closes them ("Lecture
 * total 65%"): offered again with the parts alone.
 */
function subtotalled(all: Entry[][]): Entry[][] {
  const out: Entry[][] = [];
  for (const block of all) {
    const flat = summarise(block);
    if (flat.unit !== '%' || flat.sum <= 101 || flat.items.length < 4) continue;
    const footed = withoutFooterTotals(flat.items, (e) => /\b(?:sub-?)?total\b/i.test(e.title));
    if (footed && Math.abs(footed.reduce((s, e) => s + e.value, 0) - 100) <= 1) {
      out.push(footed);
      continue;
    }
    const belongs = (part: Entry, parent: Entry) =>
      contentTokens(part.title).some((t) => contentTokens(parent.title).some((u) => sameWord(t, u)));
    const expanded = expandSubtotals(
      flat.items,
      (e, factor) => ({ ...e, value: Math.round(e.value * factor * 10000) / 10000 }),
      belongs,
    );
    if (!expanded || Math.abs(expanded.reduce((s, e) => s + e.value, 0) - 100) > 1) continue;
    // A scheme stated twice (a summary, then a section per component) is no outline of sub-totals.
    const names = expanded.map((e) => e.title.toLowerCase());
    if (new Set(names).size === names.length) out.push(expanded);
  }
  return out;
}

/** Replaces a parent by its children when the children add up to it ("Assignments 50% = 30 + 20"). */
function leaves(block: Entry[]): Entry[] {
  // Each entry's parent is the nearest entry above it at a smaller depth (a stack keeps this linear: a
  // paragraph of prose can give thousands of entries).
  const sums = block.map(() => ({ n: 0, sum: 0 }));
  const stack: number[] = [];
  block.forEach((e, i) => {
    while (stack.length && block[stack[stack.length - 1]!]!.depth >= e.depth) stack.pop();
    const p = stack.length ? stack[stack.length - 1]! : -1;
    if (p >= 0 && !e.bonus && !e.total && e.unit === block[p]!.unit) {
      sums[p]!.n++;
      sums[p]!.sum += e.value;
    }
    stack.push(i);
  });
  return block.filter((e, i) => !(sums[i]!.n && Math.abs(sums[i]!.sum - e.value) <= 0.5));
}

type Summary = ReturnType<typeof summarise>;

/**
 * A percentage block over 100 because of one stray figure (a policy line inside the list) still
 * gives the rest when they add up to 100 without it: the parser returns what it understood.
 */
const SENTENCE_SUBJECT = /\b(?:you|your|we|our|will|is|are|was|were|should|must|can|may|notice|note)\b/i;

function withoutStray(b: Summary): Summary[] {
  if (b.unit !== '%' || b.sum <= 110.5) return [];
  // Of several figures that could be the stray, the one named by a sentence ("You will notice that a midterm
  // (20% of the grade) is also included") rather than a label is.
  const strays = b.items.filter((e) => Math.abs(b.sum - e.value - 100) <= 0.5);
  const stray = strays.filter((e) => SENTENCE_SUBJECT.test(e.title)).pop() ?? strays.pop();
  return stray ? [{ ...b, items: b.items.filter((e) => e !== stray), sum: b.sum - stray.value }] : [];
}

function summarise(block: Entry[]) {
  // A component worth nothing ("Team charter (0%, hurdle)") is a requirement, not graded work.
  const items = closeOpenEach(leaves(block).filter((e) => !e.bonus && !e.total && e.value > 0));
  const unit = items.filter((e) => e.unit === '%').length >= items.length / 2 ? '%' : 'pt';
  const same = items.filter((e) => e.unit === unit);
  const sum = same.reduce((s, e) => s + e.value, 0);
  const stated = block.find((e) => e.total && e.unit === unit && !items.includes(e));
  return {
    items: same,
    unit,
    sum,
    total: unit === 'pt' ? (stated && Math.abs(stated.value - sum) <= stated.value * 0.2 ? stated.value : sum) : 100,
    /** Points whose whole the outline states (a total line near the sum). */
    statedTotal: unit === 'pt' && !!stated && Math.abs(stated.value - sum) <= stated.value * 0.2,
  };
}

/** The grading scheme: the block whose percentages come closest to 100, else a points block. */
export function extractScheme(lines: Line[], raw: string[] = [], trace?: (s: string) => void): Component[] {
  const found = blocks(lines, trace);
  // A grade formula with coefficients ("F = 0.30 H + 0.10 M + 0.60 E") whose symbols the outline names.
  const formula = formulaParts(lines, raw).map(
    (p): Entry => ({ ...p, unit: '%', depth: 20, bonus: false, total: false, origin: 'coefficients' }),
  );
  if (formula.length >= 2) found.push(formula);
  // Shares of a sub-total are never the scheme by themselves.
  const candidates = [...found.filter((b) => !b.every((e) => e.of)), ...nested(found), ...subtotalled(found)]
    .map(summarise)
    .filter((b) => b.items.length > 0)
    .flatMap((b) => [b, ...withoutStray(b)]);
  const percent = candidates.filter((b) => b.unit === '%' && b.sum >= 90 && b.sum <= 110.5);
  const points = candidates.filter((b) => b.unit === 'pt' && b.items.length >= 2);
  const fallback = candidates.filter((b) => b.unit === '%' && b.items.length >= 2 && b.sum <= 110.5);
  const chosen =
    percent.sort((a, b) => Math.abs(a.sum - 100) - Math.abs(b.sum - 100) || b.items.length - a.items.length)[0] ??
    points.sort((a, b) => b.items.length - a.items.length)[0] ??
    fallback.sort((a, b) => b.sum - a.sum)[0];
  if (!chosen) return [];
  if (chosen.unit === 'pt') {
    // "Grades are calculated out of 500 points": a stated total close to the sum is the divisor.
    const stated = lines
      .map((l) =>
        /\b(?:out of|total of|of a possible|maximum of|totall?ing|based on)\s+(?:a\s+total\s+of\s+)?(\d{2,4})\s*(?:points|pts|marks)\b/i.exec(
          l.text,
        ),
      )
      .find(Boolean);
    const total = stated ? Number(stated[1]) : 0;
    if (total && Math.abs(total - chosen.sum) <= total * 0.2) {
      chosen.total = total;
      chosen.statedTotal = true;
    }
  }
  const seen = new Set<string>();
  const components = chosen.items
    .filter((e) => {
      const key = `${e.title.toLowerCase()}|${e.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((e) => ({
      title: e.title,
      kind: classify(e.title),
      weight: Math.round((e.value / chosen.total) * 100 * 10000) / 10000,
      count: e.count,
      line: e.line,
      rest: [e.rest, ...details(lines, e.line)].join(' | '),
    }))
    .map((c, _, all) => ({ ...c, kind: soleExam(c, all) ? ('final' as const) : c.kind }));
  if (chosen.unit === 'pt' && !chosen.statedTotal) OWN_SUM.add(components);
  return components;
}

// Points read as shares of their own sum (no whole stated for them): they add to 100 by construction.
const OWN_SUM = new WeakSet<readonly Component[]>();

/** Whether the layout reader's scheme is points normalised to their own sum, the outline stating no total. */
export const pointsOfOwnSum = (cs: readonly Component[]): boolean => OWN_SUM.has(cs);

/**
 * "Written exam 60%" as the only examination of a scheme, with no final and no other test: it is the
 * course's final examination, whatever its title says.
 */
const NOT_ONE_SITTING = new RegExp(
  String.raw`\bmid|\bterm\b|\btests?\b|\d|\b(?:${englishNumberPattern(2, 6)})\s+exams|\bweekly\b|\bhour(?:ly)?\s+exams`,
  'i',
);

const SITTINGS_STATED = /\beach\b|\bexam(?:ination)?\s?#\s?\d/i;

export function soleExam(c: Component, all: Component[]): boolean {
  const examLike = (x: Component) => x.kind === 'midterm' || x.kind === 'final';
  // Several exams ("Three Exams", "Weekly Exam", a count) are no one final examination, and neither is a
  // plural name whose own line shares it among its sittings ("Exams 20% each, 60% total", "Exams: 30% (exam #1),
  // 30% (exam #2) and 20% (exam #3)"): the schedule names those sittings.
  if (!(c.kind === 'midterm' && /\bexam/i.test(c.title) && !NOT_ONE_SITTING.test(c.title))) return false;
  if (c.count && c.count > 1 && /\bexam(?:ination)?s\b/i.test(c.title)) return false;
  if (/\bexam(?:ination)?s\b/i.test(c.title) && SITTINGS_STATED.test(c.rest)) return false;
  if (c.weight >= 30 && all.filter(examLike).length === 1) return true;
  return plainExamOverTests(
    c,
    all.filter((x) => x !== c && examLike(x)),
  );
}

/**
 * "Examination 25%" beside "In-class test 15%" or "Prueba parcial 1/2": one unnumbered examination
 * that weighs at least as much as each of the tests, mid-terms or numbered exams beside it is the final.
 */
function plainExamOverTests(c: Component, others: Component[]): boolean {
  // A "Midterm exam" beside it is another matter: the outline then names no final at all (round 5 kept both mid-terms).
  const sitting = /\btests?\b|\bparcia|\bpartiel|\bzwischen|\d/i;
  return (
    others.length > 0 &&
    others.every((x) => sitting.test(x.title) && !/\bmid/i.test(x.title) && x.weight <= c.weight) &&
    !others.some((x) => x.kind === 'final')
  );
}

/** The bullets nested under a scheme list item ("* Test 1 — 15%" then "  - Saturday 15 March, 09h00") are its details. */
function details(lines: Line[], index: number): string[] {
  const item = lines[index];
  if (!item || item.type !== 'bullet') return [];
  const out: string[] = [];
  for (const l of lines.slice(index + 1)) {
    if (l.type !== 'bullet' || l.level <= item.level) break;
    out.push(l.text);
  }
  return out;
}
