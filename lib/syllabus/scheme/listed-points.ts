// A grading scheme listed in one paragraph of prose in points, with a total the page states:
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
// credit are no share; "Each exam is worth 100 points" counts nothing and names no share.
// Linear: one pass over each paragraph (bounded), regexes without nested unbounded quantifiers.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import { englishNumbers } from '../vocabulary/numbers.js';
import type { Share } from './shares.js';
import { type Paragraph, paragraphsOf } from './paragraphs.js';

const MAX_PARAGRAPH = 3000;
const MAX_RUN = 12;
/** "100 points", "150 pts", "100 points each" (not a range's end: "900-1000 points"). */
const FIGURE = /(?<![\d.,/$-])(?<!\d\s?[-–]\s?)(\d{1,4})\s?(?:points?\b|pts\b\.?)(\s*(?:each|apiece)\b)?/gi;
/** A stated total: "Total possible points = 1000", "a total of 550 points", "300 points total", "out of 400 points". */
const TOTAL_BEFORE =
  /\b(?:total(?:\s+possible)?(?:\s+(?:points?|pts))?|out\s+of|maximum(?:\s+point\s+total)?|possible\s+points?)\s?(?:of|is|=|:|will\s+be)?\s?(\d{2,4})\b/gi;
const TOTAL_AFTER = /\b(\d{2,4})\s?(?:total\s+)?(?:points?|pts)\s+(?:total|possible|in\s+total)\b/gi;
const WORK = new RegExp(String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|journals?)\b`, 'i');
const NOT_A_SHARE =
  /\b(?:late|penalt\w*|deduct\w*|lose|loss|lost|reduc\w*|subtract\w*|off\b|per day|extra|bonus|curve\w*|grade of|scale|cut-?offs?|lowest|drop(?:ped)?)\b|\b[A-F][+-]?\s?[=:]|[=:]\s?[A-F][+-]?\b/i;
/** The verb between a name and its figure: "worth", "is worth up to", "will count", "for". */
const VERB_TAIL =
  /[\s,(]\s?\(?(?:(?:is|are|will\s+be|shall\s+be|will|each)\s+){0,2}(?:worth|valued\s+at|counts?(?:\s+for)?|count(?:ing)?\s+for|for|at|=|:|[-–—])?\s?(?:up\s+to\s+|a\s+total\s+of\s+)?$/i;
const COUNT_WORDS = englishNumbers(1, 19);
const COUNT = new RegExp(
  String.raw`(?:^|\s)(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')}|an?|the|your)\s(?=\S)`,
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

function paragraphs(raw: string[]): Paragraph[] {
  return paragraphsOf(raw, (line) => line.replace(/[*_>|#]+/g, ' ').trim(), MAX_PARAGRAPH).filter((p) =>
    /\b(?:points?|pts)\b/i.test(p.text),
  );
}

export function listedPoints(raw: string[], firstId: number, score: (title: string) => number): Share[] {
  const out: Share[] = [];
  let stream = firstId;
  // The totals the page states anywhere ("Total possible points: 1000" may stand in a paragraph of its own).
  const pageTotals = new Set<number>();
  for (const line of raw)
    if (line.length <= 400)
      for (const re of [TOTAL_BEFORE, TOTAL_AFTER]) for (const m of line.matchAll(re)) pageTotals.add(Number(m[1]));
  if (!pageTotals.size) return out;
  for (const p of paragraphs(raw)) {
    const totals = pageTotals;
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
    // Each figure's name, from the figure before it; the run is a whole list: every figure of it named, the
    // figures just before and after it not.
    const names = figures.map((f, j) => {
      const n = countedName(p.text.slice(j > 0 ? figures[j - 1]!.end : Math.max(0, f.at - 200), f.at), f.each);
      return n && score(n.name) > 0 ? n : null;
    });
    const lineAt = (at: number) => {
      let k = 0;
      while (k + 1 < p.starts.length && p.starts[k + 1]! <= at) k++;
      return p.lines[k]!;
    };
    for (let i = 0; i < figures.length; i++) {
      if (!names[i]) continue;
      let j = i;
      while (j + 1 < figures.length && names[j + 1]) j++;
      const run = names.slice(i, j + 1) as { name: string; count: number }[];
      const sum = run.reduce((a, x, k) => a + x.count * figures[i + k]!.value, 0);
      if (
        run.length >= 2 &&
        run.length <= MAX_RUN &&
        totals.has(sum) &&
        new Set(run.map((x) => x.name.toLowerCase())).size === run.length
      ) {
        out.push(
          ...run.map((x, k) => ({
            value: (x.count * figures[i + k]!.value * 100) / sum,
            unit: '%' as const,
            count: x.count > 1 ? x.count : null,
            title: x.name,
            bonus: false,
            total: false,
            rest: p.text.slice(k > 0 ? figures[i + k - 1]!.end : Math.max(0, figures[i]!.at - 80), figures[i + k]!.end),
            line: lineAt(figures[i + k]!.at),
            stream,
            labelScore: score(x.name),
          })),
        );
        stream++;
      }
      i = j;
    }
  }
  return out;
}
