// Table rows converted from HTML that give the share first and the work after it, the share's cell holding
// its points too, or the rows quoted:
//
//   20% (40 points)  | Lab assignments (10 points each)
//   ---|---
//   30% (60 points)  | Midterm test
//   >>> **50%** |  final exam
//   >>> **100%** |  **total**
//
// Rows count when three or more follow one another (a rule line, or a line that continues a name, between
// them) and their percentages make the whole (100), a total row aside. Then each row is written name first
// ("Lab assignments (10 points each) | 20%"), the same number of lines, in place, so every later stage reads
// an ordinary table row. Linear: one regex of bounded length per line.

const MAX_LINE = 200;
const ROW =
  /^[\s>]{0,16}\**\s?(\d{1,3}(?:\.\d{1,2})?)\s?%\s?\**\s{0,4}(?:\(\s?\d{1,4}\s?(?:points?|pts?\.?|marks?)\s?\))?\s{0,8}\|\s{0,8}([^|]{2,120}?)\s*\|?\s*$/i;
const RULE = /^[\s|:>+=-]*-{3}[\s|:>+=-]*$/;
const isTotal = (name: string) => /^\W{0,4}(?:total|final grade|course grade|sum)\b/i.test(name);

interface Row {
  line: number;
  value: number;
  name: string;
}

export function figureFirstRows(text: string): string {
  if (!text.includes('|') || !text.includes('%')) return text;
  const lines = text.split('\n');
  let changed = false;
  let run: Row[] = [];
  let gap = 0;
  const flush = () => {
    const named = run.filter((r) => !isTotal(r.name));
    const sum = named.reduce((s, r) => s + r.value, 0);
    if (named.length >= 3 && Math.abs(sum - 100) <= 1) {
      for (const r of named) lines[r.line] = `${r.name} | ${r.value}%`;
      changed = true;
    }
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const m = l.length <= MAX_LINE ? ROW.exec(l) : null;
    const name = m ? m[2]!.replace(/\*+/g, '').trim() : '';
    if (m && /[A-Za-z]{2}/.test(name) && !/\d\s?%/.test(name)) {
      run.push({ line: i, value: Number(m[1]), name });
      gap = 0;
      continue;
    }
    // A rule line, a quote mark alone or one line that continues the name above keep the run open.
    if (run.length && gap < 1 && (RULE.test(l) || /^[\s>]*$/.test(l) || !l.includes('%'))) {
      if (!RULE.test(l) && !/^[\s>]*$/.test(l)) gap++;
      continue;
    }
    if (run.length) flush();
    gap = 0;
  }
  if (run.length) flush();
  return changed ? lines.join('\n') : text;
}
