// Lists of bare figures whose unit the outline states once, above or below them:
//
//   EVALUATION SCHEME (Total 200 marks)          Bewertung (insgesamt 100 Punkte)
//      Quiz-I  ....................  20             Klausur           60
//      Mid-semester examination ...  50             Laborbericht      40
//                                   -----
//                                    200
//
// Each line is a label, a leader (dots, an ellipsis, underscores or a wide gap) and a number with no
// unit. Under a caption that names percent as the unit ("% of grade"), pages converted from HTML print the
// rows as paragraphs, a blank line between each, with a single space before the number, and two members'
// shares may stand as "20/30": such runs count when they make the whole (100). Alone, such a number could be a room, a page or a count; a run of them is a grading list when
// the numbers add up to the total its caption states, or to a total line under it. Then each number is
// written with the unit (the same number of lines, in place), so every later stage reads it as a
// weight. Linear: string scans per line and regexes without nested unbounded quantifiers.
import { captionTotal, isPercentCaption } from '../vocabulary/units.js';

interface Row {
  line: number;
  value: number;
}

const NUMBER_END = /(?<![\d.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)\s*$/;
// "… papers (due 2/7 & 4/18) 20/30": two members' shares, under a percent caption only.
const PAIR_END = /(?<![\d.,:/-])(\d{1,2})\/(\d{1,2})\s*$/;
const LEADER_END = /(?:\.{3,}|…+|_{3,}|-{3,})$/;

/**
 * The label, leader and number of one line, when it has that shape. Under a percent caption (`loose`) a
 * single space may stand for the leader, and the number may be a pair of shares ("20/30", their sum).
 */
function row(line: string, index: number, loose = false): Row | null {
  if (line.length > 200) return null;
  const pair = loose ? PAIR_END.exec(line) : null;
  const m = pair ?? NUMBER_END.exec(line);
  if (!m) return null;
  const before = line.slice(0, m.index);
  const trimmed = before.trimEnd();
  const gap = before.length - trimmed.length >= 3 || before.endsWith('\t');
  const leader = LEADER_END.test(trimmed);
  if (!gap && !leader && !(loose && before.length > trimmed.length)) return null;
  if (pair) {
    const label = trimmed.trim();
    if (!/\p{L}{3}/u.test(label) || /%/.test(label)) return null;
    return { line: index, value: Number(pair[1]) + Number(pair[2]) };
  }
  const label = (leader ? trimmed.replace(LEADER_END, '') : trimmed).trim().replace(/^[-•*]\s+/, '');
  // A label names something in words, not a date, a time or another figure with its own unit.
  if (!/\p{L}{3}/u.test(label) || /%|\d\s*(?:points?|pts|marks?)\b/i.test(label) || /\d{1,2}[:/.]\d{2}\s*$/.test(label))
    return null;
  return { line: index, value: Number(m[1]!.replace(',', '.')) };
}

/** A line that only closes a list: a rule of dashes, equals signs or underscores. */
const isRule = (l: string) => /^\s*[-=_–—]{3,}\s*$/.test(l);

/** The total under a run: a bare number (after a rule, if any), or "Total … N". */
function footerTotal(lines: string[], after: number): number | null {
  let i = after;
  while (i < lines.length && i <= after + 2 && isRule(lines[i]!)) i++;
  const l = (lines[i] ?? '').trim();
  const bare = /^(\d{1,4}(?:[.,]\d{1,2})?)$/.exec(l);
  if (bare) return Number(bare[1]!.replace(',', '.'));
  const total = /^(?:total|sum|gesamt|summe|insgesamt)\b[^\d]{0,40}?(\d{1,4}(?:[.,]\d{1,2})?)\s*$/i.exec(l);
  return total ? Number(total[1]!.replace(',', '.')) : null;
}

/** The caption above a run: the nearest line with text, at most two lines up. */
function caption(lines: string[], first: number): string {
  for (let i = first - 1; i >= Math.max(0, first - 3); i--) if (lines[i]!.trim()) return lines[i]!;
  return '';
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.5, b * 0.005);

/** The outline with the bare figures of captioned grading lists written with their unit. */
export function captionedUnits(text: string): string {
  if (!/\d\s*$/m.test(text)) return text;
  const lines = text.split('\n');
  let run: Row[] = [];
  const close = () => {
    if (run.length >= 2) label(lines, run);
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const r = row(lines[i]!, i);
    if (r) run.push(r);
    else close();
  }
  close();
  percentParagraphs(lines);
  return lines.join('\n');
}

/** Rows of a paragraph run end at the first line that is neither a row nor blank, or at two blank lines. */
const MAX_BLANKS = 1;

/**
 * Under a caption naming percent as the unit ("% of grade") and nothing else: the rows below it, blank lines
 * between them allowed, whose numbers make 100. A pair ("20/30") keeps its figures and gains the unit on each.
 */
function percentParagraphs(lines: string[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (!isPercentCaption(lines[i]!.trim()) || !/%|percent|weight/i.test(lines[i]!)) continue;
    const run: Row[] = [];
    let blanks = 0;
    let j = i + 1;
    for (; j < lines.length && j <= i + 40; j++) {
      if (!lines[j]!.trim()) {
        if (++blanks > MAX_BLANKS && run.length) break;
        continue;
      }
      blanks = 0;
      const r = row(lines[j]!, j, true);
      if (!r) break;
      run.push(r);
    }
    const sum = run.reduce((s, r) => s + r.value, 0);
    if (run.length < 2 || !near(sum, 100) || run.some((r) => /\d\s*%\s*$/.test(lines[r.line]!))) continue;
    for (const r of run) {
      const text = lines[r.line]!.trimEnd();
      const pair = PAIR_END.exec(text);
      lines[r.line] = pair ? `${text.slice(0, pair.index)}(${pair[1]}/${pair[2]}) ${r.value}%` : `${text}%`;
    }
    i = j - 1;
  }
}

function label(lines: string[], run: Row[]): void {
  const sum = run.reduce((s, r) => s + r.value, 0);
  const stated = captionTotal(caption(lines, run[0]!.line));
  const footer = footerTotal(lines, run[run.length - 1]!.line + 1);
  let unit: '%' | 'pt' | null = null;
  if (stated && near(sum, stated.total)) unit = stated.unit;
  else if (footer !== null && near(sum, footer)) unit = stated?.unit ?? (near(sum, 100) ? '%' : 'pt');
  if (!unit) return;
  for (const r of run) lines[r.line] = `${lines[r.line]!.trimEnd()}${unit === '%' ? '%' : ' points'}`;
}
