// A grading scheme listed in prose in points, with a total the page states (or, last, without one):
//
//   Graded work will consist of 2 unit exams worth 100 points each, 1 final exam (cumulative) worth
//   150 points, 20 reading responses worth 200 points, and 1 term paper worth 450 points.
//   Total possible points = 1000.
//   There will be two tests, each worth 100 points. Paper 1 is worth 50 points, and a final, worth 150 points.
//
// Each figure is named by the clause before it, from its count ("2", "three", "a") or its article on to the
// verb before the figure ("worth", "is worth", "will be worth up to"), or by a short name of its own ("Paper
// 1"); "N points each" (or "each worth N points") is the count times N. The run is a whole list (two or more
// figures one after another, each named, the figures around it not) whose counted sum is a total the page
// states ("Total possible points = 1000", "a total of 550 points", "300 points total"): the share of each is
// its points over that total. Points in a grading scale ("900-1000 points = A"), penalties, bonus and extra
// credit are no share. "Each exam is worth 100 points" counts what the paragraph said before it ("three
// in-class examinations. Each exam is worth 100 points", rule points-each-named-before), else names no share.
// Last, where no other reader found a scheme (`fallback`), neighbouring paragraphs' figures are read as one list
// (rule points-listed-across-paragraphs: "-- Participation is worth 30 points." then "-- The paper is worth 60
// points."), and where the page states no total, the total is the list's own sum (rule points-listed-summed),
// read only when every points figure of the list is named, it names two works or more, and it is the page's
// only such list:
//
//   The first two tests will be worth 100 points each and the final will be worth 150 points.
//
// Several works may share one figure (rule works-share-one-figure): "The mid-terms, the final, and the paper are
// worth 100 points each. Your grade … out of a maximum of 400" names three works of 100 points each; a plural
// work named with no count of its own ("the mid-terms") stands for as many sittings as close the stated total
// (here two), never fewer than two, and only when exactly one such count does. A figure spelled in words on its
// line ("The five quizzes are worth eight points each") is read as its digits (rule points-in-words).
// Linear: one pass over each paragraph (bounded), regexes without nested unbounded quantifiers.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { ENGLISH_TENS, englishNumberPattern, englishNumbers } from '../vocabulary/numbers.js';
import type { Share } from './shares.js';
import { type Paragraph, paragraphsOf } from './paragraphs.js';

const MAX_PARAGRAPH = 3000;
const MAX_RUN = 12;
/** At most this many lines from one paragraph's last figure to the next paragraph's first. */
const MAX_PARAGRAPH_GAP = 12;
/** "100 points", "150 pts", "100 points each" (not a range's end: "900-1000 points"). */
const FIGURE = /(?<![\d.,/$-])(?<!\d\s?[-–]\s?)(\d{1,4})\s?(?:points?\b|pts\b\.?)(\s*(?:each|apiece)\b)?/gi;
/** A stated total: "Total possible points = 1000", "a total of 550 points", "300 points total", "out of 400 points". */
const TOTAL_BEFORE =
  /\b(?:total(?:\s+possible)?(?:\s+(?:points?|pts))?|out\s+of|maximum(?:\s+point\s+total)?|possible\s+points?)\s?(?:of|is|=|:|will\s+be)?\s?(\d{2,4})\b/gi;
/** Any total the page may state ("Total points    100 points", "for 40 points total"): then nothing is summed. */
const ANY_TOTAL = /\btotal\b[^\n]{0,40}\d|\d[^\n]{0,20}\btotal\b/i;
const TOTAL_AFTER = /\b(\d{2,4})\s?(?:total\s+)?(?:points?|pts)\s+(?:total|possible|in\s+total)\b/gi;
const WORK = new RegExp(String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|journals?)\b`, 'i');
const NOT_A_SHARE =
  /\b(?:late|penalt\w*|deduct\w*|lose|loss|lost|reduc\w*|subtract\w*|off\b|per day|extra|bonus|curve\w*|grade of|scale|cut-?offs?|lowest|drop(?:ped)?)\b|\b[A-F][+-]?\s?[=:]|[=:]\s?[A-F][+-]?\b/i;
/** The verb between a name and its figure: "worth", "is worth up to", "will count", "for". */
const VERB_TAIL =
  /[\s,(]\s?\(?(?:(?:is|are|will\s+be|shall\s+be|will|each)\s+){0,2}(?:worth|valued\s+at|counts?(?:\s+for)?|count(?:ing)?\s+for|for|at|=|:|[-–—])?\s?(?:up\s+to\s+|a\s+total\s+of\s+)?$/i;
const COUNT_WORDS = englishNumbers(1, 19);
// The space before a count is looked behind, not taken: "The five quizzes" reads its article, then its count.
const COUNT = new RegExp(
  String.raw`(?<=^|\s)(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')}|an?|the|your)\s(?=\S)`,
  'gi',
);

