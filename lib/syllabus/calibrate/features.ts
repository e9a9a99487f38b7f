// What the calibration stage knows of one item: figures computed from the reader's answer and the
// outline's text only (never from the reader's internals), so the stage reads any reader's output.
// Linear in the text: the text is scanned once for stated figures; titles are looked up with a
// bounded number of searches.

import { MONTH_ABBREVIATIONS } from '../vocabulary/calendar.js';

/** The fields of an item this stage reads; any other field is ignored. */
export interface ReadItem {
  title: string;
  kind: string;
  due: { date: string; time: string | null } | null;
  weight: number;
  confidence: number;
  dueConfidence?: number | null;
}

export interface ReadResult<T extends ReadItem = ReadItem> {
  items: T[];
  warnings: string[];
  unplaced?: unknown[];
}

const KINDS = ['assignment', 'quiz', 'midterm', 'final', 'project', 'lab', 'participation', 'other'] as const;

/** The features, in the order of every vector `features` returns (and of the model's coefficients). */
export const FEATURE_NAMES = [
  'raw_confidence',
  ...KINDS.map((k) => `kind_${k}`),
  'has_due',
  'due_has_time',
  'log_items',
  'sum_is_100',
  'sum_off',
  'weight_share',
  'weight_whole',
  'weight_stated',
  'in_series',
  'log_series',
  'series_equal_split',
  'title_number',
  'title_found',
  'log_title_found',
  'log_title_words',
  'title_long',
  'due_shared',
  'due_out_of_order',
  'due_outlier',
  'dated_share',
  'year_in_text',
  'raw_due_confidence',
  'has_raw_due_confidence',
  'log_unplaced',
  'log_warnings',
  'due_in_text',
  'due_by_title',
  'due_line_says_due',
  'due_line_says_release',
  'log_due_mentions',
  'due_line_later_day',
  'due_year_stated',
  'undated_among_dated',
  'undated_title_by_date',
  'share_titles_found',
  'share_dated_year_stated',
  'share_dated_by_title',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Titles looked up in the text at most (each lookup is linear in the text). */
const LOOKUPS = 200;
/** Occurrences of one title counted at most. */
const OCCURRENCES = 20;
const DAY = 86_400_000;
/** Lines printing a date looked at, at most, for an undated item's title. */
const DATED_LINES = 400;

/** The title's series: lowercased, digits and `#` removed (`Quiz 3` → `quiz`), with the kind. */
export function seriesKey(item: Pick<ReadItem, 'title' | 'kind'>): string {
  return `${item.title
    .toLowerCase()
    .replace(/[0-9#]/g, '')
    .replace(/\s+/g, ' ')
    .trim()}|${item.kind}`;
}

/** Every figure the text states as a share or a score (`20%`, `20 percent`, `150 points`), normalised. */
export function statedFigures(text: string): Set<string> {
  const out = new Set<string>();
  const re = /(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:%|percent|per cent|pts?\b|points?\b|marks?\b)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) out.add(figure(Number(m[1]!.replace(',', '.'))));
  return out;
}

const figure = (n: number) => String(Math.round(n * 100) / 100);

function count(haystack: string, needle: string): number {
  if (needle.length < 2) return 0;
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0 && n < OCCURRENCES; at = haystack.indexOf(needle, at + needle.length))
    n++;
  return n;
}

const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY;
const firstNumber = (title: string) => {
  const m = /\d+/.exec(title);
  return m ? Number(m[0]) : null;
};

