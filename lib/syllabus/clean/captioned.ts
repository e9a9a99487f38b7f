// Lists of bare figures whose unit the outline states once, above or below them:
//
//   EVALUATION SCHEME (Total 200 marks)          Bewertung (insgesamt 100 Punkte)
//      Quiz-I  ....................  20             Klausur           60
//      Mid-semester examination ...  50             Laborbericht      40
//                                   -----
//                                    200
//
// Each line is a label, a leader (dots, an ellipsis, underscores or a wide gap) and a number with no
// unit. Alone, such a number could be a room, a page or a count; a run of them is a grading list when
// the numbers add up to the total its caption states, or to a total line under it. Then each number is
// written with the unit (the same number of lines, in place), so every later stage reads it as a
// weight. Linear: string scans per line and regexes without nested unbounded quantifiers.
import { captionTotal } from '../vocabulary/units.js';

interface Row {
  line: number;
  value: number;
}

const NUMBER_END = /(?<![\d.,:/-])(\d{1,4}(?:[.,]\d{1,2})?)\s*$/;
const LEADER_END = /(?:\.{3,}|…+|_{3,}|-{3,})$/;

/** The label, leader and number of one line, when it has that shape. */
function row(line: string, index: number): Row | null {
  if (line.length > 200) return null;
  const m = NUMBER_END.exec(line);
  if (!m) return null;
  const before = line.slice(0, m.index);
  const trimmed = before.trimEnd();
  const gap = before.length - trimmed.length >= 3 || before.endsWith('\t');
  const leader = LEADER_END.test(trimmed);
  if (!gap && !leader) return null;
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
  return lines.join('\n');
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
