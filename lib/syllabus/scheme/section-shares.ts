// A grading scheme given as a list of requirements, each item a paragraph that names the work first and
// states its weight somewhere inside:
//
//   a. Reading quizzes (6). Given in section on the dates in the schedule.
//   Counts 30 percent of grade.
//   b. Midterm. Monday, 19 October. Counts 20 percent of grade.
//   --Complete a take-home final essay examination.  Worth 50%
//
// Each item (a line that opens with a list mark: "a.", "B.", "3)", "(2)", "--", "*") runs to the next item
// (25 lines at most); an item with exactly one percentage is a share, named by the words its text opens with
// (up to a full stop, a colon, a parenthesis or a dash), or else by the graded work its first sentence names.
// Three or more items in a row, each with its share, adding to 100, are the scheme. Linear: each line is
// looked at once per item it belongs to (bounded), with regexes without nested unbounded quantifiers.
//
// (item-ends-at-paragraph-after-its-share) An item whose text has stated a percentage ends at the blank line
// after it: the paragraphs that follow the last item ("Late penalties are 5% per day.") are not part of it.
// (parenthesis-wrap-is-no-item-mark) A line opening with "10) and three essays" under a line that leaves a
// parenthesis open ("a set of definitions (5 out of") is hard-wrapped text, not the next item.
import type { Share } from './shares.js';
import { workNamed } from './listed-shares.js';

const MAX_ITEM_LINES = 25;
const MARK =
  /^[\s>]{0,12}(?:\*\*)?(?:-{1,2}(?=[A-Z])|-{1,2}|[*•]|\(?(?:\d{1,2}|[A-Ha-h]|[IVX]{1,4})[.)]\\?\.?)(?:\*\*)?\s+(?=\S)/;
const FIGURE = /(?<![\d.,/])(?<!\d\s?[-–]\s?)(\d{1,3}(?:\.\d{1,2})?)\s?(?:%|percent\b|per cent\b)/gi;
const NOT_A_SHARE =
  /\b(?:late|penalt\w*|deduct\w*|per day|reduc\w*|curve\w*|cut-?offs?|threshold|minimum|maximum|at least|hours|hrs|minutes|students|average|mean|median|chance|extra credit|bonus|drop(?:ped)?|lowest|each|per)\b|\b[A-F][+-]?\s*[=:(]/i;

interface Item {
  line: number;
  text: string;
  /** The rules below that shaped the item (for the trace). */
  shapedBy?: string[];
}

// A mark that closes a parenthesis ("10) ", "b) ") rather than opening one.
const CLOSING_MARK = /^[\s>]{0,12}(?:\d{1,2}|[A-Ha-h])\)/;
const PERCENT = /\d\s?(?:%|percent\b|per cent\b)/i;

/** Whether a line leaves a parenthesis open (more "(" than ")"). Linear. */
function leavesOpen(line: string): boolean {
  let depth = 0;
  for (const ch of line)
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
  return depth > 0;
}

function items(raw: string[]): Item[] {
  const out: Item[] = [];
  let cur: Item | null = null;
  let size = 0;
  let shared = false;
  for (let i = 0; i < raw.length; i++) {
    const l = raw[i]!;
    const mark = MARK.exec(l);
    // Rule parenthesis-wrap-is-no-item-mark.
    const wrapped = !!mark && !!cur && i > 0 && CLOSING_MARK.test(l) && leavesOpen(raw[i - 1]!);
    if (wrapped) (cur!.shapedBy ??= []).push('parenthesis-wrap-is-no-item-mark');
    if (mark && !wrapped) {
      cur = { line: i, text: l.slice(mark[0].length) };
      out.push(cur);
      size = 1;
      shared = PERCENT.test(cur.text);
      continue;
    }
    if (!cur) continue;
    // A heading line (short, bold or "#") or the item's size ends it.
    if (/^\s*#{1,6}\s/.test(l) || size >= MAX_ITEM_LINES) {
      cur = null;
      continue;
    }
    // Rule item-ends-at-paragraph-after-its-share.
    if (shared && !l.trim()) {
      for (let j = i + 1; j < raw.length && j < i + MAX_ITEM_LINES && !MARK.test(raw[j]!); j++)
        if (raw[j]!.trim()) {
          (cur.shapedBy ??= []).push('item-ends-at-paragraph-after-its-share');
          break;
        }
      cur = null;
      continue;
    }
    cur.text += ` ${l}`;
    shared ||= PERCENT.test(l);
    size++;
  }
  return out;
}

/** The rules above that shaped a share's item (for the trace). */
export const SHAPED_BY = new WeakMap<Share, string>();

/** The name an item opens with: up to a full stop, a colon, a parenthesis or a dash, if it names work. */
function itemName(text: string): string | null {
  const bare = text
    .replace(/[*_`[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const head = bare.split(/[.:(]|\s[-–—]+\s?|-{2}|-\s/)[0]!.trim();
  const words = head.split(' ');
  if (words.length <= 6 && /^[A-Za-z]/.test(head)) {
    const named = workNamed(head);
    if (named) return named;
  }
  // "SEMINAR PAPER a) analysing …": a name in capitals opens the item.
  const capitals = /^((?:[A-Z][A-Z'-]+\s){1,3}[A-Z][A-Z'-]+)\b/.exec(bare);
  if (capitals) return capitals[1]!;
  const first = bare.split(/[.;]\s/)[0]!.slice(0, 160);
  return workNamed(first);
}

export function sectionShares(raw: string[], firstId: number, score: (title: string) => number): Share[] {
  const list = items(raw).map((item) => {
    const figures = [...item.text.matchAll(FIGURE)];
    if (figures.length !== 1) return null;
    const f = figures[0]!;
    // The words around the figure in its own sentence ("in late February. Value: 30%" is no late penalty).
    const from = Math.max(f.index - 30, item.text.lastIndexOf('. ', f.index) + 1);
    const around = item.text.slice(from, f.index + f[0].length + 20);
    if (NOT_A_SHARE.test(around)) return null;
    const title = itemName(item.text);
    if (!title || title.split(' ').length > 6 || !(score(title) > 0)) return null;
    return { item, value: Number(f[1]), title };
  });
  const out: Share[] = [];
  let id = firstId;
  let i = 0;
  while (i < list.length) {
    let sum = 0;
    let j = i;
    for (; j < list.length && list[j] && sum < 99 && j - i < 12; j++) sum += list[j]!.value;
    const run = list.slice(i, j);
    const titles = new Set(run.map((r) => r!.title.toLowerCase()));
    if (run.length >= 3 && Math.abs(sum - 100) <= 1 && titles.size === run.length) {
      for (const r of run) {
        const share: Share = {
          value: r!.value,
          unit: '%',
          count: null,
          title: r!.title,
          bonus: false,
          total: false,
          rest: r!.item.text.slice(0, 200),
          line: r!.item.line,
          stream: id,
          labelScore: score(r!.title),
        };
        out.push(share);
        const rules = r!.item.shapedBy;
        if (rules) SHAPED_BY.set(share, [...new Set(rules)].join(', '));
      }
      id++;
      i = j;
    } else i++;
  }
  return out;
}