/** One feature vector per item of `result`, in FEATURE_NAMES order. */
export function features(text: string, result: ReadResult): number[][] {
  const items = result.items;
  const n = items.length;
  const lower = text.toLowerCase();
  const figures = statedFigures(text);
  const sum = items.reduce((s, i) => s + i.weight, 0);
  const series = new Map<string, number[]>();
  items.forEach((item, i) => {
    const key = seriesKey(item);
    const members = series.get(key);
    if (members) members.push(i);
    else series.set(key, [i]);
  });
  const days = items.map((i) => (i.due ? dayNumber(i.due.date) : null));
  const dated = days.filter((d): d is number => d !== null && Number.isFinite(d)).sort((a, b) => a - b);
  const median = dated.length ? dated[Math.floor((dated.length - 1) / 2)]! : null;
  const perDay = new Map<number, number>();
  for (const d of dated) perDay.set(d, (perDay.get(d) ?? 0) + 1);
  const year = /\b(?:19|20)\d{2}\b/.test(text) ? 1 : 0;
  const unplaced = Array.isArray(result.unplaced) ? result.unplaced.length : 0;
  const lines = text.split('\n');
  const where = dayMentions(lines);
  const byLine = new Map<number, string[]>();
  for (const [day, at] of where)
    for (const i of at) {
      const on = byLine.get(i);
      if (!on) byLine.set(i, [day]);
      else if (on.length < 16) on.push(day);
    }
  const datedLines = [...byLine.keys()].sort((a, b) => a - b).slice(0, DATED_LINES);
  const years = new Set(text.match(/\b(?:19|20)\d{2}\b/g) ?? []);

  const vectors = items.map((item, i) => {
    const members = series.get(seriesKey(item))!;
    const inSeries = members.length >= 2 ? 1 : 0;
    const equalSplit =
      inSeries && members.every((j) => Math.abs(items[j]!.weight - item.weight) < 0.005) && !isWhole(item.weight)
        ? 1
        : 0;
    const found = i < LOOKUPS ? count(lower, item.title.toLowerCase().trim()) : 0;
    const words = item.title.trim().split(/\s+/).filter(Boolean).length;
    const day = days[i];
    const hasDay = day !== null && day !== undefined && Number.isFinite(day);
    const kind = KINDS.map((k) => (item.kind === k ? 1 : 0));
    return [
      clamp01(item.confidence),
      ...kind,
      item.due ? 1 : 0,
      item.due?.time ? 1 : 0,
      Math.log1p(n),
      Math.abs(sum - 100) <= 1 ? 1 : 0,
      Math.min(1, Math.abs(sum - 100) / 100),
      Math.min(1, Math.max(0, item.weight / 100)),
      isWhole(item.weight) ? 1 : 0,
      figures.has(figure(item.weight)) ? 1 : 0,
      inSeries,
      Math.log(members.length),
      equalSplit,
      /\d/.test(item.title) ? 1 : 0,
      found ? 1 : 0,
      Math.log1p(found),
      Math.log1p(words),
      item.title.length > 40 ? 1 : 0,
      hasDay && (perDay.get(day) ?? 0) >= 2 ? 1 : 0,
      hasDay && outOfOrder(i, members, items, days) ? 1 : 0,
      hasDay && median !== null && Math.abs(day - median) > 120 ? 1 : 0,
      n ? dated.length / n : 0,
      year,
      typeof item.dueConfidence === 'number' ? clamp01(item.dueConfidence) : 0,
      typeof item.dueConfidence === 'number' ? 1 : 0,
      Math.log1p(unplaced),
      Math.log1p(result.warnings.length),
      ...dueContext(item, lines, where, byLine),
      item.due && years.has(item.due.date.slice(0, 4)) ? 1 : 0,
      item.due ? 0 : n ? dated.length / n : 0,
      !item.due && i < LOOKUPS && titleByDate(item.title, lines, datedLines) ? 1 : 0,
    ];
  });
  // What the whole answer says of the outline: how many titles it found in the text, and how many of
  // its days carry the outline's own year or sit beside their item's name.
  const share = (name: FeatureName, among: (x: number[]) => boolean) => {
    const k = FEATURE_NAMES.indexOf(name);
    const some = vectors.filter(among);
    return some.length ? some.reduce((s, x) => s + x[k]!, 0) / some.length : 0;
  };
  const dueAt = FEATURE_NAMES.indexOf('has_due');
  const outline = [
    share('title_found', () => true),
    share('due_year_stated', (x) => x[dueAt] === 1),
    share('due_by_title', (x) => x[dueAt] === 1),
  ];
  return vectors.map((x) => [...x, ...outline]);
}

const isWhole = (w: number) => Math.abs(w - Math.round(w)) < 0.005;
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Whether a numbered member's day disagrees with its numbering among its series (`Quiz 3` dated
 * before `Quiz 2`). A series is bounded by the items, so this stays linear in practice; it looks at
 * the nearest numbered neighbours only.
 */
function outOfOrder(i: number, members: number[], items: ReadItem[], days: (number | null)[]): boolean {
  const mine = firstNumber(items[i]!.title);
  const day = days[i]!;
  if (mine === null || members.length < 2) return false;
  let below: { n: number; d: number } | null = null;
  let above: { n: number; d: number } | null = null;
  for (const j of members.slice(0, 64)) {
    const n = firstNumber(items[j]!.title);
    const d = days[j];
    if (j === i || n === null || d === null || d === undefined || !Number.isFinite(d)) continue;
    if (n < mine && (!below || n > below.n)) below = { n, d };
    if (n > mine && (!above || n < above.n)) above = { n, d };
  }
  return Boolean((below && below.d > day) || (above && above.d < day));
}

