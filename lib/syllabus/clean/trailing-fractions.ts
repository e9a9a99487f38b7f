// (trailing-fraction-shares) Shares written as fractions that close their lines, one graded work a line:
// "  * hour exam 1/6" / "  * term paper 1/3", "Mid-Term | 1/3" rows of a table, "Test 1----1/8 of final grade"
// lines apart. Neither fraction rule before reads them: fraction-shares wants the fraction first, and
// inline-fraction-shares reads one paragraph at a time and wants a word of grading in it (a list under
// "Requirements", a two-column table, or lines set apart by blank lines give none). Rewritten as percentages
// ("16.67%") only when a run of such lines (apart by blank lines or a table's rule line only) holds two to
// twelve fractions that make the whole exactly and most of its names are graded work (vocabulary/kinds.ts): a
// schedule's dates closing lines ("Lecture 1/3", "Quiz 1/10") never add up to one with such names.
// Linear: one pass over the lines, each read by an anchored regex without nested repetition.
import { classify, hasNameLetters } from '../vocabulary/kinds.js';

// The fraction closing a line (its trailing spaces and a closing pipe already cut), optionally "of the grade".
const TRAILING =
  /(?<![\d/.,]|\d\s)(([1-9]) ?\/ ?([2-9]|1[0-2]))(?: of (?:the |your )?(?:(?:final|course|total|overall) )?grade)?$/i;
// What stands between a name and its figure: spaces, a cell's pipe, leaders, a colon or an equals sign.
const SEPARATORS = /[\s|:=.\-–—_]+$/;
const BULLET = /^\s*(?:[-*•+]\s+|\d{1,2}[.)]\s+)?/;
// A table's rule line ("---|---") may stand between two rows of the run.
const RULE_LINE = /^[\s|:-]+$/;

type Found = { line: number; num: number; den: number; at: number; length: number; name: string };

export function trailingFractionShares(text: string): string {
  if (!text.includes('/')) return text;
  const lines = text.split('\n');
  let run: Found[] = [];
  let changed = false;
  const close = () => {
    if (rewriteRun(lines, run)) changed = true;
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const found = trailingFraction(raw, i);
    if (found) {
      run.push(found);
      continue;
    }
    // Blank lines and a table's rule line keep the run open; anything else closes it.
    if (!raw.trim() || (run.length && RULE_LINE.test(raw) && raw.includes('-'))) continue;
    close();
  }
  close();
  return changed ? lines.join('\n') : text;
}

function trailingFraction(raw: string, line: number): Found | null {
  if (raw.length > 200 || !raw.includes('/')) return null;
  let end = raw.trimEnd().length;
  if (raw[end - 1] === '|') end = raw.slice(0, end - 1).trimEnd().length;
  const body = raw.slice(0, end);
  const m = TRAILING.exec(body);
  if (!m) return null;
  const num = Number(m[2]);
  const den = Number(m[3]);
  if (num >= den) return null;
  const name = body
    .slice(0, m.index)
    .replace(SEPARATORS, '')
    .replace(BULLET, '')
    .replace(/^\|\s*/, '')
    .trim();
  if (!hasNameLetters(name) || name.length > 80) return null;
  return { line, num, den, at: m.index, length: m[1]!.length, name };
}

function rewriteRun(lines: string[], run: readonly Found[]): boolean {
  if (run.length < 2 || run.length > 12) return false;
  const sum = run.reduce((s, f) => s + f.num / f.den, 0);
  if (Math.abs(sum - 1) > 1e-9) return false;
  const work = run.filter((f) => classify(f.name) !== 'other').length;
  if (work * 2 <= run.length) return false;
  for (const f of run) {
    const raw = lines[f.line]!;
    const percent = Math.round((f.num / f.den) * 10000) / 100;
    lines[f.line] = `${raw.slice(0, f.at)}${percent}%${raw.slice(f.at + f.length)}`;
  }
  return true;
}
