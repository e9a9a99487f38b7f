// Bounds on an item's confidence from what the answer itself shows (its items' kinds, dates and weights) and the
// figures the outline prints, nothing of the reader's internals: the same bounds apply to the reader's answer and
// to any answer recorded before (the readings of the web batches while unseen: scripts/syllabus-eval/
// confidence-bound.ts judges them there, batch by batch and leave-one-batch-out). Each bound is small and named;
// an item takes the lowest cap that applies.
//
// Why: of the items the reader put at 0.8 or more on the web batches while unseen, about one in eight was wrong
// (one in five counting a wrong weight), and once the date bound was in place most of the wrong ones were items
// left undated in an answer whose other items are dated (the outline dates its work, the reader missed this
// one's day) or items whose weight the reader derived (2026-11-30, fifth session; scripts/syllabus-eval/
// confidence-misses.ts lists them).

import { FEATURE_NAMES, features, seriesKey } from '../calibrate/features.js';
import { MONTH_ABBREVIATIONS, weekdayLed } from '../vocabulary/calendar.js';

/** What a bound reads of one item. */
export interface BoundItem {
  title: string;
  kind: string;
  due: unknown;
  /** Percent of the grade. */
  weight: number;
  confidence: number;
  dueConfidence?: number | null;
}

/** What a bound reads of the outline itself. */
export interface BoundOutline {
  /** Every figure the outline prints as a share or a score (statedFigures of ../calibrate/features.ts). */
  figures: ReadonlySet<string>;
  /** The outline prints a calendar (printsCalendar): its work has days, printed somewhere. */
  calendar?: boolean;
  /** The outline's text, when a lift (dueOnItsSeriesLine) may read where an item's day is printed. */
  text?: string;
  /** Every year the outline prints (1900–2099). */
  years?: ReadonlySet<string>;
}

/** Days printed anywhere from which an outline counts as printing a calendar. */
export const PRINTED_DAYS = 6;
/** Schedule rows opening on a weekday and a day of the month (`Th 28`, `T 12`, `Mon. 3`) from which it does too. */
const WEEKDAY_ROWS = 3;
// "January 11", "Sept. 3", "10/14": a month and a day, the cheap way (a count, not a reading).
const PRINTED_DAY = new RegExp(
  String.raw`\b(?:${MONTH_ABBREVIATIONS})[a-z]{0,6}\.?\s{1,3}\d{1,2}\b|\b\d{1,2}\/\d{1,2}\b`,
  'gi',
);
// What opens a raw line before its first word: a table's pipe, emphasis, a quote, a bullet (`| `, `**`, `> `, `- `).
const LINE_MARKS = /^[\s|*>_-]{0,8}/;

/** How many days the text prints, up to `enough`. */
export function printedDays(text: string, enough = PRINTED_DAYS): number {
  let n = 0;
  PRINTED_DAY.lastIndex = 0;
  while (n < enough && PRINTED_DAY.exec(text)) n++;
  PRINTED_DAY.lastIndex = 0;
  return n;
}

/**
 * Whether the outline prints a calendar: six days or more (`Oct 3`, `10/3`), or three schedule rows or more that
 * open on a weekday and a day (`Th 28  Irving … Paper 1 due` under a month heading). One pass, line by line.
 */
export function printsCalendar(text: string): boolean {
  if (printedDays(text) >= PRINTED_DAYS) return true;
  let rows = 0;
  for (const line of text.split('\n')) {
    if (weekdayLed(line.slice(0, 40).replace(LINE_MARKS, '')) && ++rows >= WEEKDAY_ROWS) return true;
  }
  return false;
}

/** What the bounds read of an outline's text. */
export function boundOutline(text: string, figures: ReadonlySet<string>): BoundOutline {
  return { figures, calendar: printsCalendar(text), text, years: new Set(text.match(/\b(?:19|20)\d{2}\b/g) ?? []) };
}

export interface Bound {
  name: string;
  /** The highest confidence the item may keep, or null when the bound says nothing of it. */
  cap(item: BoundItem, items: readonly BoundItem[], outline: BoundOutline): number | null;
  /** The bound lowers the item's `dueConfidence` to the same cap (it is about the date). */
  date?: boolean;
}