const MONTHS = MONTH_ABBREVIATIONS;
const MONTH_DAY = new RegExp(`\\b(${MONTHS})[a-z]*\\.?\\s+(\\d{1,2})(?!\\d)`, 'gi');
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTHS})[a-z]*\\b`, 'gi');
const NUMERIC = /(?<![\d/.-])(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?(?![\d/])/g;
const ISO = /\b\d{4}-(\d{2})-(\d{2})\b/g;
const md = (m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;
const monthOf = (name: string) => MONTHS.split('|').indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * The lines on which each month-day is printed (`Oct 3`, `3 October`, `10/3`, `2026-10-03`; a numeric
 * date is read both month-first and day-first). One pass over the text; at most 32 lines kept per day.
 */
export function dayMentions(lines: string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const add = (key: string | null, i: number) => {
    if (!key) return;
    const at = out.get(key);
    if (!at) out.set(key, [i]);
    else if (at.length < 32 && at[at.length - 1] !== i) at.push(i);
  };
  lines.forEach((line, i) => {
    if (!/\d/.test(line)) return;
    for (const m of line.matchAll(MONTH_DAY)) add(md(monthOf(m[1]!), Number(m[2])), i);
    for (const m of line.matchAll(DAY_MONTH)) add(md(monthOf(m[2]!), Number(m[1])), i);
    for (const m of line.matchAll(NUMERIC)) {
      add(md(Number(m[1]), Number(m[2])), i);
      add(md(Number(m[2]), Number(m[1])), i);
    }
    for (const m of line.matchAll(ISO)) add(md(Number(m[1]), Number(m[2])), i);
  });
  return out;
}

const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'due', 'final', 'course']);

/** The words of a title that name it (three letters or more), and its numbers. */
function titleWords(title: string): string[] {
  const words = title.toLowerCase().match(/[a-z\u00c0-\u024f]{3,}|\d+/g) ?? [];
  return words.filter((w) => !STOP.has(w)).slice(0, 6);
}

/**
 * Where the item's day is printed: whether at all, whether beside a word of its title (same line or
 * the one before), whether that line says "due" or names a release, and how many lines print the day.
 */
function dueContext(
  item: ReadItem,
  lines: string[],
  where: Map<string, number[]>,
  byLine: Map<number, string[]>,
): number[] {
  if (!item.due) return [0, 0, 0, 0, 0, 0];
  const mine = item.due.date.slice(5, 10);
  const at = where.get(item.due.date.slice(5, 10)) ?? [];
  const words = titleWords(item.title);
  let byTitle = 0,
    saysDue = 0,
    release = 0,
    later = 0;
  for (const i of at) {
    const near = `${lines[i - 1] ?? ''} ${lines[i]!}`.toLowerCase();
    const own = lines[i]!.toLowerCase();
    if (words.some((w) => (/^\d+$/.test(w) ? new RegExp(`(?<!\\d)${w}(?!\\d)`).test(near) : near.includes(w)))) {
      byTitle = 1;
      if (/\b(?:due|deadline|submit|submission|exam|test|quiz)\b/.test(own)) saysDue = 1;
      if (/\b(?:released?|assigned|handed out|posted|available|distributed|out)\b/.test(own)) release = 1;
      if (
        (byLine.get(i) ?? []).some(
          (d) => d > mine && d.slice(0, 2) <= String(Number(mine.slice(0, 2)) + 2).padStart(2, '0'),
        )
      )
        later = 1;
    }
  }
  return [at.length ? 1 : 0, byTitle, saysDue, release, Math.log1p(at.length), later];
}

/** Whether a line that prints a date also names the item (every naming word of its title, numbers included). */
function titleByDate(title: string, lines: string[], datedLines: number[]): boolean {
  const words = titleWords(title).map((w) => (/^\d+$/.test(w) ? new RegExp(`(?<!\\d)${w}(?!\\d)`) : w));
  if (!words.length) return false;
  return datedLines.some((i) => {
    const line = lines[i]!.toLowerCase();
    return words.every((w) => (typeof w === 'string' ? line.includes(w) : w.test(line)));
  });
}