interface Figure {
  at: number;
  end: number;
  value: number;
  each: boolean;
}

/** The counted name of the clause before a figure: "2 unit exams" → [2, "Unit exams"], or null. */
export function countedName(clause: string, each: boolean): { name: string; count: number } | null {
  const flat = clause
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(/=/g, ' = ')
    .replace(/\s+/g, ' ');
  const tail = VERB_TAIL.exec(flat);
  // "two tests, each worth 150 points": "each" before the figure counts it too.
  const perItem = each || (!!tail && /\beach\b/i.test(tail[0]));
  const body = (tail ? flat.slice(0, tail.index) : flat).trim();
  const cut = Math.max(body.lastIndexOf(','), body.lastIndexOf(';'), body.lastIndexOf(':'), body.lastIndexOf('. '));
  // "GRADING Midterm exam", "Points Paper 1": a heading's word before the name is no part of it.
  const part = body
    .slice(cut + 1)
    .trim()
    .replace(/^(?:grading|grades?|points?|total)\b:?\s*/i, '');
  if (!part || part.length > 120) return null;
  // The last count or article whose words after it name graded work; or a short name of its own ("Paper 1").
  let best: { from: number; word: string } | null = null;
  for (const m of part.matchAll(COUNT)) {
    const from = m.index + m[0].length;
    if (WORK.test(part.slice(from))) best = { from, word: m[1]!.toLowerCase() };
  }
  if (!best && part.split(' ').length <= 4 && /^[A-Z]/.test(part) && !/^(?:each|this|these|they|it)\b/i.test(part))
    best = { from: 0, word: 'one' };
  if (!best) return null;
  // "Each take-home exam and the final exam count 30 points": a figure several works share names none of them.
  const lead = part.slice(0, best.from).replace(/\S+\s*$/, '');
  if (/(?:^|\s)(?:and|&)\s*$/i.test(lead) && WORK.test(lead)) return null;
  const name = part
    .slice(best.from)
    .replace(/^(?:and|or|plus)\s+/i, '')
    .trim();
  if (!name || name.split(' ').length > 7 || !WORK.test(name) || NOT_A_SHARE.test(name)) return null;
  const n = /^\d+$/.test(best.word) ? Number(best.word) : (COUNT_WORDS[best.word] ?? 1);
  // "Each exam is worth 100 points": a count stated elsewhere, if at all.
  if (perItem && /^(?:the|your|a|an|one)$/.test(best.word) && n === 1 && !each) return null;
  return { name: name[0]!.toUpperCase() + name.slice(1), count: perItem ? n : 1 };
}

/** At most this many works share one figure ("The mid-terms, the final, and the paper are worth 100 points each"). */
const MAX_SHARED = 6;
/** The works of a list before a shared figure: "The mid-terms, the final, and the paper" → three parts. */
const LIST_SEPARATOR = /\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/i;
const ARTICLE = /^(?:the|your|a|an|one)\s+/i;
/** A part holding a verb or a preposition is a clause, not a work's name ("grade depends on attendance"). */
const NOT_A_NAME =
  /^(?:each|all|both)\b|\b(?:is|are|be|will|was|were|has|have|on|of|in|for|to|with|by|from|based|depends?|consists?|includes?)\b/i;
const LEADING_COUNT = new RegExp(String.raw`^(\d{1,2}|${Object.keys(englishNumbers(2, 19)).join('|')})\s+(?=\S)`, 'i');

/**
 * (works-share-one-figure) The works a figure given "each" is shared by, when the clause before it is a list of
 * two or more works and nothing else from the sentence's start: "The mid-terms, the final, and the paper are
 * worth" → [Mid-terms (open count), Final, Paper]. Each part is a short name of graded work after an article or a
 * count; a plural part with no count of its own has an open count (`open`), closed by the stated total in
 * readRuns. Null when the clause is no such list ("Grades are based on exams, the final and the paper").
 */
