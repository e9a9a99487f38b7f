// Features of the lines that could state a component of the grading scheme, for the learned proposer
// (./learned-lines.ts). A candidate is a line carrying a share figure: a percent or points (the figures the
// constraint finder reads, ./shares.ts figuresOfLine; fractions are percents once the clean stage is done), or
// a bare number closing a line that names something ("Final exam   30"). Each feature is a number computed
// from the line and a bounded window around it, so the whole page costs linear time.
import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../vocabulary/calendar.js';
import { classify } from '../vocabulary/kinds.js';
import { englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import { speaksOfGrading } from '../vocabulary/units.js';
import { tidyTitle } from './layout.js';
import { namesThenFigures } from './names-then-figures.js';
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
  /** How many candidates the line gives (several: a whole scheme in one sentence, "Midterm 25%, final 35%"). */
  parts: number;
  /** The name stands after the figure ("30% for the midterm, 40% for the final"). */
  after: boolean;
  /** How many works share the figure, when it is given for each ("two exams worth 100 points each"); else null. */
  count: number | null;
  /** The name was taken from a line of names above a column of figures alone. */
  column: boolean;
  /** Read from a paragraph of prose wrapped over several lines, joined (rule learned-lines-wrapped-prose). */
  wrapped?: boolean;
  /** Its name starts on a line above the figure's (a sentence broken mid-phrase, a name on the line above). */
  above?: boolean;
}

/** The longest line read (longer ones are prose, not a scheme's row). */
const MAX_LINE = 400;
// A bare number closing a line ("Quizzes .......... 20", "| Final | 30 |"), not a year, a time or a page range.
const BARE_END = /(?<![\d.,/:–-])(\d{1,3}(?:\.\d{1,2})?)[\s|*_)\].]{0,8}$/;
const LETTERS = /\p{L}{2}/u;

/** The candidate lines of a page, in order. A line with several figures of one unit gives one candidate per
 * figure, each named by its own stretch of the line (rule learned-lines-several-figures). */
export function figureLines(raw: readonly string[]): FigureLine[] {
  const out: FigureLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const text = raw[i]!;
    if (text.length > MAX_LINE || !/\d/.test(text)) continue;
    const figures = proseFigures(text);
    let pick: { value: number; unit: FigureLine['unit']; index: number; end: number } | undefined =
      figures.find((f) => f.unit === '%') ?? figures[0];
    if (!pick) {
      const m = BARE_END.exec(text);
      if (!m || !LETTERS.test(text.slice(0, m.index))) continue;
      const value = Number(m[1]);
      if (!(value > 0 && value <= 500)) continue;
      pick = { value, unit: 'bare', index: m.index, end: m.index + m[0].length };
    }
    const same = figures.filter((f) => f.unit === pick.unit);
    if (same.length >= 2) {
      out.push(...partsOf(i, text, same, figures.length));
      continue;
    }
    // (learned-lines-count-at-figure) "Essays (4 @ 50 points each)": the count before the at sign multiplies the
    // figure, and is no part of the name.
    const at = AT_BEFORE.exec(text.slice(Math.max(0, pick.index - 12), pick.index));
    const atCount = at && Number(at[1]) >= 2 ? Number(at[1]) : null;
    const counted = atCount ?? eachCount(text, text.slice(0, pick.index), pick.end);
    out.push({
      line: i,
      ...pick,
      value: counted ? pick.value * counted : pick.value,
      figures: Math.max(1, figures.length),
      title: nameOf(text, at ? pick.index - at[0].length : pick.index, pick.end),
      parts: 1,
      after: false,
      count: counted,
      column: false,
    });
  }
  columnNames(raw, out);
  return wrappedProse(raw, out);
}

/** The most lines of one paragraph joined (bounds the work on a page of prose with no blank line). */
const PARAGRAPH_LINES = 12;
/** A line shorter than this ended where its writer ended it, not where the text was wrapped. */
const WRAPPED_LENGTH = 40;
// A line that opens a list item, a table row, a heading or a quote: never the continuation of a wrapped sentence.
const OWN_LINE = /^\s{0,12}(?:[-*+•·o]\s|\d{1,2}[.)]\s|[a-z][.)]\s|#|>|\|)|\|\s*$/i;
// A continued line opens with a word in lower case, or with the figure its sentence was leading to.
const CONTINUES = /^\s{0,4}(?:\p{Ll}|\d{1,3}(?:\.\d{1,2})?\s?%)/u;