/** A dated item is right only when its day is: it is never surer than its date. */
export const datedWithinItsDate: Bound = {
  name: 'dated-within-its-date',
  cap: (item) => (item.due && typeof item.dueConfidence === 'number' ? item.dueConfidence : null),
};

/** Kinds an outline most often leaves undated even when it dates the rest (it grades them every class or week). */
const UNDATED_KINDS: readonly string[] = ['participation', 'quiz', 'lab'];

/**
 * An item left undated while the answer dates at least `dated` of its other items: the outline dates its work,
 * so this one's day was most likely printed in a shape the reader missed. On the web batches while unseen, such
 * items (dated: 2) were right about half the time (8 of 16; 12 of 22 on the full web labels), whatever the scheme.
 * It lowers an item on 557 of the 4,096 web pages outside the unseen batch (rule-fires.ts, 2026-11-30).
 */
export function undatedAmongDated(dated = 2, exempt: readonly string[] = UNDATED_KINDS, at = 0.6): Bound {
  return {
    name: 'undated-among-dated',
    date: true,
    cap(item, items) {
      if (item.due || exempt.includes(item.kind)) return null;
      let n = 0;
      for (const other of items) if (other !== item && other.due && ++n >= dated) return at;
      return null;
    },
  };
}

/**
 * A dated item whose year the outline never prints: the year is the reader's guess (the term's year, the
 * fallback year), and on the readings of the web batches while unseen such dates were wrong far more often than
 * others (of the 44 items the readers put at 0.8 or more with such a date, 11 had the wrong year). It says
 * nothing when the outline's years were not read (no `years`).
 */
export function datedInAnUnprintedYear(at = 0.7): Bound {
  return {
    name: 'dated-in-an-unprinted-year',
    date: true,
    cap: (item, _items, outline) => {
      const due = item.due as { date?: unknown } | null;
      return outline.years && due && typeof due.date === 'string' && !outline.years.has(due.date.slice(0, 4))
        ? at
        : null;
    },
  };
}

/**
 * An item left undated in an outline that prints a calendar (six days or more, or schedule rows by weekday and
 * day): its day is most likely printed there in a shape the reader missed, even when the reader dated nothing
 * else (the case undated-among-dated cannot see). On the readings of the twelve web batches while unseen, the
 * undated items (participation, quizzes and labs aside) left at 0.8 or more in such outlines were right about
 * half the time. Participation, quizzes and labs are exempt as in undated-among-dated.
 */
export function undatedInACalendar(exempt: readonly string[] = UNDATED_KINDS, at = 0.6): Bound {
  return {
    name: 'undated-in-a-calendar',
    date: true,
    cap: (item, _items, outline) => (!item.due && outline.calendar && !exempt.includes(item.kind) ? at : null),
  };
}

/**
 * An item whose weight the outline never prints (as a share, points or marks): the reader derived it (points
 * scaled to a percent, a share split among members, weights rescaled to add to 100), and a derived weight is
 * wrong far more often than a printed one. On the web batches while unseen, 56 of the items the other bounds left
 * at 0.8 or more had such a weight: 48 were matched on the right day, but only 28 of them with the label's weight
 * (of the 239 with a printed weight, 228 and 223). A member of a series is exempt (see below). It lowers an item on
 * 331 of the 4,096 web pages outside the unseen batch (rule-fires.ts, 2026-11-30).
 */
export const weightNotPrinted: Bound = {
  name: 'weight-not-printed',
  cap(item, items, outline) {
    if (outline.figures.has(figure(item.weight))) return null;
    // A member of a series (Quiz 1, Quiz 2 …) takes an equal share of its component's printed weight: a simple
    // derivation, right with the label's weight 12 times in 15 there, against 16 in 41 for a lone item.
    return (seriesSizes(items).get(seriesKey(item)) ?? 0) >= 2 ? null : 0.75;
  },
};

const sizes = new WeakMap<readonly BoundItem[], Map<string, number>>();

