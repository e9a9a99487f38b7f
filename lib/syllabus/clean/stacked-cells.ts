// A table row converted from HTML whose cells each hold a whole column, one entry a line: the names cell,
// then "|", then the figures cell, the k-th figure the k-th name's share:
//
//   The course grade will be determined as follows:  Lab reports
//   Midterm test
//   Final exam  |
//
//   30%
//   30%
//   40%
//
// The boundary may also be a line "|" alone, a line opening with "| 20%", or the last name's own line
// ("Final exam | 40%"); a cell between the two (counts: "| 2" / "1" / "1") is passed over; a heading inside the
// names cell ("Exams:") and a total line ("Total:", and its figure when it restates the sum) have no share; a
// sentence on the first name's line ("… as follows:  Lab reports") is no part of the name. The rows count only
// when the names are as many as the figures (three or more), read as graded work, the line above the first name
// is no further name, and the percentages make the whole (100). Then each name line gets its figure (the same
// number of lines, in place) and the figure lines are blanked, so every later stage reads "Midterm test 30%".
// Linear: each boundary looks at most LOOK lines either side, with string scans and regexes without nested
// unbounded quantifiers.
//
// Rule stacked-cells-column-variants (`stackedCellVariants`, run after it on what it left) reads the same two
// columns in the shapes a conversion leaves more often than a clean table, each alone or together:
//   - a figure led by a dash ("-15%"), and a figures cell closed by a bar after its last figure ("15% |",
//     "**100%** |", its total);
//   - bare figures after a first percentage ("| 20%" / "20" / "30"): the unit printed once, on the first;
//   - a name with a stray full stop ("Rough draft."), a per-item note in brackets ("Exercises 1 and 2 [5% each]"),
//     and a total cell at the end of the names ("Final grade", "Total") whose figure restates the sum;
//   - names that each end with a colon ("Written report:" … "Class participation:  |  10%"), when every one
//     does, and a grading caption before the first name with one space ("Grading: Analytic paper:");
//   - a line wholly in bold above the names, or "Requirements", is their heading, not a further name;
//   - points ("150 pts" … "500 pts |", or bare figures and "920 pts"), when the last figure states their total:
//     each name gets its points and the total stays, on the total's line ("Total 500 points").
// The same guards hold: as many names as figures (three or more), graded work among them, the figures making
// the whole (100, or the points total printed).
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';

const LOOK = 60;
const MAX_LINE = 200;
/**
 * One to three figures (each possibly in parentheses), then an optional note: "20%", "(15%)", "10% 10%", "30% (due May 4)",
 * "30% of your final grade".
 */
const FIGURES =
  /^((?:\(?\d{1,3}(?:\.\d{1,2})?\s?%\)?[ \t]*){1,3})(?:of\s+(?:the\s+|your\s+)?(?:final\s+|course\s+|total\s+)?grade\b[ \t]*)?(\([^()]{0,60}\))?$/i;
const FIGURE = /(\d{1,3}(?:\.\d{1,2})?)\s?%/g;
const RULE = /^[\s|:>+=-]*-{3}[\s|:>+=-]*$/;
const WORK = new RegExp(
  String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|portfolios?|journals?|assignments?)\b`,
  'i',
);
/** A sentence before the first name on its line: "… as follows:  Lab reports", "… passing grade!  Midterm". */
const LEAD = /^(.{0,160}?[:.!?])\s{2,}(\S.{0,80})$/;

/** A grading caption before the first name with one space: "Grading: Analytic paper". */
const CAPTION_LEAD = /^([A-Za-z][A-Za-z ]{0,30}:)\s+(\S.{0,120})$/;
/** A total cell closing the names: "Total", "Final grade", "Course grade". */
const TOTAL_NAME = /^(?:total\b|(?:final|course|overall|total)\s+grade\s*:?$)/i;
/** A line wholly in bold or underlined emphasis: "**Requirements**". */
const EMPHASISED = /^[\s>]*(\*\*|__)[^*_]{1,60}\1[\s:]*$/;
/** A heading of the work required ("Requirements", "Course requirements"), above the names. */
const REQUIREMENTS = /^(?:course\s+)?requirements$/i;
/** A figure of points ("30 pts", "100 points") or a bare figure ("20": its unit printed on another of its column). */
const POINTS_FIGURE = /^(\d{1,4}(?:\.\d{1,2})?)(?:\s?(pts?\.?|points?))?$/i;

/** A line without markdown quote marks, emphasis and bullets. */
const bare = (l: string) =>
  l
    .replace(/^[\s>]*(?:[*•-]\s+)?/, '')
    .replace(/[*_`]+/g, '')
    .trim();

