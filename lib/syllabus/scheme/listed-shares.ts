// A grading scheme listed in one run of prose, every component with its weight, the weights making the whole:
//
//   The requirements consist of: a midterm exam on the first half of the course (25%), a final exam on
//   the rest (35%), and a term paper of at least twelve pages (40%).
//   Your grade will be based on: participation 20% (attendance, short writing); a book report 20%; quiz
//   #1 15%; quiz #2 15%; final paper 30%.
//   Grades: Test I--20%; Test II--30%; term paper (8 pp.)--20%; final exam--30%.
//   The grade will be: 25% for the labs, 25% for the midterm and 50% for the final.
//
// The paragraph's lines are read as one text (a name broken over a line stays whole); the figures that follow
// one another closely, three or more adding to 100, are the run; each is named by the clause before it (back
// to the figure before or a clause mark) — or, when every figure is followed by "for …", by the words after it —
// cut to the work it names ("a midterm exam on the first half of the course" → "midterm exam"). Every name
// must name graded work. A length ("of at least twelve pages") is no cap on the share. Linear: one pass over
// each paragraph (bounded), string scans and regexes without nested unbounded quantifiers.
import { ASSESSMENT_NOUN } from '../vocabulary/kinds.js';
import type { Share } from './shares.js';
import { type Paragraph, paragraphsOf } from './paragraphs.js';

const MAX_PARAGRAPH = 4000;
/** The figures of a paragraph; "20% each" and ranges are left to the other readers. */
const FIGURE = /(?<![\d.,/])(?<!\d\s?[-–]\s?)(\d{1,3}(?:\.\d{1,2})?)\s?(?:%|percent\b|per cent\b)/gi;
/** At most this many characters between one figure and the next in a run. */
const MAX_BETWEEN = 260;
const WORK = new RegExp(
  String.raw`\b(?:${ASSESSMENT_NOUN}|participation|attendance|discussions?|portfolios?|journals?|(?:class|section)\s?work)\b`,
  'i',
);
/** The name runs on past its noun: "Class attendance and participation", "quiz #1", "test no. 2", "Test II" (a number after a wide gap is the next column). */
const NAME_GOES_ON = new RegExp(
  String.raw`^(?:\s?(?:#\s?\d{1,2}|(?:no\.?|number)\s?\d{1,2}\b|\d{1,2}\b|[IV]{1,3}\b)|\s+(?:and|&|or)\s+(?:[A-Za-z-]+\s+){0,2}?${WORK.source}|-?\s?${WORK.source})`,
  'i',
);
const NOT_A_SHARE =
  /\b(?:late|penalt\w*|deduct\w*|per day|reduc\w*|curve\w*|cut-?offs?|threshold|minimum|maximum|hours|hrs|minutes|students|class average|mean|median|chance|probability|extra credit|bonus|drop(?:ped)?|lowest|A range|letter grade|scale)\b|\b[A-F][+-]?\s*[=:(]/i;
/** A length, not a cap on the share: "of at least twelve pages", "(no more than 2,000 words)". */
const LENGTH =
  /\b(?:at least|at most|no more than|not more than|up to|about|approximately|minimum of|maximum of)\s+(?:[\d,–-]+|[a-z]+(?:[\s-][a-z]+)?)\s+(?:pages?|pp\.?|words|minutes)\b/gi;
const FOR_AFTER =
  /^\s*(?:of\s+(?:the\s+|your\s+)?(?:final\s+|course\s+)?grade\s+)?(?:for|on|to)\s+(?:the\s+|your\s+|a\s+|an\s+)?/i;
const OPENER = /^[\s,;:.)\]*_-]*(?:(?:and|or|plus|then|finally)\s+)?(?:\(?[a-h1-9]\)|[a-h1-9]\.\s)?\s*/i;
const ARTICLE = /^(?:(?:the|a|an|your|one|two|three|four|five|six|seven|eight|nine|ten|several|weekly|\d{1,2})\s+)+/i;

/** A word that opens the clause a name sits in: a preposition, a verb, a conjunction. */
const STOP =
  /^(?:on|for|by|in|with|to|from|is|are|be|will|include|includes|consist|consists|based|including|submit|write|complete|take|do|give|make|prepare|deliver|hand|turn|required|expected|also|must|should|there|so|and|or|as|that|which|grading|grades)$/i;