/** How many items of the answer each series holds (counted once per answer, so the bound stays linear). */
function seriesSizes(items: readonly BoundItem[]): Map<string, number> {
  let out = sizes.get(items);
  if (!out) {
    out = new Map();
    for (const i of items) out.set(seriesKey(i), (out.get(seriesKey(i)) ?? 0) + 1);
    sizes.set(items, out);
  }
  return out;
}

/** A weight as statedFigures writes a figure (two decimals at most). */
const figure = (n: number) => String(Math.round(n * 100) / 100);

/** The bounds the reader applies, in order (the order does not change the result: the lowest cap wins). */
export const BOUNDS: readonly Bound[] = [
  datedWithinItsDate,
  datedInAnUnprintedYear(),
  undatedAmongDated(),
  undatedInACalendar(),
  weightNotPrinted,
];

/** A date held surer than the reader's own guess at it, from where the outline prints it. */
export interface Lift {
  name: string;
  /** The dueConfidence the item's date earns at least, or null. `at` holds the answer's feature vectors. */
  dueAtLeast(item: BoundItem, x: readonly number[]): number | null;
}

const feature = (x: readonly number[], name: (typeof FEATURE_NAMES)[number]) => x[FEATURE_NAMES.indexOf(name)] === 1;

/**
 * A member of a series (Quiz 1, Quiz 2 …) whose day is printed beside its name on a line that says it is due or
 * sat (due, deadline, submit, exam, test, quiz), in a year the outline prints: a schedule row of its own. On the
 * readings of the twelve web batches while unseen, 71 of 75 such dates were the right day (the reader's own
 * dueConfidence for them: 0.76 to 0.81), on 20 pages.
 */
export const dueOnItsSeriesLine: Lift = {
  name: 'due-on-its-series-line',
  dueAtLeast: (item, x) =>
    item.due && feature(x, 'in_series') && feature(x, 'due_line_says_due') && feature(x, 'due_year_stated')
      ? 0.85
      : null,
};

/** The lifts the reader applies before the bounds. */
export const LIFTS: readonly Lift[] = [dueOnItsSeriesLine];

/** The items with every lift applied (their dueConfidence raised where a lift says so; needs the outline's text). */
export function lifted<T extends BoundItem>(
  items: readonly T[],
  outline: BoundOutline,
  lifts: readonly Lift[] = LIFTS,
  raised?: (lift: string, item: T, from: number, to: number) => void,
): T[] {
  if (!lifts.length || outline.text === undefined || !items.some((i) => i.due)) return [...items];
  const xs = features(outline.text, { items: items as never, warnings: [] });
  return items.map((item, i) => {
    let due = item.dueConfidence;
    if (typeof due !== 'number') return item;
    for (const l of lifts) {
      const at = l.dueAtLeast(item, xs[i]!);
      if (at !== null && at > due) {
        raised?.(l.name, item, due, at);
        due = at;
      }
    }
    return due === item.dueConfidence ? item : { ...item, dueConfidence: due };
  });
}

/**
 * The items with every bound applied: confidence at most each cap that applies, dueConfidence at most a date cap;
 * `lowered` hears of every bound that lowers an item's confidence (for the trace).
 */
export function bounded<T extends BoundItem>(
  items: readonly T[],
  outline: BoundOutline,
  bounds: readonly Bound[] = BOUNDS,
  lowered?: (bound: string, item: T, from: number, to: number) => void,
): T[] {
  return items.map((item) => {
    let confidence = item.confidence;
    let dueConfidence = item.dueConfidence;
    for (const b of bounds) {
      const cap = b.cap(item, items, outline);
      if (cap === null) continue;
      if (cap < confidence) lowered?.(b.name, item, confidence, cap);
      confidence = Math.min(confidence, cap);
      if (b.date && typeof dueConfidence === 'number') dueConfidence = Math.min(dueConfidence, cap);
    }
    return confidence === item.confidence && dueConfidence === item.dueConfidence
      ? item
      : { ...item, confidence, dueConfidence };
  });
}