interface Name {
  line: number;
  /** The text the line keeps before its figure. */
  text: string;
  /** A sentence before the name on its line (moved to a blank line above, if there is one). */
  lead?: string;
  /** The whole line is in bold (variants only): a heading. */
  emphasised?: boolean;
}

function figuresOf(cell: string): number[] | null {
  const m = FIGURES.exec(cell);
  if (!m) return null;
  return [...m[1]!.matchAll(FIGURE)].map((f) => Number(f[1]));
}

const isHeading = (t: string) => /:$/.test(t);
/** A short caption of the scheme above its names ("Grading", "Course evaluation"). */
const isCaption = (t: string) =>
  t.split(/\s+/).length <= 3 && /\b(?:grad(?:e|es|ing)|evaluation|assessment|weight(?:s|ing)?|breakdown)\b/i.test(t);
const isTotal = (t: string) => /^total\b/i.test(t);
/** A short line that could name graded work (no sentence end, no figure outside a parenthesis). */
const nameLike = (t: string) =>
  t.length <= 80 &&
  /[A-Za-z]{2}/.test(t) &&
  t.split(/\s+/).length <= 10 &&
  !/[.;!?]$/.test(t) &&
  !/\d\s?%/.test(t.replace(/\([^()]{0,40}\)/g, ''));

export function stackedCells(text: string): string {
  return readStacked(text, false);
}

/** Rule stacked-cells-column-variants: the same columns in the shapes listed above. */
export function stackedCellVariants(text: string): string {
  return readStacked(text, true);
}

type Unit = '%' | 'points' | '';

interface Figures {
  figures: number[];
  /** Their unit: printed after them, or none (a bare figure). */
  unit: Unit;
  /** A bar after the last figure closes the cell ("15% |"). */
  closes: boolean;
}

/** The figures of one figure cell line in the variants' shapes. */
function variantFigures(t: string): Figures | null {
  let cell = t;
  let closes = false;
  if (cell.endsWith('|') && cell.indexOf('|') === cell.length - 1) {
    cell = cell.slice(0, -1).trim();
    closes = true;
  }
  if (cell.includes('|')) return null;
  cell = cell.replace(/^[-\u2013]\s?(?=\d)/, '');
  const f = figuresOf(cell);
  if (f) return { figures: f, unit: '%', closes };
  const p = POINTS_FIGURE.exec(cell);
  return p ? { figures: [Number(p[1])], unit: p[2] ? 'points' : '', closes } : null;
}

const strictFigures = (t: string): Figures | null => {
  const f = figuresOf(t);
  return f ? { figures: f, unit: '%', closes: false } : null;
};

/**
 * The shares the figures give and the whole they make, or null: percentages making 100 (a last figure restating
 * their sum aside; in the variants, bare figures of 100 or less after a first percentage), or, in the variants only,
 * points whose last figure states their total (a points unit printed on one of them at least, no percentage).
 */
function sharesOf(figures: number[], units: Unit[], variants: boolean): { shares: number[]; whole: number } | null {
  const last = figures[figures.length - 1]!;
  const restated = Math.abs(last - sum(figures.slice(0, -1))) <= 1;
  if (!variants || units[0] === '%') {
    if (units.includes('points') || figures.some((f, k) => units[k] === '' && f > 100)) return null;
    // "Total: … 100%": a last figure that restates the sum has no name of its own.
    const shares = Math.abs(sum(figures) - 100) > 1 && restated ? figures.slice(0, -1) : figures;
    return shares.length >= 3 && Math.abs(sum(shares) - 100) <= 1 ? { shares, whole: 100 } : null;
  }
  if (units.includes('%') || !units.includes('points') || !restated || figures.length < 4) return null;
  return { shares: figures.slice(0, -1), whole: last };
}