export function sharedBy(clause: string, each: boolean): { name: string; count: number; open?: boolean }[] | null {
  const flat = clause.replace(/\([^()]{0,80}\)/g, ' ').replace(/\s+/g, ' ');
  const tail = VERB_TAIL.exec(flat);
  if (!tail || !(each || /\beach\b/i.test(tail[0]))) return null;
  const body = flat.slice(0, tail.index).trim();
  const cut = Math.max(body.lastIndexOf(';'), body.lastIndexOf(':'), body.lastIndexOf('. '));
  const list = body
    .slice(cut + 1)
    .trim()
    .replace(/^(?:grading|grades?|points?)\b:?\s*/i, '');
  if (!list || list.length > 160) return null;
  const parts = list.split(LIST_SEPARATOR).map((x) => x.trim());
  if (parts.length < 2 || parts.length > MAX_SHARED || !/,|\band\b|&/.test(list)) return null;
  // The list is the sentence's subject, led by an article or a count: "Your grade depends on attendance and three
  // exams, each worth" shares nothing (its figure is the exams' own).
  if (!ARTICLE.test(parts[0]!) && !LEADING_COUNT.test(parts[0]!)) return null;
  const out: { name: string; count: number; open?: boolean }[] = [];
  for (const part of parts) {
    const counted = LEADING_COUNT.exec(part);
    const bare = (counted ? part.slice(counted[0].length) : part).replace(ARTICLE, '').trim();
    const words = bare.split(' ');
    if (!bare || words.length > 4 || !WORK.test(bare) || NOT_A_SHARE.test(bare) || NOT_A_NAME.test(bare)) return null;
    // The work's own noun is the part's last word: "the research project", not "exams in class".
    if (!WORK.test(words[words.length - 1]!)) return null;
    const name = bare[0]!.toUpperCase() + bare.slice(1);
    if (counted) {
      const c = counted[1]!.toLowerCase();
      out.push({ name, count: /^\d+$/.test(c) ? Number(c) : (COUNT_WORDS[c] ?? 1) });
    } else out.push({ name, count: 1, ...(/s$/i.test(words[words.length - 1]!) ? { open: true } : {}) });
  }
  return out;
}

/** "Each exam is worth", "Each paper will be worth": a figure of one work whose count the text said before. */
const EACH_NAME = /\beach\s+([a-z]{3,20})\s+(?:(?:is|will|be|shall|counts?)\s+){0,3}(?:worth|for)?\s?(?:up\s+to\s+)?$/i;
const ANTECEDENT_WINDOW = 400;

/**
 * The counted works an "Each exam is worth 100 points" names, from the text before it (rule
 * points-each-named-before): "Completion of three in-class examinations. Each exam is worth 100 points" → [3,
 * "In-class examinations"]. The last phrase whose last word is the work (its plural, or "examination" for "exam")
 * with a count at most four words before; none where the count is a range ("five to six quizzes").
 */