/** A word of a name ("short", "in-class", "5-6", "Paper"), not markup ("\\tab", "}{"), a leader ("---") or a clause's end ("course,"). */
const NAME_WORD = /^(?:\p{L}[\p{L}\d'/-]*|\d{1,2}(?:-\d{1,2})?)$/u;

function paragraphs(raw: string[]): Paragraph[] {
  return paragraphsOf(
    raw,
    (line) => {
      // A table's cells are clauses of their own ("Exam 2 | 100 (20%) | 14 March").
      // Pages saved as RTF keep their control words ("\\par \\tab Midterm exam:\\tab 20%"): they are spaces.
      // A row ends its last cell too.
      const row = line.includes('|') ? `${line} ;` : line;
      return row
        .replace(/\|/g, ' ; ')
        .replace(/\\[a-z]{1,12}-?\d{0,4} ?|[{}]/g, ' ')
        .replace(/[*_>]+/g, ' ')
        .trim();
    },
    MAX_PARAGRAPH,
  ).filter((p) => p.text.includes('%') || /percent/i.test(p.text));
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const lineAt = (p: Paragraph, at: number) => {
  let k = 0;
  while (k + 1 < p.starts.length && p.starts[k + 1]! <= at) k++;
  return p.lines[k]!;
};

/** The work a clause names: from its first graded-work noun back to the clause's start, on past "and …" or a number. */
export function workNamed(clause: string): string | null {
  // "… of your final grade": the whole, not the final exam.
  const bare = clause
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(/\b(?:the|your)\s+(?:final|course|total|overall)\s+(?:grade|mark|score)s?\b/gi, ' ')
    // A wide gap parts the columns of a plain table ("Quizzes      5      20%"): no name runs over it.
    .replace(/\s{3,}/g, ' ; ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = WORK.exec(bare);
  if (!m) {
    // "conceptual analysis, 20%": a short clause with no graded-work noun is a name of its own.
    const words = bare.replace(ARTICLE, '').split(' ');
    return words.length <= 4 && /^[A-Za-z]/.test(words[0] ?? '') ? capital(words.join(' ')) : null;
  }
  let end = m.index + m[0].length;
  for (let k = 0; k < 3; k++) {
    const more = NAME_GOES_ON.exec(bare.slice(end, end + 60));
    if (!more) break;
    end += more[0].length;
  }
  // The words before the noun, back to a word that opens a clause ("on", "for", "by", a verb).
  const head = bare.slice(0, m.index).split(' ').filter(Boolean);
  let from = head.length;
  while (from > 0 && from > head.length - 4 && !STOP.test(head[from - 1]!) && NAME_WORD.test(head[from - 1]!)) from--;
  const name = `${head.slice(from).join(' ')} ${bare.slice(m.index, end)}`
    .trim()
    .replace(/^(?:of|on|in|for)\s+/i, '')
    .replace(ARTICLE, '');
  return name ? capital(name) : null;
}

/** Where the last clause of a text starts (-1 for its start): after ";", ",", ":", a sentence's end or a list mark ("2)", "(b)", "3."). */
function lastMark(text: string): number {
  let cut = Math.max(text.lastIndexOf(';'), text.lastIndexOf(','), text.lastIndexOf(':'));
  for (const m of text.matchAll(/[a-z)]\s?\.\s+(?=[A-Z])|(?:^|\s)(?:\(?[a-h]\)|\d{1,2}[.)])\s/g))
    cut = Math.max(cut, m.index + m[0].length - 1);
  return cut;
}

/** The clause before a figure that names it: back to the previous figure, then to its last clause mark. */
function clauseBefore(text: string, from: number, to: number): string {
  let seg = text.slice(from, to);
  // Marks inside parentheses part no clauses: blank the parentheses first, then cut at the last mark.
  const flat = seg.replace(/\([^()]{0,80}\)/g, (s) => ' '.repeat(s.length));
  // "…, and interpretive critique, 20%": a comma right before the figure is no clause's end.
  const trimmed = flat.replace(/[\s,:=–—-]+$/, '');
  let cut = lastMark(trimmed);
  seg = seg.slice(cut + 1, trimmed.length);
  // A long clause that names nothing graded ("to be chosen by the student"), or a cell of points ("100 (20%)"):
  // the clause before it names the work.
  const words = seg
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(/[\s(]+$/, '')
    .replace(OPENER, '')
    .replace(ARTICLE, '')
    .trim()
    .split(/\s+/);
  if (!WORK.test(words.join(' ')) && (words.length > 4 || !/[A-Za-z]{2}/.test(seg)) && cut > 0) {
    const before = trimmed.slice(0, cut);
    cut = lastMark(before);
    seg = text.slice(from, from + trimmed.length).slice(cut + 1);
  }
  return seg.replace(/[\s(]+$/, '').replace(OPENER, '');
}

export function listedShares(raw: string[], firstId: number, score: (title: string) => number): Share[] {
  const out: Share[] = [];
  let id = firstId;
  for (const p of paragraphs(raw)) {
    const text = p.text.replace(LENGTH, (s) => 'x'.repeat(s.length));
    const figures = [...text.matchAll(FIGURE)];
    let i = 0;
    while (i < figures.length) {
      // A run: figures each within MAX_BETWEEN of the one before, adding to 100.
      let sum = 0;
      let j = i;
      for (; j < figures.length && sum < 99 && j - i < 12; j++) {
        if (j > i && figures[j]!.index - (figures[j - 1]!.index + figures[j - 1]![0].length) > MAX_BETWEEN) break;
        sum += Number(figures[j]![1]);
      }
      const run = figures.slice(i, j);
      const shares = run.length >= 3 && Math.abs(sum - 100) <= 1 ? named(p, text, figures, i, j, score, id) : null;
      if (shares) {
        out.push(...shares);
        id++;
        i = j;
      } else i++;
    }
  }
  return out;
}

function named(
  p: Paragraph,
  text: string,
  figures: RegExpMatchArray[],
  i: number,
  j: number,
  score: (title: string) => number,
  stream: number,
): Share[] | null {
  const run = figures.slice(i, j);
  const ends = run.map((m) => m.index! + m[0].length);
  // "20% each", "20-30%", "of the questions": not a list of the whole.
  for (let k = 0; k < run.length; k++) {
    const after = text.slice(ends[k]!, ends[k]! + 30);
    const before = text.slice(Math.max(0, run[k]!.index! - 30), run[k]!.index);
    if (/^\s*(?:each|apiece|per\b|of\s+(?:the\s+)?(?:questions|exam|test|material))/i.test(after)) return null;
    if (/\d\s?%?\s?[-–]\s*$|\bto\s*$/.test(before)) return null;
    if (NOT_A_SHARE.test(before) || NOT_A_SHARE.test(after.slice(0, 20))) return null;
  }
  // "Exams (50%; midterm, 25%; final, 25%)": figures that share a parenthesis are a share and its parts.
  for (let k = 0; k + 1 < run.length; k++) {
    const before = text.slice(k > 0 ? ends[k - 1]! : Math.max(0, run[0]!.index! - 60), run[k]!.index!);
    if (before.lastIndexOf('(') > before.lastIndexOf(')') && !text.slice(ends[k]!, run[k + 1]!.index!).includes(')'))
      return null;
  }
  // "25% for the labs, 25% for the midterm and 50% for the final": every figure names the work after it.
  const forAfter = run.every((_m, k) => FOR_AFTER.test(text.slice(ends[k]!, ends[k]! + 40)));
  const titles: string[] = [];
  for (let k = 0; k < run.length; k++) {
    let clause: string;
    if (forAfter) {
      const from = ends[k]! + FOR_AFTER.exec(text.slice(ends[k]!, ends[k]! + 40))![0].length;
      const next = k + 1 < run.length ? run[k + 1]!.index! : Math.min(text.length, from + 80);
      clause = text.slice(from, next).split(/[,;.]|\s(?:and|plus)\s/)[0]!;
    } else {
      const prevEnd = k > 0 ? ends[k - 1]! : Math.max(0, run[0]!.index! - MAX_BETWEEN);
      clause = clauseBefore(text, prevEnd, run[k]!.index!);
    }
    const title = workNamed(clause);
    if (!title || title.split(' ').length > 6 || NOT_A_SHARE.test(title) || !(score(title) > 0)) return null;
    titles.push(title);
  }
  if (new Set(titles.map((t) => t.toLowerCase())).size !== titles.length) return null;
  if (titles.filter((t) => WORK.test(t)).length * 2 < titles.length) return null;
  return run.map((m, k) => ({
    value: Number(m[1]),
    unit: '%' as const,
    count: null,
    title: titles[k]!,
    bonus: false,
    total: false,
    rest: text.slice(k > 0 ? ends[k - 1]! : Math.max(0, m.index! - 80), ends[k]!),
    line: lineAt(p, m.index!),
    stream,
    labelScore: score(titles[k]!),
  }));
}