function readStacked(text: string, variants: boolean): string {
  if (!text.includes('|') || (!variants && !text.includes('%'))) return text;
  const read = variants ? variantFigures : strictFigures;
  const lines = text.split('\n');
  let changed = false;
  for (let b = 0; b < lines.length; b++) {
    const line = lines[b]!;
    const bar = line.indexOf('|');
    if (bar < 0 || line.length > MAX_LINE || RULE.test(line) || line.indexOf('|', bar + 1) >= 0) continue;
    const own = bare(line.slice(0, bar));
    const after = bare(line.slice(bar + 1));
    // The figures: what follows the bar, then the lines below, blank lines aside.
    const figures: number[] = [];
    const units: Unit[] = [];
    const figureLines: number[] = [];
    if (after) {
      const f = read(after);
      if (!f || f.closes) continue;
      figures.push(...f.figures);
      units.push(...f.figures.map(() => f.unit));
    }
    let j = b + 1;
    for (; j < lines.length && j <= b + LOOK; j++) {
      const l = lines[j]!;
      if (l.length > MAX_LINE || (!variants && l.includes('|'))) break;
      const t = bare(l);
      if (!t) continue;
      const f = read(t);
      if (!f) break;
      figures.push(...f.figures);
      units.push(...f.figures.map(() => f.unit));
      figureLines.push(j);
      if (f.closes) {
        j++;
        break;
      }
    }
    if (figures.length < 3) continue;
    const reading = sharesOf(figures, units, variants);
    if (!reading) continue;
    const { shares, whole } = reading;
    const unit = whole === 100 && units[0] === '%' ? '%' : ' points';
    const names = namesAbove(lines, b, own, shares.length, variants);
    if (!names) continue;
    names.forEach((n, k) => {
      if (n.lead && n.line > 0 && !lines[n.line - 1]!.trim()) lines[n.line - 1] = n.lead;
      lines[n.line] = `${n.text} ${shares[k]}${unit}`;
    });
    for (const f of figureLines) lines[f] = '';
    if (!names.some((n) => n.line === b)) lines[b] = '';
    // A points total stays stated, on its own line, for the readers that scale points to it.
    if (unit === ' points' && figureLines.length) lines[figureLines[figureLines.length - 1]!] = `Total ${whole} points`;
    changed = true;
    b = Math.max(b, j - 1);
  }
  return changed ? lines.join('\n') : text;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * The `n` names of the cell that ends at line `b` (whose own text before the bar is `own`), passing over cells
 * of counts or dates between it and the figures; null unless they read as graded work and the entry above the
 * first is no further name.
 */
function namesAbove(lines: string[], b: number, own: string, n: number, variants: boolean): Name[] | null {
  // A cell's entries, top-down; a cell starts after a bar.
  let cell: Name[] = own ? [{ line: b, text: own }] : [];
  for (let i = b - 1; i >= 0 && i >= b - LOOK; i--) {
    const l = lines[i]!;
    if (l.length > MAX_LINE || RULE.test(l)) break;
    const bar = l.lastIndexOf('|');
    const t = bare(bar < 0 ? l : l.slice(bar + 1));
    if (t) cell.unshift(variants && EMPHASISED.test(l) ? { line: i, text: t, emphasised: true } : { line: i, text: t });
    if (bar < 0) continue;
    const names = variants ? judgeVariants(cell, n) : judge(cell, n);
    if (names) return names;
    // A cell of counts ("2" / "1" / "1") or dates between the names and the figures: the names are before it.
    if (!cell.length || cell.some((c) => WORK.test(c.text))) return null;
    const head = bare(l.slice(0, bar));
    cell = head ? [{ line: i, text: head }] : [];
  }
  return variants ? judgeVariants(cell, n) : judge(cell, n);
}

/** The last `n` names of a cell (headings and a total line passed over), or null. */
function judge(cell: Name[], n: number): Name[] | null {
  const names: Name[] = [];
  let k = cell.length - 1;
  for (; k >= 0 && names.length < n; k--) {
    const c = cell[k]!;
    if (isHeading(c.text) || isTotal(c.text)) continue;
    const lead = LEAD.exec(c.text);
    if (lead && nameLike(lead[2]!)) {
      // A sentence before the name ends the cell: the name must be the first.
      if (names.length !== n - 1) return null;
      names.unshift({ line: c.line, text: lead[2]!, lead: lead[1]! });
      return names.some((x) => WORK.test(x.text)) ? names : null;
    }
    if (!nameLike(c.text)) return null;
    names.unshift(c);
  }
  if (names.length < n || !names.some((x) => WORK.test(x.text))) return null;
  // The entry above the first name (headings aside) must be no name: else which names the figures belong to is in doubt.
  const above = k >= 0 ? cell[k]!.text : null;
  return above && !isHeading(above) && !isCaption(above) && nameLike(above) ? null : names;
}

/** A name in the variants' shapes: a stray full stop after a short name dropped ("Rough draft."). */
const variantName = (t: string) =>
  /^[^.]{2,60}[A-Za-z)]\.$/.test(t) && t.split(/\s+/).length <= 4 ? t.slice(0, -1) : t;