/** (learned-lines-wrapped-prose) A scheme in prose wrapped over several lines ("complete a map question: 5% of
 * the grade, a short" / "paper on a topic of your choosing: 25% of the grade; three quizzes" / ...): the lines
 * of each paragraph are joined (no blank line, no list or table markup, every line but the last wrapped), and
 * where a figure's name starts on a line above it, every figure of the paragraph gives its candidate from the
 * joined text, named by its own stretch, on the line where the figure stands. */
function wrappedProse(raw: readonly string[], out: FigureLine[]): FigureLine[] {
  const byLine = new Map<number, FigureLine[]>();
  for (const f of out) byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
  const replaced = new Map<number, FigureLine[]>();
  let i = 0;
  while (i < raw.length) {
    const first = i;
    let last = i;
    while (last + 1 < raw.length && last - first + 1 < PARAGRAPH_LINES && joins(raw[last]!, raw[last + 1]!)) last++;
    i = last + 1;
    if (last === first) continue;
    let any = false;
    for (let n = first; n <= last && !any; n++) any = byLine.has(n);
    if (!any) continue;
    const read = paragraphParts(raw, first, last);
    if (read) for (const [n, parts] of read) replaced.set(n, parts);
  }
  if (!replaced.size) return out;
  const result: FigureLine[] = [];
  const done = new Set<number>();
  for (const f of out) {
    const parts = replaced.get(f.line);
    if (!parts) result.push(f);
    else if (!done.has(f.line)) {
      done.add(f.line);
      result.push(...parts);
    }
  }
  // Lines whose only figures the joined reading found (none read on the line alone).
  for (const [n, parts] of replaced) if (!done.has(n)) result.push(...parts);
  return result.sort((a, b) => a.line - b.line || a.index - b.index);
}

/** Whether a line runs on into the next: both filled, neither a list item, row, heading or quote, the first
 * wrapped (long, not closing on a colon) and the next continuing its sentence or opening a new one. */
function joins(a: string, b: string): boolean {
  if (!a.trim() || !b.trim() || a.length > MAX_LINE || b.length > MAX_LINE) return false;
  if (a.trimEnd().length < WRAPPED_LENGTH || /:\s*$/.test(a) || OWN_LINE.test(a) || OWN_LINE.test(b)) return false;
  // "20%." alone under the line it ends reads as a heading (no lower-case letter), yet continues the sentence.
  return CONTINUES.test(b) || !HEADING.test(b);
}

/** The candidates of a wrapped paragraph (lines first..last), by line, or null when no figure's name starts on a
 * line above it (each line reads as well alone). */
function paragraphParts(raw: readonly string[], first: number, last: number): Map<number, FigureLine[]> | null {
  const starts: number[] = [];
  let text = '';
  for (let n = first; n <= last; n++) {
    starts.push(text.length);
    text += (n > first ? ' ' : '') + raw[n]!.trim();
    if (n > first) starts[starts.length - 1]! += 1;
  }
  const lineAt = (offset: number) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= offset) k++;
    return k;
  };
  const figures = proseFigures(text);
  if (!figures.length) return null;
  const unit = figures.some((f) => f.unit === '%') ? '%' : 'pt';
  const same = figures.filter((f) => f.unit === unit);
  const parts = partsOf(0, text, same, figures.length, true);
  // Whether the name of a figure starts on a line above it: the figure's line continues a sentence before the
  // figure (opens in lower case or with the figure), and the stretch before it reaches into that line above.
  let crosses = false;
  const out = new Map<number, FigureLine[]>();
  parts.forEach((p, k) => {
    const f = same[k]!;
    const at = lineAt(f.index);
    const from = p.after ? f.end : k ? same[k - 1]!.end : 0;
    // The name itself, not only its stretch, starts above: its first word is not on the figure's line before it.
    const own = text.slice(Math.max(from, starts[at]!), f.index).toLowerCase();
    const head = p.title.split(/\s+/)[0]!.toLowerCase();
    const above =
      !p.after && lineAt(from) < at && CONTINUES.test(raw[first + at]!) && head.length > 0 && !own.includes(head);
    if (above) crosses = true;
    const line = first + at;
    const shift = raw[line]!.indexOf(raw[line]!.trim()) - starts[at]!;
    out.set(line, [
      ...(out.get(line) ?? []),
      { ...p, line, index: f.index + shift, end: f.end + shift, wrapped: true, above },
    ]);
  });
  return crosses ? out : null;
}