export function antecedentName(clause: string, before: string): { name: string; count: number } | null {
  const m = EACH_NAME.exec(clause);
  if (!m) return null;
  // The text before "Each exam".
  const prior = before.slice(0, Math.max(0, before.length - (clause.length - m.index)));
  const stem = m[1]!.toLowerCase().replace(/(?:es|s)$/, '');
  if (!WORK.test(m[1]!)) return null;
  const words = prior
    .slice(-ANTECEDENT_WINDOW)
    .replace(/\([^()]{0,40}\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  for (let t = words.length - 1; t >= 0; t--) {
    const w = words[t]!.toLowerCase().replace(/[.,;:!?]+$/, '');
    if (!w.startsWith(stem) || !WORK.test(w) || w.length > stem.length + 9) continue;
    for (let k = t - 1; k >= Math.max(0, t - 4); k--) {
      const c = words[k]!.toLowerCase();
      const n = /^\d{1,2}$/.test(c) ? Number(c) : COUNT_WORDS[c];
      if (n === undefined) {
        if (/[.,;:]$/.test(c)) break;
        continue;
      }
      if (/^(?:to|or|-|–)$/i.test(words[k - 1] ?? '') || n < 1) return null;
      const name = words
        .slice(k + 1, t + 1)
        .join(' ')
        .replace(/[.,;:!?]+$/, '');
      return { name: name[0]!.toUpperCase() + name.slice(1), count: n };
    }
    return null;
  }
  return null;
}

/**
 * (points-in-words) "The five quizzes are worth eight points each": a figure of points spelled in words (one to
 * ninety-nine, "one hundred") right after "worth" is read as its digits. After other words a spelled figure is
 * more often no work's value ("count as ten points toward each of the exams", "one point for taking the course").
 */
const UNIT_WORDS = englishNumbers(1, 19);
const SPELLED_POINTS = new RegExp(
  String.raw`(?<=\bworth )(?:(${Object.keys(ENGLISH_TENS).join('|')})(?:[- ](${englishNumberPattern(1, 9)}))?|(${englishNumberPattern(1, 19)})|(?:one|a) (hundred))(?= (?:points?|pts)\b)`,
  'gi',
);
/** Whether a line spells a figure of points in words (for the trace). */
export const spellsPoints = (line: string): boolean => pointsInWords(line) !== line;

export function pointsInWords(line: string): string {
  if (!/\b(?:points?|pts)\b/i.test(line)) return line;
  return line.replace(SPELLED_POINTS, (_all, tens?: string, unit?: string, small?: string, hundred?: string) => {
    const n = hundred
      ? 100
      : small
        ? UNIT_WORDS[small.toLowerCase()]!
        : ENGLISH_TENS[tens!.toLowerCase()]! + (unit ? UNIT_WORDS[unit.toLowerCase()]! : 0);
    return String(n);
  });
}

function paragraphs(raw: string[]): Paragraph[] {
  return paragraphsOf(raw, (line) => pointsInWords(line.replace(/[*_>|#]+/g, ' ').trim()), MAX_PARAGRAPH).filter((p) =>
    /\b(?:points?|pts)\b/i.test(p.text),
  );
}

export function listedPoints(
  raw: string[],
  firstId: number,
  score: (title: string) => number,
  fallback = false,
): Share[] {
  const out: Share[] = [];
  const stream = firstId;
  // The totals the page states anywhere ("Total possible points: 1000" may stand in a paragraph of its own).
  const pageTotals = new Set<number>();
  for (const line of raw)
    if (line.length <= 400)
      for (const re of [TOTAL_BEFORE, TOTAL_AFTER]) for (const m of line.matchAll(re)) pageTotals.add(Number(m[1]));
  // Read first with a stated total, one paragraph at a time; last (`fallback`), by neighbouring paragraphs too, and
  // where the page states no total, summed.
  const summed = fallback && !pageTotals.size && !raw.some((line) => line.length <= 400 && ANY_TOTAL.test(line));
  if (!pageTotals.size && !summed) return out;
  // Each paragraph's figures, each named from the text before it (or null).
  const lists: Item[][] = [];
  for (const p of paragraphs(raw)) {
    const totalAt = new Set<number>();
    for (const re of [TOTAL_BEFORE, TOTAL_AFTER])
      for (const m of p.text.matchAll(re)) totalAt.add(m.index + m[0].lastIndexOf(m[1]!));
    const figures: Figure[] = [];
    for (const m of p.text.matchAll(FIGURE)) {
      if (totalAt.has(m.index)) continue;
      const around =
        p.text.slice(Math.max(0, m.index - 40), m.index) + p.text.slice(m.index, m.index + m[0].length + 20);
      if (NOT_A_SHARE.test(around)) continue;
      figures.push({ at: m.index, end: m.index + m[0].length, value: Number(m[1]), each: !!m[2] });
    }
    const lineAt = (at: number) => {
      let k = 0;
      while (k + 1 < p.starts.length && p.starts[k + 1]! <= at) k++;
      return p.lines[k]!;
    };
    lists.push(
      figures.flatMap((f, j) => {
        const clause = p.text.slice(j > 0 ? figures[j - 1]!.end : Math.max(0, f.at - 200), f.at);
        const item = (n: Item['name']): Item => ({
          value: f.value,
          name: n && score(n.name) > 0 ? n : null,
          rest: p.text.slice(j > 0 ? figures[j - 1]!.end : Math.max(0, f.at - 80), f.end),
          near: p.text.slice(Math.max(0, f.at - 80), f.end),
          line: lineAt(f.at),
          ...(spellsPoints(raw[lineAt(f.at)]!) ? { spelled: true } : {}),
        });
        const shared = sharedBy(clause, f.each);
        if (shared) return shared.map((n) => ({ ...item(n), shared: true }));
        return [item(countedName(clause, f.each) ?? antecedentName(clause, p.text.slice(0, f.at)))];
      }),
    );
  }
  // One paragraph's list first; where none makes a scheme, the lists of neighbouring paragraphs as one (rule
  // points-listed-across-paragraphs: "-- Participation is worth 30 points." then "-- The paper is worth 60 points.").
  const merged: Item[][] = [];
  for (const list of lists) {
    const last = merged.at(-1)?.at(-1);
    if (last && list.length && list[0]!.line - last.line <= MAX_PARAGRAPH_GAP) merged.at(-1)!.push(...list);
    else if (list.length) merged.push([...list]);
  }
  for (const groups of fallback ? [lists, merged] : [lists]) {
    const found = readRuns(groups, pageTotals, summed, stream, score);
    if (found.length) return found;
  }
  return out;
}

/** The shares read from a figure several works share (rule works-share-one-figure), for the trace. */
export const SHARED_FIGURE = new WeakSet<Share>();
/** The shares read from a figure of points spelled in words (rule points-in-words), for the trace. */
export const SPELLED_FIGURE = new WeakSet<Share>();

interface Item {
  value: number;
  /** `open`: a plural work sharing a figure with no count of its own (works-share-one-figure). */
  name: { name: string; count: number; open?: boolean } | null;
  /** Whether the figure is shared by several works (works-share-one-figure). */
  shared?: boolean;
  /** Whether the figure was spelled in words (points-in-words). */
  spelled?: boolean;
  /** The text from the figure before, and the 80 characters before the figure (where a run starts). */
  rest: string;
  near: string;
  line: number;
}

/**
 * The runs of named figures that make a whole: with a stated total, a run (every figure of it named, the
 * figures just before and after it not) whose counted sum is that total; summed, a list every figure of which is
 * named, of three works or more, the only one of the page.
 */
function readRuns(
  lists: Item[][],
  totals: ReadonlySet<number>,
  summed: boolean,
  firstStream: number,
  score: (title: string) => number,
): Share[] {
  const out: Share[] = [];
  let stream = firstStream;
  let summedRuns = 0;
  for (const items of lists) {
    for (let i = 0; i < items.length; i++) {
      if (!items[i]!.name) continue;
      let j = i;
      while (j + 1 < items.length && items[j + 1]!.name) j++;
      let run = items.slice(i, j + 1);
      // A plural work with an open count takes as many sittings as close a stated total (two or more, one way only).
      const open = run.filter((x) => x.name!.open);
      if (open.length > 1 || (open.length && summed)) {
        i = j;
        continue;
      }
      if (open.length) {
        const rest = run.reduce((a, x) => a + (x.name!.open ? 0 : x.name!.count * x.value), 0);
        const v = open[0]!.value;
        const counts = [...totals]
          .map((t) => (t - rest) / v)
          .filter((k) => Number.isInteger(k) && k >= 2 && k <= MAX_RUN);
        if (counts.length !== 1) {
          i = j;
          continue;
        }
        run = run.map((x) => (x.name!.open ? { ...x, name: { name: x.name!.name, count: counts[0]! } } : x));
      }
      const sum = run.reduce((a, x) => a + x.name!.count * x.value, 0);
      // Summed: the whole list's points, three works or more.
      const whole = summed ? i === 0 && j === items.length - 1 && run.length >= 2 && sum > 0 : totals.has(sum);
      if (
        run.length >= 2 &&
        run.length <= MAX_RUN &&
        whole &&
        new Set(run.map((x) => x.name!.name.toLowerCase())).size === run.length
      ) {
        if (summed && ++summedRuns > 1) return [];
        for (const [k, x] of run.entries()) {
          const share: Share = {
            value: (x.name!.count * x.value * 100) / sum,
            unit: '%' as const,
            count: x.name!.count > 1 ? x.name!.count : null,
            title: x.name!.name,
            bonus: false,
            total: false,
            rest: k > 0 ? x.rest : x.near,
            line: x.line,
            stream,
            labelScore: score(x.name!.name),
          };
          if (x.shared) SHARED_FIGURE.add(share);
          if (x.spelled) SPELLED_FIGURE.add(share);
          out.push(share);
        }
        stream++;
      }
      i = j;
    }
  }
  return out;
}