/** nameLike, a per-item note in brackets aside ("[5% each]"). */
const variantNameLike = (t: string) => nameLike(t.replace(/\[[^[\]]{0,40}\]/g, ''));

/**
 * judge in the variants' shapes: a total cell closing the names passed over, stray full stops dropped, and when
 * every name ends with a colon, the colons dropped (else such entries are headings, as in judge); the entry above
 * the first name may be a line wholly in bold.
 */
function judgeVariants(cell: Name[], n: number): Name[] | null {
  return judgeWith(cell, n, false) ?? judgeWith(cell, n, true);
}

function judgeWith(cell: Name[], n: number, colons: boolean): Name[] | null {
  const names: Name[] = [];
  let k = cell.length - 1;
  // The total cell closing the names ("Final grade", "TOTAL:").
  while (k >= 0 && TOTAL_NAME.test(cell[k]!.text)) k--;
  for (; k >= 0 && names.length < n; k--) {
    const c = cell[k]!;
    if (isTotal(c.text) || (!colons && isHeading(c.text))) continue;
    const lead = LEAD.exec(c.text) ?? captionLead(c.text);
    const text = variantName(lead ? lead[2]! : c.text);
    if (colons && !text.endsWith(':')) return null;
    const named = colons ? text.slice(0, -1).trim() : text;
    if (!variantNameLike(named)) return null;
    // A note in brackets is read as one in parentheses ("(5% each)"), as the scheme readers know it.
    const name = named.replace(/\[([^[\]]{0,40})\]/g, '($1)');
    if (lead) {
      // A sentence before the name ends the cell: the name must be the first.
      if (names.length !== n - 1) return null;
      names.unshift({ line: c.line, text: name, lead: lead[1]! });
      return names.some((x) => WORK.test(x.text)) ? names : null;
    }
    names.unshift({ line: c.line, text: name });
  }
  if (names.length < n || !names.some((x) => WORK.test(x.text))) return null;
  const above = k >= 0 ? cell[k]! : null;
  return above &&
    !above.emphasised &&
    !isHeading(above.text) &&
    !isCaption(above.text) &&
    !REQUIREMENTS.test(above.text) &&
    nameLike(above.text)
    ? null
    : names;
}

/** "Grading: Analytic paper" → the caption and the name, when the part before the colon is a grading caption. */
function captionLead(t: string): RegExpExecArray | null {
  const m = CAPTION_LEAD.exec(t);
  return m && isCaption(m[1]!.slice(0, -1)) && nameLike(m[2]!.replace(/:$/, '')) ? m : null;
}