// (hyphenated-points) "a 50-point project", "two 100-pt exams": a share in points written as an adjective.
const HYPHEN_POINTS = /(?<![\d.,/-])(\d{1,4})-(?:points?|pts?|marks?)\b/gi;

interface ProseFigure {
  value: number;
  unit: '%' | 'pt';
  index: number;
  end: number;
  /** Written as an adjective before its name ("a 50-point project"). */
  adjective?: boolean;
}

/** The share figures of a line (./shares.ts figuresOfLine) and its points written as adjectives, in order. */
function proseFigures(text: string): ProseFigure[] {
  const figures: ProseFigure[] = figuresOfLine(text).filter((f) => f.value > 0 && f.value <= 1000);
  for (const m of text.matchAll(HYPHEN_POINTS)) {
    const value = Number(m[1]);
    if (value > 0 && value <= 1000)
      figures.push({ value, unit: 'pt', index: m.index, end: m.index + m[0].length, adjective: true });
  }
  return figures.sort((a, b) => a.index - b.index);
}

const COUNT_WORDS = englishNumbers(2, 12);
// A count of works before a plural noun ("two exams", "4 multiple-choice quizzes"): the last one in a stretch.
const COUNTED_NOUN = new RegExp(
  String.raw`(?:^|[\s(])(\d{1,2}|${englishNumberPattern(2, 12)})\s+(?:[\w-]{1,20}\s+){0,2}?\p{L}{2,20}s\b`,
  'giu',
);
const AT_BEFORE = /(?:^|[\s(])(\d{1,2})\s?@\s?$/;
const TIMES_BEFORE = /(?:^|\s)(\d{1,2})\s?[x×]\s?$/i;
const TIMES_AFTER = /^\s?[x×]\s?(\d{1,2})\b/i;
const EACH_AFTER = /^[\s,]{0,3}(?:each|apiece)\b/i;
const EACH_BEFORE = /\beach\s{1,3}(?:(?:one|is|are|will|be|worth|counts?|counting|for|of|which)\s{1,3}){0,4}$/i;

/** (points-each-counted) "two exams worth 100 points each", "4 exams; each is worth 50 pts": how many works share
 * the figure given for each (the last count before a plural noun in the stretch before it), else null. */
function eachCount(text: string, stretch: string, end: number): number | null {
  const head = stretch.length > 160 ? stretch.slice(-160) : stretch;
  // (times-count) "Essays 2 x 20%", "Quizzes: 20 points x 4": the count multiplies the figure.
  const times = TIMES_BEFORE.exec(head) ?? TIMES_AFTER.exec(text.slice(end, end + 8));
  if (times) return Number(times[1]) >= 2 ? Number(times[1]) : null;
  if (!EACH_AFTER.test(text.slice(end, end + 12)) && !EACH_BEFORE.test(head)) return null;
  let count: number | null = null;
  for (const m of head.matchAll(COUNTED_NOUN)) {
    const n = /^\d/.test(m[1]!) ? Number(m[1]) : (COUNT_WORDS[m[1]!.toLowerCase()] ?? null);
    if (n && n >= 2 && n <= 20) count = n;
  }
  return count;
}

// What opens or closes a stretch of prose around a figure and names nothing: "of the grade", "and", "is worth".
const STRETCH_LEAD =
  /^(?:\s|[,;:.)\]=-]|\b(?:of|for|on|towards?|to)\s+(?:the\s+|your\s+)?(?:(?:final|course|total|overall)\s+)?(?:grade|mark)\b|\beach\b|\band\b|\bplus\b|\bor\b|&|\bfor\b|\bon\b|\bof\b|\btowards?\b|\bthe\b|\ban?\b|\byour\b){1,12}/i;
const STRETCH_TRAIL =
  /(?:\s|[,;:(=-]|\b(?:is|are|will|be|worth|counts?|count|for|weighted|makes?|up|accounts?|of|the|a|each|one|at|about|approximately|total|and|or|plus|with|carries|comprises?|constitutes?|represents?)\b){1,12}$/i;

const WRAPPED_TRAIL =
  /(?:\s|[,;:(=-]|\b(?:which|that|together|another|remaining|towards?|to|is|are|will|be|worth|counts?|for|weighted|makes?|up|accounts?|of|the|a|each|one|at|about|approximately|total|and|or|plus|with|carries|comprises?|constitutes?|represents?)\b){1,16}$/i;

const OPENING =
  /^(?:[\w-]{1,20}\s+){0,3}?(?:there\s+(?:will\s+be|are|is)|(?:complete|completes|write|writes|take|takes|submit|submits|do|give|gives|include|includes|consist\s+of|consists\s+of))\s+/i;

/** The candidates of a line with several figures of one unit: each named by the stretch before it (or, when the
 * line opens with a figure, after it), cut to its last clause. */
function partsOf(
  line: number,
  text: string,
  same: readonly ProseFigure[],
  figures: number,
  wrapped = false,
): FigureLine[] {
  // The names stand after the figures when nothing names the first one, or only a heading word does
  // ("Grading: 30% midterm, 70% final").
  const head = text.slice(0, same[0]!.index).replace(/[|*_#>]+/g, '');
  const after =
    !LETTERS.test(head) ||
    (/:\s*$/.test(head) &&
      head.trim().split(/\s+/).length <= 3 &&
      LETTERS.test(text.slice(same[same.length - 1]!.end)));
  return same.map((f, k) => {
    const forward = after || f.adjective === true;
    const from = forward ? f.end : k ? same[k - 1]!.end : 0;
    const to = forward ? (k + 1 < same.length ? same[k + 1]!.index : text.length) : f.index;
    // An adjective's name is the words it opens, to the next comma, stop or "and".
    const stretch = f.adjective
      ? (/^[^,.;:()]{0,80}?(?=\s(?:and|or)\s|[,.;:()]|$)/.exec(text.slice(from, to))?.[0] ?? '')
      : text.slice(from, to);
    const counted = eachCount(text, after ? text.slice(0, f.index) : stretch, f.end);
    return {
      line,
      value: counted ? f.value * counted : f.value,
      unit: f.unit,
      index: f.index,
      end: f.end,
      figures,
      title: stretchName(stretch, wrapped),
      parts: same.length,
      after,
      count: counted,
      column: false,
    };
  });
}

/** A stretch's name: markup, brackets, the words around a figure and all but the last clause dropped, at most
 * six words. */
function stretchName(stretch: string, wrapped = false): string {
  let t = stretch.replace(/[|*_#>]+/g, ' ').replace(/\([^()]{0,120}\)/g, ' ');
  const stop = Math.max(t.lastIndexOf('. '), t.lastIndexOf(';'));
  // (wrapped-clause-trail) In wrapped prose, a relative clause or "towards the remaining" closing the stretch
  // names nothing ("six assignments which count for", "the final exam accounts for the remaining").
  if (wrapped) t = t.replace(WRAPPED_TRAIL, '');
  const trailed = t.replace(STRETCH_TRAIL, '');
  if (stop >= 0 && stop < trailed.length - 1) t = t.slice(stop + 1);
  t = t
    .replace(/\s\d{1,2}\s?[x×]\s*$/i, ' ')
    .replace(STRETCH_TRAIL, '')
    .replace(STRETCH_LEAD, '');
  let words = t.split(/\s+/).filter(Boolean);
  // (wrapped-clause-names-its-work) A long clause of wrapped prose ("four quizzes given in the 3rd, 6th and 9th
  // week", "The final grade is based on the three exams"): the name ends at the clause's last word naming a kind
  // of work, with at most three words before it, after what a colon opens ("equal weight to: the paper").
  if (wrapped && words.length > 6) {
    const colon = words.findLastIndex((w) => w.endsWith(':'));
    if (colon >= 0 && colon < words.length - 1) words = words.slice(colon + 1);
    let j = -1;
    for (let k = words.length - 1; k >= 0 && j < 0; k--)
      if (classify(words[k]!.replace(/[^\p{L}-]+/gu, '')) !== 'other') j = k;
    if (j >= 0 && words.length > 6)
      words = words
        .slice(Math.max(0, j - 3), j + 1)
        .join(' ')
        .replace(STRETCH_LEAD, '')
        .split(/\s+/)
        .filter(Boolean);
  }
  // "There will be two exams", "Students complete a map question": the sentence's opening names nothing.
  const name = words
    .slice(-6)
    .join(' ')
    .replace(OPENING, '')
    .replace(/^(?:an?|the)\s+/i, '');
  return tidyTitle(name)
    .replace(/^[\s,;:.)\]]+|[\s,;:([]+$/g, '')
    .trim();
}

/** (column-under-names) A column of figures alone under as many lines of names ("Homework" / "Final exam" /
 * "40%" / "60%", ./names-then-figures.ts): each figure takes its name. */
function columnNames(raw: readonly string[], out: FigureLine[]): void {
  const alone = new Map<number, FigureLine>();
  for (const f of out) if (!f.title && f.parts === 1) alone.set(f.line, f);
  // A number alone on its line ("40") is a figure of the column too, a candidate only once it has a name.
  const bare = new Map<number, FigureLine>();
  for (let i = 0; i < raw.length; i++) {
    const m = BARE_ALONE.exec(raw[i]!);
    if (!m || alone.has(i)) continue;
    const value = Number(m[1]);
    if (value > 0 && value <= 100) {
      const f: FigureLine = {
        line: i,
        value,
        unit: 'bare',
        index: m.index,
        end: raw[i]!.length,
        figures: 1,
        title: '',
        parts: 1,
        after: false,
        count: null,
        column: false,
      };
      alone.set(i, f);
      bare.set(i, f);
    }
  }
  if (alone.size < 3) return;
  const filled: number[] = [];
  for (let i = 0; i < raw.length; i++) if (raw[i]!.trim()) filled.push(i);
  const nameOfLine = (n: number) =>
    raw[n]!.length > 80 || /\d/.test(raw[n]!) ? '' : nameOf(raw[n]!, raw[n]!.length, raw[n]!.length);
  const pairs = namesThenFigures(
    filled,
    (n) => alone.has(n),
    (n) => labelScore(nameOfLine(n)),
  );
  for (const p of pairs) {
    const f = alone.get(p.figureLine)!;
    f.title = nameOfLine(p.nameLine);
    f.column = true;
    if (bare.has(p.figureLine)) out.push(f);
  }
  out.sort((a, b) => a.line - b.line);
}
const BARE_ALONE = /^[\s|*_]{0,8}(\d{1,3}(?:\.\d{1,2})?)[\s|*_]{0,8}$/;

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
  'sharedLine',
  'partsOnLine',
  'lineMakesWhole',
  'nameAfter',
  'eachCounted',
  'columnName',
  'wrappedProse',
  'nameAbove',
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
  // Lines whose own named figures (two or more) make the whole: a scheme in one sentence.
  const lineSum = new Map<number, { sum: number; n: number; unit: FigureLine['unit'] }>();
  for (const f of figures)
    if (f.parts > 1 && f.title) {
      const s = lineSum.get(f.line) ?? { sum: 0, n: 0, unit: f.unit };
      s.sum += f.value;
      s.n++;
      lineSum.set(f.line, s);
    }
  const lineWhole = new Set(
    [...lineSum].filter(([, s]) => s.n >= 2 && makesWhole(s.sum, s.unit, totals)).map(([l]) => l),
  );
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
      f.parts > 1 ? 1 : 0,
      Math.min(f.parts, 8),
      lineWhole.has(f.line) ? 1 : 0,
      f.after ? 1 : 0,
      f.count ? 1 : 0,
      f.column ? 1 : 0,
      f.wrapped ? 1 : 0,
      f.above ? 1 : 0,
    ];
  });
}
